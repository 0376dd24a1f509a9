import Foundation
import Imaging
import Testing

@Suite struct ColourTests {
  /// Colours on a coarse grid of the RGB cube (6^3 = 216 colours).
  static let grid: [RGBA] = {
    let steps: [UInt8] = [0, 51, 102, 153, 204, 255]
    return steps.flatMap { r in
      steps.flatMap { g in steps.map { b in RGBA(red: r, green: g, blue: b) } }
    }
  }()

  struct LabCase: Sendable, CustomStringConvertible {
    var colour: RGBA
    var lab: LabColour
    var description: String { "\(colour)" }
  }

  // Reference values: sRGB (D65) to CIE L*a*b* (Bruce Lindbloom's calculator).
  static let labCases: [LabCase] = [
    LabCase(
      colour: RGBA(red: 255, green: 0, blue: 0), lab: LabColour(l: 53.24, a: 80.09, b: 67.20)),
    LabCase(
      colour: RGBA(red: 0, green: 255, blue: 0), lab: LabColour(l: 87.73, a: -86.18, b: 83.18)),
    LabCase(
      colour: RGBA(red: 0, green: 0, blue: 255), lab: LabColour(l: 32.30, a: 79.19, b: -107.86)
    ),
    LabCase(colour: .white, lab: LabColour(l: 100, a: 0, b: 0)),
    LabCase(colour: .black, lab: LabColour(l: 0, a: 0, b: 0)),
    LabCase(
      colour: RGBA(red: 128, green: 128, blue: 128), lab: LabColour(l: 53.59, a: 0, b: 0)),
    LabCase(colour: RGBA(red: 1, green: 1, blue: 1), lab: LabColour(l: 0.27, a: 0, b: 0)),
  ]

  @Test(arguments: labCases)
  func convertsSRGBToLab(_ testCase: LabCase) {
    let lab = LabColour(testCase.colour)
    #expect(abs(lab.l - testCase.lab.l) < 0.01, "\(lab)")
    #expect(abs(lab.a - testCase.lab.a) < 0.01, "\(lab)")
    #expect(abs(lab.b - testCase.lab.b) < 0.01, "\(lab)")
  }

