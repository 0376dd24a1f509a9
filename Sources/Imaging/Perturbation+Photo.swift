/// The photographed perturbations (`Perturbation.photographic`): how each takes its photo of
/// the screen, and the photo.
extension Perturbation {
  /// How a photographed perturbation takes its photo (`photographed(_:_:seed:)`).
  struct PhotoSetting {
    /// The screen's scale in the photo (1: as large as the screenshot).
    var scale = 1.0
    /// The top side's shortening, as a share of the width.
    var topShortening: Double
    /// The left side's shortening, as a share of the height.
    var leftShortening = 0.0
    /// The bezel around the screen, as a share of its shorter side (0: none), and the desk
    /// around the bezel, as a share of the bezelled screen's shorter side.
    var bezel = 0.0
    var desk = 0.0
    /// The rotation, in degrees clockwise.
    var degrees: Double
    /// The blur's standard deviation, in pixels.
    var blur: Double
    /// The noise's standard deviation, in 8-bit levels.
    var noise: Double
    /// Linear light times this at the centre (exposure), per channel (red, green, blue).
    var exposure: (red: Double, green: Double, blue: Double) = (1, 1, 1)
    /// The share of linear light lost in the corners (the vignette).
    var vignette: Double
    /// The glare spot's centre, as shares of the width and height, or nil for none.
    var glare: (x: Double, y: Double)?

    /// `photo`: the first of the set, unchanged since it was introduced.
    static let standard = PhotoSetting(
      topShortening: 0.05, degrees: 3, blur: 1, noise: 4, vignette: 0.3, glare: (0.68, 0.32))
    /// `photo-dim`.
    static let dim = PhotoSetting(
      topShortening: 0.06, degrees: -5, blur: 0.8, noise: 7, exposure: (0.7, 0.7, 0.7),
      vignette: 0.45, glare: nil)
    /// `photo-far`.
    static let far = PhotoSetting(
      scale: 0.6, topShortening: 0.04, degrees: 2, blur: 1.4, noise: 6, vignette: 0.35,
      glare: (0.3, 0.75))
    /// `photo-tilted`.
    static let tilted = PhotoSetting(
      topShortening: 0.1, degrees: 6, blur: 1, noise: 5, vignette: 0.4, glare: (0.3, 0.3))
    /// `photo-warm`.
    static let warm = PhotoSetting(
      topShortening: 0.05, degrees: -4, blur: 1.2, noise: 5, exposure: (1.15, 1, 0.8),
      vignette: 0.35, glare: nil)
    /// `photo-vignette`.
    static let vignette = PhotoSetting(
      topShortening: 0.05, degrees: 3, blur: 1.2, noise: 10, vignette: 0.65, glare: nil)
    /// `photo-oblique`.
    static let oblique = PhotoSetting(
      topShortening: 0.08, leftShortening: 0.06, degrees: 4, blur: 1, noise: 5, vignette: 0.35,
      glare: (0.7, 0.3))
    /// `photo-warm-jpeg60` (the JPEG compression is `jpegQuality`'s).
    static let warmJPEG = PhotoSetting(
      topShortening: 0.05, degrees: -3, blur: 1, noise: 5, exposure: (1.2, 1, 0.75),
      vignette: 0.35, glare: nil)
    /// `photo-bezel`.
    static let bezel = PhotoSetting(
      topShortening: 0.06, bezel: 0.03, desk: 0.1, degrees: 5, blur: 1, noise: 5,
      vignette: 0.4, glare: (0.3, 0.3))
  }

  /// A photographed perturbation: scale, perspective, rotation, blur, noise, exposure, vignette
  /// and glare, as `setting` says.
  static func photographed(_ image: RGBAImage, _ setting: PhotoSetting, seed: UInt64)
    -> RGBAImage
  {
    let sized = setting.scale == 1 ? image : image.scaled(by: setting.scale)
    let phone = framed(
      framed(sized, by: setting.bezel, in: bezelColour), by: setting.desk, in: deskColour)
    let shaped = rotated(
      foreshortened(
        phone, topShortening: setting.topShortening, leftShortening: setting.leftShortening),
      degrees: setting.degrees)
    var result = addNoise(
      shaped.gaussianBlurred(sigma: setting.blur), sigma: setting.noise, seed: seed)
    let w = Double(result.width)
    let h = Double(result.height)
    let halfDiagonalSquared = (w * w + h * h) / 4
    let glare = setting.glare.map { ImagePoint(x: w * $0.x, y: h * $0.y) }
    let glareRadius = 0.25 * Swift.min(w, h)
    let linear = SRGBTransfer.linearOfByte
    let exposure = setting.exposure
    for y in 0..<result.height {
      for x in 0..<result.width {
        let dx = Double(x) + 0.5 - w / 2
        let dy = Double(y) + 0.5 - h / 2
        let gain = 1 - setting.vignette * (dx * dx + dy * dy) / halfDiagonalSquared
        var shine = 0.0
        if let glare {
          let gx = (Double(x) + 0.5 - glare.x) / glareRadius
          let gy = (Double(y) + 0.5 - glare.y) / glareRadius
          let near = Swift.max(0, 1 - gx * gx - gy * gy)
          shine = 0.3 * near * near
        }
        var pixel = result[x, y]
        @inline(__always) func lit(_ value: UInt8, _ channelGain: Double) -> UInt8 {
          let dimmed = SRGBTransfer.encode(Swift.min(1, linear[Int(value)] * gain * channelGain))
          return ImagingMath.byte((dimmed + (1 - dimmed) * shine) * 255)
        }
        pixel.red = lit(pixel.red, exposure.red)
        pixel.green = lit(pixel.green, exposure.green)
        pixel.blue = lit(pixel.blue, exposure.blue)
        result[x, y] = pixel
      }
    }
    return result
  }

  /// A phone's bezel (`photo-bezel`).
  package static let bezelColour = RGBA(red: 12, green: 12, blue: 14)
  /// A desk a phone lies on (`photo-bezel`).
  package static let deskColour = RGBA(red: 118, green: 106, blue: 94)

  /// `image` in a border of `colour` whose width is `share` of its shorter side (`image` itself
  /// for 0).
  package static func framed(_ image: RGBAImage, by share: Double, in colour: RGBA) -> RGBAImage {
    let border = Int((share * Double(Swift.min(image.width, image.height))).rounded())
    guard border > 0 else { return image }
    var result = RGBAImage(
      width: image.width + 2 * border, height: image.height + 2 * border, fill: colour)
    for y in 0..<image.height {
      for x in 0..<image.width { result[x + border, y + border] = image[x, y] }
    }
    return result
  }
}
