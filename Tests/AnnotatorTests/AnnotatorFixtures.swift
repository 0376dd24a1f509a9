import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import TestSupport
import Themes

/// Inputs shared by the annotator's tests: the real screenshot, the `--theme auto` scanner,
/// and images that must fail.
enum AnnotatorFixtures {
  /// `../shared/screenshots/unblocker-I-4.png`.
  static let i4Path = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path

  /// Every shared screenshot, in name order.
  static let screenshotNames: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.sharedScreenshots.path)) ?? []
    return names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
  }()

  /// The scanner `unblocker annotate` uses with `--theme auto` (shipped profiles only).
  static let scanner: BoardScanner = {
    let library = (try? ThemeLibrary.builtIn()) ?? ThemeLibrary(entries: [])
    return BoardScanner(profiles: library.profiles)
  }()

  /// The real screenshot I-4.
  static func i4() throws -> RGBAImage { try ImageFile.read(path: i4Path).image }

  /// A shared screenshot by file name.
  static func screenshot(_ name: String) throws -> RGBAImage {
    try ImageFile.read(path: Fixtures.sharedScreenshots.appendingPathComponent(name).path).image
  }

  /// I-4 with a second prisoner painted over the empty tiles (3,2) and (3,3), found with the
  /// board location `location` of the untouched screenshot.
  static func i4WithTwoPrisoners(location: BoardLocation) throws -> RGBAImage {
    var image = try i4()
    let left = location.tileRect(row: 3, column: 2)
    let right = location.tileRect(row: 3, column: 3)
    image.fillRoundedRect(
      PixelRect(
        x: left.x + 2, y: left.y + 2, width: right.maxX - left.x - 4, height: left.height - 4),
      cornerRadius: 3, colour: RGBA(red: 229, green: 37, blue: 24))
    return image
  }

  /// A solid mid-blue picture, nothing like a game screen.
  static func solidColour() -> RGBAImage {
    RGBAImage(width: 300, height: 500, fill: RGBA(red: 40, green: 90, blue: 160))
  }

  /// Deterministic colour noise.
  static func noise() -> RGBAImage {
    var state: UInt64 = 7
    var image = RGBAImage(width: 320, height: 480)
    for index in image.pixels.indices {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      image.pixels[index] = RGBA(
        red: UInt8(z & 255), green: UInt8(z >> 8 & 255), blue: UInt8(z >> 16 & 255))
    }
    return image
  }
}
