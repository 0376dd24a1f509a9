import Foundation
import TestSupport
import Testing

/// Every command maps an error to the same exit status and message.
@Suite("A bad image gets the same status and message from every command")
struct ConsistentStatusTests {
  static let badFolder = Fixtures.repositoryRoot.appendingPathComponent(
    "Tests/ImageCodecsTests/Fixtures/bad")

  static let badImages: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: badFolder.path)) ?? []
    return names.sorted()
  }()

  @Test(arguments: badImages)
  func scanSolveAnnotateAndLabelAgree(_ name: String) throws {
    let path = Self.badFolder.appendingPathComponent(name).path
    let folder = try Fixtures.temporaryDirectory("consistent-status")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scan = try CommandRunner.run(["scan", path], in: folder)
    #expect([65, 66].contains(scan.status), "\(scan.standardError)")
    let line = scan.standardError.split(separator: "\n").first.map(String.init) ?? ""
    #expect(line.hasPrefix("error: \(path): "))
    #expect(!line.contains("board"), "\(line)")
    for arguments in [["solve", path], ["annotate", path, "-o", "out"], ["label", path]] {
      let other = try CommandRunner.run(arguments, in: folder)
      #expect(other.status == scan.status, "\(arguments[0]): \(other.standardError)")
      #expect(
        other.standardError.split(separator: "\n").first.map(String.init) == line,
        "\(arguments[0])")
    }
  }

  /// One severity order for every command: a missing file (66) outranks a corrupt one (65),
  /// in whichever order they are given.
  @Test(arguments: [["scan"], ["annotate", "-o", "out"], ["label"]])
  func theMostSeriousStatusWinsInAnyOrder(_ command: [String]) throws {
    let corrupt = try #require(
      Self.badImages.first { name in name.hasSuffix(".png") }
        .map { Self.badFolder.appendingPathComponent($0).path })
    let folder = try Fixtures.temporaryDirectory("status-order")
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.png").path
    for images in [[corrupt, missing], [missing, corrupt]] {
      let result = try CommandRunner.run(command + images, in: folder)
      #expect(result.status == 66, "\(command[0]) \(images): \(result.standardError)")
    }
  }

  @Test func badFixturesExist() {
    #expect(Self.badImages.count > 20)
  }
}
