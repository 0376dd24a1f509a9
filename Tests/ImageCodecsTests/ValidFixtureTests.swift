import Imaging
import Testing

@testable import ImageCodecs

/// JPEG and WebP fixtures made from base.png by `unblocker convert` decode close to it.
@Suite("Valid JPEG and WebP fixtures")
struct ValidFixtureTests {
  /// Mean absolute error per channel allowed for each lossy file (quality 80-85, 48x32 noise).
  static let lossy: [(file: String, format: ImageFormat, tolerance: Double)] = [
    ("base.jpg", .jpeg, 6), ("base-progressive.jpg", .jpeg, 6), ("base-lossy.webp", .webp, 8),
  ]

  @Test(arguments: lossy)
  func lossyFixtureIsCloseToItsSource(file: String, format: ImageFormat, tolerance: Double)
    throws
  {
    let source = try ImageFile.read(path: FixtureFiles.valid("base.png")).image
    let decoded = try ImageFile.read(path: FixtureFiles.valid(file))
    #expect(decoded.info.format == format)
    #expect(decoded.image.width == 48 && decoded.image.height == 32)
    #expect(TestImages.meanAbsoluteError(decoded.image, source) <= tolerance)
  }

  @Test func progressiveJPEGIsReportedAsProgressive() throws {
    #expect(try ImageFile.inspect(path: FixtureFiles.valid("base-progressive.jpg")).interlaced)
    #expect(try !ImageFile.inspect(path: FixtureFiles.valid("base.jpg")).interlaced)
  }

  @Test func losslessWebPFixtureIsExact() throws {
    let source = try ImageFile.read(path: FixtureFiles.valid("base.png")).image
    let decoded = try ImageFile.read(path: FixtureFiles.valid("base-lossless.webp"))
    #expect(decoded.info.lossless == true)
    #expect(decoded.image == source)
  }

  @Test func lossyWebPKeepsAlpha() throws {
    let source = try ImageFile.read(path: FixtureFiles.valid("base-alpha.png")).image
    let decoded = try ImageFile.read(path: FixtureFiles.valid("base-alpha-lossy.webp"))
    #expect(decoded.info.hasAlpha)
    #expect(TestImages.visibleError(decoded.image, source) <= 8)
  }

  @Test func animatedWebPShowsItsFirstFrameAndCountsThree() throws {
    let source = try ImageFile.read(path: FixtureFiles.valid("base.png")).image
    let decoded = try ImageFile.read(path: FixtureFiles.valid("animated-3-frames.webp"))
    #expect(decoded.info.frameCount == 3)
    #expect(decoded.image == source)
  }
}
