import Imaging
import Puzzle
import Themes

extension Renderer {
  /// Renders a screen that is not a puzzle, labelled `{"board": null, "reject": true}`.
  ///
  /// - Parameters:
  ///   - screen: what to draw.
  ///   - theme: the theme of the game's screens.
  ///   - layout: the kind of screen (chrome and size).
  ///   - options: seed, size, note and perturbations (scale, geometry, noise and JPEG only).
  /// - Returns: the image and its reject label (no board rectangle).
  /// - Throws: `RendererError.perturbationOutOfRange` for a bad strength.
  public static func renderReject(
    _ screen: RejectScreen, theme: ThemeProfile, layout: ScreenLayout,
    options: RenderOptions = RenderOptions()
  ) throws(RendererError) -> RenderedScreenshot {
    try options.perturbations.validate()
    let size = options.size ?? layout.defaultSize
    let geometry = ScreenGeometry.make(layout: layout, size: size)
    let palette = ResolvedPalette(theme.palette)
    var generator = SeededGenerator(seed: options.seed, stream: 0x4E7EC7)
    var image = RGBAImage(width: size.width, height: size.height, fill: palette.background.rgba())
    switch screen {
    case .solidColour:
      let choices = [palette.board, palette.background, palette.wood, palette.frame]
      let pick = generator.nextInt(in: 0...choices.count)
      let colour =
        pick < choices.count
        ? choices[pick].rgba()
        : RGBA(
          red: UInt8(generator.nextInt(in: 0...255)), green: UInt8(generator.nextInt(in: 0...255)),
          blue: UInt8(generator.nextInt(in: 0...255)))
      image.fill(colour)
    case .noise:
      for index in image.pixels.indices {
        let bits = generator.next()
        image.pixels[index] = RGBA(
          red: UInt8(bits & 0xFF), green: UInt8(bits >> 8 & 0xFF), blue: UInt8(bits >> 16 & 0xFF))
      }
    case .menu, .levelSelect:
      let painter = ScreenPainter(geometry: geometry, palette: palette, seed: options.seed)
      let chrome = ChromePainter(geometry: geometry, minutes: generator.nextInt(in: 0...1439))
      chrome.paintWindow(into: &image)
      painter.paintBackground(into: &image)
      chrome.paint(into: &image)
      if screen == .menu {
        paintMenu(geometry: geometry, palette: palette, seed: options.seed, into: &image)
      } else {
        paintLevelSelect(
          geometry: geometry, palette: palette, seed: options.seed, painter: painter,
          first: generator.nextInt(in: 0...40) * 25 + 1, into: &image)
      }
    }
    let finisher = Finisher(
      geometry: geometry, palette: palette, seed: options.seed, exit: .standard,
      prisoner: Block(
        letter: "A", origin: Cell(row: 2, column: 0), orientation: .horizontal, length: 2))
    if options.perturbations.scale != 1 { image = image.scaled(by: options.perturbations.scale) }
    // (A screen without a board is reshaped as a whole; there are no corners to label.)
    if options.perturbations.hasGeometry {
      image = options.perturbations.reshape(image, board: image.bounds).0
    }
    if options.perturbations.noise > 0 {
      finisher.addNoise(options.perturbations.noise, to: &image)
    }
    var attributes: [String: LabelValue] = [
      "theme": .string(theme.name), "layout": .string(layout.rawValue),
      "seed": LabelValue(options.seed), "size": .string("\(image.width)x\(image.height)"),
      "screen": .string(screen.rawValue),
    ]
    let names = options.perturbations.names.filter {
      !$0.hasPrefix("overlay") && $0 != "decoy" && $0 != "banner"
    }
    if !names.isEmpty { attributes["perturbations"] = .string(names.joined(separator: " ")) }
    let label = Label.reject(note: options.note ?? screen.note, attributes: attributes)
    return RenderedScreenshot(image: image, label: label, boardRect: nil, tileSize: nil)
  }

  /// The main menu: the title, then four wooden buttons.
  private static func paintMenu(
    geometry: ScreenGeometry, palette: ResolvedPalette, seed: UInt64, into image: inout RGBAImage
  ) {
    let unit = geometry.unit
    let centreX = Double(geometry.screen.x) + Double(geometry.screen.width) / 2
    let top = Double(geometry.statusBar?.maxY ?? geometry.screen.y) + unit * 0.12
    TextPainter.draw(
      "Unblock Me", x: centreX, top: top, capHeight: unit * 0.1, colour: palette.text.rgba(),
      outline: palette.board.scaled(0.5).rgba(), into: &image)
    let tile = unit * 0.15
    let titles = ["Play", "Relax Mode", "Challenge", "Settings"]
    for (index, title) in titles.enumerated() {
      let plank = Piece(
        kind: index == 0 ? .prisoner : .block, letter: Character(UnicodeScalar(UInt8(66 + index))),
        row: 0, column: 0, width: 4, height: 1)
      let sprite = PieceSprite(piece: plank, tile: tile, palette: palette, seed: seed)
      let origin = PixelPoint(
        x: Int((centreX - Double(sprite.body.width) / 2).rounded()),
        y: Int((Double(geometry.board.y) + Double(index) * tile * 1.45).rounded()))
      image.composite(
        sprite.shadow,
        at: PixelPoint(x: origin.x - sprite.shadowMargin, y: origin.y - sprite.shadowMargin))
      image.composite(sprite.body, at: origin)
      TextPainter.draw(
        title, x: centreX, top: Double(origin.y) + tile * 0.36, capHeight: tile * 0.28,
        colour: index == 0 ? .white : palette.board.scaled(0.6).rgba(), into: &image)
    }
  }

  /// The puzzle chooser: a title, then a dark panel holding 5x5 numbered wooden squares.
  private static func paintLevelSelect(
    geometry: ScreenGeometry, palette: ResolvedPalette, seed: UInt64, painter: ScreenPainter,
    first: Int, into image: inout RGBAImage
  ) {
    let unit = geometry.unit
    let panel = geometry.board
    TextPainter.draw(
      "Select Puzzle", x: Double(panel.x) + Double(panel.width) / 2,
      top: Double(panel.y) - unit * 0.2, capHeight: unit * 0.07, colour: palette.text.rgba(),
      outline: palette.board.scaled(0.5).rgba(), into: &image)
    painter.paintRecess(panel, colour: palette.board, into: &image)
    let pitch = Double(panel.width) / 5
    let square = Piece(kind: .block, letter: "B", row: 0, column: 0, width: 1, height: 1)
    let sprite = PieceSprite(piece: square, tile: pitch * 0.86, palette: palette, seed: seed)
    for row in 0..<5 {
      for column in 0..<5 {
        let x = Double(panel.x) + (Double(column) + 0.07) * pitch
        let y = Double(panel.y) + (Double(row) + 0.07) * pitch
        let origin = PixelPoint(x: Int(x.rounded()), y: Int(y.rounded()))
        image.composite(sprite.body, at: origin)
        TextPainter.draw(
          String(first + row * 5 + column), x: x + pitch * 0.43, top: y + pitch * 0.3,
          capHeight: pitch * 0.24, colour: palette.board.scaled(0.7).rgba(), into: &image)
      }
    }
  }
}
