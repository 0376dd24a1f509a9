import ImageCodecs
import Imaging

extension Perturbation {
  /// The perturbed image, the JPEG round trip of `half-jpeg35` included (which needs a codec,
  /// hence this extension outside Imaging).
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - seed: the seed of `noise`.
  /// - Returns: the changed image.
  /// - Throws: `ImageCodecError` when the JPEG round trip fails.
  public func perturbed(_ image: RGBAImage, seed: UInt64 = Perturbation.defaultSeed)
    throws(ImageCodecError) -> RGBAImage
  {
    let changed = apply(to: image, seed: seed)
    guard let quality = jpegQuality else { return changed }
    return try ImageEncoder.jpegRoundTrip(changed, quality: quality)
  }
}
