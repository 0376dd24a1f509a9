import Foundation
import Imaging
import TestSupport
import Testing

@testable import ImageCodecs

@Suite("Real screenshots")
struct SharedScreenshotTests {
  static let expectations: [(name: String, format: ImageFormat, width: Int, height: Int)] = [
    ("unblocker-B-7764-annotated.png", .png, 275, 396),
    ("unblocker-I-4.png", .png, 200, 356),
    ("unblocker-E-29.jpg", .jpeg, 200, 356),
    ("unblocker-E-535.jpg", .jpeg, 200, 356),
    ("unblocker-no-solution-1.jpg", .jpeg, 200, 356),
    ("unblocker-no-solution-2.jpg", .jpeg, 200, 356),
  ]

  @Test(arguments: expectations)
  func decodesToItsTrueSize(name: String, format: ImageFormat, width: Int, height: Int) throws {
    let path = Fixtures.sharedScreenshots.appendingPathComponent(name).path
    let decoded = try ImageFile.read(path: path)
    #expect(decoded.info.format == format)
    #expect(decoded.image.width == width)
    #expect(decoded.image.height == height)
    #expect(decoded.info.width == width && decoded.info.height == height)
    let info = try ImageFile.inspect(path: path)
    #expect(info == decoded.info)
  }

  /// Re-encoding a real screenshot: PNG and lossless WebP exact; JPEG and lossy WebP (quality
  /// 90) within a mean absolute error of 4 per channel (WebP: premultiplied, what is visible).
  @Test(arguments: expectations.map(\.name))
  func reencodesEveryFormat(name: String) throws {
    let path = Fixtures.sharedScreenshots.appendingPathComponent(name).path
    let original = try ImageFile.read(path: path).image
    let png = try ImageDecoder.decode(ImageEncoder.encode(original, as: .png)).image
    #expect(png == original)
    let lossless = try ImageDecoder.decode(
      ImageEncoder.encode(original, as: .webp, options: EncodeOptions(lossless: true))
    ).image
    #expect(lossless == original)
    let jpeg = try ImageDecoder.decode(ImageEncoder.encode(original, as: .jpeg)).image
    #expect(TestImages.meanAbsoluteError(jpeg, TestImages.opaque(original)) <= 4)
    let webp = try ImageDecoder.decode(ImageEncoder.encode(original, as: .webp)).image
    #expect(TestImages.visibleError(webp, original) <= 4)
  }
}
