import Imaging

/// The colours a theme is drawn with: what the renderer paints and what a person sees.
///
/// Measured from real screenshots for the themes they exist for. Owned by the renderer issue;
/// new fields must be optional or have defaults so that existing theme files keep decoding.
/// The optional fields, when absent, are derived from the required ones (see each field).
public struct ThemePalette: Codable, Hashable, Sendable {
  /// Screen background around the game (behind header and buttons).
  public var background: RGBA
  /// The wood frame around the board.
  public var frame: RGBA
  /// The empty board (dark).
  public var board: RGBA
  /// Block wood, mid tone.
  public var wood: RGBA
  /// Darker grain lines in block wood.
  public var woodGrain: RGBA
  /// The light top edge of a block.
  public var woodHighlight: RGBA
  /// The red prisoner block, mid tone.
  public var prisoner: RGBA
  /// A fixed 1x1 block.
  public var fixedBlock: RGBA
  /// The rivets in a fixed block's corners.
  public var rivet: RGBA
  /// Drop shadow of blocks on the board.
  public var shadow: RGBA
  /// Header and panel text.
  public var text: RGBA

  /// The light top edge of the prisoner; absent means `prisoner` mixed halfway with white.
  public var prisonerHighlight: RGBA?
  /// The header panels and button faces; absent means the board colour.
  public var panel: RGBA?
  /// The arrowheads in the chute; absent means halfway between board and frame.
  public var chuteArrow: RGBA?
  /// Fibres per tile across the grain of block wood; absent means 34. Higher is finer.
  public var grainDensity: Double?
  /// How strongly the background and frame wood show grain, 0 (flat) to 1; absent means 0.25.
  public var backgroundGrain: Double?

  /// Creates a palette from its colours.
  public init(
    background: RGBA, frame: RGBA, board: RGBA, wood: RGBA, woodGrain: RGBA, woodHighlight: RGBA,
    prisoner: RGBA, fixedBlock: RGBA, rivet: RGBA, shadow: RGBA, text: RGBA,
    prisonerHighlight: RGBA? = nil, panel: RGBA? = nil, chuteArrow: RGBA? = nil,
    grainDensity: Double? = nil, backgroundGrain: Double? = nil
  ) {
    self.background = background
    self.frame = frame
    self.board = board
    self.wood = wood
    self.woodGrain = woodGrain
    self.woodHighlight = woodHighlight
    self.prisoner = prisoner
    self.fixedBlock = fixedBlock
    self.rivet = rivet
    self.shadow = shadow
    self.text = text
    self.prisonerHighlight = prisonerHighlight
    self.panel = panel
    self.chuteArrow = chuteArrow
    self.grainDensity = grainDensity
    self.backgroundGrain = backgroundGrain
  }
}
