import Foundation
import TestSupport
import Testing

@Suite("unblocker knight")
struct KnightCommandTests {
  /// The usage line ArgumentParser prints after a validation error.
  static let usage =
    "Usage: unblocker knight --size <size> --from <from> --to <to> [--max-moves <max-moves>]"

  /// True when consecutive algebraic squares (columns a-z only) are a knight move apart.
  func isKnightRoute(_ names: [String]) -> Bool {
    let squares = names.compactMap { name -> (Int, Int)? in
      guard let letter = name.unicodeScalars.first, let row = Int(name.dropFirst()) else {
        return nil
      }
      return (Int(letter.value) - 97, row - 1)
    }
    guard squares.count == names.count else { return false }
    return zip(squares, squares.dropFirst()).allSatisfy { from, to in
      abs(from.0 - to.0) * abs(from.1 - to.1) == 2
    }
  }

  /// Runs `knight` and decodes its standard output as a JSON object.
  func runJSON(_ arguments: [String]) throws -> (status: Int32, object: [String: Any]) {
    let result = try CommandRunner.run(["knight", "--json"] + arguments)
    let data = Data(result.standardOutput.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (result.status, object)
  }

  @Test func printsShortestRouteWithinMaxMoves() throws {
    let result = try CommandRunner.run(
      ["knight", "--size", "8", "--from", "a1", "--to", "h8", "--max-moves", "6"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first == "Shortest route from a1 to h8 on the 8x8 board: 6 moves.")
    let route = try #require(lines.last).trimmingCharacters(in: .whitespaces)
      .components(separatedBy: " -> ")
    #expect(route.count == 7)
    #expect(route.first == "a1" && route.last == "h8")
    #expect(isKnightRoute(route))
  }

  @Test func acceptsRowColumnAndCapitalLetters() throws {
    let result = try CommandRunner.run(
      ["knight", "--size", "8", "--from", "1,1", "--to", "C2"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "Shortest route from a1 to c2 on the 8x8 board: 1 move.\n  a1 -> c2\n")
  }

  @Test func reportsTrueDistanceWhenBeyondMaxMoves() throws {
    let result = try CommandRunner.run(["knight", "--size", "8", "--from", "a1", "--to", "h8"])
    #expect(result.status == 2)
    #expect(
      result.standardOutput
        == "No route from a1 to h8 within 3 moves on the 8x8 board: the shortest route needs "
        + "6 moves (use --max-moves 6 to see it).\n")
  }

  @Test func reportsUnreachableGoal() throws {
    let result = try CommandRunner.run(
      ["knight", "--size", "3", "--from", "a1", "--to", "b2", "--max-moves", "50"])
    #expect(result.status == 2)
    #expect(
      result.standardOutput
        == "No route from a1 to b2 on the 3x3 board: no sequence of knight moves joins them.\n")
  }

  @Test func sameSquareIsZeroMovesWithNote() throws {
    let result = try CommandRunner.run(["knight", "--size", "8", "--from", "d4", "--to", "4,4"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == "Shortest route from d4 to d4 on the 8x8 board: 0 moves.\n  d4\n")
    #expect(
      result.standardError
        == "note: d4 is both start and goal; 0 moves is a valid answer "
        + "(the knight is already there)\n")
  }

  @Test func allListsRoutesUpToLimitWithExactCount() throws {
    let result = try CommandRunner.run(
      [
        "knight", "--size", "8", "--from", "a1", "--to", "h8", "--max-moves", "6", "--all",
        "--limit", "5",
      ])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines.first == "Shortest routes from a1 to h8 on the 8x8 board: 6 moves, 108 routes.")
    #expect(lines.last == "Listed the first 5 of 108 routes; raise --limit to list more.")
    for (number, line) in lines.dropFirst().dropLast().enumerated() {
      #expect(line.hasPrefix("  \(number + 1). a1 -> "))
      let route = line.split(separator: ". ", maxSplits: 1).last.map(String.init) ?? ""
      #expect(isKnightRoute(route.components(separatedBy: " -> ")), "\(line)")
    }
  }

