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

  @Test func badFixturesExist() {
    #expect(Self.badImages.count > 20)
  }
}
