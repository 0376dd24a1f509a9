import Imaging
import Testing

@testable import Scanner

@Suite("The working copy the board is located on")
struct WorkingImageTests {
  static let ground = RGBA(red: 20, green: 20, blue: 20)
  static let mark = RGBA(red: 200, green: 120, blue: 40)

  /// A cell is marked when at least two of the 2x2 pixels at its centre are: one is not
  /// enough, two are, whatever the rest of the cell holds.
  @Test func aCellTakesTheMajorityOfTheFourPixelsAtItsCentre() {
    var image = RGBAImage(width: 800, height: 80, fill: Self.ground)
    image[3, 3] = Self.mark  // cell (0, 0): one of four
    image[11, 3] = Self.mark  // cell (1, 0): two of four
    image[12, 4] = Self.mark
    for x in 16..<24 { image[x, 0] = Self.mark }  // cell (2, 0): its top row, not its centre
    let working = WorkingImage(image, maxDimension: 100)
    #expect(working.stride == 8 && working.samplesPerCell == 4)
    var lookup = [UInt8](repeating: 0, count: ColourTable.codeCount)
    lookup[ColourTable.code(Self.mark)] = 1
    #expect(!working.marks(x: 0, y: 0, lookup))
    #expect(working.marks(x: 1, y: 0, lookup))
    let mask = working.mask(lookup)
    #expect(mask[0] == 0 && mask[1] == 1 && mask.reduce(0) { $0 + Int($1) } == 1)
  }

  /// Cells 3 pixels wide take the 2x2 pixels at their top left, and a side shorter than a cell
  /// (a 5000x2 image) is clamped to the image rather than read past it.
  @Test func smallCellsAndThinImagesKeepTheirCentreSamples() {
    var image = RGBAImage(width: 300, height: 300, fill: Self.ground)
    for y in 0..<300 where y % 3 < 2 {
      for x in 0..<300 where x % 3 < 2 { image[x, y] = Self.mark }
    }
    let working = WorkingImage(image, maxDimension: 100)
    #expect(working.stride == 3 && working.samplesPerCell == 4)
    #expect(working.codes.allSatisfy { Int($0) == ColourTable.code(Self.mark) })

    let thin = WorkingImage(
      RGBAImage(width: 5000, height: 2, fill: Self.mark), maxDimension: 400)
    #expect(thin.stride == 13 && thin.height == 1)
    #expect(thin.codes.count == thin.width * 4)
    #expect(thin.codes.allSatisfy { Int($0) == ColourTable.code(Self.mark) })
  }

  /// A pixel's code read from its 32-bit word is its code read channel by channel, for every
  /// code and whatever the low bits and the alpha.
  @Test func aPixelsWordGivesItsCode() {
    var generator = SeededGenerator(seed: 15)
    for code in 0..<ColourTable.codeCount {
      let noise = generator.next()
      let pixel = RGBA(
        red: UInt8((code >> 10) << 3) | UInt8(noise & 7),
        green: UInt8(((code >> 5) & 31) << 3) | UInt8((noise >> 3) & 7),
        blue: UInt8((code & 31) << 3) | UInt8((noise >> 6) & 7),
        alpha: UInt8(truncatingIfNeeded: noise >> 9))
      let word = withUnsafeBytes(of: pixel) { $0.loadUnaligned(as: UInt32.self) }
      #expect(Int(ColourTable.code(packed: word)) == code)
      if Int(ColourTable.code(packed: word)) != code { return }
    }
  }

  /// Every code of the working copy is the code of the pixel it stands for: the 2x2 pixels at
  /// each cell's centre, clamped to the image (a random image, cells five pixels wide, and a
  /// width the cells do not divide).
  @Test func everyCodeIsItsPixelsCode() {
    var generator = SeededGenerator(seed: 1920)
    let (width, height) = (1083, 1921)
    let pixels = (0..<(width * height)).map { _ in
      let bits = generator.next()
      return RGBA(
        red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
        blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: UInt8(truncatingIfNeeded: bits >> 24))
    }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    let working = WorkingImage(image, maxDimension: 400)
    #expect(working.stride == 5 && working.samplesPerCell == 4)
    var differing = 0
    for y in 0..<working.height {
      for x in 0..<working.width {
        let left = min(x * 5 + 1, width - 1)
        let top = min(y * 5 + 1, height - 1)
        let right = min(left + 1, width - 1)
        let bottom = min(top + 1, height - 1)
        let expected = [(left, top), (right, top), (left, bottom), (right, bottom)].map {
          UInt16(ColourTable.code(image[$0.0, $0.1]))
        }
        let base = (y * working.width + x) * 4
        if Array(working.codes[base..<(base + 4)]) != expected { differing += 1 }
      }
    }
    #expect(differing == 0, "\(differing) of \(working.width * working.height) cells differ")
  }
}
