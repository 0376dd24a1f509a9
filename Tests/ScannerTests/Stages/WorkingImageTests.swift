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
}
