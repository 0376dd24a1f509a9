import CImageCodecs
import Imaging

/// Builds an animated WebP from frames of one size, each shown for its own duration.
///
/// ```swift
/// let encoder = try AnimatedWebPEncoder(width: 200, height: 300)
/// try encoder.addFrame(first, durationMilliseconds: 500)
/// try encoder.addFrame(second, durationMilliseconds: 250)
/// let bytes = try encoder.finish()
/// ```
public final class AnimatedWebPEncoder {
  /// Frame width in pixels.
  public let width: Int
  /// Frame height in pixels.
  public let height: Int
  /// Frames added so far.
  public private(set) var frameCount = 0
  private var animation: OpaquePointer?

  /// Starts an animation.
  /// - Parameters:
  ///   - width: Frame width, 1-16383.
  ///   - height: Frame height, 1-16383.
  ///   - loopCount: Times to play; 0 loops forever.
  ///   - lossless: Encode frames losslessly.
  ///   - quality: Lossy quality 0-100.
  ///   - effort: Lossless only: 0 (fastest) to 100 (smallest).
  /// - Throws: `ImageCodecError.encodeFailed` for a size WebP cannot hold.
  public init(
    width: Int, height: Int, loopCount: Int = 0, lossless: Bool = false, quality: Int = 80,
    effort: Int = 50
  ) throws(ImageCodecError) {
    self.width = width
    self.height = height
    guard (1...16383).contains(width), (1...16383).contains(height),
      let animation = CImageCodecs_webpAnimationCreate(
        Int32(width), Int32(height), Int32(clamping: loopCount), lossless ? 1 : 0,
        Float(lossless ? effort : quality))
    else {
      throw .encodeFailed(
        path: "<memory>", format: .webp,
        reason: "cannot start a \(width)x\(height) animation (WebP allows 1-16383 per side)")
    }
    self.animation = animation
  }

  deinit { CImageCodecs_webpAnimationDestroy(animation) }

  /// Appends a frame.
  /// - Parameters:
  ///   - image: The frame; must be `width` x `height`.
  ///   - durationMilliseconds: How long it shows; at least 1.
  /// - Throws: `ImageCodecError.encodeFailed` for a wrong size, a non-positive duration, or
  ///   after `finish()`.
  public func addFrame(_ image: RGBAImage, durationMilliseconds: Int) throws(ImageCodecError) {
    guard let animation else { throw failure("the animation is already finished") }
    guard image.width == width, image.height == height else {
      throw failure(
        "frame \(frameCount + 1) is \(image.width)x\(image.height), the animation is \(width)x\(height)"
      )
    }
    guard durationMilliseconds > 0 else {
      throw failure("frame \(frameCount + 1) lasts \(durationMilliseconds) ms; give at least 1 ms")
    }
    let duration = Int32(clamping: durationMilliseconds)
    var message = CImageCodecs_Message()
    let status = CodecBridge.withBytes(of: image) { pixels in
      CImageCodecs_webpAnimationAddFrame(animation, pixels, duration, &message)
    }
    try CodecBridge.check(status, message, path: "<memory>", format: .webp)
    frameCount += 1
  }

  /// Assembles the animation. No frame can be added afterwards.
  /// - Returns: The animated WebP file.
  /// - Throws: `ImageCodecError.encodeFailed` when there is no frame or libwebp fails.
  public func finish() throws(ImageCodecError) -> [UInt8] {
    guard let animation else { throw failure("the animation is already finished") }
    guard frameCount > 0 else { throw failure("the animation has no frame; add one first") }
    defer {
      CImageCodecs_webpAnimationDestroy(animation)
      self.animation = nil
    }
    return try CodecBridge.encode(format: .webp, path: "<memory>") { output, message in
      CImageCodecs_webpAnimationFinish(animation, output, message)
    }
  }

  private func failure(_ reason: String) -> ImageCodecError {
    .encodeFailed(path: "<memory>", format: .webp, reason: reason)
  }
}
