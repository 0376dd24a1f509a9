import Imaging

/// Procedural wood grain: long fibres along a block's length, wavy and of varying width,
/// with broad bands of lighter and darker wood, as in the game's blocks.
///
/// Coordinates are in tiles (one tile = one cell), so the grain looks the same at every
/// screen size. `along` runs with the fibres, `across` perpendicular to them.
struct WoodGrain: Sendable {
  private let fibres: ValueNoise
  private let bands: ValueNoise
  private let warp: ValueNoise
  private let fade: ValueNoise
  /// Fibres per tile across the grain.
  let density: Double
  /// Random offset so that two blocks never show the same piece of wood.
  private let offset: Double

  /// Creates the grain of one piece of wood.
  ///
  /// - Parameters:
  ///   - seed: selects the piece (derive it from the render seed and the block).
  ///   - density: fibres per tile across the grain.
  init(seed: UInt64, density: Double = 34) {
    var generator = SeededGenerator(seed: seed)
    fibres = ValueNoise(seed: generator.next())
    bands = ValueNoise(seed: generator.next())
    warp = ValueNoise(seed: generator.next())
    fade = ValueNoise(seed: generator.next())
    self.density = density
    offset = generator.nextDouble(in: 0...1000)
  }

  /// How far the fibres bend sideways at `along` tiles, in tiles.
  @inline(__always)
  func bend(along: Double) -> Double {
    0.025 * (warp.value((along + offset) * 0.8) * 2 - 1)
  }

  /// The fine fibres across the grain at fibre coordinate `t`, about -1...1.
  func fine(_ t: Double) -> Double { fibres.fractal(t, octaves: 3) }

  /// The broad bands at fibre coordinate `t`, -1...1.
  func broad(_ t: Double) -> Double { bands.value(t * 0.12) * 2 - 1 }

  /// How strongly fibres show at `along` tiles and fibre coordinate `t` (0.35...1.45):
  /// fibres come and go along their length, like streaks in a real board.
  @inline(__always)
  func strength(along: Double, t: Double) -> Double {
    0.35 + 1.1 * fade.value((along + offset) * 4.5, t * 0.6)
  }

  /// Combines the parts into a tone: about -1 (light wood) to 1 (dark fibre).
  @inline(__always)
  static func tone(fine: Double, broad: Double, strength: Double) -> Double {
    max(-1, min(1, 0.95 * fine * strength + 0.3 * broad))
  }

  /// The grain's tone at a point: about -1 (light wood) to 1 (dark fibre).
  ///
  /// - Parameters:
  ///   - along: position along the fibres, in tiles.
  ///   - across: position across the fibres, in tiles.
  func tone(along: Double, across: Double) -> Double {
    let t = (across + bend(along: along)) * density
    return Self.tone(fine: fine(t), broad: broad(t), strength: strength(along: along, t: t))
  }

  /// The grain sampled on a grid of pixels, with the expensive one-dimensional parts
  /// tabulated: what painting a block or a background uses.
  ///
  /// - Parameters:
  ///   - alongCount: pixels along the fibres.
  ///   - acrossCount: pixels across the fibres.
  ///   - pixelsPerTile: the tile size.
  func field(alongCount: Int, acrossCount: Int, pixelsPerTile: Double) -> GrainField {
    GrainField(
      grain: self, alongCount: alongCount, acrossCount: acrossCount, pixelsPerTile: pixelsPerTile)
  }
}

/// A `WoodGrain` on a pixel grid: bends per row of fibres, fibre profiles in tables.
struct GrainField: Sendable {
  private let grain: WoodGrain
  private let scale: Double
  private let bends: [Double]
  private let alongs: [Double]
  private let tableStart: Double
  private let fineTable: [Double]
  private let broadTable: [Double]
  /// Table samples per unit of the fibre coordinate.
  private static let resolution = 32.0

  init(grain: WoodGrain, alongCount: Int, acrossCount: Int, pixelsPerTile: Double) {
    self.grain = grain
    scale = 1 / max(1e-9, pixelsPerTile)
    alongs = (0..<max(1, alongCount)).map { (Double($0) + 0.5) * (1 / max(1e-9, pixelsPerTile)) }
    bends = alongs.map { grain.bend(along: $0) }
    let low = ((bends.min() ?? 0) - 0.01) * grain.density
    let high =
      ((Double(acrossCount) + 1) * scale + (bends.max() ?? 0) + 0.01) * grain.density
    tableStart = low
    let count = Int(((high - low) * Self.resolution).rounded(.up)) + 2
    let samples = (0..<count).map { low + Double($0) / Self.resolution }
    fineTable = samples.map { grain.fine($0) }
    broadTable = samples.map { grain.broad($0) }
  }

  /// The tone at pixel `along`, `across` (pixel indices, sampled at pixel centres).
  @inline(__always)
  func tone(along: Int, across: Int) -> Double {
    let a = alongs[along]
    let t = ((Double(across) + 0.5) * scale + bends[along]) * grain.density
    let position = (t - tableStart) * Self.resolution
    let index = max(0, min(fineTable.count - 2, Int(position)))
    let fraction = position - Double(index)
    let fine = fineTable[index] + (fineTable[index + 1] - fineTable[index]) * fraction
    let broad = broadTable[index] + (broadTable[index + 1] - broadTable[index]) * fraction
    return WoodGrain.tone(fine: fine, broad: broad, strength: grain.strength(along: a, t: t))
  }
}
