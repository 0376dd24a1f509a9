import Corpus
import ImageCodecs
import Imaging
import Puzzle
import Scanner

/// Compares a label with a scan: boards by block positions (whatever their letters), exits, and
/// rejections.
public enum SampleComparison {
  /// The tiles where two boards disagree.
  ///
  /// A tile agrees when both boards leave it empty, or cover it with the same kind of block in
  /// the same place (same cells): letters play no part, so a scan that names its blocks
  /// differently from the label still agrees. The letters reported are the label's canonical
  /// ones (`Board.canonicalized()`) and the scanned board's letters aligned to them
  /// (`aligned(_:to:)`).
  /// - Parameters:
  ///   - expected: the label's board.
  ///   - got: the scanned board.
  ///   - tiles: the scanner's tile readings, for their confidences (empty for none).
  /// - Returns: the differing tiles in reading order.
  public static func differences(expected: Board, got: Board, tiles: [TileReading] = [])
    -> [TileDifference]
  {
    let expectedNames = expected.canonicalized()
    let gotNames = aligned(got, to: expected)
    var differences: [TileDifference] = []
    for index in 0..<Board.cellCount {
      let cell = Cell(index: index)
      guard footprint(expected, cell) != footprint(got, cell) else { continue }
      differences.append(
        TileDifference(
          cell: cell, expected: expectedNames[cell], got: gotNames[cell],
          confidence: tiles.isEmpty ? nil : tiles[index].confidence))
    }
    return differences
  }

  /// The scanned board with its letters aligned to the label's canonical letters: a block that
  /// the label has in the same place gets the label's letter, any other block the next letter
  /// the label does not use, so a side-by-side view shows at a glance which blocks agree.
  ///
  /// - Parameters:
  ///   - got: the scanned board.
  ///   - expected: the label's board.
  /// - Returns: the same position; `got.canonicalized()` when there are not enough letters.
  public static func aligned(_ got: Board, to expected: Board) -> Board {
    let reference = expected.canonicalized()
    var letterOf: [Footprint: Character] = [:]
    for block in reference.slidingBlocks where !block.isPrisoner {
      letterOf[footprint(of: block)] = block.letter
    }
    let used = Set(letterOf.values)
    var spare = (UInt8(ascii: "B")...UInt8(ascii: "Z")).map { Character(UnicodeScalar($0)) }
      .filter { !used.contains($0) }
    var blocks: [Block] = []
    for block in got.canonicalized().blocks {
      guard !block.isFixed, !block.isPrisoner else {
        blocks.append(block)
        continue
      }
      var renamed = block
      if let letter = letterOf[footprint(of: block)] {
        renamed.letter = letter
      } else if !spare.isEmpty {
        renamed.letter = spare.removeFirst()
      } else {
        return got.canonicalized()
      }
      blocks.append(renamed)
    }
    return (try? Board(blocks: blocks)) ?? got.canonicalized()
  }

  /// The tiles whose class (empty, block, prisoner, fixed) the scanner read differently from
  /// the label: the comparison for a scan that located a board but read no legal puzzle.
  ///
  /// - Parameters:
  ///   - expected: the label's board.
  ///   - tiles: 36 readings whose symbols are tile classes (`o`, `#`, `A`, `x`).
  /// - Returns: the differing tiles in reading order.
  public static func classDifferences(expected: Board, tiles: [TileReading]) -> [TileDifference] {
    guard tiles.count == Board.cellCount else { return [] }
    let names = expected.canonicalized()
    var differences: [TileDifference] = []
    for index in 0..<Board.cellCount {
      let cell = Cell(index: index)
      let tile = tiles[index]
      guard tileClass(names[cell]) != tileClass(tile.symbol) else { continue }
      differences.append(
        TileDifference(
          cell: cell, expected: names[cell], got: tile.symbol, confidence: tile.confidence))
    }
    return differences
  }

