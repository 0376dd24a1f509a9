import Foundation
import TestSupport
import Testing

/// `unblocker solve IMAGE --gestures`: the solution as swipes on the screenshot's screen.
@Suite("solve --gestures")
struct GestureCommandTests {
  static let i4 = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path

  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func printsOneSwipePerMoveAfterTheSolution() throws {
    let result = try CommandRunner.run(["solve", Self.i4, "--gestures"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("23 moves (optimal)"))
    #expect(result.standardOutput.contains("gestures (screen pixels):\n1. "))
    let swipes = result.standardOutput.split(separator: "\n").filter { $0.contains(": swipe (") }
    #expect(swipes.count == 23)
  }

  @Test func adbPrintsOnlyReadyLines() throws {
    let first = try CommandRunner.run(["solve", Self.i4, "--gestures", "adb"])
    #expect(first.status == 0, "\(first.standardError)")
    let lines = first.standardOutput.split(separator: "\n")
    #expect(lines.count == 23)
    #expect(lines.allSatisfy { $0.wholeMatch(of: /adb shell input swipe \d+ \d+ \d+ \d+ \d+/) != nil })
    // The word may come before the image too.
    let second = try CommandRunner.run(["solve", "--gestures", "adb", Self.i4])
    #expect(second.standardOutput == first.standardOutput)
  }

  @Test func jsonHasAGestureBesideEachMove() throws {
    let result = try CommandRunner.run(["solve", Self.i4, "--gestures", "--json"])
    #expect(result.status == 0, "\(result.standardError)")
    let value = try object(result.standardOutput)
    let solution = try #require(value["solution"] as? [Any])
    let gestures = try #require(value["gestures"] as? [[String: Any]])
    #expect(gestures.count == solution.count)
    let first = try #require(gestures.first)
    #expect((first["start"] as? [String: Any])?["x"] is Int)
    #expect((first["durationMs"] as? Int).map { $0 >= 200 } == true)
    #expect(try SchemaValidator(named: "solve").problems(value) == [])
  }

  @Test func screenScalesToTheDevice() throws {
    let plain = try CommandRunner.run(["solve", Self.i4, "--gestures", "adb"])
    let info = try CommandRunner.run(["info", "--json", Self.i4])
    let images = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8))
    let size = try #require((images as? [[String: Any]])?.first)
    let width = try #require(size["width"] as? Int)
    let height = try #require(size["height"] as? Int)
    let doubled = try CommandRunner.run(
      ["solve", Self.i4, "--gestures", "adb", "--screen", "\(width * 2)x\(height * 2)"])
    #expect(doubled.status == 0, "\(doubled.standardError)")
    func numbers(_ line: Substring) -> [Int] { line.split(separator: " ").compactMap { Int($0) } }
    for (a, b) in zip(plain.standardOutput.split(separator: "\n"), doubled.standardOutput.split(separator: "\n")) {
      let (p, q) = (numbers(a), numbers(b))
      for index in 0..<4 { #expect(abs(q[index] - 2 * p[index]) <= 1, "\(a) / \(b)") }
      #expect(q[4] == p[4])
    }
  }

  @Test func screenIsComparedWithTheImageNotTheRectifiedBoard() throws {
    // A screenshot saved sideways (480x320) is read through a homography.
    let turned = Fixtures.samples.appendingPathComponent("geometry/turn-90-orange.png").path
    let plain = try CommandRunner.run(["solve", turned, "--gestures", "adb"])
    #expect(plain.status == 0, "\(plain.standardError)")
    let doubled = try CommandRunner.run(
      ["solve", turned, "--gestures", "adb", "--screen", "960x640"])
    #expect(doubled.status == 0, "\(doubled.standardError)")
    func numbers(_ line: Substring) -> [Int] { line.split(separator: " ").compactMap { Int($0) } }
    let pairs = zip(
      plain.standardOutput.split(separator: "\n"), doubled.standardOutput.split(separator: "\n"))
    for (a, b) in pairs {
      for index in 0..<4 { #expect(abs(numbers(b)[index] - 2 * numbers(a)[index]) <= 1) }
    }
    let square = try CommandRunner.run(["solve", turned, "--gestures", "--screen", "451x451"])
    #expect(square.status == 64)
  }

  @Test func refusesAScreenOfAnotherShape() throws {
    let result = try CommandRunner.run(["solve", Self.i4, "--gestures", "--screen", "1000x1000"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("unblocker-I-4.png: --screen 1000x1000: the device's aspect ratio differs"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test(arguments: [
    ["solve", "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "--gestures"],
    ["solve", "IMAGE", "--screen", "100x100"],
    ["solve", "IMAGE", "--gestures", "--screen", "wide"],
    ["solve", "IMAGE", "--gestures", "--gesture-scale", "0"],
    ["solve", "IMAGE", "--gestures", "--gesture-duration", "5"],
    ["solve", "IMAGE", "--gestures", "swipe"],
    ["solve", "--batch", "list.txt", "--gestures"],
  ])
  func usageErrorsExitWith64(_ arguments: [String]) throws {
    let result = try CommandRunner.run(arguments.map { $0 == "IMAGE" ? Self.i4 : $0 })
    #expect(result.status == 64, "\(arguments): \(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func anUnsolvableScreenshotGivesNoGestures() throws {
    let folder = try Fixtures.temporaryDirectory("gestures-unsolvable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let render = try CommandRunner.run(
      ["render", SolveCommandTests.unsolvable, "-o", "shot.png"], in: folder)
    #expect(render.status == 0, "\(render.standardError)")
    let result = try CommandRunner.run(["solve", "shot.png", "--gestures", "adb"], in: folder)
    #expect(result.status == 2, "\(result.standardError)")
    #expect(!result.standardOutput.contains("adb shell"))
    let json = try CommandRunner.run(["solve", "shot.png", "--gestures", "--json"], in: folder)
    #expect(json.status == 2)
    #expect(try object(json.standardOutput)["gestures"] == nil)
  }

  @Test func anUncertainReadingGivesNoGestures() throws {
    let result = try CommandRunner.run(
      ["solve", Self.i4, "--gestures", "adb", "--min-confidence", "1.01"])
    #expect(result.status == 5, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }
}

/// `unblocker solve IMAGE --annotate-moves FILE`: the solution drawn over the screenshot.
@Suite("solve --annotate-moves")
struct AnnotateMovesCommandTests {
  @Test func writesThePictureAndKeepsAnExistingOne() throws {
    let folder = try Fixtures.temporaryDirectory("annotate-moves")
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try CommandRunner.run(
      ["solve", GestureCommandTests.i4, "--annotate-moves", "moves.png"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("wrote moves.png: 23 moves drawn over"))
    let written = folder.appendingPathComponent("moves.png")
    let info = try CommandRunner.run(["info", "--json", written.path])
    #expect(info.standardOutput.contains("\"width\" : 200") && info.standardOutput.contains("\"height\" : 356"))
    let again = try CommandRunner.run(
      ["solve", GestureCommandTests.i4, "--annotate-moves", "moves.png"], in: folder)
    #expect(again.status == 73)
    #expect(again.standardError.contains("moves.png"))
    let forced = try CommandRunner.run(
      ["solve", GestureCommandTests.i4, "--annotate-moves", "moves.png", "--force"], in: folder)
    #expect(forced.status == 0)
  }

  @Test func aBoardGivenAsTextHasNoScreenToDrawOn() throws {
    let result = try CommandRunner.run(
      ["solve", "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", "--annotate-moves", "/tmp/never.png"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--annotate-moves place moves on a screenshot"))
  }
}
