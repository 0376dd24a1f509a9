/// The sRGB transfer function (IEC 61966-2-1): gamma-encoded 8-bit values to linear light and back.
public enum SRGBTransfer {
  /// Linear-light value (0...1) of each 8-bit encoded value.
  public static let linearOfByte: [Double] = (0..<256).map { decode(Double($0) / 255) }

  /// Linear-light value (0...1) of an encoded value (0...1).
  public static func decode(_ encoded: Double) -> Double {
    if encoded <= 0.04045 { return encoded / 12.92 }
    let base = (encoded + 0.055) / 1.055
    let square = base * base
    return square * ImagingMath.fifthRoot(square)  // base^2.4 = base^2 * (base^2)^(1/5)
  }

  /// Encoded value (0...1) of a linear-light value (clamped to 0...1).
  public static func encode(_ linear: Double) -> Double {
    guard linear > 0.0031308 else { return linear > 0 ? 12.92 * linear : 0 }
    if linear >= 1 { return 1 }
    let square = linear * linear
    let fifth = square * square * linear
    // linear^(1/2.4) = linear^(5/12) = cbrt(sqrt(sqrt(linear^5))).
    return 1.055 * ImagingMath.cubeRoot(fifth.squareRoot().squareRoot()) - 0.055
  }

  /// The 8-bit encoded value nearest to a linear-light value (clamped to 0...1).
  @inline(__always)
  public static func encodedByte(_ linear: Double) -> UInt8 {
    ImagingMath.byte(encode(linear) * 255)
  }
}
