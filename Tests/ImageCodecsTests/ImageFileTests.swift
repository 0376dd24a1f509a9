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
}
