import Imaging
import Testing

@testable import ImageCodecs

/// The PNG variants of tools/make-codec-fixtures decode to the pixels of the same formulas.
@Suite("PNG variants")
struct PNGVariantTests {
  // The formulas of tools/make-codec-fixtures (13x9 images).
  static func red(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 37 + y * 11) % 256) }
  static func green(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 5 + y * 71) % 256) }
  static func blue(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * y * 3) % 256) }
  static func alpha(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 16 + y * 8 + 15) % 256) }
  static func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 29 + y * 13) % 256) }
  static func paletteIndex(_ x: Int, _ y: Int) -> Int { (x + 2 * y) % 16 }
  static let paletteAlpha: [UInt8] = [0, 128, 200]
  static func palette(_ index: Int, transparent: Bool) -> RGBA {
    RGBA(
      red: UInt8((index * 16) % 256), green: UInt8(255 - index * 16),
      blue: UInt8((index * 40) % 256),
      alpha: transparent && index < paletteAlpha.count ? paletteAlpha[index] : 255)
  }
  static func greyPixel(_ value: UInt8, alpha: UInt8 = 255) -> RGBA {
    RGBA(red: value, green: value, blue: value, alpha: alpha)
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    var file: String
    var bitDepth: Int
    var colourType: ColourType
    var hasAlpha: Bool
    var interlaced: Bool
    var pixel: @Sendable (Int, Int) -> RGBA
    var testDescription: String { file }
  }

  static let variants: [Variant] = [
    Variant(file: "rgb8.png", bitDepth: 8, colourType: .rgb, hasAlpha: false, interlaced: false) {
      RGBA(red: red($0, $1), green: green($0, $1), blue: blue($0, $1))
    },
    Variant(file: "rgba8.png", bitDepth: 8, colourType: .rgba, hasAlpha: true, interlaced: false) {
      RGBA(red: red($0, $1), green: green($0, $1), blue: blue($0, $1), alpha: alpha($0, $1))
    },
    Variant(file: "rgb16.png", bitDepth: 16, colourType: .rgb, hasAlpha: false, interlaced: false) {
      RGBA(red: red($0, $1), green: green($0, $1), blue: blue($0, $1))
    },
    Variant(file: "rgba16.png", bitDepth: 16, colourType: .rgba, hasAlpha: true, interlaced: false)
    { RGBA(red: red($0, $1), green: green($0, $1), blue: blue($0, $1), alpha: alpha($0, $1)) },
    Variant(file: "grey8.png", bitDepth: 8, colourType: .grey, hasAlpha: false, interlaced: false) {
      greyPixel(grey($0, $1))
    },
    Variant(
      file: "grey8-trns.png", bitDepth: 8, colourType: .grey, hasAlpha: true, interlaced: false
    ) { greyPixel(grey($0, $1), alpha: grey($0, $1) == grey(0, 0) ? 0 : 255) },
    Variant(file: "grey1.png", bitDepth: 1, colourType: .grey, hasAlpha: false, interlaced: false) {
      greyPixel(($0 + $1) % 2 == 0 ? 0 : 255)
    },
    Variant(file: "grey4.png", bitDepth: 4, colourType: .grey, hasAlpha: false, interlaced: false) {
      greyPixel((grey($0, $1) >> 4) * 17)
    },
    Variant(file: "grey16.png", bitDepth: 16, colourType: .grey, hasAlpha: false, interlaced: false)
    { greyPixel(grey($0, $1)) },
    Variant(
      file: "greyalpha8.png", bitDepth: 8, colourType: .greyAlpha, hasAlpha: true,
      interlaced: false
    ) { greyPixel(grey($0, $1), alpha: alpha($0, $1)) },
    Variant(
      file: "palette4-trns.png", bitDepth: 4, colourType: .palette, hasAlpha: true,
      interlaced: false
    ) { palette(paletteIndex($0, $1), transparent: true) },
    Variant(
      file: "palette8.png", bitDepth: 8, colourType: .palette, hasAlpha: false, interlaced: false
    ) { palette(paletteIndex($0, $1), transparent: false) },
    Variant(
      file: "rgba8-adam7.png", bitDepth: 8, colourType: .rgba, hasAlpha: true, interlaced: true
    ) { RGBA(red: red($0, $1), green: green($0, $1), blue: blue($0, $1), alpha: alpha($0, $1)) },
    Variant(
      file: "grey2-adam7.png", bitDepth: 2, colourType: .grey, hasAlpha: false, interlaced: true
    ) { greyPixel(UInt8(($0 * 3 + $1) % 4 * 85)) },
    Variant(
      file: "palette4-adam7.png", bitDepth: 4, colourType: .palette, hasAlpha: true,
      interlaced: true
    ) { palette(paletteIndex($0, $1), transparent: true) },
  ]

  @Test(arguments: variants)
  func decodesToTheFormulaPixels(variant: Variant) throws {
    let decoded = try ImageFile.read(path: FixtureFiles.valid(variant.file))
    #expect(decoded.info.format == .png)
    #expect(decoded.info.bitDepth == variant.bitDepth)
    #expect(decoded.info.colourType == variant.colourType)
    #expect(decoded.info.hasAlpha == variant.hasAlpha)
    #expect(decoded.info.interlaced == variant.interlaced)
    #expect(decoded.image.width == 13 && decoded.image.height == 9)
    var expected = RGBAImage(width: 13, height: 9)
    for y in 0..<9 {
      for x in 0..<13 { expected[x, y] = variant.pixel(x, y) }
    }
    let mismatches = zip(decoded.image.pixels, expected.pixels).filter { $0 != $1 }.count
    #expect(mismatches == 0, "\(mismatches) of 117 pixels differ")
  }
}
