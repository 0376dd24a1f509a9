import Imaging

/// Small synthetic images and pixel comparisons shared by the codec tests.
enum TestImages {
  /// A `width` x `height` screenshot-like image: flat panels, a gradient band, a few hard
  /// edges and deterministic noise; alpha varies when `alpha` is true.
  static func screenshotLike(width: Int, height: Int, alpha: Bool = false) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: .black)
    var seed: UInt32 = 0x1234_5678
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        let noise = Int(seed >> 29)  // 0-7
        let panel = (x * 3 / width + y * 4 / height) % 3
        let base: (Int, Int, Int) =
          switch panel {
          case 0: (200, 150, 90)
          case 1: (60, 40, 30)
          default: (x * 255 / max(1, width - 1), y * 255 / max(1, height - 1), 128)
          }
        let a = alpha ? UInt8((x + y) * 255 / max(1, width + height - 2)) : 255
        image[x, y] = RGBA(
          red: UInt8(min(255, base.0 + noise)), green: UInt8(min(255, base.1 + noise)),
          blue: UInt8(min(255, base.2 + noise)), alpha: a)
      }
    }
    return image
  }

  /// The mean absolute difference per channel (R, G, B only, or with alpha).
  static func meanAbsoluteError(_ a: RGBAImage, _ b: RGBAImage, includingAlpha: Bool = false)
    -> Double
  {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0
    for (p, q) in zip(a.pixels, b.pixels) {
      total +=
        abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green))
        + abs(Int(p.blue) - Int(q.blue))
      if includingAlpha { total += abs(Int(p.alpha) - Int(q.alpha)) }
    }
    return Double(total) / Double(a.pixels.count * (includingAlpha ? 4 : 3))
  }

  /// The mean absolute difference per channel of premultiplied colours plus alpha: what a
  /// viewer sees (colour under a fully transparent pixel does not count).
  static func visibleError(_ a: RGBAImage, _ b: RGBAImage) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0.0
    for (p, q) in zip(a.pixels, b.pixels) {
      let pa = Double(p.alpha) / 255
      let qa = Double(q.alpha) / 255
      total += abs(Double(p.red) * pa - Double(q.red) * qa)
      total += abs(Double(p.green) * pa - Double(q.green) * qa)
      total += abs(Double(p.blue) * pa - Double(q.blue) * qa)
      total += abs(Double(p.alpha) - Double(q.alpha))
    }
    return total / Double(a.pixels.count * 4)
  }

  /// The image with every pixel made opaque.
  static func opaque(_ image: RGBAImage) -> RGBAImage {
    RGBAImage(
      width: image.width, height: image.height,
      pixels: image.pixels.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue) })
  }
}
