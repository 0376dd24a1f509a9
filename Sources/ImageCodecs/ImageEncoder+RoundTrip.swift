import Imaging

extension ImageEncoder {
  /// `image` as it comes back from a JPEG file of `quality`: encoded, then decoded (the
  /// compression's blocks and ringing, for renders and perturbations that imitate a shared
  /// screenshot).
  ///
  /// - Throws: `ImageCodecError` when encoding or decoding fails.
  public static func jpegRoundTrip(_ image: RGBAImage, quality: Int)
    throws(ImageCodecError) -> RGBAImage
  {
    let bytes = try encode(image, as: .jpeg, options: EncodeOptions(quality: quality))
    return try ImageDecoder.decode(bytes).image
  }
}
