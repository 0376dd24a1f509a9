/// A fixed, deterministic change to a screenshot's light, colour or sharpness, for measuring how
/// a reading survives it (`unblocker regress --perturb`).
///
/// Each case has a stable name (its raw value, used on the command line and in reports) and a
/// fixed strength, so results compare across runs. Light and colour-balance changes work in
/// linear light (the sRGB transfer function decoded, scaled, encoded again), as a camera's
/// exposure or white balance would; gamma, hue and saturation work on the gamma-encoded values
/// (hue and saturation in the HSV hexcone model). Alpha is never changed.
public enum Perturbation: String, CaseIterable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The image as it is (named `none`).
  case unchanged = "none"
  /// Linear light times 0.8 (about a third of a stop darker).
  case darker
  /// Linear light times 1.2, clipped at white.
  case brighter
  /// Each encoded value `v` (0-1) becomes `v^0.8`: lighter mid-tones, black and white kept.
  case lighterGamma = "gamma-0.8"
  /// Each encoded value `v` (0-1) becomes `v^1.25`: darker mid-tones, black and white kept.
  case darkerGamma = "gamma-1.25"
  /// Hue rotated by -4 degrees (towards red from yellow); greys stay grey.
  case hueMinus4 = "hue-4"
  /// Hue rotated by +4 degrees; greys stay grey.
  case huePlus4 = "hue+4"
  /// Saturation reduced to 75%; greys stay grey.
  case desaturated = "saturation-75"
  /// A warm cast: linear red times 1.12, linear blue times 0.88.
  case warm
  /// A cool cast: linear red times 0.88, linear blue times 1.12.
  case cool
  /// Gaussian blur of standard deviation 1.5 pixels.
  case blur
  /// Seeded Gaussian noise of standard deviation 6 levels on each colour channel.
  case noise
  /// Half size (area averaging), then a JPEG round trip at quality 35. `apply(to:)` does the
  /// halving; the caller's codec does the round trip (`jpegQuality`).
  case halfJPEG35 = "half-jpeg35"
  /// Rotated by 2 degrees clockwise about the centre, on a canvas grown to hold the whole
  /// image, the corners filled with `geometricFill`.
  case rotatePlus2 = "rotate+2"
  /// Rotated by 4 degrees counter-clockwise (as `rotate+2`).
  case rotateMinus4 = "rotate-4"
  /// Rotated by 8 degrees clockwise (as `rotate+2`).
  case rotatePlus8 = "rotate+8"
  /// Rotated by 10 degrees counter-clockwise (as `rotate+2`).
  case rotateMinus10 = "rotate-10"
  /// A photo taken from below: the top side shortened by 5% (its corners moved inwards by
  /// 2.5% of the width each), the bottom side kept.
  case perspective5 = "perspective-5"
  /// As `perspective-5`, the top side shortened by 8%.
  case perspective8 = "perspective-8"
  /// Turned a quarter clockwise (a portrait screenshot saved sideways, no EXIF tag).
  case turn90
  /// Turned upside down.
  case turn180
  /// Turned a quarter counter-clockwise.
  case turn270
  /// A phone photo of the screen: the top side shortened by 5%, rotated by 3 degrees, blurred
  /// (standard deviation 1 pixel), seeded noise of 4 levels, a vignette (linear light down to
  /// 70% in the corners) and a soft glare spot up and to the right of the centre.
  case photo
  /// A photo in dim light: exposure at 70%, the top side shortened by 6%, rotated by 5 degrees
  /// counter-clockwise, noise of 7 levels, blur 0.8 pixel, a deeper vignette (55% in the
  /// corners) and no glare.
  case photoDim = "photo-dim"
  /// A photo from further away: the screen at 60% of its size, the top side shortened by 4%,
  /// rotated by 2 degrees, blur 1.4 pixels, noise of 6 levels, vignette to 65%, glare low left.
  case photoFar = "photo-far"
  /// A photo taken well off-axis: the top side shortened by 10%, rotated by 6 degrees, blur 1
  /// pixel, noise of 5 levels, vignette to 60%, glare up and to the left.
  case photoTilted = "photo-tilted"
  /// A photo under warm indoor light: a warm cast (linear red times 1.15, blue times 0.8), the
  /// top side shortened by 5%, rotated by 4 degrees counter-clockwise, blur 1.2 pixels, noise of
  /// 5 levels, vignette to 65%.
  case photoWarm = "photo-warm"
  /// A photo with a strong vignette and much sensor noise: the top side shortened by 5%,
  /// rotated by 3 degrees, blur 1.2 pixels, noise of 10 levels, the corners down to 35% of the
  /// light, no glare.
  case photoVignette = "photo-vignette"
  /// A photo taken off-axis both ways: the top side shortened by 8% and the left by 6%, rotated
  /// by 4 degrees, blur 1 pixel, noise of 5 levels, vignette to 65%, glare up and to the right.
  case photoOblique = "photo-oblique"
  /// A photo under warm light saved as JPEG at quality 60: linear red times 1.2 and blue times
  /// 0.75, the top side shortened by 5%, rotated by 3 degrees counter-clockwise, blur 1 pixel,
  /// noise of 5 levels, vignette to 65%.
  case photoWarmJPEG60 = "photo-warm-jpeg60"
  /// A photo of the whole phone on a desk: the screenshot in a black bezel (3% of its shorter
  /// side) on a grey-brown desk (10% around it), the top side shortened by 6%, rotated by 5
  /// degrees, blur 1 pixel, noise of 5 levels, vignette to 60%, glare up and to the left.
  case photoBezel = "photo-bezel"

  /// The stable name (`darker`, `gamma-0.8`, `half-jpeg35`).
  public var description: String { rawValue }

  /// The twelve changes of light, colour, sharpness and compression.
  public static let photometric: [Perturbation] = [
    .darker, .brighter, .lighterGamma, .darkerGamma, .hueMinus4, .huePlus4, .desaturated, .warm,
    .cool, .blur, .noise, .halfJPEG35,
  ]

  /// The ten changes of shape: rotations, perspectives, quarter turns and the photo.
  public static let geometric: [Perturbation] = [
    .rotatePlus2, .rotateMinus4, .rotatePlus8, .rotateMinus10, .perspective5, .perspective8,
    .turn90, .turn180, .turn270, .photo,
  ]

  /// Nine photos of a screen, each shape, blur, noise and light changed together: `photo` and
  /// four others in other light, distance and angle, then four harsher ones (a strong vignette
  /// with much noise, off-axis both ways, a warm cast saved as JPEG 60, the whole phone on a
  /// desk). Not part of `standard`.
  public static let photographic: [Perturbation] = [
    .photo, .photoDim, .photoFar, .photoTilted, .photoWarm, .photoVignette, .photoOblique,
    .photoWarmJPEG60, .photoBezel,
  ]

  /// The named sets accepted by `parseList(_:)`, by name.
  public static let sets: [(name: String, members: [Perturbation])] = [
    ("photometric", photometric), ("geometric", geometric), ("standard", photometric + geometric),
    ("photographic", photographic),
  ]

  /// The colour of the background a rotation or perspective uncovers (a dark desk).
  public static let geometricFill = RGBA(red: 24, green: 24, blue: 26)

  /// The seed of `noise` unless another is given: the same image always gets the same noise.
  public static let defaultSeed: UInt64 = 0x5EED_0F_0015E

  /// The standard deviation of `noise`, in 8-bit levels.
  public static let noiseSigma = 6.0
  /// The standard deviation of `blur`, in pixels.
  public static let blurSigma = 1.5

  /// The JPEG quality of the round trip that follows `apply(to:)`, or nil when there is none.
  public var jpegQuality: Int? {
    switch self {
    case .halfJPEG35: 35
    case .photoWarmJPEG60: 60
    default: nil
    }
  }

  /// Reads a comma-separated list of perturbation names and set names (`photometric`,
  /// `darker,blur`), in order, without repeats.
  ///
  /// - Parameter text: the list, as given to `--perturb`.
  /// - Returns: the perturbations, each once (`none` included only when named).
  /// - Throws: `ImagingError.unknownPerturbation` naming the first unknown entry and every
  ///   accepted name.
  public static func parseList(_ text: String) throws(ImagingError) -> [Perturbation] {
    var list: [Perturbation] = []
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces
    }
    for name in names {
      if let set = sets.first(where: { $0.name == name }) {
        list += set.members
      } else if let single = Perturbation(rawValue: name) {
        list.append(single)
      } else {
        throw .unknownPerturbation(name: name, known: knownNames)
      }
    }
    var seen = Set<Perturbation>()
    return list.filter { seen.insert($0).inserted }
  }

  /// Every name `parseList(_:)` accepts: the sets, then each perturbation.
  public static var knownNames: [String] {
    sets.map(\.name) + allCases.map(\.rawValue)
  }

  /// The perturbed image (for `halfJPEG35` and `photoWarmJPEG60` all but the compression: a
  /// codec then applies `jpegQuality`).
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - seed: the seed of `noise` (other cases ignore it).
  /// - Returns: the changed image; `none` returns `image` itself.
  public func apply(to image: RGBAImage, seed: UInt64 = Perturbation.defaultSeed) -> RGBAImage {
    switch self {
    case .unchanged: return image
    case .darker: return Self.mapChannels(image, Self.linearGains(0.8, 0.8, 0.8))
    case .brighter: return Self.mapChannels(image, Self.linearGains(1.2, 1.2, 1.2))
    case .lighterGamma: return Self.mapChannels(image, Self.gammaTables(fourFifths: true))
    case .darkerGamma: return Self.mapChannels(image, Self.gammaTables(fourFifths: false))
    case .hueMinus4: return Self.mapHSV(image) { $0.hue -= 4 }
    case .huePlus4: return Self.mapHSV(image) { $0.hue += 4 }
    case .desaturated: return Self.mapHSV(image) { $0.saturation *= 0.75 }
    case .warm: return Self.mapChannels(image, Self.linearGains(1.12, 1, 0.88))
    case .cool: return Self.mapChannels(image, Self.linearGains(0.88, 1, 1.12))
    case .blur: return image.gaussianBlurred(sigma: Self.blurSigma)
    case .noise: return Self.addNoise(image, sigma: Self.noiseSigma, seed: seed)
    case .halfJPEG35: return image.scaled(by: 0.5)
    case .rotatePlus2: return Self.rotated(image, degrees: 2)
    case .rotateMinus4: return Self.rotated(image, degrees: -4)
    case .rotatePlus8: return Self.rotated(image, degrees: 8)
    case .rotateMinus10: return Self.rotated(image, degrees: -10)
    case .perspective5: return Self.foreshortened(image, topShortening: 0.05)
    case .perspective8: return Self.foreshortened(image, topShortening: 0.08)
    case .turn90: return image.rotatedClockwise()
    case .turn180: return image.rotated180()
    case .turn270: return image.rotatedCounterClockwise()
    case .photo: return Self.photographed(image, PhotoSetting.standard, seed: seed)
    case .photoDim: return Self.photographed(image, PhotoSetting.dim, seed: seed)
    case .photoFar: return Self.photographed(image, PhotoSetting.far, seed: seed)
    case .photoTilted: return Self.photographed(image, PhotoSetting.tilted, seed: seed)
    case .photoWarm: return Self.photographed(image, PhotoSetting.warm, seed: seed)
    case .photoVignette: return Self.photographed(image, PhotoSetting.vignette, seed: seed)
    case .photoOblique: return Self.photographed(image, PhotoSetting.oblique, seed: seed)
    case .photoWarmJPEG60: return Self.photographed(image, PhotoSetting.warmJPEG, seed: seed)
    case .photoBezel: return Self.photographed(image, PhotoSetting.bezel, seed: seed)
    }
  }

  /// The image rotated by `degrees` (clockwise on screen) about its centre, on a canvas just
  /// large enough to hold it, the uncovered corners in `geometricFill`.
  package static func rotated(_ image: RGBAImage, degrees: Double) -> RGBAImage {
    let (size, back) = rotation(of: image.size, degrees: degrees)
    return image.warped(
      width: size.width, height: size.height, sourceOf: back, fill: geometricFill)
  }

  /// The canvas of an image of `size` rotated by `degrees` about its centre, and the map from
  /// the canvas back to the image.
  package static func rotation(
    of size: PixelSize, degrees: Double
  ) -> (size: PixelSize, sourceOf: Homography) {
    let (sine, cosine) = ImagingMath.sineCosine(degrees: degrees)
    let w = Double(size.width)
    let h = Double(size.height)
    // (Less a hair, so that a quarter turn's rounding error does not add a pixel.)
    let width = Int((abs(cosine) * w + abs(sine) * h - 1e-6).rounded(.up))
    let height = Int((abs(sine) * w + abs(cosine) * h - 1e-6).rounded(.up))
    // Result pixel -> its centre rotated back about the result's centre -> the source.
    let back = Homography.rotation(
      degrees: -degrees, about: ImagePoint(x: Double(width) / 2, y: Double(height) / 2))
    let shift = Homography.affine(
      1, 0, (w - Double(width)) / 2, 0, 1, (h - Double(height)) / 2)
    return (PixelSize(width: width, height: height), shift.composed(after: back))
  }

  /// The image with its top side shortened by `topShortening` of the width (a photo taken
  /// from below the screen) and its left side by `leftShortening` of the height (from the
  /// right), same size, the uncovered corners in `geometricFill`.
  package static func foreshortened(
    _ image: RGBAImage, topShortening: Double, leftShortening: Double = 0
  ) -> RGBAImage {
    guard
      let back = foreshortening(
        of: image.size, topShortening: topShortening, leftShortening: leftShortening)
    else { return image }
    return image.warped(
      width: image.width, height: image.height, sourceOf: back, fill: geometricFill)
  }

  /// The map from an image of `size` with its top side shortened by `topShortening` of the
  /// width (and its left side by `leftShortening` of the height) back to the image (nil for a
  /// shortening that leaves no quadrilateral).
  package static func foreshortening(
    of size: PixelSize, topShortening: Double, leftShortening: Double = 0
  ) -> Homography? {
    let w = Double(size.width)
    let h = Double(size.height)
    let inset = w * topShortening / 2
    let drop = h * leftShortening / 2
    let corners = [
      ImagePoint(x: 0, y: 0), ImagePoint(x: w, y: 0), ImagePoint(x: w, y: h),
      ImagePoint(x: 0, y: h),
    ]
    let moved = [
      ImagePoint(x: inset, y: drop), ImagePoint(x: w - inset, y: 0), ImagePoint(x: w, y: h),
      ImagePoint(x: 0, y: h - drop),
    ]
    return Homography.mapping(moved, to: corners)
  }

  /// A lookup table per colour channel (red, green, blue).
  private typealias Tables = (red: [UInt8], green: [UInt8], blue: [UInt8])

  /// Tables multiplying linear light by a gain per channel.
  private static func linearGains(_ red: Double, _ green: Double, _ blue: Double) -> Tables {
    func table(_ gain: Double) -> [UInt8] {
      SRGBTransfer.linearOfByte.map { ImagingMath.byte(SRGBTransfer.encode($0 * gain) * 255) }
    }
    return (table(red), table(green), table(blue))
  }

  /// Tables raising each encoded value to the power 0.8 (`fourFifths`) or 1.25, computed
  /// without a maths library: `v^0.8` is the fifth root of `v^4`, `v^1.25` is `v * v^(1/4)`.
  private static func gammaTables(fourFifths: Bool) -> Tables {
    let table = (0..<256).map { level -> UInt8 in
      let v = Double(level) / 255
      let powered =
        fourFifths ? ImagingMath.fifthRoot(v * v * v * v) : v * v.squareRoot().squareRoot()
      return ImagingMath.byte(powered * 255)
    }
    return (table, table, table)
  }

  /// The image with each colour channel looked up in its table.
  private static func mapChannels(_ image: RGBAImage, _ tables: Tables) -> RGBAImage {
    var result = image
    for index in result.pixels.indices {
      let pixel = result.pixels[index]
      result.pixels[index] = RGBA(
        red: tables.red[Int(pixel.red)], green: tables.green[Int(pixel.green)],
        blue: tables.blue[Int(pixel.blue)], alpha: pixel.alpha)
    }
    return result
  }

  /// The image with each pixel's hue, saturation and value changed by `change`.
  private static func mapHSV(_ image: RGBAImage, _ change: (inout HSV) -> Void) -> RGBAImage {
    var result = image
    for index in result.pixels.indices {
      let pixel = result.pixels[index]
      var hsv = pixel.hsv
      change(&hsv)
      result.pixels[index] = RGBA(hsv: hsv, alpha: pixel.alpha)
    }
    return result
  }

  /// The image with seeded Gaussian noise of `sigma` levels added to each colour channel.
  static func addNoise(_ image: RGBAImage, sigma: Double, seed: UInt64) -> RGBAImage {
    var generator = SeededGenerator(seed: seed)
    var result = image
    for index in result.pixels.indices {
      var pixel = result.pixels[index]
      pixel.red = ImagingMath.byte(Double(pixel.red) + generator.nextGaussian() * sigma)
      pixel.green = ImagingMath.byte(Double(pixel.green) + generator.nextGaussian() * sigma)
      pixel.blue = ImagingMath.byte(Double(pixel.blue) + generator.nextGaussian() * sigma)
      result.pixels[index] = pixel
    }
    return result
  }
}

extension String {
  /// The string without leading and trailing spaces (Imaging does not use Foundation).
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " }),
      let last = scalars.lastIndex(where: { $0 != " " })
    else { return "" }
    return String(scalars[first...last])
  }
}
