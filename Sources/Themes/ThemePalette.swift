import Imaging

/// The colours a theme is drawn with: what the renderer paints and what a person sees.
///
/// Measured from real screenshots for the themes they exist for. Owned by the renderer issue;
/// new fields must be optional or have defaults so that existing theme files keep decoding.
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

  /// Creates a palette from its colours.
  public init(
    background: RGBA, frame: RGBA, board: RGBA, wood: RGBA, woodGrain: RGBA, woodHighlight: RGBA,
    prisoner: RGBA, fixedBlock: RGBA, rivet: RGBA, shadow: RGBA, text: RGBA
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
  }
}
