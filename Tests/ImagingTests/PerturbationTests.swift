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
    // (Blurring, halving and every change of shape mix or move pixels, alpha included.)
    if Perturbation.photometric.contains(perturbation) && perturbation != .halfJPEG35
      && perturbation != .blur
    {
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

  @Test func geometricNamesAreStableAndStandardIsBothSets() throws {
    #expect(
      Perturbation.geometric.map(\.description) == [
        "rotate+2", "rotate-4", "rotate+8", "rotate-10", "perspective-5", "perspective-8",
        "turn90", "turn180", "turn270", "photo",
      ])
    #expect(
      try Perturbation.parseList("standard") == Perturbation.photometric + Perturbation.geometric)
    #expect(
      Set(
        Perturbation.photometric + Perturbation.geometric + Perturbation.photographic
          + [.unchanged]
      ).count == Perturbation.allCases.count)
  }

  @Test func photographicNamesAreStableAndPhotoIsUnchanged() throws {
    #expect(
      Perturbation.photographic.map(\.description) == [
        "photo", "photo-dim", "photo-far", "photo-tilted", "photo-warm", "photo-vignette",
        "photo-oblique", "photo-warm-jpeg60", "photo-bezel",
      ])
    #expect(try Perturbation.parseList("photographic") == Perturbation.photographic)
    // Each photo differs from the others, and photo-far makes the screen smaller.
    let photos = Perturbation.photographic.map { $0.apply(to: Self.patch, seed: 3) }
    #expect(Set(photos.map(\.pixels)).count == photos.count)
    let far = Perturbation.photoFar.apply(to: Self.patch, seed: 3)
    #expect(far.width < Perturbation.photo.apply(to: Self.patch, seed: 3).width)
  }

  /// The harsher photos: the whole phone on a desk holds the screen in a black bezel inside a
  /// wider picture; the warm one is saved as JPEG 60; the oblique one leans both ways.
  @Test func theHarsherPhotosAreWhatTheirNamesSay() throws {
    #expect(Perturbation.photoWarmJPEG60.jpegQuality == 60)
    #expect(Perturbation.photoBezel.jpegQuality == nil)
    let plain = RGBAImage(width: 100, height: 100, fill: RGBA(red: 200, green: 200, blue: 200))
    let framed = Perturbation.framed(plain, by: 0.03, in: Perturbation.bezelColour)
    #expect(framed.width == 106 && framed.height == 106)
    #expect(framed[0, 0] == Perturbation.bezelColour && framed[3, 3] == plain[0, 0])
    #expect(Perturbation.framed(plain, by: 0, in: Perturbation.bezelColour) == plain)
    let phone = Perturbation.photoBezel.apply(to: plain, seed: 3)
    #expect(phone.width > Perturbation.photo.apply(to: plain, seed: 3).width)
    // Off-axis both ways: the top side and the left side come out shorter than the others.
    let back = try #require(
      Perturbation.foreshortening(
        of: PixelSize(width: 100, height: 100), topShortening: 0.08, leftShortening: 0.06))
    let forward = try #require(back.inverse)
    let corners = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].map {
      forward.apply(ImagePoint(x: $0.0, y: $0.1))
    }
    // (The top side spans 92% of the width, the left side 94% of the height, the right side
    // all of it.)
    #expect(abs(corners[1].x - corners[0].x - 92) < 0.01)
    #expect(abs(corners[3].y - corners[0].y - 94) < 0.01)
    #expect(abs(corners[2].y - corners[1].y - 100) < 0.01)
  }

  /// A 40x20 image: dark grey, with a white 10x10 square at its centre.
  static let patch: RGBAImage = {
    var image = RGBAImage(width: 40, height: 20, fill: RGBA(red: 90, green: 90, blue: 90))
    for y in 5..<15 { for x in 15..<25 { image[x, y] = RGBA(red: 255, green: 255, blue: 255) } }
    return image
  }()

  @Test func rotationGrowsTheCanvasKeepsTheCentreAndFillsTheCorners() {
    let rotated = Perturbation.rotateMinus10.apply(to: Self.patch)
    // 40 cos 10 + 20 sin 10 = 42.9; 40 sin 10 + 20 cos 10 = 26.6.
    #expect(rotated.width == 43 && rotated.height == 27)
    #expect(rotated[21, 13] == RGBA(red: 255, green: 255, blue: 255))
    #expect(rotated[0, 0] == Perturbation.geometricFill)
    #expect(rotated[42, 26] == Perturbation.geometricFill)
    // Counter-clockwise: the left end of the top edge is lower than the right end, so the
    // top-right corner region still shows the image while the top-left one is fill.
    #expect(rotated[38, 2] == RGBA(red: 90, green: 90, blue: 90))
    #expect(rotated[4, 2] == Perturbation.geometricFill)
  }

  @Test func aQuarterTurnIsTheOrientedImage() {
    #expect(Perturbation.turn90.apply(to: Self.patch) == Self.patch.rotatedClockwise())
    #expect(Perturbation.turn180.apply(to: Self.patch) == Self.patch.rotated180())
    #expect(Perturbation.turn270.apply(to: Self.patch) == Self.patch.rotatedCounterClockwise())
  }

  @Test func perspectiveShortensTheTopAndKeepsTheBottom() {
    let image = RGBAImage(width: 100, height: 50, fill: RGBA(red: 200, green: 10, blue: 10))
    let shortened = Perturbation.perspective8.apply(to: image)
    #expect(shortened.size == image.size)
    // The top corners move inwards by 4 px each; the bottom row is untouched.
    #expect(shortened[2, 0] == Perturbation.geometricFill)
    #expect(shortened[97, 0] == Perturbation.geometricFill)
    #expect(shortened[6, 0] == image[6, 0])
    #expect((0..<100).allSatisfy { shortened[$0, 49] == image[$0, 49] })
  }

  @Test func photoIsSeededAndChangesShapeAndLight() {
    let a = Perturbation.photo.apply(to: Self.patch, seed: 7)
    #expect(a == Perturbation.photo.apply(to: Self.patch, seed: 7))
    #expect(a != Perturbation.photo.apply(to: Self.patch, seed: 8))
    #expect(a.width > Self.patch.width)
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
    #expect(
      message.contains("photometric, geometric, standard, photographic, none, darker, brighter"))
  }
}
