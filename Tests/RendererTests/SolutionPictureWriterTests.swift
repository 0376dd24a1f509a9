import Foundation
import Puzzle
import Renderer
import TestSupport
import Testing

@Suite("SolutionPictureWriter: a solution's frames and animation, never over a file")
struct SolutionPictureWriterTests {
  /// The prisoner two tiles from the exit: one move, two positions.
  static let puzzle = "ooooooooooooooAAoooooooooooooooooooo"

  static func writer(replacing: Bool) throws -> SolutionPictureWriter {
    SolutionPictureWriter(
      theme: try TestThemes.light(), layout: .boardOnly, size: try ScreenSize(width: 72, height: 72),
      replacesFiles: replacing)
  }

  @Test func writesOneFramePerPositionAndKeepsExistingFrames() throws {
    let folder = try Fixtures.temporaryDirectory("pictures").appendingPathComponent("steps")
    let puzzle = try Puzzle(notation: Self.puzzle)
    let moves = [Move(block: "A", direction: .right, distance: 2)]
    let count = try Self.writer(replacing: false).writeFrames(
      of: moves, from: puzzle, into: folder.path)
    #expect(count == 2)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["step-000.png", "step-001.png"])
    #expect(throws: SolutionPictureError.self) {
      _ = try Self.writer(replacing: false).writeFrames(of: moves, from: puzzle, into: folder.path)
    }
    #expect(try Self.writer(replacing: true).writeFrames(of: moves, from: puzzle, into: folder.path) == 2)
  }

  @Test func neverWritesAnAnimationOverAFile() throws {
    let path = try Fixtures.temporaryDirectory("pictures").appendingPathComponent("a.webp").path
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
    let puzzle = try Puzzle(notation: Self.puzzle)
    let moves = [Move(block: "A", direction: .right, distance: 2)]
    let writer = try Self.writer(replacing: false)
    do {
      _ = try writer.writeAnimation(of: moves, from: puzzle, to: path)
      Issue.record("an existing file was replaced")
    } catch {
      #expect(error.description == "\(path): already exists; use --force to replace it")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 3]))
  }
}
