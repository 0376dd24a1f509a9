/// A colour as hue, saturation and value (the hexcone model on gamma-encoded sRGB).
public struct HSV: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Hue angle in degrees, 0 (red) up to but excluding 360; 0 for greys.
  public var hue: Double
  /// Saturation, 0 (grey) to 1 (pure hue); 0 for black.
  public var saturation: Double
  /// Value: the largest channel, 0 (black) to 1.
  public var value: Double

  /// Creates an HSV colour.
  public init(hue: Double, saturation: Double, value: Double) {
    self.hue = hue
    self.saturation = saturation
    self.value = value
  }

  /// `hsv(H, S, V)` with one decimal for hue and three for the fractions.
  public var description: String {
    func rounded(_ x: Double, _ scale: Double) -> Double { (x * scale).rounded() / scale }
    return "hsv(\(rounded(hue, 10)), \(rounded(saturation, 1000)), \(rounded(value, 1000)))"
  }
}

extension RGBA {
  /// Hue (degrees), saturation and value of this colour; alpha is ignored.
  public var hsv: HSV {
    let r = Int(red)
    let g = Int(green)
    let b = Int(blue)
    let maximum = Swift.max(r, g, b)
    let minimum = Swift.min(r, g, b)
    let chroma = maximum - minimum
    let value = Double(maximum) / 255
    guard chroma > 0 else { return HSV(hue: 0, saturation: 0, value: value) }
    let c = Double(chroma)
    var hue: Double
    if maximum == r {
      hue = Double(g - b) / c
      if hue < 0 { hue += 6 }
    } else if maximum == g {
      hue = Double(b - r) / c + 2
    } else {
      hue = Double(r - g) / c + 4
    }
    return HSV(hue: hue * 60, saturation: c / Double(maximum), value: value)
  }

  /// The colour with the given hue, saturation and value.
  ///
  /// - Parameters:
  ///   - hsv: hue in degrees (any value; wrapped into 0..<360), saturation and value clamped to 0...1.
  ///   - alpha: the alpha of the result.
  public init(hsv: HSV, alpha: UInt8 = 255) {
    let s = ImagingMath.clamp(hsv.saturation.isNaN ? 0 : hsv.saturation, 0, 1)
    let v = ImagingMath.clamp(hsv.value.isNaN ? 0 : hsv.value, 0, 1)
    var h = hsv.hue.isFinite ? hsv.hue.truncatingRemainder(dividingBy: 360) : 0
    if h < 0 { h += 360 }
    let sector = h / 60
    let chroma = v * s
    let x = chroma * (1 - (sector.truncatingRemainder(dividingBy: 2) - 1).magnitude)
    let m = v - chroma
    let (r, g, b): (Double, Double, Double)
    switch Int(sector) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    self.init(
      red: ImagingMath.byte((r + m) * 255), green: ImagingMath.byte((g + m) * 255),
      blue: ImagingMath.byte((b + m) * 255), alpha: alpha)
  }
}
