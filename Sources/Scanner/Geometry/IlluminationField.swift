import Imaging

/// The uneven lighting of a photographed board (a vignette darkening the corners, a glare spot
/// washing part of it out), measured from the board's own tiles: each tile of a reading shows
/// its class's colour as `gain * colour + offset`, where the gain and the offset vary smoothly
/// over the board (each interpolated bilinearly between the nodes of a coarse grid over the
/// board, neighbouring nodes pulled towards each other; the same for every channel).
///
/// The colour of each class is its tiles' median: with tiles of two classes that differ in
/// colour (empty board and block wood) the gain and the offset are told apart; with one class
/// the lighting is an offset alone. Dividing the fitted lighting out gives the
/// board as an evenly lit screen would show it, which the colour model reads.
struct IlluminationField {
  /// The gain at each node of the grid, row-major (`Self.nodes` a side, the outer nodes on the
  /// board's edges; beyond the board the lighting of its edge goes on).
  let gain: [Double]
  /// The offset (levels 0-255) at each node.
  let offset: [Double]
  /// The board the coordinates are taken over, in image pixels.
  let board: PixelRect
  /// The gains a pixel's correction may take (`ScanPolicy.Geometry.lightingGains`).
  var gains: ClosedRange<Double> = ScanPolicy.standard.geometry.lightingGains

  /// A tile's mean colour, where it lies and which class it was read as.
  struct TileSample {
    var u: Double
    var v: Double
    var colour: [Double]
    var tileClass: TileClass
  }

  /// Nodes per side of the grid (a cell a tile: a glare spot is a few tiles wide).
  static let nodes = 7

  /// The nodes around board point `u`, `v` (each from -0.5 to 0.5 across the board, clamped)
  /// and their bilinear weights.
  static func weights(_ u: Double, _ v: Double) -> [(node: Int, weight: Double)] {
    let cells = Double(nodes - 1)
    let gx = min(cells, max(0, (u + 0.5) * cells))
    let gy = min(cells, max(0, (v + 0.5) * cells))
    let x0 = min(nodes - 2, Int(gx))
    let y0 = min(nodes - 2, Int(gy))
    let fx = gx - Double(x0)
    let fy = gy - Double(y0)
    let base = y0 * nodes + x0
    return [
      (base, (1 - fx) * (1 - fy)), (base + 1, fx * (1 - fy)),
      (base + nodes, (1 - fx) * fy), (base + nodes + 1, fx * fy),
    ]
  }

  /// The field fitted to the tiles of `tiles` (their classes as read) on `image`, inside
  /// `board` (an offset alone when no two classes of `minimumTiles` tiles or more differ by
  /// `minimumContrast` levels); nil when too few tiles fit or the fit is degenerate.
  static func fit(
    _ image: RGBAImage, board: PixelRect, tiles: [TileEvidence], minimumTiles: Int = 3,
    minimumContrast: Double = 24, policy: ScanPolicy.Geometry = ScanPolicy.standard.geometry
  ) -> IlluminationField? {
    guard board.width >= 12, board.height >= 12 else { return nil }
    let samples = tiles.compactMap { tile -> TileSample? in
      guard let colour = meanColour(image, tile.sampleRegion) else { return nil }
      let centreX = Double(tile.sampleRegion.x) + Double(tile.sampleRegion.width) / 2
      let centreY = Double(tile.sampleRegion.y) + Double(tile.sampleRegion.height) / 2
      return TileSample(
        u: (centreX - Double(board.x)) / Double(board.width) - 0.5,
        v: (centreY - Double(board.y)) / Double(board.height) - 0.5,
        colour: colour, tileClass: tile.finalClass)
    }
    var references: [TileClass: [Double]] = [:]
    for tileClass in TileClass.allCases {
      let members = samples.filter { $0.tileClass == tileClass }
      guard members.count >= minimumTiles else { continue }
      references[tileClass] = (0..<3).map { channel in median(members.map { $0.colour[channel] }) }
    }
    // With one class only (or classes alike), gain and offset cannot be told apart: the
    // lighting is an offset alone (a glare over the empty board).
    let levels = references.values.map { ($0[0] + $0[1] + $0[2]) / 3 }
    guard let low = levels.min(), let high = levels.max() else { return nil }
    let offsetOnly = high - low < minimumContrast
    let kept = samples.filter { references[$0.tileClass] != nil }
    guard kept.count >= 12 else { return nil }
    // (Offset alone: the gain held at 1 by a pull no sample can outweigh.)
    var field = solve(
      kept, references: references, board: board,
      gainPull: offsetOnly ? 1e6 : policy.lightingGainPull, smoothness: policy.lightingSmoothness,
      pull: policy.lightingPull)
    field?.gains = policy.lightingGains
    return field
  }

  /// The gain and offset at image point (`x`, `y`).
  func lighting(x: Double, y: Double) -> (gain: Double, offset: Double) {
    lighting(
      u: (x - Double(board.x)) / Double(board.width) - 0.5,
      v: (y - Double(board.y)) / Double(board.height) - 0.5)
  }

