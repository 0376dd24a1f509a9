import Imaging
import Puzzle

/// The likeliest reading of another puzzle than the chosen one (another board or another
/// exit), and what it costs as an explanation of the pixels: the chosen reading's margin is `explanation.total` of this less
/// the chosen one's.
public struct RunnerUp: Hashable, Sendable, Encodable {
  /// What kind of hypothesis a runner-up is.
  public enum Kind: String, Hashable, Sendable, Encodable {
    /// The chosen reading's own tiles and gaps read as their likeliest other legal board.
    case blockSearch = "block-search"
    /// The chosen board with its exit at the other end of the prisoner's row.
    case otherExit = "other-exit"
    /// Another reading made, of another square, colour model or view.
    case otherReading = "other-reading"
    /// Another reading made of the chosen puzzle itself (`ScanReport.agreeing`).
    case agreeing
  }

  /// Its board, in notation.
  public var board: String
  /// Its exit.
  public var exit: Exit
  /// What it costs.
  public var explanation: Explanation
  /// Where it comes from: `block search` (the chosen reading's tiles and gaps read as the
  /// likeliest other legal board), or the theme and square of another reading made.
  public var source: String
  /// What kind of hypothesis it is (`source` says it in words).
  public var kind: Kind
  /// For another reading made: how much cheaper it is than the likeliest other legal board of
  /// its own tiles and gaps (nats; nil when none costs less than `runnerUpReach` more): its
  /// margin within its own view, measured as the chosen reading's is.
  public var ownMargin: Double?
  /// For another reading made: the bounding box of its board in the scanned image (its view
  /// mapped back), to set beside the chosen board's.
  public var square: PixelRect?

  /// The other puzzles `report` (a legal reading) could be, each once at its cheapest,
  /// cheapest first: the likeliest other legal board of its own tiles and gaps, the exit at the
  /// other end of the prisoner's row, and every other puzzle among `readings` (every view's).
  ///
  /// `second`: `secondBoard(of: report, policy:)`, when the caller has it already.
  static func alternatives(
    to report: ScanReport, among readings: [ReadingLog.Entry],
    second: (board: Board, explanation: Explanation)?? = nil, policy: ScanPolicy
  ) -> [RunnerUp] {
    guard let puzzle = report.puzzle, let explanation = report.explanation,
      !report.tiles.isEmpty
    else { return [] }
    var cheapest: [String: RunnerUp] = [:]
    func consider(_ other: RunnerUp) {
      let key = "\(other.board) \(other.exit)"
      if cheapest[key].map({ other.explanation.total < $0.explanation.total }) ?? true {
        cheapest[key] = other
      }
    }
    if let (board, other) = second ?? secondBoard(of: report, policy: policy) {
      consider(
        RunnerUp(
          board: board.notation, exit: puzzle.exit, explanation: other, source: "block search",
          kind: .blockSearch))
    }
    // The same board with its exit at the other end of the prisoner's row.
    if let chute = report.chute,
      let side = Exit.Side.allCases.first(where: { $0 != puzzle.exit.side }),
      let exit = try? Exit(side: side, row: puzzle.exit.row)
    {
      consider(
        RunnerUp(
          board: puzzle.board.notation, exit: exit,
          explanation: explanation.withExit(
            Explanation.exitCost(
              1 - chute.confidence, side: side, assumed: chute.sideUnseen,
              policy: policy.explanation)),
          source: "the exit at the other end of the prisoner's row", kind: .otherExit))
    }
    // Another reading of each other puzzle, the cheapest (its own margin measured only for it).
    var others: [String: ReadingLog.Entry] = [:]
    for entry in readings {
      let reading = entry.reading
      guard let other = reading.puzzle, other != puzzle, let cost = reading.explanation?.total
      else { continue }
      let key = "\(other.board.notation) \(other.exit)"
      if others[key].map({ cost < ($0.reading.explanation?.total ?? .infinity) }) ?? true {
        others[key] = entry
      }
    }
    for entry in others.values {
      if let other = reading(entry, kind: .otherReading, policy: policy) { consider(other) }
    }
    // (Ties in name order: the same on every run.)
    return cheapest.values.sorted {
      ($0.explanation.total, $0.board, $0.source) < ($1.explanation.total, $1.board, $1.source)
    }
  }

