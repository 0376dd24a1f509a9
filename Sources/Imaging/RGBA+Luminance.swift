/// Brightness measures and contrast of single colours.
extension RGBA {
  /// Rec. 601 luma Y' = 0.299 R' + 0.587 G' + 0.114 B' on the gamma-encoded channels, 0...1.
  ///
  /// Cheap and conventional for greyscale conversion and edge detection; alpha is ignored.
  @inlinable
  public var luma: Double {
    (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
  }

  /// Rec. 601 luma as an 8-bit value (integer weights 77/150/29 out of 256), for hot loops.
  @inlinable
  public var lumaByte: UInt8 {
    UInt8(truncatingIfNeeded: (77 * Int(red) + 150 * Int(green) + 29 * Int(blue) + 128) >> 8)
  }

  /// Relative luminance Y of linear light with Rec. 709 / sRGB primaries, 0...1
  /// (the Y of CIE XYZ; used for WCAG contrast); alpha is ignored.
  public var relativeLuminance: Double {
    let table = SRGBTransfer.linearOfByte
    return 0.2126 * table[Int(red)] + 0.7152 * table[Int(green)] + 0.0722 * table[Int(blue)]
  }

  /// WCAG contrast ratio between this colour and `other`, 1 (none) to 21 (black on white).
  public func contrastRatio(with other: RGBA) -> Double {
    let a = relativeLuminance + 0.05
    let b = other.relativeLuminance + 0.05
    return a > b ? a / b : b / a
  }

  /// Black or white, whichever contrasts more with this colour (for text or backing boxes).
  public var contrastingColour: RGBA {
    contrastRatio(with: .black) >= contrastRatio(with: .white) ? .black : .white
  }
}
