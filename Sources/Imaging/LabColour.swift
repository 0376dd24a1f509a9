/// A colour in CIELAB (D65 white, sRGB primaries): `l` lightness 0-100, `a` green-red, `b`
/// blue-yellow. Distances in this space follow perceived differences, so class means and spreads
/// fitted here transfer between screens better than RGB.
///
/// Stored in JSON as three numbers, `[L, a, b]`.
public struct LabColour: Hashable, Sendable, CustomStringConvertible {
  /// Lightness, 0 (black) to 100 (white).
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  /// Creates a colour from its three coordinates.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Converts an sRGB colour (alpha ignored) to CIELAB.
  public init(_ colour: RGBA) {
    self.init(red: colour.red, green: colour.green, blue: colour.blue)
  }

  /// Converts sRGB channels to CIELAB (the sRGB transfer function of `SRGBTransfer`, then the
  /// sRGB-to-XYZ matrix of IEC 61966-2-1 and the D65 white).
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    let linear = SRGBTransfer.linearOfByte
    let r = linear[Int(red)]
    let g = linear[Int(green)]
    let bl = linear[Int(blue)]
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * bl) / 0.950_47
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * bl
    let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * bl) / 1.088_83
    let fx = LabColour.f(x)
    let fy = LabColour.f(y)
    let fz = LabColour.f(z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// The CIELAB lightness alone of sRGB channels (the `l` of `init(red:green:blue:)`).
  @inline(__always)
  public static func lightness(red: UInt8, green: UInt8, blue: UInt8) -> Double {
    let linear = SRGBTransfer.linearOfByte
    let y =
      0.212_672_9 * linear[Int(red)] + 0.715_152_2 * linear[Int(green)]
      + 0.072_175_0 * linear[Int(blue)]
    return 116 * f(y) - 16
  }

  /// The sRGB colour nearest to this one (out-of-gamut channels clamped).
  public var rgba: RGBA {
    let fy = (l + 16) / 116
    let fx = fy + a / 500
    let fz = fy - b / 200
    func inverse(_ t: Double) -> Double {
      t > 6.0 / 29 ? t * t * t : 3 * 36.0 / 841 * (t - 4.0 / 29)
    }
    let x = inverse(fx) * 0.950_47
    let y = inverse(fy)
    let z = inverse(fz) * 1.088_83
    let r = 3.240_454_2 * x - 1.537_138_5 * y - 0.498_531_4 * z
    let g = -0.969_266_0 * x + 1.876_010_8 * y + 0.041_556_0 * z
    let bl = 0.055_643_4 * x - 0.204_025_9 * y + 1.057_225_2 * z
    return RGBA(
      red: SRGBTransfer.encodedByte(r), green: SRGBTransfer.encodedByte(g),
      blue: SRGBTransfer.encodedByte(bl))
  }

  /// `[L, a, b]` with one decimal.
  public var description: String {
    "[\(Decimals.fixed(l, 1)), \(Decimals.fixed(a, 1)), \(Decimals.fixed(b, 1))]"
  }

  @inline(__always)
  private static func f(_ t: Double) -> Double {
    t > 216.0 / 24_389 ? ImagingMath.cubeRoot(t) : (24_389.0 / 27 * t + 16) / 116
  }
}

extension LabColour: Codable {
  /// Decodes `[L, a, b]`; anything else is "expected 3 numbers".
  public init(from decoder: any Decoder) throws {
    let values = try LabColour.decodeTriple(decoder)
    self.init(l: values[0], a: values[1], b: values[2])
  }

  /// Encodes `[L, a, b]`.
  public func encode(to encoder: any Encoder) throws {
    try LabColour.encodeTriple(l, a, b, to: encoder)
  }

  /// Encodes three numbers as the array `[L, a, b]`.
  package static func encodeTriple(
    _ l: Double, _ a: Double, _ b: Double, to encoder: any Encoder
  ) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(l)
    try container.encode(a)
    try container.encode(b)
  }

  /// Decodes exactly three numbers, reporting "expected 3 numbers" at the array's own path.
  package static func decodeTriple(_ decoder: any Decoder) throws -> [Double] {
    let container = try decoder.singleValueContainer()
    guard let values = try? container.decode([Double].self), values.count == 3,
      values.allSatisfy(\.isFinite)
    else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected 3 numbers")
    }
    return values
  }
}

extension LabColour {
  /// The Euclidean distance to `other` in CIELAB (CIE76 ΔE).
  @inlinable
  public func distance(to other: LabColour) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}

extension LabColour {
  /// The mean of `colours` (per axis); nil for none.
  public static func mean(_ colours: [LabColour]) -> LabColour? {
    guard !colours.isEmpty else { return nil }
    let n = Double(colours.count)
    return LabColour(
      l: colours.reduce(0) { $0 + $1.l } / n, a: colours.reduce(0) { $0 + $1.a } / n,
      b: colours.reduce(0) { $0 + $1.b } / n)
  }
}
