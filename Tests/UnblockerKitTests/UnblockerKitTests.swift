import Foundation
import Testing
import UnblockerKit

/// The library product, used as another package would: `import UnblockerKit` alone.
@Suite("UnblockerKit")
struct UnblockerKitTests {
  /// The repository root.
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// `../shared/screenshots/unblocker-I-4.png`.
  static let i4 = root.deletingLastPathComponent()
    .appendingPathComponent("shared/screenshots/unblocker-I-4.png").path

  @Test func readmeExampleIsTheCompiledOne() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/UnblockerKitTests/ReadmeExample.swift"),
      encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Use it as a Swift library").dropFirst().first)
    let block = try #require(
      section.components(separatedBy: "```swift\n").dropFirst()
        .first { $0.hasPrefix("import UnblockerKit") }?
        .components(separatedBy: "```").first)
    #expect(block == example, "README's example differs from ReadmeExample.swift")
  }

  @Test func readmeExampleSolvesIntermediateFour() throws {
    let lines = try #require(try swipes(solving: Self.i4))
    #expect(lines.count == 23)
    #expect(lines.allSatisfy { $0.hasPrefix("adb shell input swipe ") })
  }

  @Test func scansBytesAsAFile() throws {
    let unblocker = try Unblocker()
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.i4))
    let fromData = try unblocker.scan(data: data, name: "i4.png")
    let fromFile = try unblocker.scan(file: Self.i4)
    #expect(fromData.puzzle == fromFile.puzzle)
    #expect(fromData.verdict == .read)
    #expect(fromData.geometry != nil)
    #expect(fromData.screenMap != nil)
  }

  @Test func gesturesStartInsideTheImage() throws {
    let unblocker = try Unblocker()
    let reading = try unblocker.scan(file: Self.i4)
    let puzzle = try #require(reading.puzzle)
    let solution = try #require(Unblocker.solve(puzzle).solution)
    let gestures = try reading.gestures(for: solution)
    let width = Double(reading.imageSize.width)
    let height = Double(reading.imageSize.height)
    for gesture in gestures {
      #expect((0..<width).contains(gesture.start.x) && (0..<height).contains(gesture.start.y))
    }
  }

  @Test func aReadingNamesTheProfileItWasReadWith() throws {
    let reading = try Unblocker(theme: "original-2").scan(file: Self.i4)
    #expect(reading.verdict == .read)
    #expect(reading.theme?.name == "original-2")
    #expect(reading.theme?.name == reading.report.theme)
  }

  @Test func aThemeFileIsTheReadingsTheme() throws {
    // A copy of original-2 under another name and with other block colours: the reading
    // carries the file's profile (pictures are drawn in it), not a shipped one.
    let shipped = try Unblocker(theme: "original-2").scanner.profiles[0]
    var painted = shipped
    painted.name = "painted-2"
    painted.palette.wood = RGBA(red: 60, green: 150, blue: 220)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("unblockerkit-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("painted-2.json")
    try JSONEncoder().encode(painted).write(to: file)
    let reading = try Unblocker(theme: file.path).scan(file: Self.i4)
    #expect(reading.verdict == .read)
    #expect(reading.theme?.name == "painted-2")
    #expect(reading.theme?.palette.wood == painted.palette.wood)
  }

  @Test func aMissingFileIsAnImageError() throws {
    let unblocker = try Unblocker()
    #expect {
      _ = try unblocker.scan(file: "/nonexistent/shot.png")
    } throws: { error in
      guard case UnblockerError.image(let message) = error else { return false }
      return message.contains("/nonexistent/shot.png")
    }
  }

  @Test func anUnknownThemeIsAThemeError() {
    #expect {
      _ = try Unblocker(theme: "no-such-theme")
    } throws: { error in
      guard case UnblockerError.theme = error else { return false }
      return true
    }
  }

  @Test func aScreenWithoutABoardIsRefusedNotThrown() throws {
    let unblocker = try Unblocker()
    let reading = unblocker.scan(image: RGBAImage(width: 200, height: 300, fill: RGBA(red: 40, green: 90, blue: 200)))
    #expect(reading.verdict == .refused)
    #expect(reading.puzzle == nil)
    #expect(throws: GestureError.noGeometry) {
      try reading.gestures(for: Solution(moves: [], boards: []))
    }
  }
}
