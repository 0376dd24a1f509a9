import Imaging
import Testing

@testable import ImageCodecs

@Suite("Animated WebP encoder")
struct AnimatedWebPEncoderTests {
  @Test func framesOfAnotherSizeAreRefused() throws {
    let encoder = try AnimatedWebPEncoder(width: 8, height: 8)
    #expect(
      throws: ImageCodecError.encodeFailed(
        path: "<memory>", format: .webp, reason: "frame 1 is 4x8, the animation is 8x8")
    ) {
      try encoder.addFrame(RGBAImage(width: 4, height: 8), durationMilliseconds: 10)
    }
  }

  @Test func durationMustBePositive() throws {
    let encoder = try AnimatedWebPEncoder(width: 8, height: 8)
    #expect(
      throws: ImageCodecError.encodeFailed(
        path: "<memory>", format: .webp, reason: "frame 1 lasts 0 ms; give at least 1 ms")
    ) {
      try encoder.addFrame(RGBAImage(width: 8, height: 8), durationMilliseconds: 0)
    }
  }

  @Test func anEmptyOrFinishedAnimationIsRefused() throws {
    let encoder = try AnimatedWebPEncoder(width: 8, height: 8)
    #expect(
      throws: ImageCodecError.encodeFailed(
        path: "<memory>", format: .webp, reason: "the animation has no frame; add one first")
    ) { _ = try encoder.finish() }
    try encoder.addFrame(RGBAImage(width: 8, height: 8, fill: .white), durationMilliseconds: 50)
    let bytes = try encoder.finish()
    #expect(try ImageDecoder.inspect(bytes).frameCount == 1)
    #expect(
      throws: ImageCodecError.encodeFailed(
        path: "<memory>", format: .webp, reason: "the animation is already finished")
    ) { _ = try encoder.finish() }
  }

  @Test func sizeBeyondWebPIsRefused() {
    #expect(throws: ImageCodecError.self) { _ = try AnimatedWebPEncoder(width: 0, height: 8) }
    #expect(throws: ImageCodecError.self) { _ = try AnimatedWebPEncoder(width: 16_384, height: 8) }
  }

  @Test func lossyFramesStayClose() throws {
    // Identical frames would be merged into one longer frame, so each differs by a bar.
    let frames = (0..<4).map { index in
      var frame = TestImages.screenshotLike(width: 40, height: 24)
      for y in 0..<24 {
        for x in (index * 10)..<(index * 10 + 5) { frame[x, y] = .white }
      }
      return frame
    }
    let encoder = try AnimatedWebPEncoder(width: 40, height: 24, loopCount: 2, quality: 90)
    for (index, frame) in frames.enumerated() {
      try encoder.addFrame(frame, durationMilliseconds: 100 * (index + 1))
    }
    let decoded = try ImageDecoder.decode(encoder.finish())
    #expect(decoded.info.frameCount == 4)
    #expect(TestImages.meanAbsoluteError(decoded.image, frames[0]) <= 6)
  }
}
