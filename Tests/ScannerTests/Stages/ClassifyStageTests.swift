import Foundation
import ImageCodecs
import Imaging
import Puzzle
import TestSupport
import Testing
import Themes

@testable import Scanner

/// The classify stage's reading of one tile's samples: a tile that shows two classes side by
/// side (a block caught halfway between tiles) is no sure tile of either.
@Suite("Classify: tiles split between two classes")
struct ClassifyStageTests {
  /// A 9x9 sample grid from 9 rows of 9 letters: `.` empty, `b` block, `?` an outlier.
  static func grid(_ rows: [String]) -> [TileClass?] {
    rows.flatMap { row in
      row.map { letter -> TileClass? in
        switch letter {
        case "b": .block
        case ".": .empty
        default: nil
        }
      }
    }
  }

  @Test func aWholeTileHasHalvesThatAgree() {
    let block = Self.grid(Array(repeating: "bbbbbbbbb", count: 9))
    #expect(TileClassifier.halvesDifference(block, winner: .block) == 0)
  }

  @Test func aBlockCoveringHalfATileSplitsIt() {
    let half = Self.grid(Array(repeating: "....bbbbb", count: 9))
    #expect(TileClassifier.halvesDifference(half, winner: .block) == 1)
    let lower = Self.grid(Array(repeating: ".........", count: 4) + Array(repeating: "bbbbbbbbb", count: 5))
    #expect(TileClassifier.halvesDifference(lower, winner: .empty) == 1)
  }

  @Test func grainScatteredOverTheTileDoesNotSplitIt() {
    let grain = Self.grid([
      "bb.bbbbbb", "bbbbbb.bb", "b.bbbbbbb", "bbbbb.bbb", "bbbbbbbbb", ".bbbbbbb.",
      "bbb.bbbbb", "bbbbbbb.b", "bb.bbbbbb",
    ])
    #expect(TileClassifier.halvesDifference(grain, winner: .block) < 0.2)
  }

  @Test func anArrowOverHalfATileIsNoSecondClass() {
    // Outliers (a mark drawn over the tile) speak for no class, so they split nothing.
    let marked = Self.grid(Array(repeating: "bbbbb????", count: 9))
    #expect(TileClassifier.halvesDifference(marked, winner: .block) == 0)
  }

  /// A real screenshot with one block moved half a tile (a screenshot taken mid-move): the
  /// tiles it half covers make the reading uncertain; it is never read as a board with one of
  /// its blocks shortened.
  @Test func aBlockCaughtHalfwayIsNoConfidentBoard() throws {
    let name = "unblocker-I-4"
    let file = Fixtures.sharedScreenshots.appendingPathComponent("\(name).png").path
    let labelFile = Fixtures.sharedScreenshots.appendingPathComponent("\(name).json").path
    let label = try Label(json: try Data(contentsOf: URL(fileURLWithPath: labelFile)), file: labelFile)
    var image = try ImageFile.read(path: file).image
    let upright = autoScanner.scan(image)
    #expect(upright.puzzle == label.puzzle)
    let location = try #require(upright.location)
    let board = try #require(label.puzzle).board
    // A horizontal block with an empty tile on its right, and an empty tile to copy.
    let block = try #require(
      board.blocks.first { block in
        guard block.orientation == .horizontal, !block.isFixed else { return false }
        let right = Cell(row: block.origin.row, column: block.origin.column + block.length)
        return right.isOnBoard && board.block(at: right) == nil
      })
    let empty = try #require(
      (0..<36).map { Cell(index: $0) }.first { board.block(at: $0) == nil })
    let emptyTile = try image.cropped(to: location.tileRect(row: empty.row, column: empty.column))
    let first = location.tileRect(row: block.origin.row, column: block.origin.column)
    let last = location.tileRect(
      row: block.origin.row, column: block.origin.column + block.length - 1)
    let span = PixelRect(
      x: first.x, y: first.y, width: last.x + last.width - first.x, height: first.height)
    let wood = try image.cropped(to: span)
    for column in block.origin.column..<(block.origin.column + block.length) {
      let tile = location.tileRect(row: block.origin.row, column: column)
      image.paste(emptyTile, at: PixelPoint(x: tile.x, y: tile.y))
    }
    image.paste(wood, at: PixelPoint(x: span.x + first.width / 2, y: span.y))
    let report = autoScanner.scan(image)
    if let puzzle = report.puzzle, report.confidence >= 0.5 {
      Issue.record("read \(puzzle.board) with confidence \(report.confidence)")
    }
  }
}

/// A fixed block's rivets as a small or blurred screenshot shows them: mixed with the face
/// around them, so that the rivet is not their nearest colour class.
@Suite("Classify: rivets mixed with the face")
struct RivetMixtureTests {
  /// A 600 px board of empty tiles but for a fixed block at (0, 0), whose four rivets (discs
  /// of radius 9 centred 20 px in from each corner) are painted `mixture` of the way from the
  /// face's colour to the rivet's.
  static func board(model: ScanModel, mixture: Double) -> RGBAImage {
    let face = model.classes.fixedBlock.mean
    let rivet = model.classes.rivet.mean
    let mixed = LabColour(
      l: face.l + mixture * (rivet.l - face.l), a: face.a + mixture * (rivet.a - face.a),
      b: face.b + mixture * (rivet.b - face.b))
    var image = RGBAImage(width: 600, height: 600, fill: model.classes.board.mean.rgba)
    for y in 0..<100 {
      for x in 0..<100 {
        let inRivet = [(20, 20), (80, 20), (20, 80), (80, 80)].contains { cx, cy in
          (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 81
        }
        image[x, y] = inRivet ? mixed.rgba : face.rgba
      }
    }
    return image
  }

  @Test func rivetsHalfBlendedIntoTheFaceStillMarkAFixedBlock() throws {
    let library = try ThemeLibrary.builtIn()
    var profile = try #require(library.profiles.first)
    // (A profile calibrated on one fixed block fits its rivets' colour tightly.)
    profile.scan.classes.rivet.spread = LabSpread(l: 2.5, a: 1.5, b: 2.5)
    let scanner = BoardScanner(profiles: [profile], allowsFallback: false)
    let location = BoardLocation(
      board: PixelRect(x: 0, y: 0, width: 600, height: 600), workingStride: 1,
      touchesImageEdge: false, candidates: [])
    // Blended 70% of the way, the rivets' colour lies farther from the rivet class than a
    // sample may: only their direction from this face shows them.
    let blended = Self.board(model: profile.scan, mixture: 0.7)
    let tile = scanner.measurements.measureTiles(blended, location: location, model: profile.scan)[0]
    #expect(tile.measuredClass == .fixed)
    let share = try #require(tile.rivetShare)
    #expect(share >= profile.scan.thresholds.rivetShare.value)
    #expect(tile.confidence >= 0.9)
    // A face without rivets is still a doubtful fixed block.
    let bare = Self.board(model: profile.scan, mixture: 0)
    let plain = scanner.measurements.measureTiles(bare, location: location, model: profile.scan)[0]
    #expect((plain.rivetShare ?? 0) < profile.scan.thresholds.rivetShare.value)
    #expect(plain.confidence < 0.5)
  }
}
