import Imaging

/// A colour with `Double` channels (0-255) for shading arithmetic: mixing, darkening and
/// lightening without rounding at every step.
struct Shade: Sendable {
  var red: Double
  var green: Double
  var blue: Double

  init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  init(_ colour: RGBA) {
    red = Double(colour.red)
    green = Double(colour.green)
    blue = Double(colour.blue)
  }

  /// This colour moved towards `other` by `amount` (0 keeps it, 1 gives `other`).
  @inline(__always)
  func mixed(with other: Shade, _ amount: Double) -> Shade {
    Shade(
      red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount)
  }

  /// Every channel multiplied by `factor` (below 1 darkens).
  @inline(__always)
  func scaled(_ factor: Double) -> Shade {
    Shade(red: red * factor, green: green * factor, blue: blue * factor)
  }

  /// The colour rounded and clamped to 8 bits, with `alpha`.
  @inline(__always)
  func rgba(alpha: UInt8 = 255) -> RGBA {
    RGBA(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: alpha)
  }

  /// Perceived brightness, 0-255.
  var luma: Double { 0.299 * red + 0.587 * green + 0.114 * blue }

  static let white = Shade(red: 255, green: 255, blue: 255)
  static let black = Shade(red: 0, green: 0, blue: 0)

  @inline(__always)
  static func byte(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, value.rounded())))
  }
}

/// `value` limited to `0...1`.
@inline(__always)
func unitClamp(_ value: Double) -> Double { max(0, min(1, value)) }

/// Hermite smooth step of `value` between `edge0` and `edge1`.
@inline(__always)
func smoothStep(_ edge0: Double, _ edge1: Double, _ value: Double) -> Double {
  let t = unitClamp((value - edge0) / (edge1 - edge0))
  return t * t * (3 - 2 * t)
}

/// Signed distance from `(x, y)` to a rounded rectangle centred at the origin with half
/// sizes `halfWidth`, `halfHeight` and corner `radius`: negative inside.
@inline(__always)
func roundedBoxDistance(
  _ x: Double, _ y: Double, halfWidth: Double, halfHeight: Double, radius: Double
) -> Double {
  let qx = abs(x) - halfWidth + radius
  let qy = abs(y) - halfHeight + radius
  let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
  return outside + min(max(qx, qy), 0) - radius
}
