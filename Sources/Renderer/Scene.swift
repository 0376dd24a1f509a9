import Imaging
import Puzzle

/// One screen prepared for drawing: everything that never moves is painted once into a base
/// image; pieces and the Moves count are painted per frame (for animations).
struct Scene: Sendable {
  let geometry: ScreenGeometry
  let palette: ResolvedPalette
  let header: HeaderContent
  let boardPainter: BoardPainter
  private let base: RGBAImage
  private var sprites: [Piece: PieceSprite]

  /// Prepares a screen.
  ///
  /// - Parameters:
  ///   - geometry: where everything goes.
  ///   - palette: the theme's colours.
  ///   - seed: selects the wood and the status bar clock.
  ///   - exit: the chute.
  ///   - header: what the header says.
  ///   - pieces: the pieces that will be drawn (their sprites are painted now).
  init(
    geometry: ScreenGeometry, palette: ResolvedPalette, seed: UInt64, exit: Exit,
    header: HeaderContent, pieces: [Piece]
  ) {
    self.geometry = geometry
    self.palette = palette
    self.header = header
    boardPainter = BoardPainter(
      geometry: geometry, palette: palette, exitOnRight: exit.side == .right, exitRow: exit.row,
      seed: seed)
    var generator = SeededGenerator(seed: seed, stream: 0xC10C)
    let chrome = ChromePainter(geometry: geometry, minutes: generator.nextInt(in: 0...1439))
    var image = RGBAImage(
      width: geometry.size.width, height: geometry.size.height, fill: palette.background.rgba())
    if geometry.hasFrame {
      let screen = ScreenPainter(geometry: geometry, palette: palette, seed: seed)
      chrome.paintWindow(into: &image)
      screen.paintBackground(into: &image)
      chrome.paint(into: &image)
      screen.paintFrame(into: &image)
      if let panel = geometry.puzzlePanel {
        screen.paintRecess(panel, colour: palette.panel, into: &image)
      }
      HeaderPainter(geometry: geometry, palette: palette).paint(
        header, panels: [.puzzle], into: &image)
      for button in geometry.buttons { screen.paintButtonFace(button, into: &image) }
      ButtonPainter(geometry: geometry, palette: palette).paintIcons(into: &image)
      screen.paintBoardBevel(into: &image)
    }
    boardPainter.paintBoard(into: &image)
    base = image
    sprites = boardPainter.sprites(for: pieces)
  }

  /// The screen with `pieces` on the board and `moves` in the Moves panel.
  func frame(pieces: [Piece], moves: Int) -> RGBAImage {
    var image = base
    if geometry.hasFrame, let panel = geometry.movesPanel {
      ScreenPainter(geometry: geometry, palette: palette, seed: 0).paintRecess(
        panel, colour: palette.panel, into: &image)
      var content = header
      content.moves = moves
      HeaderPainter(geometry: geometry, palette: palette).paint(
        content, panels: [.moves], into: &image)
    }
    boardPainter.paintPieces(pieces, sprites: sprites, into: &image)
    return image
  }

  /// The pieces of `board`, at their cells.
  static func pieces(of board: Board) -> [Piece] {
    board.blocks.map { block in
      let horizontal = block.orientation == .horizontal
      return Piece(
        kind: block.isFixed ? .fixed : block.isPrisoner ? .prisoner : .block,
        letter: block.letter, row: Double(block.origin.row), column: Double(block.origin.column),
        width: horizontal ? block.length : 1, height: horizontal ? 1 : block.length)
    }
  }
}
