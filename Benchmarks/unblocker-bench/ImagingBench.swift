import ArgumentParser
import FileGuard
import Imaging

/// `unblocker-bench imaging`: speed of resampling, colour conversion, drawing and blur.
struct ImagingBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "imaging",
    abstract: "Time Imaging operations on a 1080x1920 screenshot-sized image and a 4K image.")

  @Option(help: "How many times to repeat each measurement (the best run is reported).")
  var repeats = 5

  @Option(help: "Run only the measurements whose name contains this text.")
  var only: String?

  func run() {
    let phone = Self.texture(width: 1080, height: 1920)
    let uhd = Self.texture(width: 3840, height: 2160)
    var sink = 0

    report("resize 1080x1920 -> 270x480 (area)") {
      sink &+= phone.resized(width: 270, height: 480).pixels.count
    }
    report("resize 1080x1920 -> 540x960 (area, 2:1)") {
      sink &+= phone.resized(width: 540, height: 960).pixels.count
    }
    report("resize 1080x1920 -> 200x356 (area, non-integer)") {
      sink &+= phone.resized(width: 200, height: 356).pixels.count
    }
    report("resize 3840x2160 -> 1280x720 (area)") {
      sink &+= uhd.resized(width: 1280, height: 720).pixels.count
    }
    report("resize 1080x1920 -> 540x960 -> 1080x1920 (bilinear up)") {
      sink &+=
        phone.resized(width: 540, height: 960).resized(width: 1080, height: 1920).pixels.count
    }
    report("oriented(.rotate90Clockwise) 3840x2160") {
      sink &+= uhd.oriented(.rotate90Clockwise).width
    }
    report("cropped 1000x1000 from 3840x2160") {
      sink &+=
        (try? uhd.cropped(to: PixelRect(x: 100, y: 100, width: 1000, height: 1000)))?.width ?? 0
    }
    let count = Double(phone.pixels.count)
    report("lab of every pixel 1080x1920", perItem: count) {
      for p in phone.pixels { sink &+= Int(LabColour(p).l) }
    }
    report("hsv of every pixel 1080x1920", perItem: count) {
      for p in phone.pixels { sink &+= Int(p.hsv.hue) }
    }
    report("lumaByte of every pixel 1080x1920", perItem: count) {
      for p in phone.pixels { sink &+= Int(p.lumaByte) }
    }
    report("gaussianBlurred(sigma: 8) 1080x1920") { sink &+= phone.gaussianBlurred(sigma: 8).width }
    report("fillCircle r=500 + strokeCircle on 1080x1920") {
      var image = phone
      image.fillCircle(
        centre: ImagePoint(x: 540, y: 960), radius: 500, colour: RGBA.white.withAlpha(128))
      image.strokeCircle(
        centre: ImagePoint(x: 540, y: 960), radius: 500, colour: .black, lineWidth: 6)
      sink &+= Int(image[540, 960].red)
    }
    report("100 diagonal lines width 4 on 1080x1920") {
      var image = phone
      for i in 0..<100 {
        image.drawLine(
          from: ImagePoint(x: Double(i * 10), y: 0),
          to: ImagePoint(x: 1080 - Double(i * 10), y: 1920),
          colour: .black, lineWidth: 4)
      }
      sink &+= Int(image[540, 960].red)
    }
    report("fillRoundedRect 36 blocks 160x160 on 1080x1920") {
      var image = phone
      for i in 0..<36 {
        image.fillRoundedRect(
          PixelRect(x: 20 + (i % 6) * 170, y: 400 + (i / 6) * 170, width: 160, height: 160),
          cornerRadius: 14, colour: RGBA(red: 220, green: 160, blue: 90))
      }
      sink &+= Int(image[100, 500].red)
    }
    report("drawText 20 lines x 40 chars scale 2 with backing") {
      var image = phone
      let line = String(repeating: "Unblock!", count: 5)
      let text = Array(repeating: line, count: 20).joined(separator: "\n")
      image.drawText(
        text, at: PixelPoint(x: 10, y: 10), scale: 2, colour: .white,
        backing: RGBA.black.withAlpha(180))
      sink &+= Int(image[12, 12].red)
    }
    print("(checksum \(sink & 0xFF))")
  }

  /// Runs `body` `repeats` times and prints the best time (and per-item cost when given).
  private func report(_ name: String, perItem items: Double? = nil, _ body: () -> Void) {
    if let only, !name.contains(only) { return }
    let clock = ContinuousClock()
    var best = Duration.seconds(1000)
    for _ in 0..<Swift.max(1, repeats) {
      let elapsed = clock.measure(body)
      best = Swift.min(best, elapsed)
    }
    let milliseconds = best.milliseconds
    var line = "\(name.padding(50)) \(Self.format(milliseconds)) ms"
    if let items { line += "  (\(Self.format(milliseconds * 1e6 / items)) ns/pixel)" }
    print(line)
  }

  private static func format(_ value: Double) -> String { Decimals.fixed(value, 2) }

  /// A wood-like test texture: smooth gradients and stripes, fully opaque.
  private static func texture(width: Int, height: Int) -> RGBAImage {
    var pixels = [RGBA]()
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let grain = UInt8(truncatingIfNeeded: (x * 7 + y / 3) % 40)
        pixels.append(
          RGBA(
            red: 150 &+ grain, green: UInt8(truncatingIfNeeded: 90 + (y * 60) / height),
            blue: 40 &+ grain / 2))
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
