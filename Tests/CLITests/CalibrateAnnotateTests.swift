import Foundation
import TestSupport
import Testing

@Suite("unblocker calibrate --annotate")
struct CalibrateAnnotateTests {
  static let pair = CalibrateCommandTests.pair.map(CalibrateCommandTests.shared)

  /// The width of the image at `path`, decoded whole by `unblocker info --decode`.
  static func decodedWidth(_ path: String) throws -> Int? {
    let info = try CommandRunner.run(["info", "--decode", "--json", path])
    let objects = try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8))
    return ((objects as? [[String: Any]])?.first?["width"] as? Int)
  }

  static func exists(_ folder: URL, _ name: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  @Test func writesOneOverlayPerScreenshotAndNeverOverwritesOne() throws {
    let folder = try Fixtures.temporaryDirectory("calibrate-annotate")
    let result = try CommandRunner.run(
      ["calibrate", "--name", "beige", "-o", "beige.json", "--annotate", "overlays"] + Self.pair,
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    for name in ["unblocker-E-29", "unblocker-I-4"] {
      let path = folder.appendingPathComponent("overlays/\(name).annotated.png").path
      #expect(result.standardError.contains("wrote overlays/\(name).annotated.png"))
      #expect(try Self.decodedWidth(path) ?? 0 >= 576)
    }

    // Again without --force: refused before any work, naming the overlay; nothing written.
    let again = try CommandRunner.run(
      ["calibrate", "--name", "beige", "-o", "beige-2.json", "--annotate", "overlays"]
        + Self.pair, in: folder)
    #expect(again.status == 73)
    #expect(again.standardError.contains("overlays/unblocker-E-29.annotated.png"))
    #expect(again.standardError.contains("--force"))
    #expect(!Self.exists(folder, "beige-2.json"))

    let forced = try CommandRunner.run(
      ["calibrate", "--name", "beige", "-o", "beige-2.json", "--annotate", "overlays", "--force"]
        + Self.pair, in: folder)
    #expect(forced.status == 0, "\(forced.standardError)")
    #expect(Self.exists(folder, "beige-2.json"))
  }

  @Test func writesTheOverlaysWhenTheLabelDisagrees() throws {
    // E-29 with an extra block N on the empty tiles (3,4) and (3,5).
    let files = try CalibrateCommandTests.folder(
      image: "unblocker-E-29.jpg", label: "{\"board\": \"BBBCDEFGGCDEFoAADoHHIoNNoJIKKooJLLMM\"}")
    let result = try CommandRunner.run(
      ["calibrate", "--name", "bad", "-o", "bad.json", "--annotate", "overlays", files.image],
      in: files.folder)
    #expect(result.status == 65, "\(result.standardError)")
    #expect(result.standardError.contains("tile (3,4): label block, colours say empty"))
    #expect(!Self.exists(files.folder, "bad.json"))
    let overlay = files.folder.appendingPathComponent("overlays/shot.annotated.png").path
    #expect(FileManager.default.fileExists(atPath: overlay))
    #expect(try Self.decodedWidth(overlay) ?? 0 > 0)
  }
}
