import Imaging

/// Where every part of a rendered screen lies, in pixels: chrome, header panels, the board
/// and the bottom buttons.
///
/// Proportions are measured from real screenshots (a 640x1136 phone scaled to 200x356):
/// everything is placed in units of the game's content width, so a render at any size keeps
/// the game's look.
public struct ScreenGeometry: Hashable, Sendable {
  /// The whole canvas.
  public var size: ScreenSize
  /// The layout this geometry was made for.
  public var layout: ScreenLayout
  /// A phone status bar across the top, if the layout has one.
  public var statusBar: PixelRect?
  /// A desktop window's title bar, if the layout has one.
  public var titleBar: PixelRect?
  /// An emulator's toolbar beside the phone screen, if the layout has one.
  public var toolbar: PixelRect?
  /// The game's screen (wood background); the whole canvas for phones and tablets.
  public var screen: PixelRect
  /// The header panel with the puzzle number and category, if shown.
  public var puzzlePanel: PixelRect?
  /// The header panel with the Moves count and record, if shown.
  public var movesPanel: PixelRect?
  /// The 6x6 grid of cells: the dark board, without its border line.
  public var board: PixelRect
  /// The distance between the starts of two neighbouring cells, in pixels (fractional).
  public var tileSize: Double
  /// The bottom buttons (pause, hint, undo, restart), left to right; empty when not shown.
  public var buttons: [PixelRect]
  /// The content width every proportion is measured in (pixels).
  public var unit: Double

  /// True when the layout draws the wood screen, frame and chute (all but board-only).
  public var hasFrame: Bool { layout != .boardOnly }

