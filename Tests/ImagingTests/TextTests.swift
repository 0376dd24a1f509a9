import Imaging
import Testing

@Suite struct TextTests {
  static let font = BitmapFont.standard
  static let ink = RGBA(red: 0, green: 0, blue: 0)
  static let paper = RGBA.white
  static let box = RGBA(red: 0, green: 0, blue: 200)
  static let symbols: [RGBA: Character] = [paper: ".", ink: "#", box: "b"]

  @Test func glyphRowsOfA() {
    #expect(
      Self.font.rows(for: "A") == [0b01110, 0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001])
    #expect(Self.font.isInked("A", x: 0, y: 4))
    #expect(!Self.font.isInked("A", x: 0, y: 0))
    #expect(!Self.font.isInked("A", x: 5, y: 0))
  }

  @Test func everyPrintableCharacterHasADistinctGlyph() {
    var seen: [[UInt8]: Character] = [:]
    for code in UInt8(32)...126 {
      let character = Character(Unicode.Scalar(code))
      #expect(Self.font.hasGlyph(for: character))
      let rows = Self.font.rows(for: character)
      #expect(rows.count == 7)
      #expect(rows.allSatisfy { $0 < 32 }, "\(character) uses more than 5 columns")
      #expect(code == 32 || rows.contains { $0 != 0 }, "\(character) has no ink")
      #expect(
        seen[rows] == nil, "\(character) repeats the glyph of \(seen[rows].map(String.init) ?? "")")
      seen[rows] = character
    }
  }

  @Test func unknownCharactersDrawAsBoxAndTabAsSpace() {
    #expect(!Self.font.hasGlyph(for: "é"))
    #expect(
      Self.font.rows(for: "é") == [0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111])
    #expect(Self.font.rows(for: "\t") == Self.font.rows(for: " "))
  }

  @Test func measuresWithoutTrailingSpacing() {
    #expect(Self.font.measureText("A") == PixelSize(width: 5, height: 7))
    #expect(Self.font.measureText("AB") == PixelSize(width: 11, height: 7))
    #expect(Self.font.measureText("AB\nC") == PixelSize(width: 11, height: 15))
    #expect(Self.font.measureText("A\r\nBCD") == PixelSize(width: 17, height: 15))
    #expect(Self.font.measureText("A", scale: 3) == PixelSize(width: 15, height: 21))
    #expect(Self.font.measureText("") == PixelSize(width: 0, height: 0))
    #expect(Self.font.measureText("\n") == PixelSize(width: 0, height: 15))
    #expect(Self.font.measureText("A", scale: 0) == PixelSize(width: 5, height: 7))
  }

  @Test func drawsGlyphPixels() {
    var image = RGBAImage(width: 8, height: 9, fill: Self.paper)
    let drawn = image.drawText("A", at: PixelPoint(x: 2, y: 1), colour: Self.ink)
    #expect(drawn == PixelRect(x: 2, y: 1, width: 5, height: 7))
    #expect(
      ImageGrid.rows(image, symbols: Self.symbols) == [
        "........",
        "...###..",
        "..#...#.",
        "..#...#.",
        "..#...#.",
        "..#####.",
        "..#...#.",
        "..#...#.",
        "........",
      ])
  }

  @Test func scalesFontPixelsToSquares() {
    var image = RGBAImage(width: 12, height: 16, fill: Self.paper)
    image.drawText("T", at: PixelPoint(x: 1, y: 1), scale: 2, colour: Self.ink)
    let rows = ImageGrid.rows(image, symbols: Self.symbols)
    #expect(rows[1] == ".##########.")
    #expect(rows[2] == ".##########.")
    #expect(rows[3] == ".....##.....")
    #expect(rows[14] == ".....##.....")
    #expect(rows[15] == "............")
  }

  @Test func drawsBackingBoxBehindText() {
    var image = RGBAImage(width: 11, height: 11, fill: Self.paper)
    let drawn = image.drawText(
      "-", at: PixelPoint(x: 3, y: 2), colour: Self.ink, backing: Self.box, padding: 1)
    #expect(drawn == PixelRect(x: 2, y: 1, width: 7, height: 9))
    #expect(
      ImageGrid.rows(image, symbols: Self.symbols) == [
        "...........",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "..b#####b..",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "..bbbbbbb..",
        "...........",
      ])
  }

  @Test func defaultPaddingIsTwoFontPixels() {
    var image = RGBAImage(width: 40, height: 40, fill: Self.paper)
    let drawn = image.drawText(
      "ab", at: PixelPoint(x: 10, y: 10), scale: 2, colour: Self.ink, backing: Self.box)
    #expect(drawn == PixelRect(x: 6, y: 6, width: 22 + 8, height: 14 + 8))
    #expect(image[6, 6] == Self.box)
    #expect(image[5, 6] == Self.paper)
  }

  @Test func drawsLinesBelowEachOther() {
    var image = RGBAImage(width: 8, height: 30, fill: Self.paper)
    image.drawText("_\n\n_", at: PixelPoint(x: 1, y: 1), colour: Self.ink)
    let inkedRows = (0..<30).filter { y in (0..<8).contains { image[$0, y] == Self.ink } }
    #expect(inkedRows == [7, 7 + 16])
  }

  @Test func emptyTextDrawsNoBacking() {
    var image = RGBAImage(width: 8, height: 8, fill: Self.paper)
    let drawn = image.drawText("", at: PixelPoint(x: 2, y: 2), colour: Self.ink, backing: Self.box)
    #expect(image.pixels.allSatisfy { $0 == Self.paper })
    #expect(drawn.width == 4)
  }
}
