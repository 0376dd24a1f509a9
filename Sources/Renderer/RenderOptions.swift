import Puzzle

/// Everything about a render besides the puzzle, theme and layout.
public struct RenderOptions: Hashable, Sendable {
  /// Selects the wood, the header's defaults and the noise: the same seed gives the same
  /// pixels.
  public var seed: UInt64
  /// The canvas size; nil uses the layout's default.
  public var size: ScreenSize?
  /// What the header shows; nil draws a plausible header from the seed and `optimalMoves`.
  public var header: HeaderContent?
  /// The optimal solution length, written into the label (and shown as the record target).
  public var optimalMoves: Label.OptimalMoves
  /// The label's note; nil writes a description of the render.
  public var note: String?
  /// Changes that make the render look like a shared screenshot.
  public var perturbations: Perturbations

  /// Creates options; the defaults render a clean screenshot with seed 1.
  public init(
    seed: UInt64 = 1, size: ScreenSize? = nil, header: HeaderContent? = nil,
    optimalMoves: Label.OptimalMoves = .unknown, note: String? = nil,
    perturbations: Perturbations = Perturbations()
  ) {
    self.seed = seed
    self.size = size
    self.header = header
    self.optimalMoves = optimalMoves
    self.note = note
    self.perturbations = perturbations
  }
}
