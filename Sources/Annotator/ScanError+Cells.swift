import Puzzle
import Scanner

extension ScanError {
  /// The cells the error names (the tiles an overlay marks as the fault), in reading order.
  var faultCells: [Cell] {
    switch self {
    case .unreadableTiles(_, let cells, _): cells
    case .noPrisoner(let reddest, _): [reddest]
    case .extraPrisonerTiles(let cells): cells
    case .prisonerShape(let cells): cells
    case .noDarkRegion, .noSquareRegion, .noLegalReading, .chuteNotInPrisonerRow, .illegalBoard,
      .tooDistorted:
      []
    }
  }
}
