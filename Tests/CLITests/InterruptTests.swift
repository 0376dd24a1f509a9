import FileGuard
import Foundation
import TestSupport
import Testing

/// An interrupted `regress --html` leaves no staging folder; a second run into the same report
/// is refused while the first holds the lock.
@Suite("Interrupted and concurrent runs leave no temporary files", .serialized)
struct InterruptTests {
  /// A folder with `corpus/` holding `count` copies of a labelled sample.
  static func folder(copies count: Int) throws -> URL {
    let folder = try Fixtures.temporaryDirectory("interrupt")
    let corpus = folder.appendingPathComponent("corpus")
    try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    for index in 0..<count {
      try FileManager.default.copyItem(
        atPath: sample.path + ".png", toPath: corpus.path + "/shot-\(index).png")
      try FileManager.default.copyItem(
        atPath: sample.path + ".json", toPath: corpus.path + "/shot-\(index).json")
    }
    return folder
  }

  /// Hidden staging entries (`.html.tmp-*`, `.html.old-*`) in `folder`.
  static func leftovers(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.contains(".tmp-") || $0.contains(".old-")
    }
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func anInterruptedRunRemovesItsStagingFolder(_ signal: Int32, _ status: Int32) throws {
    let folder = try Self.folder(copies: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CommandRunner.productsDirectory.appendingPathComponent("unblocker")
    process.arguments = ["regress", "corpus", "--html", "html", "--jobs", "1"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the staging folder holds a picture: the run is under way.
    var staged = false
    for _ in 0..<600 where process.isRunning {
      let staging = try Self.leftovers(in: folder)
      if let name = staging.first,
        let images = try? FileManager.default.contentsOfDirectory(
          atPath: folder.path + "/" + name + "/images"),
        !images.isEmpty
      {
        staged = true
        break
      }
      usleep(20_000)
    }
    try #require(staged, "the run ended before its staging folder filled")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == status)
    #expect(try Self.leftovers(in: folder) == [])
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/html"))
  }

  @Test func aSecondRunIntoTheSameReportIsRefused() throws {
    let folder = try Self.folder(copies: 1)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Hold the report's lock as a concurrent run would.
    let held = try FileLock(path: folder.path + "/.html.lock")
    let result = try CommandRunner.run(["regress", "corpus", "--html", "html"], in: folder)
    #expect(result.status == 73, "\(result.standardError)")
    #expect(result.standardError.contains(".html.lock"), "\(result.standardError)")
    held.release()
    let again = try CommandRunner.run(["regress", "corpus", "--html", "html"], in: folder)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(try Self.leftovers(in: folder) == [])
  }
}
