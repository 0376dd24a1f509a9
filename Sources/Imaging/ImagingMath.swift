/// Numeric helpers the standard library lacks (Imaging uses neither Foundation nor libm).
enum ImagingMath {
  /// The real cube root of `x` (negative for negative `x`), accurate to a few ulps.
  static func cubeRoot(_ x: Double) -> Double {
    guard x != 0, x.isFinite else { return x }
    let magnitude = x.magnitude
    // magnitude = t * 2^(3q) with t in [1, 8): cbrt = cbrt(t) * 2^q.
    let exponent = Int(magnitude.exponent)
    let q = exponent >= 0 ? exponent / 3 : (exponent - 2) / 3
    let t = Double(
      sign: .plus, exponent: magnitude.exponent - 3 * q, significand: magnitude.significand)
    var root = 1 + (t - 1) / 7  // within 12% of cbrt(t) on [1, 8)
    for _ in 0..<3 {  // Halley's method: cubic convergence
      let cube = root * root * root
      root *= (cube + 2 * t) / (2 * cube + t)
    }
    let result = Double(sign: .plus, exponent: q, significand: root)
    return x < 0 ? -result : result
  }

  /// `x^(1/5)` for `x >= 0` (Newton's method; used to build tables, not per pixel).
  static func fifthRoot(_ x: Double) -> Double {
    guard x > 0, x.isFinite else { return x }
    var root = x > 1 ? x / 5 + 0.8 : 1.0
    for _ in 0..<100 {
      let r4 = root * root * root * root
      let next = (4 * root + x / r4) / 5
      if (next - root).magnitude <= 1e-16 * next { return next }
      root = next
    }
    return root
  }

  /// `x` clamped into `lower...upper`.
  @inline(__always)
  static func clamp(_ x: Double, _ lower: Double, _ upper: Double) -> Double {
    x < lower ? lower : (x > upper ? upper : x)
  }

  /// `x` rounded to the nearest integer and clamped to `0...255`; NaN gives 0.
  @inline(__always)
  static func byte(_ x: Double) -> UInt8 {
    guard x > 0 else { return 0 }
    return x >= 255 ? 255 : UInt8(x + 0.5)
  }

  /// `x` rounded towards minus infinity, clamped into `lower...upper` (safe for huge or NaN input).
  @inline(__always)
  static func floorInt(_ x: Double, _ lower: Int, _ upper: Int) -> Int {
    guard x == x else { return lower }
    let f = x.rounded(.down)
    if f <= Double(lower) { return lower }
    if f >= Double(upper) { return upper }
    return Int(f)
  }

  /// `x` rounded towards plus infinity, clamped into `lower...upper` (safe for huge or NaN input).
  @inline(__always)
  static func ceilInt(_ x: Double, _ lower: Int, _ upper: Int) -> Int {
    guard x == x else { return upper }
    let c = x.rounded(.up)
    if c <= Double(lower) { return lower }
    if c >= Double(upper) { return upper }
    return Int(c)
  }

  /// Rounds `x / 255` to the nearest integer, exactly, for `0 <= x <= 65535`.
  @inline(__always)
  static func div255(_ x: Int) -> Int {
    (x + 128 + ((x + 128) >> 8)) >> 8
  }
}
