/// Projective resampling: an image seen through a homography.
extension RGBAImage {
  /// The pixel colour at continuous position `point` (pixel centres at half-integers),
  /// bilinearly interpolated; nil outside the image.
  @inlinable
  public func bilinearSample(_ point: ImagePoint) -> RGBA? {
    let fx = point.x - 0.5
    let fy = point.y - 0.5
    guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return nil }
    let x0 = Int(fx.rounded(.down))
    let y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0)
    let ty = fy - Double(y0)
    let xa = Swift.max(0, x0)
    let xb = Swift.min(width - 1, x0 + 1)
    let ya = Swift.max(0, y0)
    let yb = Swift.min(height - 1, y0 + 1)
    let p00 = self[xa, ya]
    let p10 = self[xb, ya]
    let p01 = self[xa, yb]
    let p11 = self[xb, yb]
    @inline(__always) func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
      let top = Double(a) + (Double(b) - Double(a)) * tx
      let bottom = Double(c) + (Double(d) - Double(c)) * tx
      let value = top + (bottom - top) * ty
      return UInt8(Swift.max(0, Swift.min(255, value + 0.5)))
    }
    return RGBA(
      red: mix(p00.red, p10.red, p01.red, p11.red),
      green: mix(p00.green, p10.green, p01.green, p11.green),
      blue: mix(p00.blue, p10.blue, p01.blue, p11.blue),
      alpha: mix(p00.alpha, p10.alpha, p01.alpha, p11.alpha))
  }

  /// A `width` x `height` image whose pixel centre `p` shows this image at `sourceOf(p)`
  /// (bilinear), `fill` where that falls outside.
  ///
  /// - Parameters:
  ///   - width: the result's width (positive).
  ///   - height: the result's height (positive).
  ///   - sourceOf: the map from result coordinates to this image's coordinates.
  ///   - fill: the colour of result pixels that see no part of this image.
  public func warped(
    width: Int, height: Int, sourceOf: Homography, fill: RGBA
  ) -> RGBAImage {
    var result = [RGBA]()
    result.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let source = sourceOf.apply(ImagePoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
        result.append(source.isFinite ? bilinearSample(source) ?? fill : fill)
      }
    }
    return RGBAImage(width: width, height: height, pixels: result)
  }
}
