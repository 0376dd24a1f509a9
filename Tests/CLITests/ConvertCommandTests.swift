import Foundation
import TestSupport
import Testing

@Suite("unblocker convert")
struct ConvertCommandTests {
  static let screenshot = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png")
    .path
  static let badFolder = Fixtures.repositoryRoot
    .appendingPathComponent("Tests/ImageCodecsTests/Fixtures/bad")

  @Test func losslessWebPRoundTripGivesTheSamePixels() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = folder.appendingPathComponent("direct.png").path
    let webp = folder.appendingPathComponent("step.webp").path
    let back = folder.appendingPathComponent("back.png").path
    #expect(try CommandRunner.run(["convert", Self.screenshot, direct]).status == 0)
    let toWebP = try CommandRunner.run(["convert", Self.screenshot, webp, "--lossless"])
    #expect(toWebP.status == 0)
    #expect(toWebP.standardOutput.hasPrefix("\(webp): WebP 200x356, "))
    #expect(try CommandRunner.run(["convert", webp, back]).status == 0)
    // Same pixels encode to the same PNG bytes.
    #expect(FileManager.default.contentsEqual(atPath: direct, andPath: back))
  }

  @Test func jpegOutputHonoursQualityAndFormatOption() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let low = folder.appendingPathComponent("low.jpg").path
    let high = folder.appendingPathComponent("high.bin").path
    #expect(
      try CommandRunner.run(["convert", Self.screenshot, low, "--quality", "20"]).status == 0)
    let result = try CommandRunner.run(
      ["convert", Self.screenshot, high, "--format", "jpeg", "--quality", "95", "--progressive"])
    #expect(result.status == 0)
    let info = try CommandRunner.run(["info", low, high])
    #expect(info.standardOutput.contains("\(low): JPEG 200x356, ycbcr 8-bit\n"))
    #expect(info.standardOutput.contains("\(high): JPEG 200x356, ycbcr 8-bit, progressive\n"))
    let lowSize = try FileManager.default.attributesOfItem(atPath: low)[.size] as? Int ?? 0
    let highSize = try FileManager.default.attributesOfItem(atPath: high)[.size] as? Int ?? 0
    #expect(lowSize < highSize)
  }

  @Test func writesAPerturbedCopy() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("plain.png").path
    let half = folder.appendingPathComponent("half.png").path
    #expect(try CommandRunner.run(["convert", Self.screenshot, plain]).status == 0)
    let result = try CommandRunner.run(
      ["convert", Self.screenshot, half, "--perturb", "half-jpeg35"])
    #expect(result.status == 0, "\(result.standardError)")
    // Half size, and not the same pixels as the plain copy.
    #expect(result.standardOutput.hasPrefix("\(half): PNG 100x178, "))
    #expect(!FileManager.default.contentsEqual(atPath: plain, andPath: half))
  }

  @Test func recoloursALabelledScreenshotIntoARandomTheme() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = folder.appendingPathComponent("plain.png").path
    let green = folder.appendingPathComponent("green.png").path
    #expect(try CommandRunner.run(["convert", Self.screenshot, plain]).status == 0)
    let result = try CommandRunner.run(
      ["convert", Self.screenshot, green, "--recolour", "random:7"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("\(green): PNG 200x356, "))
    #expect(!FileManager.default.contentsEqual(atPath: plain, andPath: green))
  }

  @Test func refusesToRecolourWithoutALabel() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("copy.png").path
    let out = folder.appendingPathComponent("out.png").path
    #expect(try CommandRunner.run(["convert", Self.screenshot, copy]).status == 0)
    let result = try CommandRunner.run(["convert", copy, out, "--recolour", "random:7"])
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("error: cannot recolour \(copy): "))
    #expect(!FileManager.default.fileExists(atPath: out))
    let bad = try CommandRunner.run(["convert", Self.screenshot, out, "--recolour", "oak"])
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("--recolour takes random:SEED"))
  }

  @Test func refusesAnUnknownPerturbation() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("x.png").path
    let result = try CommandRunner.run(["convert", Self.screenshot, out, "--perturb", "sepia"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--perturb"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func refusesToOverwriteWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.webp").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: output))
    let refused = try CommandRunner.run(["convert", Self.screenshot, output])
    #expect(refused.status == 73)
    #expect(
      refused.standardError
        == "error: \(output): the output file exists; use --force to overwrite it or choose "
        + "another name\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me")
    let forced = try CommandRunner.run(["convert", Self.screenshot, output, "--force"])
    #expect(forced.status == 0)
    #expect(try CommandRunner.run(["info", output]).standardOutput.contains("WebP 200x356"))
  }

  @Test func badInputIsInvalidAndMissingInputCannotOpen() throws {
    let folder = try Fixtures.temporaryDirectory("convert")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out.png").path
    let truncated = Self.badFolder.appendingPathComponent("jpeg-truncated-in-scan.jpg").path
    let bad = try CommandRunner.run(["convert", truncated, output])
    #expect(bad.status == 65)
    #expect(bad.standardError.hasPrefix("error: \(truncated): truncated JPEG"))
    let missing = try CommandRunner.run(["convert", "/nonexistent/in.png", output])
    #expect(missing.status == 66)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func unwritableOutputIsCannotWrite() throws {
    let result = try CommandRunner.run(["convert", Self.screenshot, "/nonexistent/dir/out.png"])
    #expect(result.status == 73)
    #expect(
      result.standardError.hasPrefix("error: /nonexistent/dir/out.png: cannot write the file"))
  }

  @Test(arguments: [
    (["out.gif"], "cannot tell the output format"),
    (["out.png", "--lossless"], "--lossless applies to WebP output only"),
    (["out.webp", "--progressive"], "--progressive applies to JPEG output only"),
    (["out.png", "--quality", "50"], "--quality applies to JPEG and WebP output"),
    (["out.jpg", "--quality", "0"], "--quality 0 is out of range for JPEG; use 1-100"),
    (["out.webp", "--quality", "101"], "--quality 101 is out of range for WebP; use 0-100"),
  ])
  func invalidOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(["convert", Self.screenshot] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.contains(message))
  }
}
