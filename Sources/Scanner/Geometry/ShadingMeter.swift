import Imaging

/// Measures the blocks' shading (`ShadingEvidence`) on the solid tiles of a reading.
struct ShadingMeter {
  let policy: ScanPolicy.Geometry

  /// Lines sampled across a tile's middle for each point of a profile.
  private static let samplesPerLine = 4

  /// The shading of `reading`'s solid tiles in `image` (the image it was read in); nil without
  /// a location or solid tiles. On a board lighter than its blocks, no tile measured: the steps
  /// measured run from a dark gap into a block's lit edge, and such a board's gaps are light
  /// (its blocks' edges step down into them, each theme's its own way), so they do not tell
  /// its top from its bottom, as on a board whose shading shows no side.
  func measure(_ image: RGBAImage, reading: ScanReport) -> ShadingEvidence? {
    guard let location = reading.location else { return nil }
    guard reading.model?.polarities?.board != .lighter else {
      return ShadingEvidence(edges: [0, 0, 0, 0], tiles: 0, turn: nil)
    }
    return measure(image, location: location, tiles: reading.tiles)
  }

  /// The shading of the solid tiles of `tiles` at `location` in `image`; nil without solid
  /// tiles.
  func measure(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]
  ) -> ShadingEvidence? {
    var highlights = [0.0, 0.0, 0.0, 0.0]
    var squares = [0.0, 0.0, 0.0, 0.0]
    var count = 0
    for tile in tiles where tile.measuredClass.isSolid {
      let tileRect = location.tileRect(row: tile.cell.row, column: tile.cell.column)
      guard tileRect.width >= 12, tileRect.height >= 12 else { continue }
      // The tile and a quarter of a tile beyond each side (the grid may be off by that much),
      // within the image.
      let rect = PixelRect(
        x: tileRect.x - tileRect.width / 4, y: tileRect.y - tileRect.height / 4,
        width: tileRect.width * 3 / 2, height: tileRect.height * 3 / 2
      ).intersection(image.bounds)
      guard rect.width >= 12, rect.height >= 12 else { continue }
      // Lines a 48th of a tile apart (every line of a small tile); steps over 3 of them.
      let stepY = max(1, tileRect.height / 48)
      let stepX = max(1, tileRect.width / 48)
      let down = profile(length: rect.height / stepY, across: rect.width) { along, across in
        image[rect.x + across, rect.y + along * stepY]
      }
      let along = profile(length: rect.width / stepX, across: rect.height) { along, across in
        image[rect.x + along * stepX, rect.y + across]
      }
      let vertical = Self.steps(down, over: max(2, tileRect.height * 6 / 100 / stepY))
      let horizontal = Self.steps(along, over: max(2, tileRect.width * 6 / 100 / stepX))
      let steps = [vertical.up, horizontal.down, vertical.down, horizontal.up]
      for (side, step) in steps.enumerated() {
        highlights[side] += step
        squares[side] += step * step
      }
      count += 1
    }
    guard count > 0 else { return nil }
    let n = Double(count)
    highlights = highlights.map { $0 / n }
    let spreads = zip(highlights, squares).map { mean, square in
      (max(0, square / n - mean * mean) * n / max(1, n - 1)).squareRoot()
    }
    return ShadingEvidence(
      edges: highlights, tiles: count, turn: turn(highlights), spreads: spreads)
  }

  /// The mean luma of each line of a window (`length` lines), over `samplesPerLine` points of
  /// the middle 40% across (the tile's middle).
  private func profile(
    length: Int, across: Int, _ pixel: (Int, Int) -> RGBA
  ) -> [Double] {
    let first = across * 3 / 10
    let span = across * 2 / 5
    return (0..<length).map { line in
      var sum = 0
      for k in 0..<Self.samplesPerLine {
        sum += Int(pixel(line, first + k * span / Self.samplesPerLine).lumaByte)
      }
      return Double(sum) / Double(Self.samplesPerLine)
    }
  }

  /// The largest rise (dark then light along the profile: the lit edge of a block whose light
  /// comes from the profile's start) and the largest fall over `gap` lines.
  private static func steps(_ profile: [Double], over gap: Int) -> (up: Double, down: Double) {
    var up = 0.0
    var down = 0.0
    guard profile.count > gap else { return (0, 0) }
    for index in gap..<profile.count {
      let change = profile[index] - profile[index - gap]
      if change > up { up = change }
      if -change > down { down = -change }
    }
    return (up, down)
  }

  /// The turn the light shows: blocks are lit from their top, so the axis whose two sides
  /// differ most is the board's vertical and its lit side the board's top.
  func turn(_ highlights: [Double]) -> BoardTurn? {
    let vertical = highlights[0] - highlights[2]
    let horizontal = highlights[3] - highlights[1]
    let strong = max(abs(vertical), abs(horizontal))
    let weak = min(abs(vertical), abs(horizontal))
    guard strong >= policy.minimumShading, strong >= policy.shadingDominance * weak else {
      return nil
    }
    if abs(vertical) > abs(horizontal) { return vertical > 0 ? BoardTurn.none : .halfTurn }
    // Lit from the right: the board's top is at the image's right, a quarter turn clockwise.
    return horizontal < 0 ? .clockwise : .counterClockwise
  }
}
