import Imaging
import Testing

@testable import Scanner

@Suite("The working copy the board is located on")
struct WorkingImageTests {
  static let ground = RGBA(red: 20, green: 20, blue: 20)
  static let mark = RGBA(red: 200, green: 120, blue: 40)

  /// Cells 8 pixels wide (an 800x80 image copied at most 100 cells long) are sampled along their
  /// middle row: the four pixels at its centre, whatever the rows above and below hold.
  @Test func wideCellsAreSampledAlongTheirMiddleRow() {
    var image = RGBAImage(width: 800, height: 80, fill: Self.ground)
    for cellY in 0..<10 {
      for x in 0..<800 where (2...5).contains(x % 8) { image[x, cellY * 8 + 4] = Self.mark }
    }
    let working = WorkingImage(image, maxDimension: 100)
    #expect(working.stride == 8)
    #expect(working.stride >= WorkingImage.rowSampleStride)
    #expect(working.width == 100 && working.height == 10 && working.samplesPerCell == 4)
    #expect(working.codes.count == 100 * 10 * 4)
    #expect(working.codes.allSatisfy { Int($0) == ColourTable.code(Self.mark) })
  }

  /// A cell is marked when at least two of its four samples are: one pixel of the middle row
  /// is not enough, two are.
  @Test func aCellTakesTheMajorityOfItsFourSamples() {
    var image = RGBAImage(width: 800, height: 80, fill: Self.ground)
    image[2, 4] = Self.mark  // cell (0, 0): one of four
    image[10, 4] = Self.mark  // cell (1, 0): two of four
    image[11, 4] = Self.mark
    let working = WorkingImage(image, maxDimension: 100)
    var lookup = [UInt8](repeating: 0, count: ColourTable.codeCount)
    lookup[ColourTable.code(Self.mark)] = 1
    #expect(!working.marks(x: 0, y: 0, lookup))
    #expect(working.marks(x: 1, y: 0, lookup))
    let mask = working.mask(lookup)
    #expect(mask[0] == 0 && mask[1] == 1 && mask.reduce(0) { $0 + Int($1) } == 1)
  }

  /// Narrower cells keep the 2x2 pixels at their centre, and a side shorter than a cell (a
  /// 5000x2 image) is clamped to the image rather than read past it.
  @Test func narrowCellsAndThinImagesKeepTheirCentreSamples() {
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
}