  /// The pixel rectangle of `width` x `height` cells whose top-left cell is at `row`,
  /// `column`; positions may be fractional (a block between two cells while it slides).
  public func cellRect(row: Double, column: Double, width: Double, height: Double) -> PixelRect {
    let left = board.x + Int((column * tileSize).rounded())
    let top = board.y + Int((row * tileSize).rounded())
    let right = board.x + Int(((column + width) * tileSize).rounded())
    let bottom = board.y + Int(((row + height) * tileSize).rounded())
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Computes the geometry of `layout` on a canvas of `size`.
  ///
  /// - Parameters:
  ///   - layout: the kind of screen.
  ///   - size: the canvas size.
  /// - Returns: the rectangles of every part.
  public static func make(layout: ScreenLayout, size: ScreenSize) -> ScreenGeometry {
    let canvas = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
    switch layout {
    case .boardOnly:
      let side = min(size.width, size.height)
      let board = PixelRect(
        x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
      return ScreenGeometry(
        size: size, layout: layout, screen: canvas, board: board, tileSize: Double(side) / 6,
        buttons: [], unit: Double(side) / 0.93)
    case .oldPhone:
      let bar = max(8, Int((Double(size.width) * 0.0625).rounded()))
      var geometry = game(
        in: PixelRect(x: 0, y: bar, width: size.width, height: size.height - bar), size: size,
        layout: layout, metrics: .compact)
      geometry.statusBar = PixelRect(x: 0, y: 0, width: size.width, height: bar)
      geometry.screen = canvas
      return geometry
    case .tallPhone, .tablet:
      var geometry = game(in: canvas, size: size, layout: layout, metrics: .standard)
      geometry.screen = canvas
      return geometry
    case .desktop:
      let title = max(12, Int((Double(size.height) * 0.035).rounded()))
      let margin = max(4, size.height / 50)
      let window = PixelRect(
        x: 0, y: title, width: size.width, height: size.height - title)
      let phoneHeight = max(16, window.height - 2 * margin)
      let phoneWidth = min(
        Int((Double(phoneHeight) / GameMetrics.standard.height).rounded()),
        max(16, size.width * 3 / 4))
      let toolbarWidth = max(8, phoneWidth / 9)
      let phoneX = (size.width - phoneWidth - toolbarWidth - margin) / 2
      let phone = PixelRect(
        x: phoneX, y: title + margin, width: phoneWidth, height: phoneHeight)
      var geometry = game(in: phone, size: size, layout: layout, metrics: .standard)
      geometry.screen = phone
      geometry.titleBar = PixelRect(x: 0, y: 0, width: size.width, height: title)
      geometry.toolbar = PixelRect(
        x: phone.maxX + margin, y: phone.y + margin, width: toolbarWidth,
        height: min(phoneHeight - 2 * margin, toolbarWidth * 8))
      return geometry
    }
  }

  /// Places the game (header, board, buttons) centred in `area`.
  private static func game(
    in area: PixelRect, size: ScreenSize, layout: ScreenLayout, metrics: GameMetrics
  ) -> ScreenGeometry {
    let unit = min(Double(area.width), Double(area.height) / metrics.height)
    let originX = Double(area.x) + (Double(area.width) - unit) / 2
    let originY = Double(area.y) + (Double(area.height) - unit * metrics.height) / 2
    func rect(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> PixelRect {
      let x = Int((originX + left * unit).rounded())
      let y = Int((originY + top * unit).rounded())
      return PixelRect(
        x: x, y: y, width: Int((originX + right * unit).rounded()) - x,
        height: Int((originY + bottom * unit).rounded()) - y)
    }
    let boardSide = Int((metrics.boardSide * unit).rounded())
    let boardOrigin = rect(metrics.boardLeft, metrics.boardTop, metrics.boardLeft, metrics.boardTop)
    let board = PixelRect(x: boardOrigin.x, y: boardOrigin.y, width: boardSide, height: boardSide)
    let buttons = (0..<4).map { index in
      let left = metrics.buttonsLeft + Double(index) * metrics.buttonPitch
      return rect(left, metrics.buttonsTop, left + metrics.buttonWidth, metrics.buttonsBottom)
    }
    return ScreenGeometry(
      size: size, layout: layout, screen: area,
      puzzlePanel: rect(
        metrics.puzzlePanel.0, metrics.panelsTop, metrics.puzzlePanel.1, metrics.panelsBottom),
      movesPanel: metrics.movesPanel.map {
        rect($0.0, metrics.panelsTop, $0.1, metrics.panelsBottom)
      },
      board: board, tileSize: Double(boardSide) / 6, buttons: buttons, unit: unit)
  }

  init(
    size: ScreenSize, layout: ScreenLayout, statusBar: PixelRect? = nil,
    titleBar: PixelRect? = nil, toolbar: PixelRect? = nil, screen: PixelRect,
    puzzlePanel: PixelRect? = nil, movesPanel: PixelRect? = nil, board: PixelRect,
    tileSize: Double, buttons: [PixelRect], unit: Double
  ) {
    self.size = size
    self.layout = layout
    self.statusBar = statusBar
    self.titleBar = titleBar
    self.toolbar = toolbar
    self.screen = screen
    self.puzzlePanel = puzzlePanel
    self.movesPanel = movesPanel
    self.board = board
    self.tileSize = tileSize
    self.buttons = buttons
    self.unit = unit
  }
}

/// Proportions of the game screen in units of its content width, measured from real
/// screenshots.
struct GameMetrics: Sendable {
  /// Content height / content width.
  var height: Double
  var panelsTop: Double
  var panelsBottom: Double
  /// Left and right of the puzzle panel.
  var puzzlePanel: (Double, Double)
  /// Left and right of the Moves panel, if shown.
  var movesPanel: (Double, Double)?
  var boardLeft: Double
  var boardTop: Double
  var boardSide: Double
  var buttonsTop: Double
  var buttonsBottom: Double
  var buttonsLeft: Double
  var buttonWidth: Double
  var buttonPitch: Double

  /// A 640x1136 phone: puzzle and Moves panels, board, four buttons.
  static let standard = GameMetrics(
    height: 1.78, panelsTop: 0.17, panelsBottom: 0.475, puzzlePanel: (0.03, 0.665),
    movesPanel: (0.705, 0.965), boardLeft: 0.035, boardTop: 0.52, boardSide: 0.93,
    buttonsTop: 1.55, buttonsBottom: 1.665, buttonsLeft: 0.03, buttonWidth: 0.185,
    buttonPitch: 0.25)

  /// A 320x460 phone (below its status bar): one wide puzzle panel, no Moves panel.
  static let compact = GameMetrics(
    height: 1.4375, panelsTop: 0.05, panelsBottom: 0.265, puzzlePanel: (0.03, 0.97),
    movesPanel: nil, boardLeft: 0.035, boardTop: 0.315, boardSide: 0.93,
    buttonsTop: 1.29, buttonsBottom: 1.395, buttonsLeft: 0.03, buttonWidth: 0.185,
    buttonPitch: 0.25)
}
