import Foundation
import TestSupport
import Testing

@Suite("unblocker annotate and scan --annotate")
struct AnnotateCommandTests {
  static let i4 = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path
  static let crop = Fixtures.sharedScreenshots
    .appendingPathComponent("crops/original-orange-block-2h.png").path
  static let truncated = Fixtures.repositoryRoot
    .appendingPathComponent("Tests/ImageCodecsTests/Fixtures/bad/png-truncated-20.png").path

  /// `WxH` of an image file, from `unblocker info`.
  func size(_ path: String) throws -> (Int, Int) {
    let info = try CommandRunner.run(["info", path]).standardOutput
    let words = info.split(separator: " ")
    let size = try #require(words.first { $0.contains("x") && $0.first?.isNumber == true })
    let parts = size.split(separator: "x").compactMap { Int($0.filter(\.isNumber)) }
    return (parts[0], parts[1])
  }

  @Test func writesTheOverlayIntoTheOutputFolderAndSaysWhatTheScanFound() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("overlays").path
    let result = try CommandRunner.run(["annotate", Self.i4, "-o", out])
    #expect(result.status == 0, "\(result.standardError)")
    let overlay = "\(out)/unblocker-I-4.annotated.png"
    #expect(
      result.standardOutput.hasPrefix(
        "\(overlay): scan ok: ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo exit right:2, confidence "))
    #expect(result.standardError.isEmpty)
    let (width, height) = try size(overlay)
    #expect(width > 600 && height > 1068)
  }

  @Test func writesIntoTheCurrentFolderByDefault() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run(["annotate", Self.i4], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("./unblocker-I-4.annotated.png: scan ok: "))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("unblocker-I-4.annotated.png").path))
  }

  @Test func refusesToReplaceAnExistingOverlayWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let overlay = folder.appendingPathComponent("unblocker-I-4.annotated.png").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: overlay))
    let refused = try CommandRunner.run(["annotate", Self.i4, "-o", folder.path])
    #expect(refused.status == 73)
    #expect(
      refused.standardError
        == "error: \(overlay): the output file exists; use --force to overwrite it or choose "
        + "another name\n")
    #expect(refused.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: overlay, encoding: .utf8) == "keep me")
    let forced = try CommandRunner.run(["annotate", Self.i4, "-o", folder.path, "--force"])
    #expect(forced.status == 0)
    #expect(try size(overlay).0 > 600)
  }

  @Test func writesLosslessWebPAndWiderImagesWithSideBySideAndZoom() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try CommandRunner.run(["annotate", Self.i4, "-o", folder.path])
    #expect(plain.status == 0)
    let wide = try CommandRunner.run(
      ["annotate", Self.i4, "-o", folder.path, "--format", "webp", "--side-by-side", "--zoom"])
    #expect(wide.status == 0)
    let webp = folder.appendingPathComponent("unblocker-I-4.annotated.side-by-side.zoom.webp").path
    let info = try CommandRunner.run(["info", webp]).standardOutput
    #expect(info.contains("WebP") && info.contains("lossless"), "\(info)")
    let png = folder.appendingPathComponent("unblocker-I-4.annotated.png").path
    #expect(try size(webp).0 > 3 * size(png).0)
    // The same options in PNG: beside the plain overlay, not over it (no --force needed).
    let pngWide = try CommandRunner.run(
      ["annotate", Self.i4, "-o", folder.path, "--side-by-side", "--zoom"])
    #expect(pngWide.status == 0, "\(pngWide.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "unblocker-I-4.annotated.png", "unblocker-I-4.annotated.side-by-side.zoom.png",
        "unblocker-I-4.annotated.side-by-side.zoom.webp",
      ])
  }

  @Test func writesAnOverlayForAFailedScanAndExits3() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run(["annotate", Self.crop, "-o", folder.path])
    #expect(result.status == 3)
    let overlay = folder.appendingPathComponent("original-orange-block-2h.annotated.png").path
    #expect(
      result.standardOutput.hasPrefix(
        "\(overlay): scan failed: no board found (locate): 1 dark region of board colour"))
    #expect(FileManager.default.fileExists(atPath: overlay))
  }

  @Test func givesInputsThatWouldShareAnOverlayNameDistinctNamesEveryRun() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let manager = FileManager.default
    for sub in ["a", "b"] {
      try manager.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      try manager.copyItem(
        atPath: Self.i4, toPath: folder.appendingPathComponent("\(sub)/x.png").path)
    }
    try manager.copyItem(atPath: Self.i4, toPath: folder.appendingPathComponent("x.jpg").path)
    let inputs = ["a/x.png", "b/x.png", "x.jpg"]
    let expected = [
      "a-x.png.annotated.png", "b-x.png.annotated.png", "x.jpg.annotated.png",
    ]
    for extra in [[], ["--force"]] {
      let result = try CommandRunner.run(
        ["annotate"] + inputs + ["-o", "out"] + extra, in: folder)
      #expect(result.status == 0, "\(result.standardError)")
      // One line per image, in the order given, naming its own overlay.
      #expect(
        result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
          == expected.map { "out/" + $0 })
      let written = try manager.contentsOfDirectory(
        atPath: folder.appendingPathComponent("out").path)
      #expect(written.sorted() == expected)
    }
  }

  @Test func reportsUnreadableInputsAndAnnotatesTheOthers() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.png").path
    let result = try CommandRunner.run(["annotate", missing, Self.i4, "-o", folder.path])
    #expect(result.status == 66)
    #expect(result.standardError.hasPrefix("error: \(missing): "))
    #expect(result.standardOutput.contains("unblocker-I-4.annotated.png: scan ok: "))
    let invalid = try CommandRunner.run(["annotate", Self.truncated, "-o", folder.path])
    #expect(invalid.status == 65)
    #expect(invalid.standardError.hasPrefix("error: \(Self.truncated): "))
  }

  @Test func rejectsAnUnknownTheme() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run(
      ["annotate", Self.i4, "-o", folder.path, "--theme", "no-such-theme"])
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix("error: ") && result.standardError.contains("no-such-theme"))
  }

  @Test func scanWritesOverlaysWithAnnotateAndRefusesToReplaceThemWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("annotate")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("scan-overlays").path
    let first = try CommandRunner.run(["scan", "--json", Self.i4, Self.crop, "--annotate", out])
    #expect(first.status == 3)
    #expect(first.standardOutput.split(separator: "\n").count == 2)
    let overlays = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      overlays == ["original-orange-block-2h.annotated.png", "unblocker-I-4.annotated.png"])
    let again = try CommandRunner.run(["scan", Self.i4, "--annotate", out])
    #expect(again.status == 73)
    #expect(
      again.standardError
        == "error: \(out)/unblocker-I-4.annotated.png: the output file exists; use --force to "
        + "overwrite it or choose another name\n")
    let forced = try CommandRunner.run(["scan", Self.i4, "--annotate", out, "--force"])
    #expect(forced.status == 0)
  }

  @Test func helpListsEveryOption() throws {
    let help = try CommandRunner.run(["annotate", "--help"]).standardOutput
    for option in [
      "-o, --output <output>", "--format <format>", "--side-by-side", "--zoom", "--theme",
      "--force",
    ] {
      #expect(help.contains(option), "\(option)")
    }
    let scanHelp = try CommandRunner.run(["scan", "--help"]).standardOutput
    #expect(scanHelp.contains("--annotate <annotate>"))
  }
}
