import Imaging
import Testing

@testable import ImageCodecs

/// Every damaged fixture gives its exact error; all of them run in this one process.
@Suite("Bad input")
struct BadInputTests {
  /// What each file in Fixtures/bad must produce when decoded.
  enum Expected: Sendable, CustomTestStringConvertible {
    case truncated(ImageFormat)
    case corrupt(ImageFormat, containing: String)
    case unsupportedFormat(String)
    case tooLarge(width: Int, height: Int)
    case emptyFile

    var testDescription: String { "\(self)" }

    /// True when `error` is this case, for `path`.
    func matches(_ error: ImageCodecError, path: String) -> Bool {
      guard error.path == path else { return false }
      switch (self, error) {
      case (.truncated(let expected), .truncated(_, let found, _)): return expected == found
      case (.corrupt(let expected, let text), .corrupt(_, let found, let reason)):
        return expected == found && reason.contains(text)
      case (.unsupportedFormat(let expected), .unsupportedFormat(_, let found)):
        return expected == found
      case (.tooLarge(let width, let height), .tooLarge(_, let w, let h, let limit)):
        return (width, height, limit) == (w, h, ImageLimits.standard.maxPixels)
      case (.emptyFile, .emptyFile): return true
      default: return false
      }
    }
  }

  static let cases: [(file: String, expected: Expected)] = [
    ("empty.png", .emptyFile),
    ("text-named.png", .unsupportedFormat("text")),
    ("tiny.gif", .unsupportedFormat("GIF")),
    ("tiny.bmp", .unsupportedFormat("BMP")),
    ("tiny.tiff", .unsupportedFormat("TIFF")),
    ("png-truncated-4.png", .truncated(.png)),
    ("png-truncated-20.png", .truncated(.png)),
    ("png-truncated-33.png", .truncated(.png)),
    ("png-truncated-in-idat.png", .truncated(.png)),
    ("png-truncated-before-iend.png", .truncated(.png)),
    ("png-flipped-signature.png", .unsupportedFormat("unknown")),
    ("png-flipped-ihdr-width.png", .corrupt(.png, containing: "IHDR: CRC error")),
    ("png-flipped-idat-data.png", .corrupt(.png, containing: "IDAT")),
    ("png-100000x100000.png", .tooLarge(width: 100_000, height: 100_000)),
    ("png-itxt-claims-2gb.png", .truncated(.png)),
    ("png-zero-width.png", .corrupt(.png, containing: "Image width is zero")),
    ("jpeg-truncated-1.jpg", .truncated(.jpeg)),
    ("jpeg-truncated-2.jpg", .truncated(.jpeg)),
    ("jpeg-truncated-100.jpg", .truncated(.jpeg)),
    ("jpeg-truncated-in-scan.jpg", .truncated(.jpeg)),
    ("jpeg-truncated-before-eoi.jpg", .truncated(.jpeg)),
    ("jpeg-flipped-sof-precision.jpg", .corrupt(.jpeg, containing: "precision 9")),
    ("jpeg-flipped-dqt-marker.jpg", .corrupt(.jpeg, containing: "Quantization table")),
    ("jpeg-flipped-scan-marker.jpg", .corrupt(.jpeg, containing: "Corrupt JPEG data")),
    ("webp-truncated-4.webp", .truncated(.webp)),
    ("webp-truncated-11.webp", .truncated(.webp)),
    ("webp-truncated-24.webp", .truncated(.webp)),
    ("webp-truncated-half.webp", .truncated(.webp)),
    ("webp-truncated-last-byte.webp", .truncated(.webp)),
    ("webp-animation-truncated-in-frame-2.webp", .truncated(.webp)),
    ("webp-flipped-riff-form.webp", .unsupportedFormat("RIFF (not WebP)")),
    ("webp-flipped-vp8-start-code.webp", .corrupt(.webp, containing: "bitstream")),
    ("webp-flipped-vp8l-signature.webp", .corrupt(.webp, containing: "bitstream")),
    ("webp-flipped-lossless-data.webp", .corrupt(.webp, containing: "bitstream")),
  ]

  @Test(arguments: cases)
  func damagedFileGivesItsExactError(file: String, expected: Expected) {
    let path = FixtureFiles.bad(file)
    #expect {
      _ = try ImageFile.read(path: path)
    } throws: { error in
      guard let error = error as? ImageCodecError else { return false }
      return expected.matches(error, path: path)
    }
  }

  @Test func everyBadFixtureHasAnExpectation() throws {
    #expect(try FixtureFiles.allBad() == Self.cases.map(\.file).sorted())
  }

  @Test func sizeLimitIsCheckedBeforeDecoding() throws {
    let path = FixtureFiles.valid("base.png")  // 48x32 = 1536 pixels
    let limits = ImageLimits(maxPixels: 1535)
    #expect(throws: ImageCodecError.tooLarge(path: path, width: 48, height: 32, limit: 1535)) {
      _ = try ImageFile.read(path: path, limits: limits)
    }
    #expect(throws: ImageCodecError.tooLarge(path: path, width: 48, height: 32, limit: 1535)) {
      _ = try ImageFile.inspect(path: path, limits: limits)
    }
    #expect(try ImageFile.read(path: path, limits: ImageLimits(maxPixels: 1536)).image.width == 48)
  }

  @Test func tooLargeMessageGivesSizeAndLimit() {
    let error = ImageCodecError.tooLarge(
      path: "big.png", width: 100_000, height: 100_000, limit: 50_000_000)
    #expect(
      error.description
        == "big.png: image too large (100000x100000 = 10000 megapixels, the limit is 50 "
        + "megapixels); scale it down or raise the pixel limit")
  }

  @Test func truncatedMessageNamesFileAndFormat() {
    let path = FixtureFiles.bad("png-truncated-33.png")
    do {
      _ = try ImageFile.read(path: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("\(path): truncated PNG (the data ends at byte 33"))
    }
  }
}
