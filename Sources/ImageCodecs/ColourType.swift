/// How a file stores its colours (before decoding turns everything into RGBA8).
public enum ColourType: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  /// One grey sample per pixel.
  case grey
  /// Grey and alpha.
  case greyAlpha = "grey+alpha"
  /// Red, green, blue.
  case rgb
  /// Red, green, blue, alpha.
  case rgba
  /// Indices into a palette (PNG).
  case palette
  /// JPEG YCbCr (the usual colour JPEG).
  case ycbcr
  /// JPEG CMYK (print).
  case cmyk
  /// JPEG YCCK (CMYK stored as YCbCr + K).
  case ycck

  /// The raw value: `grey`, `grey+alpha`, `rgb`, `rgba`, `palette`, `ycbcr`, `cmyk`, `ycck`.
  public var description: String { rawValue }
}
