import Imaging
import Testing

@Suite("Perturbation")
struct PerturbationTests {
  /// A 5x1 grey ramp: 0, 64, 128, 200, 255.
  static let ramp = RGBAImage(
    width: 5, height: 1,
    pixels: [0, 64, 128, 200, 255].map { RGBA(red: $0, green: $0, blue: $0) })

  /// Coloured pixels (wood, board brown, prisoner red) and a grey, half transparent.
  static let colours = RGBAImage(
    width: 4, height: 1,
    pixels: [
      RGBA(red: 230, green: 180, blue: 110), RGBA(red: 90, green: 55, blue: 30),
      RGBA(red: 200, green: 40, blue: 35), RGBA(red: 120, green: 120, blue: 120, alpha: 128),
    ])

  static func reds(_ image: RGBAImage) -> [UInt8] { image.pixels.map(\.red) }

  @Test func darkerScalesLinearLightByFourFifths() {
    let darker = Perturbation.darker.apply(to: Self.ramp)
    #expect(Self.reds(darker) == [0, 57, 115, 181, 231])
    #expect(darker.pixels.allSatisfy { $0.red == $0.green && $0.green == $0.blue })
  }

  @Test func brighterClipsAtWhite() {
    #expect(Self.reds(Perturbation.brighter.apply(to: Self.ramp)) == [0, 70, 139, 217, 255])
  }

  @Test func gammaKeepsBlackAndWhiteAndMovesMidTones() {
    #expect(Self.reds(Perturbation.lighterGamma.apply(to: Self.ramp)) == [0, 84, 147, 210, 255])
    #expect(Self.reds(Perturbation.darkerGamma.apply(to: Self.ramp)) == [0, 45, 108, 188, 255])
  }

  @Test(arguments: [Perturbation.hueMinus4, .huePlus4, .desaturated])
  func hueAndSaturationKeepGreys(_ perturbation: Perturbation) {
    #expect(perturbation.apply(to: Self.ramp) == Self.ramp)
  }

  @Test func hueRotationMovesTheHueByFourDegrees() {
    let original = Self.colours.pixels[0].hsv.hue
    let plus = Perturbation.huePlus4.apply(to: Self.colours).pixels[0].hsv.hue
    let minus = Perturbation.hueMinus4.apply(to: Self.colours).pixels[0].hsv.hue
    #expect(abs(plus - original - 4) < 0.6)
    #expect(abs(original - minus - 4) < 0.6)
  }

  @Test func desaturationTakesAQuarterOfTheSaturation() {
    let before = Self.colours.pixels[2].hsv.saturation
    let after = Perturbation.desaturated.apply(to: Self.colours).pixels[2].hsv.saturation
    #expect(abs(after - before * 0.75) < 0.01)
  }

  @Test func warmAndCoolShiftRedAgainstBlue() {
    let warm = Perturbation.warm.apply(to: Self.ramp).pixels[2]
    let cool = Perturbation.cool.apply(to: Self.ramp).pixels[2]
    #expect(warm == RGBA(red: 135, green: 128, blue: 121))
    #expect(cool == RGBA(red: 121, green: 128, blue: 135))
  }

  @Test(arguments: Perturbation.allCases)
  func alphaIsKeptAndResultsRepeat(_ perturbation: Perturbation) {
    let once = perturbation.apply(to: Self.colours)
    #expect(once == perturbation.apply(to: Self.colours))
    if perturbation != .halfJPEG35 && perturbation != .blur {
      #expect(once.pixels.map(\.alpha) == Self.colours.pixels.map(\.alpha))
    }
  }

  @Test func noiseDependsOnlyOnTheSeed() {
    let flat = RGBAImage(width: 16, height: 16, fill: RGBA(red: 128, green: 128, blue: 128))
    let first = Perturbation.noise.apply(to: flat, seed: 7)
    #expect(first == Perturbation.noise.apply(to: flat, seed: 7))
    #expect(first != Perturbation.noise.apply(to: flat, seed: 8))
    let values = first.pixels.flatMap { [Double($0.red), Double($0.green), Double($0.blue)] }
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
    #expect(abs(mean - 128) < 1.5)
    #expect(abs(variance.squareRoot() - 6) < 1)
  }

  @Test func blurSpreadsAnEdgeAndHalfJPEGHalvesTheSize() {
    var edge = RGBAImage(width: 8, height: 8, fill: .black)
    for y in 0..<8 { for x in 4..<8 { edge[x, y] = .white } }
    let blurred = Perturbation.blur.apply(to: edge)
    #expect(blurred[3, 4].red > 0 && blurred[4, 4].red < 255)
    let half = Perturbation.halfJPEG35.apply(to: edge)
    #expect(half.width == 4 && half.height == 4)
    #expect(Perturbation.halfJPEG35.jpegQuality == 35)
    #expect(Perturbation.blur.jpegQuality == nil)
  }

  @Test func noneIsTheImageItself() {
    #expect(Perturbation.unchanged.apply(to: Self.colours) == Self.colours)
  }

  @Test func namesAreStable() {
    #expect(
      Perturbation.photometric.map(\.description) == [
        "darker", "brighter", "gamma-0.8", "gamma-1.25", "hue-4", "hue+4", "saturation-75",
        "warm", "cool", "blur", "noise", "half-jpeg35",
      ])
  }

  @Test func parsesSetsAndListsWithoutRepeats() throws {
    #expect(try Perturbation.parseList("photometric") == Perturbation.photometric)
    #expect(try Perturbation.parseList("darker, blur,darker") == [.darker, .blur])
    #expect(try Perturbation.parseList("hue+4,photometric").count == 12)
  }

  @Test func rejectsAnUnknownNameListingTheKnownOnes() {
    #expect(
      throws: ImagingError.unknownPerturbation(name: "sepia", known: Perturbation.knownNames)
    ) {
      try Perturbation.parseList("darker,sepia")
    }
    let message = ImagingError.unknownPerturbation(name: "sepia", known: Perturbation.knownNames)
      .description
    #expect(message.hasPrefix("unknown perturbation 'sepia'; use a comma-separated list of: "))
    #expect(message.contains("photometric, none, darker, brighter"))
  }
}
