/// A colour in CIE 1976 L*a*b* (D65 white, from sRGB with its proper transfer function).
public struct CIELab: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Lightness L*, 0 (black) to 100 (white).
  public var lightness: Double
  /// a*: green (negative) to red (positive).
  public var a: Double
  /// b*: blue (negative) to yellow (positive).
  public var b: Double

  /// Creates a L*a*b* colour.
  public init(lightness: Double, a: Double, b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }

  /// CIE76 colour difference ΔE*ab: the Euclidean distance in L*a*b*.
  /// About 2.3 is a just-noticeable difference.
  public func distance(to other: CIELab) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }

  /// `lab(L, a, b)` with two decimals.
  public var description: String {
    func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
    return "lab(\(rounded(lightness)), \(rounded(a)), \(rounded(b)))"
  }

  // D65 reference white: the sRGB matrix applied to (1, 1, 1), so sRGB white is exactly
  // L* = 100, a* = b* = 0 (X 0.95047, Y 1.0000001, Z 1.08883).
  static let whiteX = 0.4124564 + 0.3575761 + 0.1804375
  static let whiteY = 0.2126729 + 0.7151522 + 0.0721750
  static let whiteZ = 0.0193339 + 0.1191920 + 0.9503041
  static let epsilon = 216.0 / 24389.0  // (6/29)^3
  static let kappa = 24389.0 / 27.0  // (29/3)^3

  @inline(__always)
  static func f(_ t: Double) -> Double {
    t > epsilon ? ImagingMath.cubeRoot(t) : (kappa * t + 16) / 116
  }

  static let fTableSteps = 16384

  /// `f` sampled at `fTableSteps` equal steps over 0...1, for `fastF` (64 KiB).
  static let fTable: [Float] = (0...fTableSteps).map { Float(f(Double($0) / Double(fTableSteps))) }

  /// `f` by linear interpolation in `fTable` for 0 <= t < 1 (error below 4e-7, so about
  /// 2e-4 in a* and b*, the most sensitive); exact outside.
  @inline(__always)
  static func fastF(_ t: Double) -> Double {
    let position = t * Double(fTableSteps)
    guard position >= 0, position < Double(fTableSteps) else { return f(t) }
    let index = Int(position)
    let fraction = position - Double(index)
    return fTable.withUnsafeBufferPointer { table in
      let low = Double(table[index])
      return low + (Double(table[index + 1]) - low) * fraction
    }
  }

  @inline(__always)
  static func inverseF(_ f: Double) -> Double {
    let cube = f * f * f
    return cube > epsilon ? cube : (116 * f - 16) / kappa
  }
}

extension RGBA {
  /// This colour in CIE L*a*b* (sRGB, D65); alpha is ignored.
  ///
  /// Linearises through a 256-entry table, then uses the sRGB-to-XYZ matrix of IEC 61966-2-1.
  public var lab: CIELab {
    let table = SRGBTransfer.linearOfByte
    let r = table[Int(red)]
    let g = table[Int(green)]
    let b = table[Int(blue)]
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / CIELab.whiteX
    let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / CIELab.whiteY
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / CIELab.whiteZ
    let fx = CIELab.fastF(x)
    let fy = CIELab.fastF(y)
    let fz = CIELab.fastF(z)
    return CIELab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// The sRGB colour nearest to a L*a*b* colour (out-of-gamut channels are clamped).
  ///
  /// - Parameters:
  ///   - lab: the colour to convert.
  ///   - alpha: the alpha of the result.
  public init(lab: CIELab, alpha: UInt8 = 255) {
    let fy = (lab.lightness + 16) / 116
    let fx = fy + lab.a / 500
    let fz = fy - lab.b / 200
    let x = CIELab.inverseF(fx) * CIELab.whiteX
    let y = CIELab.inverseF(fy) * CIELab.whiteY
    let z = CIELab.inverseF(fz) * CIELab.whiteZ
    let r = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z
    let g = -0.9692660 * x + 1.8760108 * y + 0.0415560 * z
    let b = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z
    self.init(
      red: ImagingMath.byte(SRGBTransfer.encode(r) * 255),
      green: ImagingMath.byte(SRGBTransfer.encode(g) * 255),
      blue: ImagingMath.byte(SRGBTransfer.encode(b) * 255), alpha: alpha)
  }

  /// CIE76 colour difference ΔE*ab between this colour and `other` (alpha ignored).
  public func deltaE76(to other: RGBA) -> Double {
    lab.distance(to: other.lab)
  }
}
