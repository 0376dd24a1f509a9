import Corpus
import Imaging
import Puzzle
import Scanner
import Themes

/// One labelled screenshot with its board located: the label's class and block of every tile,
/// and the regions the scanner samples (tiles, chute strips).
struct ScreenshotEvidence: Sendable {
  /// The screenshot.
  var shot: LabelledScreenshot
  /// Where the board is.
  var location: BoardLocation
  /// Where the rivets of its fixed blocks are measured: the board moved onto the image's own
  /// tile grid, as a scan reads it again (`ScanMeasurements.gridFitted`), or `location` when that
  /// does not move it. (A located board can take in part of its frame; its corner windows
  /// then fall on frame and wood, where a scan that has moved the board does not look.)
  var rivetLocation: BoardLocation
  /// Which model located it (`fallback` or a profile name).
  var locatedBy: String
  /// The label's class of each tile, in reading order.
  var classes: [TileClass]
  /// The label's block letter of each tile (`o` empty), in reading order.
  var letters: [Character]
  /// The region the scanner samples in each tile, in reading order.
  var regions: [PixelRect]
  /// The strips of frame beside the ends of the rows (none for a board-only crop).
  var strips: [ChuteEvidence.Strip]
  /// The other places found for the board while locating it (by other profiles, the fallback
  /// or lightness splits), for checking the location against the label.
  var alternatives: [(source: String, location: BoardLocation)] = []

  /// The strip at the label's exit, if it lies in the image.
  var exitStrip: ChuteEvidence.Strip? {
    strips.first { $0.side == shot.puzzle.exit.side && $0.row == shot.puzzle.exit.row }
  }

  /// True when the label puts the two tiles in different blocks (both must be solid).
  func labelSplits(_ first: Cell, _ second: Cell) -> Bool {
    letters[first.index] != letters[second.index] || letters[first.index] == Block.fixedLetter
  }

  /// True when the label says both tiles are covered by blocks.
  func bothSolid(_ first: Cell, _ second: Cell) -> Bool {
    classes[first.index].isSolid && classes[second.index].isSolid
  }
}

extension TileClass {
  /// The class of a cell holding `character` in board notation.
  init(notation character: Character) {
    switch character {
    case "o", ".": self = .empty
    case Block.fixedLetter: self = .fixed
    case Block.prisonerLetter: self = .prisoner
    default: self = .block
    }
  }

  /// The colour class whose samples a tile of this class gives.
  var colourClass: ColourClass {
    switch self {
    case .empty: .board
    case .block: .block
    case .prisoner: .prisoner
    case .fixed: .fixedBlock
    }
  }
}

extension RGBAImage {
  /// CIELAB colours of up to `perAxis` x `perAxis` pixels spread evenly over `rect` (clipped
  /// to the image).
  func labSamples(in rect: PixelRect, perAxis: Int) -> [LabColour] {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return [] }
    let columns = min(clipped.width, max(1, perAxis))
    let rows = min(clipped.height, max(1, perAxis))
    var samples: [LabColour] = []
    samples.reserveCapacity(columns * rows)
    for j in 0..<rows {
      let y = clipped.y + (clipped.height * (2 * j + 1)) / (2 * rows)
      for i in 0..<columns {
        let x = clipped.x + (clipped.width * (2 * i + 1)) / (2 * columns)
        samples.append(LabColour(self[x, y]))
      }
    }
    return samples
  }
}
