import ArgumentParser
import Foundation
import ImageCodecs
import Imaging

/// `unblocker-bench codecs`: decode and encode times of every format at two screen sizes.
struct CodecsBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "codecs",
    abstract: "Time PNG, JPEG and WebP decode and encode on synthetic screenshots.")

  @Option(help: "Timed runs per measurement (the median is reported).")
  var runs = 5

  func validate() throws {
    guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
  }

  /// One encoder setting under test.
  struct Setting {
    var label: String
    var format: ImageFormat
    var options: EncodeOptions
  }

  static let settings = [
    Setting(label: "PNG", format: .png, options: EncodeOptions()),
    Setting(label: "JPEG q90", format: .jpeg, options: EncodeOptions(quality: 90)),
    Setting(label: "WebP lossy q80", format: .webp, options: EncodeOptions(quality: 80)),
    Setting(label: "WebP lossless", format: .webp, options: EncodeOptions(lossless: true)),
  ]

  func run() throws {
    print("codecs: median thread CPU time of \(runs) runs; synthetic screenshot content")
    print(
      "size        format            bytes     encode ms   decode ms   decode MP/s")
    for (width, height) in [(1080, 1920), (2048, 2732)] {
      let image = Self.screenshot(width: width, height: height)
      let megapixels = Double(width * height) / 1_000_000
      for setting in Self.settings {
        var bytes: [UInt8] = []
        let encode = try Self.median(runs) {
          bytes = try ImageEncoder.encode(image, as: setting.format, options: setting.options)
        }
        let decode = try Self.median(runs) { _ = try ImageDecoder.decode(bytes) }
        print(
          "\(Self.pad("\(width)x\(height)", 12))\(Self.pad(setting.label, 16))"
            + "\(Self.pad(String(bytes.count), 10, right: true))"
            + "\(Self.pad(Self.fixed(encode * 1000), 12, right: true))"
            + "\(Self.pad(Self.fixed(decode * 1000), 12, right: true))"
            + "\(Self.pad(Self.fixed(megapixels / decode), 14, right: true))")
      }
    }
  }

  /// The median CPU time of this thread over `runs` calls of `body`, in seconds (after one
  /// warm-up call). CPU time, not wall time, so other work on a shared machine counts less.
  static func median(_ runs: Int, _ body: () throws -> Void) throws -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
      let start = threadCPUTime()
      try body()
      times.append(threadCPUTime() - start)
    }
    return times.sorted()[times.count / 2]
  }

  /// Seconds of CPU this thread has used.
  static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A phone screenshot look-alike: flat status bar with text-like specks, a header gradient,
  /// a flat dark board of wooden blocks with highlights, shadows and grain, a little noise.
  static func screenshot(width: Int, height: Int) -> RGBAImage {
    var pixels = [RGBA](repeating: .black, count: width * height)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func noise() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 61) - 3  // -3...4
    }
    let board = min(width, height) * 9 / 10
    let left = (width - board) / 2
    let top = height / 4
    let tile = board / 6
    // Blocks as (column, row, columns, rows) on the 6x6 board.
    let blocks = [
      (0, 0, 1, 2), (1, 0, 2, 1), (3, 0, 1, 3), (0, 2, 2, 1), (4, 1, 1, 2), (5, 0, 1, 3),
      (1, 3, 3, 1), (0, 4, 1, 2), (2, 4, 2, 1), (4, 4, 2, 1), (5, 3, 1, 1),
    ]
    for y in 0..<height {
      for x in 0..<width {
        var colour: (Int, Int, Int)
        if y < height / 40 {
          colour = (20, 20, 24)  // status bar
          if (x / 7 + y / 5) % 9 == 0 { colour = (230, 230, 230) }
        } else if y < top - height / 30 {
          let t = y * 255 / top  // header gradient
          colour = (120 + t / 4, 80 + t / 5, 40 + t / 8)
          if (x % 97 < 40) && (y % 61 < 14) && (x + y) % 3 != 0 { colour = (250, 240, 220) }
        } else {
          colour = (70, 42, 25)  // board
          let bx = x - left
          let by = y - top
          if bx >= 0, by >= 0, bx < board, by < board {
            for (column, row, columns, rows) in blocks {
              let x0 = column * tile + tile / 16
              let y0 = row * tile + tile / 16
              let x1 = (column + columns) * tile - tile / 16
              let y1 = (row + rows) * tile - tile / 16
              if bx >= x0, bx < x1, by >= y0, by < y1 {
                let grain = ((bx * 7 + by / 3) % 23) - 11
                colour = (214 + grain / 2, 162 + grain / 2, 98 + grain / 3)
                if by - y0 < tile / 20 { colour = (245, 215, 160) }  // highlight
                if y1 - by < tile / 14 || x1 - bx < tile / 20 { colour = (120, 80, 45) }  // shadow
              }
            }
          }
        }
        // Grain on the wood and the header gradient; UI and board areas stay flat.
        let n = colour.0 > 150 || (y >= height / 40 && y < top - height / 30) ? noise() : 0
        pixels[y * width + x] = RGBA(
          red: UInt8(clamping: colour.0 + n), green: UInt8(clamping: colour.1 + n),
          blue: UInt8(clamping: colour.2 + n))
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  static func fixed(_ value: Double) -> String { Decimals.fixed(value, 1) }

  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(1, width - text.count))
    return right ? fill + text : text + fill
  }
}