  /// Judges one sample.
  ///
  /// A board read with a confidence below `minimumConfidence` is uncertain: it counts as a
  /// refusal (a failure where the label has a board, a success where it expects a rejection),
  /// never as a pass.
  /// - Parameters:
  ///   - sample: the sample.
  ///   - label: its label, or the error that made it unreadable.
  ///   - outcome: the scan, or the error that kept the image from being decoded.
  ///   - seconds: the time spent decoding and scanning.
  ///   - minimumConfidence: the least confidence for a board to count as read.
  ///   - perturbation: the change made to the image before scanning.
  /// - Returns: the result; it fails for an unreadable label or image, a board where a
  ///   rejection was expected or the reverse, an uncertain board, differing tiles, or a
  ///   different exit.
  public static func result(
    sample: CorpusSample, label: Result<Label, PuzzleError>,
    outcome: Result<ScanOutcome, ImageCodecError>, seconds: Double,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence,
    perturbation: Perturbation = .unchanged
  ) -> SampleResult {
    var failures: [SampleFailure] = []
    var differences: [TileDifference] = []
    var errors: [String] = []
    var expected: SampleReading?
    var got: SampleReading?
    var confidence: Double?
    var attributes: [String: LabelValue] = [:]
    var verdict: ScanVerdict?
    var grade: SampleGrade?
    var readingCorrect: Bool?
    var draft: Bool?

    switch label {
    case .success(let label):
      expected = SampleReading(label.puzzle)
      attributes = label.attributes
      draft = label.needsReview ? true : nil
    case .failure(let error):
      failures.append(SampleFailure(.label, "label: \(error.description)"))
      errors.append(error.description)
    }

    switch outcome {
    case .failure(let error):
      let message = error.description
      failures.append(SampleFailure(.image, "image: \(message)"))
      errors.append(message)
      if case .success = label { grade = .refused }
    case .success(let scan):
      confidence = scan.confidence
      let judged = Self.verdict(of: scan, minimumConfidence: minimumConfidence)
      verdict = judged
      got = SampleReading(scan.puzzle, theme: scan.theme)
      if case .success(let label) = label, let expected = label.puzzle, let read = scan.puzzle {
        got?.board = aligned(read.board, to: expected.board).notation
      }
      if scan.puzzle == nil, scan.tiles.count == Board.cellCount {
        got?.tiles = String(scan.tiles.map(\.symbol))
      }
      if case .success(let label) = label {
        compare(
          label, scan, uncertain: judged == .uncertain,
          minimumConfidence: minimumConfidence, failures: &failures,
          differences: &differences, errors: &errors)
        if let read = scan.puzzle {
          readingCorrect =
            label.puzzle.map { $0.exit == read.exit && differences.isEmpty } ?? false
        }
        switch (label.puzzle != nil, judged) {
        case (true, .read): grade = readingCorrect == true ? .exact : .wrong
        case (true, _): grade = .refused
        case (false, .read): grade = .wrong
        case (false, _): grade = .exact
        }
      }
    }

    return SampleResult(
      file: sample.path, folder: sample.folder, theme: attributes["theme"]?.text,
      layout: attributes["layout"]?.text, status: failures.isEmpty ? .pass : .fail,
      expected: expected, got: got, differences: differences, confidence: confidence,
      failures: failures, error: errors.isEmpty ? nil : errors.joined(separator: "; "),
      seconds: seconds, perturbation: perturbation, verdict: verdict, grade: grade,
      readingCorrect: readingCorrect, draft: draft, key: sample.key)
  }

  /// The verdict on a scan for a least confidence: `read`, `uncertain` (a board below it) or
  /// `refused` (no board).
  ///
  /// - Parameters:
  ///   - scan: the scan.
  ///   - minimumConfidence: the least confidence for a board to count as read.
  /// - Returns: the verdict, as `ScanReport.verdict(minimumConfidence:)` gives it.
  public static func verdict(of scan: ScanOutcome, minimumConfidence: Double) -> ScanVerdict {
    guard scan.puzzle != nil else { return .refused }
    return scan.confidence >= minimumConfidence ? .read : .uncertain
  }

  /// Compares a readable label with a scan; an uncertain board where a rejection is expected
  /// counts as the rejection.
  private static func compare(
    _ label: Label, _ scan: ScanOutcome, uncertain: Bool, minimumConfidence: Double,
    failures: inout [SampleFailure], differences: inout [TileDifference],
    errors: inout [String]
  ) {
    if uncertain, label.puzzle != nil {
      failures.append(
        SampleFailure(
          .uncertain,
          "uncertain: a board was read with confidence \(ReportFormat.fraction(scan.confidence)),"
            + " below the least \(ReportFormat.fraction(minimumConfidence)); refused"))
    }
    switch (label.puzzle, scan.puzzle) {
    case (nil, nil):
      break
    case (nil, _?) where uncertain:
      break
    case (nil, let got?):
      failures.append(
        SampleFailure(
          .unexpectedBoard,
          "expected a rejection, got a board (\(got.board.canonicalized().notation) \(got.exit))"
        ))
    case (let expected?, nil):
      let reason = scan.error ?? "the scanner gave no reason"
      failures.append(SampleFailure(.noBoard, "no board: \(reason)"))
      errors.append(reason)
      differences = classDifferences(expected: expected.board, tiles: scan.tiles)
    case (let expected?, let got?):
      differences = Self.differences(expected: expected.board, got: got.board, tiles: scan.tiles)
      if !differences.isEmpty {
        let count = differences.count
        let listed = differences.prefix(4).map(\.description).joined(separator: ", ")
        let more = count > 4 ? ", ..." : ""
        failures.append(
          SampleFailure(
            .board,
            "board: \(count) tile\(count == 1 ? "" : "s") differ\(count == 1 ? "s" : "")"
              + " (\(listed)\(more))"))
      }
      if expected.exit != got.exit {
        failures.append(SampleFailure(.exit, "exit: expected \(expected.exit), got \(got.exit)"))
      }
    }
  }

  /// What covers `cell`, by kind and position (never by letter).
  private static func footprint(_ board: Board, _ cell: Cell) -> Footprint {
    board.block(at: cell).map(footprint(of:)) ?? .empty
  }

  /// A block's kind and position.
  private static func footprint(of block: Block) -> Footprint {
    block.isFixed
      ? .fixed : .block(prisoner: block.isPrisoner, origin: block.origin, end: block.end)
  }

  /// The class of a notation character: `o` empty, `x` fixed, `A` prisoner, else block.
  private static func tileClass(_ symbol: Character) -> Character {
    switch symbol {
    case "o", ".": "o"
    case "x": "x"
    case "A": "A"
    default: "#"
    }
  }

  /// What covers a tile.
  private enum Footprint: Hashable {
    case empty
    case fixed
    case block(prisoner: Bool, origin: Cell, end: Cell)
  }
}
