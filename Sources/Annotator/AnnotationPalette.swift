import Imaging
import Puzzle
import Scanner

/// The colours of an overlay, chosen to stay readable on every wood theme.
///
/// Every mark is a saturated colour drawn over a black halo, and every text sits on a backing,
/// so a mark stands out on the pale beige and saturated orange themes (the halo) as well as on
/// the dark cherry wood and the dark brown board (the bright colour).
public struct AnnotationPalette: Hashable, Sendable {
  /// The board rectangle and its origin marker.
  public var board: RGBA
  /// The 6x6 grid lines.
  public var grid: RGBA
  /// The halo under every line and the border of every badge.
  public var halo: RGBA
  /// The light dashes of a tile's sample-region outline.
  public var sampleLight: RGBA
  /// The dark dashes of a tile's sample-region outline (alternating with the light ones).
  public var sampleDark: RGBA
  /// Badge backing of an empty tile.
  public var empty: RGBA
  /// Badge backing of a tile of a sliding block, and the outline of a sliding block.
  public var block: RGBA
  /// Badge backing of a prisoner tile, and the prisoner's outline.
  public var prisoner: RGBA
  /// Badge backing of a fixed-block tile, and a fixed block's outline.
  public var fixed: RGBA
  /// A seam whose tiles belong to different blocks (or one is not a block).
  public var split: RGBA
  /// A seam whose tiles belong to the same block.
  public var joined: RGBA
  /// The chute strips, the notch found and the exit arrow.
  public var chute: RGBA
  /// Regions the locator considered and rejected.
  public var candidate: RGBA
  /// Cells an error names.
  public var fault: RGBA
  /// Text on a dark backing.
  public var text: RGBA
  /// The backing behind text on the screenshot.
  public var textBacking: RGBA
  /// The background of panel margins, the legend and the gaps between panels.
  public var background: RGBA
  /// The header backing when the scan succeeded.
  public var success: RGBA
  /// The header backing when the scan failed.
  public var failure: RGBA

  /// The standard palette: white board, yellow grid, blue blocks, red prisoner, violet fixed
  /// blocks, magenta splits, green joins, cyan chute, orange candidates.
  public static let standard = AnnotationPalette(
    board: RGBA(red: 255, green: 255, blue: 255),
    grid: RGBA(red: 255, green: 234, blue: 0),
    halo: RGBA(red: 0, green: 0, blue: 0),
    sampleLight: RGBA(red: 255, green: 255, blue: 255),
    sampleDark: RGBA(red: 0, green: 0, blue: 0),
    empty: RGBA(red: 189, green: 189, blue: 189),
    block: RGBA(red: 68, green: 138, blue: 255),
    prisoner: RGBA(red: 255, green: 23, blue: 68),
    fixed: RGBA(red: 213, green: 0, blue: 249),
    split: RGBA(red: 255, green: 0, blue: 255),
    joined: RGBA(red: 0, green: 230, blue: 118),
    chute: RGBA(red: 0, green: 229, blue: 255),
    candidate: RGBA(red: 255, green: 145, blue: 0),
    fault: RGBA(red: 255, green: 23, blue: 68),
    text: RGBA(red: 255, green: 255, blue: 255),
    textBacking: RGBA(red: 0, green: 0, blue: 0, alpha: 215),
    background: RGBA(red: 34, green: 34, blue: 34),
    success: RGBA(red: 27, green: 94, blue: 32),
    failure: RGBA(red: 183, green: 28, blue: 28))

  /// Creates a palette; see `standard`.
  public init(
    board: RGBA, grid: RGBA, halo: RGBA, sampleLight: RGBA, sampleDark: RGBA,
    empty: RGBA, block: RGBA,
    prisoner: RGBA, fixed: RGBA, split: RGBA, joined: RGBA, chute: RGBA, candidate: RGBA,
    fault: RGBA, text: RGBA, textBacking: RGBA, background: RGBA, success: RGBA, failure: RGBA
  ) {
    self.board = board
    self.grid = grid
    self.halo = halo
    self.sampleLight = sampleLight
    self.sampleDark = sampleDark
    self.empty = empty
    self.block = block
    self.prisoner = prisoner
    self.fixed = fixed
    self.split = split
    self.joined = joined
    self.chute = chute
    self.candidate = candidate
    self.fault = fault
    self.text = text
    self.textBacking = textBacking
    self.background = background
    self.success = success
    self.failure = failure
  }

  /// The badge colour of a tile class.
  public func colour(for tileClass: TileClass) -> RGBA {
    switch tileClass {
    case .empty: empty
    case .block: block
    case .prisoner: prisoner
    case .fixed: fixed
    }
  }

  /// The outline colour of a block: the prisoner, a fixed block or a sliding block.
  public func colour(for block: Block) -> RGBA {
    block.isPrisoner ? prisoner : block.isFixed ? fixed : self.block
  }

  /// The colour of a seam decision.
  public func colour(forSplit split: Bool) -> RGBA { split ? self.split : joined }
}
