import Foundation
import Imaging
import TestSupport
import Testing

@testable import ImageCodecs

/// Reading and atomic writing of image files.
@Suite("Image files")
struct ImageFileTests {
  static let image = TestImages.screenshotLike(width: 20, height: 10, alpha: true)

  @Test func refusesToOverwriteWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory("codecs-write")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.png").path
    try ImageFile.write(Self.image, to: path)
    let before = try ImageFile.readBytes(path: path)
    let other = RGBAImage(width: 3, height: 3, fill: .white)
    #expect(throws: ImageCodecError.outputExists(path: path)) {
      try ImageFile.write(other, to: path)
    }
    #expect(try ImageFile.readBytes(path: path) == before)
    try ImageFile.write(other, to: path, force: true)
    #expect(try ImageFile.read(path: path).image == other)
    // Nothing but the output is left in the folder: no temporary files.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
  }

  @Test(arguments: ImageFormat.allCases)
  func formatComesFromTheExtensionOrTheArgument(format: ImageFormat) throws {
    let folder = try Fixtures.temporaryDirectory("codecs-format")
    defer { try? FileManager.default.removeItem(at: folder) }
    let named = folder.appendingPathComponent("image.\(format.fileExtension)").path
    try ImageFile.write(Self.image, to: named)
    #expect(try ImageFile.inspect(path: named).format == format)
    let unnamed = folder.appendingPathComponent("image.bin").path
    try ImageFile.write(Self.image, to: unnamed, format: format)
    #expect(try ImageFile.inspect(path: unnamed).format == format)
  }

  @Test func unknownExtensionWithoutFormatIsAnError() {
    #expect(throws: ImageCodecError.unknownOutputFormat(path: "/tmp/out.gif")) {
      try ImageFile.write(Self.image, to: "/tmp/out.gif")
    }
  }

  @Test func missingFolderCannotBeWritten() {
    let path = "/nonexistent-folder-\(UUID().uuidString)/out.png"
    #expect {
      try ImageFile.write(Self.image, to: path)
    } throws: { error in
      guard case .cannotWrite(path, let reason)? = error as? ImageCodecError else { return false }
      return reason.contains("No such file")
    }
  }

  @Test func missingFileAndFolderCannotBeRead() throws {
    let missing = "/nonexistent-\(UUID().uuidString).png"
    #expect(throws: ImageCodecError.cannotRead(path: missing, reason: "No such file or directory"))
    {
      _ = try ImageFile.read(path: missing)
    }
    let folder = try Fixtures.temporaryDirectory("codecs-folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: ImageCodecError.cannotRead(path: folder.path, reason: "it is a folder")) {
      _ = try ImageFile.read(path: folder.path)
    }
  }

  @Test func webpBeyondItsSizeLimitFailsToEncode() {
    let wide = RGBAImage(width: 16_384, height: 1)
    #expect {
      _ = try ImageEncoder.encode(wide, as: .webp)
    } throws: { error in
      guard case .encodeFailed(_, .webp, let reason)? = error as? ImageCodecError else {
        return false
      }
      return reason.contains("16383")
    }
  }

  @Test func inspectReadsPastTheFirstMiBOnlyWhenTheHeaderNeedsIt() throws {
    let folder = try Fixtures.temporaryDirectory("codecs-inspect")
    defer { try? FileManager.default.removeItem(at: folder) }
    let jpeg = try ImageEncoder.encode(Self.image, as: .jpeg)
    // 20 APP2 segments of 64 KiB put the frame header beyond the first MiB.
    let filler: [UInt8] = [0xFF, 0xE2, 0xFF, 0xFF] + [UInt8](repeating: 0x41, count: 0xFFFD)
    let padded =
      Array(jpeg[0..<2]) + Array([[UInt8]](repeating: filler, count: 20).joined())
      + Array(jpeg[2...])
    #expect(padded.count > ImageFile.headerBytes)
    let path = folder.appendingPathComponent("padded.jpg").path
    try ImageFile.write(bytes: padded, to: path)
    let info = try ImageFile.inspect(path: path)
    #expect(info.format == .jpeg && info.width == 20 && info.height == 10)
    // Cut inside those segments, the header is truncated however much is read.
    let cut = folder.appendingPathComponent("cut.jpg").path
    try ImageFile.write(bytes: Array(padded[0..<(ImageFile.headerBytes + 10)]), to: cut)
    #expect {
      _ = try ImageFile.inspect(path: cut)
    } throws: { error in
      guard case .truncated(cut, .jpeg, _)? = error as? ImageCodecError else { return false }
      return true
    }
  }
}
