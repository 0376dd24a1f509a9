import Imaging
import Puzzle

/// Why a scan gave no puzzle: the stage reached and the measured evidence.
public enum ScanError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No region of board-dark colour is big enough to be a board (`theme` lists the themes
  /// tried).
  case noDarkRegion(theme: String, minimumSide: Int)
  /// Dark regions exist, but none is square enough to be a board (`theme` lists the themes
  /// tried).
  case noSquareRegion(theme: String, count: Int, largest: PixelRect)
  /// Too many tiles match no colour of the theme.
  case unreadableTiles(theme: String, cells: [Cell], lowestCoverage: Double)
  /// No tile is prisoner-coloured.
  case noPrisoner(reddest: Cell, share: Double)
  /// More prisoner-coloured tiles than one prisoner covers.
  case extraPrisonerTiles(cells: [Cell])
  /// The prisoner-coloured tiles are not one horizontal pair.
  case prisonerShape(cells: [Cell])
  /// The most likely legal reading contradicts a confident measurement.
  case noLegalReading(decision: String, probability: Double)
  /// The notch in the frame is in another row than the prisoner.
  case chuteNotInPrisonerRow(chute: Exit, score: Double, prisonerRow: Int)
  /// The blocks found do not form a legal board.
  case illegalBoard(PuzzleError)
  /// The board's quadrilateral is rotated too far or too far from a square seen head-on to
  /// be read (`angle`, `skew` in degrees).
  case tooDistorted(angle: Double, skew: Double, sideRatio: Double, limits: String)

  /// The stage that failed.
  public var stage: ScanStage {
    switch self {
    case .noDarkRegion, .noSquareRegion, .tooDistorted: .locate
    case .unreadableTiles: .classify
    case .noPrisoner, .extraPrisonerTiles, .prisonerShape, .noLegalReading: .blocks
    case .chuteNotInPrisonerRow: .chute
    case .illegalBoard: .validate
    }
  }

  /// `no board found (stage): reason` for images that hold no board, `not a legal puzzle
  /// (stage): reason` for boards whose reading is illegal.
  public var description: String {
    let prefix =
      stage == .locate || stage == .classify ? "no board found" : "not a legal puzzle"
    return "\(prefix) (\(stage)): \(reason)"
  }

  /// The evidence, without the prefix.
  public var reason: String {
    switch self {
    case .noDarkRegion(let theme, let side):
      return
        "no region of board colour (themes tried: \(theme)) at least \(side)x\(side) pixels; "
        + "is this a game screen?"
    case .noSquareRegion(let theme, let count, let largest):
      let aspect = Double(largest.width) / Double(max(1, largest.height))
      return
        "\(count) dark region\(count == 1 ? "" : "s") of board colour (themes tried: \(theme)), none "
        + "square like a 6x6 board (largest \(largest), width/height "
        + "\(ScanError.format(aspect)))"
    case .unreadableTiles(let theme, let cells, let coverage):
      return
        "\(cells.count) of 36 tiles match no colour of theme \(theme) (first "
        + "\(ScanError.list(cells.prefix(4))), lowest coverage \(ScanError.format(coverage))); "
        + "try --theme auto or calibrate a profile"
    case .noPrisoner(let cell, let share):
      return
        "no prisoner: no tile is prisoner-coloured (the reddest, \(ScanError.cell(cell)), has "
        + "share \(ScanError.format(share)))"
    case .extraPrisonerTiles(let cells):
      let count = (cells.count + 1) / 2
      return
        "\(count) prisoners: \(cells.count) prisoner-coloured tiles at "
        + "\(ScanError.list(cells[...])); a puzzle has exactly one 2x1 prisoner"
    case .prisonerShape(let cells):
      return
        "the prisoner-coloured tiles \(ScanError.list(cells[...])) are not one horizontal pair"
    case .noLegalReading(let decision, let probability):
      return
        "the most likely legal reading needs \(decision), which the measurement gives "
        + "probability \(ScanError.format(probability))"
    case .chuteNotInPrisonerRow(let chute, let score, let row):
      return
        "the chute is at \(chute) (notch score \(ScanError.format(score))) but the prisoner is "
        + "in row \(row)"
    case .illegalBoard(let error):
      return error.description
    case .tooDistorted(let angle, let skew, let ratio, let limits):
      return
        "the board is rotated by \(ScanError.format(angle)) degrees, its sides skewed by up to "
        + "\(ScanError.format(skew)) degrees, longest over shortest side "
        + "\(ScanError.format(ratio)) (\(limits)); photograph or crop the screen straighter"
    }
  }

  static func format(_ value: Double) -> String { Decimals.short(value, 2) }

  static func cell(_ cell: Cell) -> String { "(\(cell.row),\(cell.column))" }

  static func list(_ cells: ArraySlice<Cell>) -> String {
    cells.map { cell($0) }.joined(separator: " ")
  }
}
