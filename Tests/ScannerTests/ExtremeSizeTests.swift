import Imaging
import Scanner
import Testing

/// Sizes whose width/height ratio or smallness once made the scanner read out of bounds.
struct ExtremeSize: Sendable, CustomStringConvertible {
  let width: Int
  let height: Int
  var description: String { "\(width)x\(height)" }

  static let all: [ExtremeSize] = [
    .init(width: 1, height: 1), .init(width: 2, height: 2), .init(width: 3, height: 1),
    .init(width: 401, height: 1), .init(width: 1, height: 401), .init(width: 5000, height: 2),
    .init(width: 2, height: 5000), .init(width: 5000, height: 1), .init(width: 37, height: 37),
    .init(width: 799, height: 3), .init(width: 36, height: 4000), .init(width: 4001, height: 37),
  ]
}

@Suite("Tiny and extreme images are refused, never read out of bounds")
struct ExtremeSizeTests {
  @Test(arguments: ExtremeSize.all)
  func refusesWithoutCrashing(_ size: ExtremeSize) {
    // Board-brown everywhere, so every stage that can run on such an image does.
    let image = RGBAImage(
      width: size.width, height: size.height, fill: RGBA(red: 106, green: 72, blue: 31))
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil)
    #expect(report.error != nil)
  }

  @Test(arguments: ExtremeSize.all)
  func refusesStripedImagesWithoutCrashing(_ size: ExtremeSize) {
    // Alternating wood, board and black columns exercise the colour tables and the locator.
    var image = RGBAImage(width: size.width, height: size.height)
    let colours = [
      RGBA(red: 106, green: 72, blue: 31), RGBA(red: 230, green: 170, blue: 90), RGBA.black,
    ]
    for index in image.pixels.indices {
      image.pixels[index] = colours[(index / 3) % colours.count]
    }
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil)
  }
}
