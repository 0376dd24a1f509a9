import Foundation
import Imaging
import TestSupport
import Testing

@testable import ImageCodecs

/// Formats are recognised by content; file names play no part.
@Suite("Format detection")
struct DetectedFormatTests {
  @Test(arguments: [
    ("base.png", ImageFormat.png), ("base.jpg", .jpeg), ("base-lossy.webp", .webp),
    ("base-lossless.webp", .webp), ("animated-3-frames.webp", .webp),
  ])
  func recognisesOurFormats(file: String, format: ImageFormat) throws {
    let bytes = try ImageFile.readBytes(path: FixtureFiles.valid(file))
    #expect(DetectedFormat.detect(bytes) == .supported(format))
  }

  @Test func ignoresTheFileExtension() throws {
    let folder = try Fixtures.temporaryDirectory("codecs-extension")
    defer { try? FileManager.default.removeItem(at: folder) }
    let misnamed = folder.appendingPathComponent("really-a-png.jpg").path
    try ImageFile.write(
      bytes: ImageFile.readBytes(path: FixtureFiles.valid("base.png")), to: misnamed)
    #expect(try ImageFile.read(path: misnamed).info.format == .png)
  }

  @Test(arguments: [
    (Array("GIF87a".utf8) + [0, 0], "GIF"), (Array("%PDF-1.7\n".utf8), "PDF"),
    ([0x00, 0x00, 0x00, 0x20] + Array("ftypavif".utf8), "AVIF"),
    (Array("plain words\nsecond line\n".utf8), "text"), ([0x00, 0x01, 0x02, 0xFE], "unknown"),
    (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), "RIFF (not WebP)"),
  ])
  func namesUnsupportedFormats(bytes: [UInt8], name: String) {
    #expect(DetectedFormat.detect(bytes) == .unsupported(name))
    #expect(throws: ImageCodecError.unsupportedFormat(path: "<memory>", format: name)) {
      _ = try ImageDecoder.decode(bytes)
    }
  }

  @Test func aCutSignatureIsStillItsFormat() {
    #expect(DetectedFormat.detect([0x89, 0x50]) == .supported(.png))
    #expect(DetectedFormat.detect([0xFF]) == .supported(.jpeg))
    #expect(DetectedFormat.detect(Array("RIF".utf8)) == .supported(.webp))
  }

  @Test func outputFormatComesFromTheExtension() {
    #expect(ImageFormat(outputPath: "a/b.PNG") == .png)
    #expect(ImageFormat(outputPath: "x.jpeg") == .jpeg)
    #expect(ImageFormat(outputPath: "x.jpg") == .jpeg)
    #expect(ImageFormat(outputPath: "dir.webp/x") == nil)
    #expect(ImageFormat(outputPath: ".webp") == nil)
    #expect(ImageFormat(outputPath: "x.gif") == nil)
  }
}
