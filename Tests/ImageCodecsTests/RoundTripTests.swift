import Imaging
import Testing

@testable import ImageCodecs

@Suite("Round trips")
struct RoundTripTests {
  static let sizes = [(1, 1), (7, 5), (64, 48), (123, 77)]

  @Test(arguments: sizes)
  func pngRoundTripIsPixelExact(width: Int, height: Int) throws {
    for alpha in [false, true] {
      let image = TestImages.screenshotLike(width: width, height: height, alpha: alpha)
      let bytes = try ImageEncoder.encode(image, as: .png)
      let decoded = try ImageDecoder.decode(bytes)
      #expect(decoded.image == image)
      #expect(decoded.info.format == .png)
      let opaque = image.pixels.allSatisfy { $0.alpha == 255 }
      #expect(decoded.info.colourType == (opaque ? .rgb : .rgba))
      #expect(decoded.info.bitDepth == 8)
    }
  }

  @Test(arguments: sizes)
  func losslessWebPRoundTripIsPixelExact(width: Int, height: Int) throws {
    let image = TestImages.screenshotLike(width: width, height: height, alpha: true)
    let bytes = try ImageEncoder.encode(image, as: .webp, options: EncodeOptions(lossless: true))
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.image == image)
    #expect(decoded.info.format == .webp)
    #expect(decoded.info.lossless == true)
  }

  /// Lossy formats: mean absolute error per channel at most 4 (of 255) at quality 90.
  @Test func jpegRoundTripIsClose() throws {
    let image = TestImages.screenshotLike(width: 123, height: 77)
    for progressive in [false, true] {
      let bytes = try ImageEncoder.encode(
        image, as: .jpeg, options: EncodeOptions(quality: 90, progressive: progressive))
      let decoded = try ImageDecoder.decode(bytes)
      #expect(decoded.info.format == .jpeg)
      #expect(decoded.info.interlaced == progressive)
      #expect(decoded.info.colourType == .ycbcr)
      #expect(decoded.image.width == 123 && decoded.image.height == 77)
      #expect(TestImages.meanAbsoluteError(decoded.image, image) <= 4)
    }
  }

  @Test func lossyWebPRoundTripIsCloseAndKeepsAlpha() throws {
    let image = TestImages.screenshotLike(width: 123, height: 77, alpha: true)
    let bytes = try ImageEncoder.encode(image, as: .webp, options: EncodeOptions(quality: 90))
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.info.lossless == false)
    #expect(decoded.info.hasAlpha)
    #expect(TestImages.visibleError(decoded.image, image) <= 4)
  }

  @Test func greyJPEGDecodesToGreyRGB() throws {
    let image = TestImages.screenshotLike(width: 40, height: 30)
    var options = EncodeOptions(quality: 95)
    options.jpegColourModel = .grey
    let decoded = try ImageDecoder.decode(ImageEncoder.encode(image, as: .jpeg, options: options))
    #expect(decoded.info.colourType == .grey)
    #expect(decoded.image.pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue })
  }

  @Test func cmykJPEGDecodesBackToRGB() throws {
    let image = TestImages.screenshotLike(width: 40, height: 30)
    var options = EncodeOptions(quality: 95)
    options.jpegColourModel = .cmyk
    let decoded = try ImageDecoder.decode(ImageEncoder.encode(image, as: .jpeg, options: options))
    #expect(decoded.info.colourType == .ycck || decoded.info.colourType == .cmyk)
    #expect(TestImages.meanAbsoluteError(decoded.image, image) <= 4)
  }

  @Test func animatedWebPDecodesFirstFrameAndCountsFrames() throws {
    let first = TestImages.screenshotLike(width: 32, height: 24)
    let second = RGBAImage(width: 32, height: 24, fill: RGBA(red: 10, green: 200, blue: 30))
    let encoder = try AnimatedWebPEncoder(width: 32, height: 24, lossless: true)
    try encoder.addFrame(first, durationMilliseconds: 100)
    try encoder.addFrame(second, durationMilliseconds: 250)
    try encoder.addFrame(first, durationMilliseconds: 40)
    let bytes = try encoder.finish()
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.info.frameCount == 3)
    #expect(decoded.info.isAnimated)
    #expect(decoded.image == first)
  }
}