  /// L*a*b* computed independently with Foundation's `pow` and `cbrt`.
  static func referenceLab(_ colour: RGBA) -> LabColour {
    func linear(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(colour.red), linear(colour.green), linear(colour.blue))
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    return LabColour(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
  }

  @Test func labMatchesReferenceFormula() {
    let greys = (0...255).map { RGBA(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
    let darks = (0..<64).map { (i: Int) -> RGBA in
      let green = (i * 3) % 64
      return RGBA(red: UInt8(i), green: UInt8(green), blue: UInt8(63 - i))
    }
    for colour in Self.grid + greys + darks {
      let lab = LabColour(colour)
      let reference = Self.referenceLab(colour)
      #expect(lab.distance(to: reference) < 0.002, "\(colour): \(lab) vs \(reference)")
    }
  }

  @Test func labRoundTripsEveryGridColour() {
    for colour in Self.grid {
      #expect(LabColour(colour).rgba == colour, "\(colour) via \(LabColour(colour))")
    }
  }

  @Test func labClampsOutOfGamut() {
    let clamped = LabColour(l: 50, a: 200, b: -200).rgba
    #expect(clamped.green == 0)
    #expect(LabColour(l: 150, a: 0, b: 0).rgba == .white)
  }

  @Test func labDistanceIsEuclidean() {
    #expect(abs(LabColour(.white).distance(to: LabColour(.black)) - 100) < 1e-4)
    #expect(LabColour(.white).distance(to: LabColour(.white)) == 0)
    let a = LabColour(RGBA(red: 200, green: 120, blue: 60))
    let b = LabColour(RGBA(red: 190, green: 125, blue: 70))
    #expect(a.distance(to: b) == b.distance(to: a))
    let d = LabColour(l: 3, a: 4, b: 12).distance(to: LabColour(l: 0, a: 0, b: 0))
    #expect(d == 13)
  }

  @Test func lightnessAloneMatchesTheFullConversion() {
    for colour in Self.grid {
      let lightness = LabColour.lightness(red: colour.red, green: colour.green, blue: colour.blue)
      #expect(lightness == LabColour(colour).l, "\(colour)")
    }
  }

  @Test func srgbTransferRoundTripsEveryByte() {
    for byte in 0...255 {
      #expect(SRGBTransfer.encodedByte(SRGBTransfer.linearOfByte[byte]) == UInt8(byte))
    }
    #expect(SRGBTransfer.encodedByte(-1) == 0)
    #expect(SRGBTransfer.encodedByte(2) == 255)
  }

  @Test func describesWithOneDecimal() {
    #expect(LabColour(l: 53.24, a: -80.06, b: 0.04).description == "[53.2, -80.1, 0.0]")
  }

  struct HSVCase: Sendable, CustomStringConvertible {
    var colour: RGBA
    var hsv: HSV
    var description: String { "\(colour)" }
  }

  static let hsvCases: [HSVCase] = [
    HSVCase(colour: RGBA(red: 255, green: 0, blue: 0), hsv: HSV(hue: 0, saturation: 1, value: 1)),
    HSVCase(
      colour: RGBA(red: 255, green: 255, blue: 0), hsv: HSV(hue: 60, saturation: 1, value: 1)),
    HSVCase(colour: RGBA(red: 0, green: 255, blue: 0), hsv: HSV(hue: 120, saturation: 1, value: 1)),
    HSVCase(
      colour: RGBA(red: 0, green: 255, blue: 255), hsv: HSV(hue: 180, saturation: 1, value: 1)),
    HSVCase(colour: RGBA(red: 0, green: 0, blue: 255), hsv: HSV(hue: 240, saturation: 1, value: 1)),
    HSVCase(
      colour: RGBA(red: 255, green: 0, blue: 255), hsv: HSV(hue: 300, saturation: 1, value: 1)),
    HSVCase(
      colour: RGBA(red: 200, green: 100, blue: 50),
      hsv: HSV(hue: 20, saturation: 0.75, value: 200.0 / 255)),
    HSVCase(
      colour: RGBA(red: 128, green: 128, blue: 128),
      hsv: HSV(hue: 0, saturation: 0, value: 128.0 / 255)),
    HSVCase(colour: .black, hsv: HSV(hue: 0, saturation: 0, value: 0)),
    HSVCase(
      colour: RGBA(red: 255, green: 0, blue: 51), hsv: HSV(hue: 348, saturation: 1, value: 1)),
  ]

  @Test(arguments: hsvCases)
  func convertsSRGBToHSV(_ testCase: HSVCase) {
    let hsv = testCase.colour.hsv
    #expect(abs(hsv.hue - testCase.hsv.hue) < 1e-9, "\(hsv)")
    #expect(abs(hsv.saturation - testCase.hsv.saturation) < 1e-9, "\(hsv)")
    #expect(abs(hsv.value - testCase.hsv.value) < 1e-9, "\(hsv)")
    #expect(RGBA(hsv: testCase.hsv) == testCase.colour)
  }

  @Test func hsvRoundTripsEveryGridColour() {
    for colour in Self.grid {
      let hsv = colour.hsv
      #expect(hsv.hue >= 0 && hsv.hue < 360)
      #expect(RGBA(hsv: hsv) == colour, "\(colour) via \(hsv)")
    }
  }

  @Test func hsvWrapsHueAndClampsFractions() {
    let blue = RGBA(red: 0, green: 0, blue: 255)
    #expect(RGBA(hsv: HSV(hue: -120, saturation: 1, value: 1)) == blue)
    #expect(RGBA(hsv: HSV(hue: 600, saturation: 1, value: 1)) == blue)
    #expect(RGBA(hsv: HSV(hue: 0, saturation: 3, value: 9)) == RGBA(red: 255, green: 0, blue: 0))
    #expect(RGBA(hsv: HSV(hue: .nan, saturation: .nan, value: 1)) == .white)
    #expect(RGBA(hsv: HSV(hue: 0, saturation: 0, value: 1), alpha: 9).alpha == 9)
  }

  @Test func lumaUsesRec601Weights() {
    #expect(RGBA.white.luma == 1)
    #expect(RGBA.black.luma == 0)
    #expect(abs(RGBA(red: 0, green: 255, blue: 0).luma - 0.587) < 1e-12)
    for colour in Self.grid {
      #expect(abs(Double(colour.lumaByte) - colour.luma * 255) <= 1, "\(colour)")
    }
    #expect(RGBA.white.lumaByte == 255)
  }

  @Test func relativeLuminanceUsesLinearRec709() {
    #expect(RGBA.white.relativeLuminance == 1)
    #expect(RGBA.black.relativeLuminance == 0)
    #expect(abs(RGBA(red: 255, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-12)
    // sRGB 128 is 21.6% linear light, not 50%.
    #expect(abs(RGBA(red: 128, green: 128, blue: 128).relativeLuminance - 0.21586) < 1e-4)
  }

  @Test func contrastPicksReadableColour() {
    #expect(abs(RGBA.black.contrastRatio(with: .white) - 21) < 1e-9)
    #expect(RGBA(red: 250, green: 220, blue: 60).contrastingColour == .black)
    #expect(RGBA(red: 70, green: 35, blue: 20).contrastingColour == .white)
  }

  @Test func mixedInterpolatesAllChannels() {
    let a = RGBA(red: 0, green: 100, blue: 255, alpha: 0)
    let b = RGBA(red: 255, green: 200, blue: 55, alpha: 255)
    #expect(a.mixed(with: b, fraction: 0) == a)
    #expect(a.mixed(with: b, fraction: 1) == b)
    #expect(a.mixed(with: b, fraction: 0.5) == RGBA(red: 128, green: 150, blue: 155, alpha: 128))
    #expect(a.mixed(with: b, fraction: -2) == a)
    #expect(a.mixed(with: b, fraction: 7) == b)
  }

  @Test func compositedFollowsSourceOver() {
    let halfRed = RGBA(red: 255, green: 0, blue: 0, alpha: 128)
    #expect(halfRed.composited(over: .white) == RGBA(red: 255, green: 127, blue: 127))
    #expect(halfRed.composited(over: .clear) == halfRed)
    #expect(RGBA.clear.composited(over: .white) == .white)
    #expect(RGBA.black.composited(over: halfRed) == .black)
    // Half white over half black: alpha 1 - 0.5*0.5 = 0.75, colour (0.5 * 255) / 0.75 = 170.
    let over = RGBA.white.withAlpha(128).composited(over: RGBA.black.withAlpha(128))
    #expect(over == RGBA(red: 170, green: 170, blue: 170, alpha: 192))
  }

  @Test func withOpacityScalesAlpha() {
    #expect(RGBA.white.withOpacity(0.5).alpha == 128)
    #expect(RGBA.white.withAlpha(100).withOpacity(0.5).alpha == 50)
    #expect(RGBA.white.withOpacity(3) == .white)
    #expect(RGBA.white.withOpacity(.nan).alpha == 0)
  }
}
