import Imaging
import Puzzle
import Testing

@testable import Scanner

/// The lighting of a photographed board, measured from its tiles and divided out.
@Suite("Illumination field of a photographed board")
struct IlluminationFieldTests {
  static let side = 240
  static let tile = 40
  static let dark = (red: 60.0, green: 45.0, blue: 30.0)
  static let wood = (red: 210.0, green: 150.0, blue: 90.0)

  /// The classes of a board: `b` block wood, anything else empty board.
  static let layout = ["bb..b.", "b..bb.", ".bb..b", "b..b..", "..bbb.", "bb...b"]

  /// A board image of `layout` lit by `lighting(x, y) -> (gain, offset)`.
  static func picture(
    _ layout: [String], lighting: (Double, Double) -> (Double, Double)
  ) -> RGBAImage {
    var image = RGBAImage(width: side, height: side)
    for y in 0..<side {
      for x in 0..<side {
        let row = Array(layout[y / tile])
        let colour = row[x / tile] == "b" ? wood : dark
        let (gain, offset) = lighting(Double(x) + 0.5, Double(y) + 0.5)
        func level(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value * gain + offset))) }
        image[x, y] = RGBA(
          red: level(colour.red), green: level(colour.green), blue: level(colour.blue))
      }
    }
    return image
  }

  /// The tiles of `layout`, each read as its class.
  static func tiles(_ layout: [String]) -> [TileEvidence] {
    var tiles: [TileEvidence] = []
    for (row, line) in layout.enumerated() {
      for (column, letter) in line.enumerated() {
        var tile = ChoiceStageTests.tile(
          row, column, letter == "b" ? .block : .empty, LabColour(l: 50, a: 0, b: 0))
        tile.tileRect = PixelRect(x: column * Self.tile, y: row * Self.tile, width: 40, height: 40)
        tile.sampleRegion = PixelRect(
          x: column * Self.tile + 8, y: row * Self.tile + 8, width: 24, height: 24)
        tiles.append(tile)
      }
    }
    return tiles
  }

  /// A vignette (the gain falling to 0.75 in the corners) and a glare spot over tile (0,4).
  static func photoLighting(x: Double, y: Double) -> (Double, Double) {
    let u = x / Double(side) - 0.5
    let v = y / Double(side) - 0.5
    let gain = 1 - 0.5 * (u * u + v * v)
    let gx = (x - 180) / 70
    let gy = (y - 20) / 70
    let near = max(0, 1 - gx * gx - gy * gy)
    return (gain, 70 * near * near)
  }

  /// How unevenly `image` shows the tiles of `layout`: the mean absolute difference (levels,
  /// per channel) between a tile's mean colour and the mean of its class's tiles (0 for an evenly
  /// lit board, whatever its overall brightness).
  static func unevenness(_ image: RGBAImage, _ layout: [String]) -> Double {
    var means: [(wood: Bool, colour: [Double])] = []
    for row in 0..<6 {
      for column in 0..<6 {
        var sum = [0.0, 0.0, 0.0]
        for y in (row * tile + 8)..<(row * tile + 32) {
          for x in (column * tile + 8)..<(column * tile + 32) {
            let pixel = image[x, y]
            sum[0] += Double(pixel.red)
            sum[1] += Double(pixel.green)
            sum[2] += Double(pixel.blue)
          }
        }
        let wood = Array(layout[row])[column] == "b"
        means.append((wood, sum.map { $0 / 576 }))
      }
    }
    var total = 0.0
    for wood in [false, true] {
      let members = means.filter { $0.wood == wood }.map(\.colour)
      guard !members.isEmpty else { continue }
      let centre = (0..<3).map { c in members.reduce(0) { $0 + $1[c] } / Double(members.count) }
      for colour in members {
        total += (0..<3).reduce(0) { $0 + abs(colour[$1] - centre[$1]) } / 3
      }
    }
    return total / 36
  }

  static let board = PixelRect(x: 0, y: 0, width: side, height: side)

  @Test func evensAVignetteAndAGlareSpot() throws {
    let lit = Self.picture(Self.layout, lighting: Self.photoLighting)
    let field = try #require(
      IlluminationField.fit(lit, board: Self.board, tiles: Self.tiles(Self.layout)))
    #expect(field.strength > 20)
    let before = Self.unevenness(lit, Self.layout)
    let after = Self.unevenness(field.evened(lit), Self.layout)
    #expect(after < before / 3, "evened: \(after) levels uneven, as lit: \(before)")
  }

  @Test func findsNoLightingOnAnEvenlyLitBoard() throws {
    let even = Self.picture(Self.layout) { _, _ in (1, 0) }
    let field = try #require(
      IlluminationField.fit(even, board: Self.board, tiles: Self.tiles(Self.layout)))
    #expect(field.strength < 1)
    #expect(Self.unevenness(field.evened(even), Self.layout) < 0.5)
  }

  @Test func evensAGlareOverAnEmptyBoardAsAnOffset() throws {
    let empty = Array(repeating: "......", count: 6)
    let glare = Self.picture(empty) { x, y in (1, Self.photoLighting(x: x, y: y).1) }
    let field = try #require(
      IlluminationField.fit(glare, board: Self.board, tiles: Self.tiles(empty)))
    let before = Self.unevenness(glare, empty)
    let after = Self.unevenness(field.evened(glare), empty)
    #expect(after < before / 2, "evened: \(after) levels uneven, as lit: \(before)")
  }

  @Test func evensOnlyInsideTheRegionGiven() throws {
    let lit = Self.picture(Self.layout, lighting: Self.photoLighting)
    let field = try #require(
      IlluminationField.fit(lit, board: Self.board, tiles: Self.tiles(Self.layout)))
    // The left half evened, the right half (beyond the region) exactly as it was.
    let half = PixelRect(x: 0, y: 0, width: Self.side / 2, height: Self.side)
    let evened = field.evened(lit, inside: half)
    let whole = field.evened(lit)
    for (x, y) in [(Self.side / 4, Self.side / 2), (3 * Self.side / 4, Self.side / 3)] {
      if x < Self.side / 2 {
        #expect(evened[x, y] == whole[x, y])
      } else {
        #expect(evened[x, y] == lit[x, y])
      }
    }
    // A region outside the picture changes nothing.
    let outside = field.evened(lit, inside: PixelRect(x: Self.side + 5, y: 0, width: 10, height: 10))
    #expect(outside == lit)
  }
}
