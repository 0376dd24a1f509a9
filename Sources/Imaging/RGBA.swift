/// An 8-bit-per-channel colour with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0-255.
  public var red: UInt8
  /// Green, 0-255.
  public var green: UInt8
  /// Blue, 0-255.
  public var blue: UInt8
  /// Alpha, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from its four channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = RGBA(red: 255, green: 255, blue: 255)
  /// Fully transparent black.
  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var description: String {
    func hex(_ v: UInt8) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
  }
}
