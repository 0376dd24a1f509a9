/// Mixing and alpha compositing of single colours (straight alpha, sRGB-encoded channels).
extension RGBA {
  /// Linear interpolation of all four channels, in gamma-encoded sRGB.
  ///
  /// - Parameters:
  ///   - other: the colour reached at `fraction == 1`.
  ///   - fraction: 0 gives `self`, 1 gives `other`; values outside 0...1 are clamped.
  /// - Returns: the rounded mix.
  @inlinable
  public func mixed(with other: RGBA, fraction: Double) -> RGBA {
    let t = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
    @inline(__always) func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let value = Double(a) + (Double(b) - Double(a)) * t
      return UInt8(Swift.min(255, Swift.max(0, value + 0.5)))
    }
    return RGBA(
      red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
      alpha: lerp(alpha, other.alpha))
  }

  /// This colour drawn over `background` (Porter-Duff source-over, straight alpha).
  ///
  /// - Parameter background: the colour underneath; it may itself be translucent.
  /// - Returns: the composite; opaque whenever `background` is opaque.
  @inlinable
  public func composited(over background: RGBA) -> RGBA {
    RGBA.blend(background, self, alpha: Int(alpha))
  }

  /// The same colour with its alpha replaced.
  @inlinable
  public func withAlpha(_ alpha: UInt8) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1).
  @inlinable
  public func withOpacity(_ opacity: Double) -> RGBA {
    let factor = opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, opacity))
    return withAlpha(UInt8(Double(alpha) * factor + 0.5))
  }

  /// Source-over of `source` onto `destination` with an effective source alpha `alpha`
  /// (0...255, already multiplied by any coverage); the colour channels of `source` are used,
  /// its own alpha is ignored.
  @inlinable @inline(__always)
  static func blend(_ destination: RGBA, _ source: RGBA, alpha: Int) -> RGBA {
    if alpha >= 255 { return RGBA(red: source.red, green: source.green, blue: source.blue) }
    if alpha <= 0 { return destination }
    let inverse = 255 - alpha
    let destinationAlpha = Int(destination.alpha)
    if destinationAlpha == 255 {
      @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
        let x = Int(s) * alpha + Int(d) * inverse
        return UInt8(truncatingIfNeeded: (x + 128 + ((x + 128) >> 8)) >> 8)
      }
      return RGBA(
        red: channel(source.red, destination.red), green: channel(source.green, destination.green),
        blue: channel(source.blue, destination.blue))
    }
    // General case: out = (s*a*255 + d*da*(255-a)) / (a*255 + da*(255-a)).
    let sourceWeight = alpha * 255
    let destinationWeight = destinationAlpha * inverse
    let total = sourceWeight + destinationWeight
    @inline(__always) func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
      UInt8(
        truncatingIfNeeded: (Int(s) * sourceWeight + Int(d) * destinationWeight + total / 2) / total
      )
    }
    return RGBA(
      red: channel(source.red, destination.red), green: channel(source.green, destination.green),
      blue: channel(source.blue, destination.blue), alpha: UInt8((total + 127) / 255))
  }
}