  /// The gain and offset at board point `u`, `v`.
  func lighting(u: Double, v: Double) -> (gain: Double, offset: Double) {
    var g = 0.0
    var o = 0.0
    for (node, weight) in Self.weights(u, v) {
      g += gain[node] * weight
      o += offset[node] * weight
    }
    return (g, o)
  }

  /// The largest change the field makes to a level anywhere over the board (0 for even light).
  var strength: Double {
    var largest = 0.0
    for y in 0...4 {
      for x in 0...4 {
        let (g, o) = lighting(
          x: Double(board.x) + Double(board.width * x) / 4,
          y: Double(board.y) + Double(board.height * y) / 4)
        // (A level of 128 moved by the field.)
        largest = max(largest, abs(g * 128 + o - 128))
      }
    }
    return largest
  }

  /// `image` with the lighting divided out (the gain kept within 0.25-4 so that the fit's
  /// extrapolation beyond the board cannot blow the frame up), inside `region` only when
  /// given (the field is fitted on the board's tiles: beyond them it is a guess, and evening the
  /// frame and the screen around it by that guess can join them to the board).
  func evened(_ image: RGBAImage, inside region: PixelRect? = nil) -> RGBAImage {
    var result = image
    let area =
      region?.intersection(PixelRect(x: 0, y: 0, width: image.width, height: image.height))
      ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
    guard area.width > 0, area.height > 0 else { return image }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let (g, o) = lighting(x: Double(x) + 0.5, y: Double(y) + 0.5)
        let gain = min(gains.upperBound, max(gains.lowerBound, g))
        func level(_ value: UInt8) -> UInt8 {
          UInt8(min(255, max(0, ((Double(value) - o) / gain).rounded())))
        }
        var pixel = image[x, y]
        pixel.red = level(pixel.red)
        pixel.green = level(pixel.green)
        pixel.blue = level(pixel.blue)
        result[x, y] = pixel
      }
    }
    return result
  }

  /// The least-squares field, neighbouring nodes pulled towards each other (`smoothness`) and
  /// every node towards even light (the gain's by `gainPull`, the offset's lightly), so that
  /// nodes few tiles constrain follow their neighbours.
  private static func solve(
    _ samples: [TileSample], references: [TileClass: [Double]], board: PixelRect,
    gainPull: Double, smoothness: Double, pull: Double
  ) -> IlluminationField? {
    // Unknowns: the gain of every node, then the offset of every node.
    let count = nodes * nodes
    let unknowns = 2 * count
    var normal = [[Double]](repeating: [Double](repeating: 0, count: unknowns + 1), count: unknowns)
    for sample in samples {
      guard let reference = references[sample.tileClass] else { continue }
      let weights = weights(sample.u, sample.v)
      for channel in 0..<3 {
        let row =
          weights.map { ($0.node, $0.weight * reference[channel]) }
          + weights.map { (count + $0.node, $0.weight) }
        let target = sample.colour[channel]
        for (i, a) in row {
          for (j, b) in row { normal[i][j] += a * b }
          normal[i][unknowns] += a * target
        }
      }
    }
    // (Weights in the units of one channel of one tile: a gain's difference counts as much as
    // the levels it moves a typical colour by.)
    let scale =
      references.values.map { ($0[0] + $0[1] + $0[2]) / 3 }.reduce(0, +)
      / Double(references.count)
    for field in 0..<2 {
      let unit = field == 0 ? scale * scale : 1
      let first = field * count
      for y in 0..<nodes {
        for x in 0..<nodes {
          let node = first + y * nodes + x
          for neighbour in [x + 1 < nodes ? node + 1 : nil, y + 1 < nodes ? node + nodes : nil] {
            guard let neighbour else { continue }
            let weight = smoothness * unit
            normal[node][node] += weight
            normal[neighbour][neighbour] += weight
            normal[node][neighbour] -= weight
            normal[neighbour][node] -= weight
          }
          let weight = (field == 0 ? gainPull : pull) * unit
          normal[node][node] += weight
          if field == 0 { normal[node][unknowns] += weight }
        }
      }
    }
    guard let solution = LinearSystem.solve(normal) else { return nil }
    return IlluminationField(
      gain: Array(solution[0..<count]), offset: Array(solution[count..<unknowns]), board: board)
  }

  /// The mean colour (red, green, blue levels) of `region` in `image`; nil when it is empty.
  private static func meanColour(_ image: RGBAImage, _ region: PixelRect) -> [Double]? {
    let x0 = max(0, region.x)
    let y0 = max(0, region.y)
    let x1 = min(image.width, region.maxX)
    let y1 = min(image.height, region.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    var sum = [0.0, 0.0, 0.0]
    for y in y0..<y1 {
      for x in x0..<x1 {
        let pixel = image[x, y]
        sum[0] += Double(pixel.red)
        sum[1] += Double(pixel.green)
        sum[2] += Double(pixel.blue)
      }
    }
    let count = Double((x1 - x0) * (y1 - y0))
    return sum.map { $0 / count }
  }

  /// The median of `values` (0 when empty).
  private static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
