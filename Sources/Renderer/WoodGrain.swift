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
  var density: Double
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

  /// The grain's tone at a point: about -1 (light wood) to 1 (dark fibre).
  ///
  /// - Parameters:
  ///   - along: position along the fibres, in tiles.
  ///   - across: position across the fibres, in tiles.
  @inline(__always)
  func tone(along: Double, across: Double) -> Double {
    let a = along + offset
    let bend =
      0.025 * (warp.value(a * 0.8) * 2 - 1) + 0.008 * (warp.value(a * 3.1, across * 1.7) * 2 - 1)
    let t = (across + bend) * density
    let fine = fibres.fractal(t, octaves: 3)
    // Fibres come and go along their length, like streaks of a real board.
    let strength = 0.35 + 1.1 * fade.value(a * 4.5, t * 0.6)
    let broad = bands.value(t * 0.12) * 2 - 1
    return max(-1, min(1, 0.95 * fine * strength + 0.3 * broad))
  }
}
