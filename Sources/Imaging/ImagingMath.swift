/// Numeric helpers the standard library lacks (Imaging uses neither Foundation nor libm).
enum ImagingMath {
  /// The real cube root of `x` (negative for negative `x`), accurate to a few ulps.
  static func cubeRoot(_ x: Double) -> Double {
    guard x != 0, x.isFinite else { return x }
    let magnitude = x.magnitude
    guard magnitude >= 0x1p-1000 else {  // subnormal range: scale up first
      return cubeRoot(x * 0x1p300) * 0x1p-100
    }
    // Dividing the exponent bits by 3 gives a first guess within ~4% (Kahan's trick).
    var root = Double(bitPattern: magnitude.bitPattern / 3 + 0x2A9F_7625_3119_D328)
    for _ in 0..<2 {  // Halley's method, cubic convergence: 4% -> 1e-5 -> 1e-14
      let cube = root * root * root
      root *= (cube + 2 * magnitude) / (2 * cube + magnitude)
    }
    return x < 0 ? -root : root
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

  /// `x` rounded to the nearest integer (ties to even), for `0 <= x < 65536`, without the
  /// range checks of `UInt16(_:)` so that loops vectorise: adding 2^23 leaves the rounded
  /// integer in the low mantissa bits.
  @inline(__always)
  static func roundedBits(_ x: Float) -> UInt32 {
    (x + 8_388_608).bitPattern & 0xFFFF
  }

  /// Rounds `x / 255` to the nearest integer, exactly, for `0 <= x <= 65535`.
  @inline(__always)
  static func div255(_ x: Int) -> Int {
    (x + 128 + ((x + 128) >> 8)) >> 8
  }

  /// The sine and cosine of an angle in degrees (Taylor series after reducing the angle to
  /// -180...180; accurate to about 1e-15).
  static func sineCosine(degrees: Double) -> (sine: Double, cosine: Double) {
    guard degrees.isFinite else { return (0, 1) }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced > 180 { reduced -= 360 }
    if reduced < -180 { reduced += 360 }
    let x = reduced * Double.pi / 180
    var sine = 0.0
    var cosine = 0.0
    var term = 1.0  // x^k / k!
    for k in 0..<30 {
      switch k % 4 {
      case 0: cosine += term
      case 1: sine += term
      case 2: cosine -= term
      default: sine -= term
      }
      term *= x / Double(k + 1)
    }
    return (sine, cosine)
  }
}