  @Test func allWithoutCapMessageWhenEveryRouteIsListed() throws {
    let result = try CommandRunner.run(
      ["knight", "--size", "5", "--from", "a1", "--to", "b3", "--all"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "Shortest routes from a1 to b3 on the 5x5 board: 1 move, 1 route.\n  1. a1 -> b3\n")
  }

  @Test func jsonShapeOfAFoundRoute() throws {
    let (status, object) = try runJSON(
      ["--size", "8", "--from", "a1", "--to", "h8", "--max-moves", "6", "--all", "--limit", "4"])
    #expect(status == 0)
    #expect(
      Set(object.keys)
        == [
          "size", "from", "to", "maxMoves", "outcome", "distance", "route", "routeCount", "routes",
          "routesListed", "routesTruncated",
        ])
    #expect(object["size"] as? Int == 8)
    #expect(object["from"] as? String == "a1")
    #expect(object["to"] as? String == "h8")
    #expect(object["maxMoves"] as? Int == 6)
    #expect(object["outcome"] as? String == "found")
    #expect(object["distance"] as? Int == 6)
    let route = try #require(object["route"] as? [String])
    #expect(route.count == 7 && isKnightRoute(route))
    #expect(object["routeCount"] as? String == "108")
    let routes = try #require(object["routes"] as? [[String]])
    #expect(routes.count == 4)
    #expect(routes.first == route)
    #expect(routes.allSatisfy { $0.count == 7 && isKnightRoute($0) })
    #expect(object["routesListed"] as? Int == 4)
    #expect(object["routesTruncated"] as? Bool == true)
  }

  @Test func jsonShapeWhenBeyondMaxMovesOrUnreachable() throws {
    let (beyondStatus, beyond) = try runJSON(["--size", "8", "--from", "a1", "--to", "h8"])
    #expect(beyondStatus == 2)
    #expect(beyond["outcome"] as? String == "beyondLimit")
    #expect(beyond["distance"] as? Int == 6)
    #expect(beyond["route"] == nil)
    #expect(beyond["routeCount"] == nil)

    let (unreachableStatus, unreachable) = try runJSON(
      ["--size", "3", "--from", "a1", "--to", "b2", "--all"])
    #expect(unreachableStatus == 2)
    #expect(unreachable["outcome"] as? String == "unreachable")
    #expect(unreachable["distance"] == nil)
    #expect(unreachable["route"] == nil)
    #expect(unreachable["routeCount"] as? String == "0")
    #expect((unreachable["routes"] as? [[String]])?.isEmpty == true)
    #expect(unreachable["routesTruncated"] as? Bool == false)
  }