  /// The reading among `readings` (every view's) of `report`'s own puzzle whose square the
  /// margin prices least (`ScanConfidence.price`), with its own margin within its view: the
  /// chosen board's hypothesis is the better of it and `report` (a view that took in the board
  /// badly may read it right all the same, while another square reads it cleanly). Nil without
  /// a puzzle, without another reading of it, or when even a margin of `kappa` within its view
  /// would not lift it over `report` (its own margin is then not searched for).
  /// `second`: `secondBoard(of: report, policy:)`, when the caller has it already.
  static func agreeing(
    with report: ScanReport, among readings: [ReadingLog.Entry],
    second: (board: Board, explanation: Explanation)?? = nil, policy: ScanPolicy
  ) -> RunnerUp? {
    guard let puzzle = report.puzzle, let explanation = report.explanation,
      let withinView = ScanConfidence.withinView(of: report, second: second, policy: policy)
    else { return nil }
    let same = readings.compactMap { entry -> (ReadingLog.Entry, Explanation, PixelRect?)? in
      guard entry.reading.puzzle == puzzle, let explanation = entry.reading.explanation else {
        return nil
      }
      return (entry, explanation, ViewReader.boardInImage(entry.reading, through: entry.toImage))
    }
    // (Every square and the chosen one against the same largest: the area's part of the price
    // only orders them; ties go to the first made.)
    let chosenArea = ViewReader.boardInImage(report, through: report.geometry?.homography).map(
      ScanConfidence.area)
    let largest =
      (same.compactMap { $0.2.map(ScanConfidence.area) } + [chosenArea].compactMap { $0 })
      .max()
    let best = same.map { entry, explanation, square in
      (
        price: ScanConfidence.price(
          explanation, area: square.map(ScanConfidence.area), largest: largest,
          policy.confidence),
        entry: entry, square: square
      )
    }.min { $0.price < $1.price }
    let chosen =
      withinView
      - ScanConfidence.price(explanation, area: chosenArea, largest: largest, policy.confidence)
    // (A square not known in the image pays no area, whatever the largest: it is always weighed.)
    guard let best, best.square == nil || policy.confidence.kappa - best.price > chosen else {
      return nil
    }
    return reading(best.entry, kind: .agreeing, square: best.square, policy: policy)
  }

  /// Another reading made (`entry`, of any view) as a hypothesis of `kind`: its puzzle, its cost,
  /// its own margin within its view and its square in the scanned image (`square`, when the
  /// caller has it already); nil without a puzzle.
  private static func reading(
    _ entry: ReadingLog.Entry, kind: Kind, square: PixelRect?? = nil, policy: ScanPolicy
  ) -> RunnerUp? {
    let reading = entry.reading
    guard let puzzle = reading.puzzle, let explanation = reading.explanation else { return nil }
    return RunnerUp(
      board: puzzle.board.notation, exit: puzzle.exit, explanation: explanation,
      source: "theme \(reading.theme ?? "?") at \(reading.location.map { "\($0.board)" } ?? "?")",
      kind: kind,
      ownMargin: secondBoard(of: reading, policy: policy).map {
        ScanConfidence.lead(of: explanation, over: $0.explanation, policy.confidence)
      },
      square: square ?? ViewReader.boardInImage(reading, through: entry.toImage))
  }

  /// The likeliest legal board of `report`'s tiles and gaps other than its own, within
  /// `runnerUpReach` of it, and what it costs; nil when there is none (or `report` has no
  /// puzzle).
  static func secondBoard(of report: ScanReport, policy: ScanPolicy) -> (
    board: Board, explanation: Explanation
  )? {
    guard let puzzle = report.puzzle, let explanation = report.explanation,
      !report.tiles.isEmpty
    else { return nil }
    let assembler = BlockAssembler(
      tileProbabilities: report.tiles.map(\.classProbabilities), seams: report.seams,
      maximumNodes: policy.assemble.maximumSearchNodes)
    // (The reading's pieces as its blocks give them, at the block search's cost of it: it is
    // not searched for again.)
    let pieces = Set(
      report.blocks.map { block in
        BlockAssembler.Piece(
          tileClass: block.isPrisoner ? .prisoner : block.isFixed ? .fixed : .block,
          cells: block.cells)
      })
    guard
      let other = assembler.runnerUp(
        excluding: pieces, cost: explanation.assembly, reach: policy.explanation.runnerUpReach,
        nodes: policy.explanation.runnerUpNodes),
      let board = try? Board(blocks: other.blocks), board != puzzle.board
    else { return nil }
    return (
      board,
      Explanation.of(
        other, tiles: report.tiles, seams: report.seams, continuity: report.continuity,
        exitProbability: report.chute?.confidence ?? 1, exitSide: puzzle.exit.side,
        exitAssumed: report.chute?.sideUnseen == true, policy: policy.explanation
      ).with(spill: explanation.spill, unexplained: explanation.unexplained)
    )
  }
}