  @Test func jsonNotesZeroMovesForTheSameSquare() throws {
    let (status, object) = try runJSON(["--size", "6", "--from", "c3", "--to", "c3"])
    #expect(status == 0)
    #expect(object["distance"] as? Int == 0)
    #expect(object["route"] as? [String] == ["c3"])
    #expect(
      object["note"] as? String == "start and goal are the same square; 0 moves is a valid answer")
  }

  @Test func countsHugeRouteNumbersExactlyOnTheLargestBoard() throws {
    let (status, object) = try runJSON(
      [
        "--size", "64", "--from", "a1", "--to", "bl64", "--max-moves", "100", "--all", "--limit",
        "3",
      ])
    #expect(status == 0)
    let distance = try #require(object["distance"] as? Int)
    #expect(distance == 42)
    let count = try #require(object["routeCount"] as? String)
    #expect(count.count >= 10 && count.allSatisfy(\.isNumber))
    #expect((object["routes"] as? [[String]])?.count == 3)
  }

  @Test(
    "Usage errors name the option and the fix",
    arguments: [
      (
        ["--size", "2", "--from", "a1", "--to", "b3"],
        "--size: board size 2 is out of range; use a size from 3 to 64"
      ),
      (
        ["--size", "65", "--from", "a1", "--to", "b3"],
        "--size: board size 65 is out of range; use a size from 3 to 64"
      ),
      (
        ["--size", "8", "--from", "a9", "--to", "b3"],
        "--from: 'a9' is off the 8x8 board; columns run a to h and rows 1 to 8 "
          + "(row,column from 1,1 to 8,8)"
      ),
      (
        ["--size", "8", "--from", "a1", "--to", "9,1"],
        "--to: '9,1' is off the 8x8 board; columns run a to h and rows 1 to 8 "
          + "(row,column from 1,1 to 8,8)"
      ),
      (
        ["--size", "28", "--from", "ac1", "--to", "b3"],
        "--from: 'ac1' is off the 28x28 board; columns run a to ab and rows 1 to 28 "
          + "(row,column from 1,1 to 28,28)"
      ),
      (
        ["--size", "8", "--from", "a1", "--to", "b3b"],
        "--to: 'b3b' is not a square; write it in algebraic notation like b3 (column letters a to "
          + "z, then aa, ab, ...; row 1 at the bottom) or as row,column like 3,2 (1-based, row 1 at "
          + "the bottom)"
      ),
      (
        ["--size", "8", "--from", "a1", "--to", "b3", "--max-moves=-1"],
        "--max-moves must be 0 or more, found -1"
      ),
      (
        ["--size", "8", "--from", "a1", "--to", "b3", "--all", "--limit", "0"],
        "--limit must be 1 or more, found 0"
      ),
    ])
  func rejectsBadArguments(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(["knight"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("Error: \(message)\n\(Self.usage)"))
  }

  @Test func helpDocumentsNotationAndExitStatuses() throws {
    let result = try CommandRunner.run(["knight", "--help"])
    #expect(result.status == 0)
    let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("row 1 is the bottom row, so a1 is the bottom-left corner"))
    #expect(help.contains("both 1-based, row 1 at the bottom, so 3,2 is b3"))
    #expect(help.contains("2 no route within --max-moves"))
    #expect(help.contains("64 usage error"))
    #expect(help.contains("73 the picture file exists (use --force)"))
  }

  /// Width and height from a PNG's IHDR chunk (bytes 16-23), without decoding the image.
  func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 24, Array(bytes[0..<8]) == signature else { return nil }
    func bigEndian(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (bigEndian(16), bigEndian(20))
  }

  @Test func writesPictureAndNamesItsSize() throws {
    let folder = try Fixtures.temporaryDirectory("knight")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("route.png").path
    let result = try CommandRunner.run(
      ["knight", "--size", "8", "--from", "a1", "--to", "h8", "--max-moves", "6", "-o", path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("Shortest route from a1 to h8"))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let size = try #require(pngSize(bytes))
    #expect(result.standardError == "wrote \(path) (\(size.width)x\(size.height) pixels)\n")
    #expect(size.width >= 8 * 24 && size.width <= 8 * 80 + 200)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["route.png"])
  }

  @Test func drawsBoardEvenWhenThereIsNoRoute() throws {
    let folder = try Fixtures.temporaryDirectory("knight")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("none.png").path
    let result = try CommandRunner.run(
      ["knight", "--size", "3", "--from", "a1", "--to", "b2", "-o", path])
    #expect(result.status == 2)
    #expect(pngSize(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) != nil)
  }

  @Test func keepsAnExistingPictureWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("knight")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("route.png")
    try Data("keep me".utf8).write(to: url)
    let arguments = ["knight", "--size", "8", "--from", "a1", "--to", "c2", "-o", url.path]
    let refused = try CommandRunner.run(arguments)
    #expect(refused.status == 73)
    #expect(refused.standardOutput == "")
    #expect(
      refused.standardError
        == "error: \(url.path): the output file exists; use --force to overwrite it or choose "
        + "another name\n")
    #expect(try Data(contentsOf: url) == Data("keep me".utf8))

    let forced = try CommandRunner.run(arguments + ["--force"])
    #expect(forced.status == 0)
    #expect(pngSize(try [UInt8](Data(contentsOf: url))) != nil)
  }

  @Test func reportsAFolderThatCannotBeWritten() throws {
    let folder = try Fixtures.temporaryDirectory("knight")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("missing/route.png").path
    let result = try CommandRunner.run(
      ["knight", "--size", "8", "--from", "a1", "--to", "c2", "-o", path])
    #expect(result.status == 73)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError
        == "error: \(path): cannot write the file (No such file or directory); check the folder "
        + "exists and is writable\n")
  }
}
