import Imaging
import Puzzle

/// Paints the perturbations that make a render look like a shared screenshot: a banner over
/// the header, a decoy board in a corner, documentation marks, and noise.
struct Finisher: Sendable {
  var geometry: ScreenGeometry
  var palette: ResolvedPalette
  var seed: UInt64
  var exit: Exit
  var prisoner: Block

  /// The board with its border and a margin of frame: nothing but overlays may cover it.
  private var protectedArea: PixelRect {
    geometry.board.insetBy(-Int((geometry.unit * 0.03).rounded()) - 1)
  }

  private func noRoom(_ name: String) -> RendererError {
    .noRoom(perturbation: name, layout: geometry.layout.rawValue, size: geometry.size.description)
  }

  /// An advertising banner across the header: a bright rounded panel with a slogan and a
  /// button.
  func paintBanner(into image: inout RGBAImage) throws(RendererError) {
    guard geometry.hasFrame, let panel = geometry.puzzlePanel else { throw noRoom("banner") }
    let margin = Int((geometry.unit * 0.02).rounded())
    let top = max(geometry.screen.y, panel.y - margin * 2)
    let bottom = min(panel.maxY + margin, protectedArea.y - 1)
    let rect = PixelRect(
      x: geometry.screen.x + margin, y: top, width: geometry.screen.width - 2 * margin,
      height: bottom - top)
    guard rect.height >= 12, rect.width >= 40 else { throw noRoom("banner") }
    var generator = SeededGenerator(seed: seed, stream: 0xBA77E4)
    let schemes: [(RGBA, RGBA)] = [
      (RGBA(red: 0x1E, green: 0x6F, blue: 0xD9), RGBA(red: 0x0B, green: 0x3C, blue: 0x8C)),
      (RGBA(red: 0x3C, green: 0xB3, blue: 0x4A), RGBA(red: 0x16, green: 0x6B, blue: 0x24)),
      (RGBA(red: 0x8E, green: 0x3C, blue: 0xC8), RGBA(red: 0x4B, green: 0x16, blue: 0x7A)),
    ]
    let (light, dark) = schemes[generator.nextInt(in: 0...(schemes.count - 1))]
    let slogans = ["GET 100 FREE HINTS!", "NEW PUZZLES DAILY", "REMOVE ADS - 50% OFF"]
    let slogan = slogans[generator.nextInt(in: 0...(slogans.count - 1))]
    var layer = RGBAImage(width: rect.width, height: rect.height, fill: .clear)
    var inner = RGBAImage(width: rect.width, height: rect.height, fill: .clear)
    inner.fillLinearGradient(inner.bounds, from: light, to: dark)
    layer.fillRoundedRect(
      layer.bounds, cornerRadius: Double(rect.height) * 0.18, colour: .white)
    // Keep the gradient only where the rounded white shape is.
    for index in layer.pixels.indices where layer.pixels[index].alpha > 0 {
      var colour = inner.pixels[index]
      colour.alpha = layer.pixels[index].alpha
      layer.pixels[index] = colour
    }
    image.composite(layer, at: PixelPoint(x: rect.x, y: rect.y))
    let h = Double(rect.height)
    let buttonWidth = Int(h * 1.3)
    let button = PixelRect(
      x: rect.maxX - buttonWidth - Int(h * 0.2), y: rect.y + Int(h * 0.25), width: buttonWidth,
      height: Int(h * 0.5))
    image.fillRoundedRect(
      button, cornerRadius: h * 0.12, colour: RGBA(red: 0xFF, green: 0xC8, blue: 0x2E))
    TextPainter.draw(
      "TAP", x: Double(button.x) + Double(button.width) / 2, top: Double(button.y) + h * 0.15,
      capHeight: h * 0.2, colour: RGBA(red: 0x40, green: 0x28, blue: 0x00), into: &image)
    let room = Double(button.x - rect.x) - h * 0.4
    let cap = min(h * 0.26, room / max(1, TextPainter.width(of: slogan, capHeight: 1)))
    TextPainter.draw(
      slogan, x: Double(rect.x) + h * 0.25, top: Double(rect.y) + (h - cap) / 2, capHeight: cap,
      alignment: .left, colour: .white, outline: dark, into: &image)
  }

  /// A small second board (another puzzle, in a thin frame) in the corner with the most room.
  func paintDecoy(into image: inout RGBAImage) throws(RendererError) {
    let protected = protectedArea
    let canvas = image.bounds
    let room =
      [
        protected.y, canvas.maxY - protected.maxY, protected.x, canvas.maxX - protected.maxX,
      ].max() ?? 0
    let side = min(Int(Double(geometry.board.width) * 0.42), room - 4)
    guard side >= ScreenSize.minimumSide else { throw noRoom("decoy board") }
    var generator = SeededGenerator(seed: seed, stream: 0xDEC0)
    let margin = max(2, side / 40)
    let corners = [
      PixelPoint(x: margin, y: margin), PixelPoint(x: canvas.maxX - side - margin, y: margin),
      PixelPoint(x: margin, y: canvas.maxY - side - margin),
      PixelPoint(x: canvas.maxX - side - margin, y: canvas.maxY - side - margin),
    ]
    let start = generator.nextInt(in: 0...3)
    guard
      let corner = (0..<4).map({ corners[($0 + start) % 4] }).first(where: {
        PixelRect(x: $0.x, y: $0.y, width: side, height: side).intersection(protected).isEmpty
      })
    else { throw noRoom("decoy board") }
    // A thin wooden frame with a shadow, then the small board inside.
    let frame = max(2, side / 22)
    let outer = PixelRect(x: corner.x, y: corner.y, width: side, height: side)
    image.fillRoundedRect(
      PixelRect(x: outer.x + frame / 2, y: outer.y + frame, width: side, height: side),
      cornerRadius: Double(frame), colour: RGBA(red: 0, green: 0, blue: 0, alpha: 110))
    image.fillRoundedRect(outer, cornerRadius: Double(frame), colour: palette.frame.rgba())
    let innerSide = side - 2 * frame
    // The decoy is small: its size is in range by the guard above (minus its frame).
    let size = ScreenSize(checkedWidth: innerSide, height: innerSide)
    let decoyGeometry = ScreenGeometry.make(layout: .boardOnly, size: size)
    let pieces = Self.randomPieces(using: &generator)
    let scene = Scene(
      geometry: decoyGeometry, palette: palette, seed: generator.next(), exit: exit,
      header: HeaderContent(puzzleNumber: 1, category: "Beginner", target: 1), pieces: pieces)
    image.composite(
      scene.frame(pieces: pieces, moves: 0), at: PixelPoint(x: outer.x + frame, y: outer.y + frame)
    )
  }

  /// A random but valid-looking arrangement: the prisoner in row 2 and up to ten blocks.
  static func randomPieces(using generator: inout SeededGenerator) -> [Piece] {
    var occupied = Set<Int>()
    let prisonerColumn = generator.nextInt(in: 0...3)
    var pieces = [
      Piece(
        kind: .prisoner, letter: "A", row: 2, column: Double(prisonerColumn), width: 2, height: 1)
    ]
    occupied.formUnion([12 + prisonerColumn, 13 + prisonerColumn])
    var letter: UInt8 = 66
    for _ in 0..<40 where pieces.count < 11 {
      let horizontal = generator.nextUnit() < 0.5
      let length = generator.nextUnit() < 0.75 ? 2 : 3
      let row = generator.nextInt(in: 0...(horizontal ? 5 : 6 - length))
      let column = generator.nextInt(in: 0...(horizontal ? 6 - length : 5))
      if horizontal && row == 2 { continue }
      let cells = (0..<length).map { horizontal ? row * 6 + column + $0 : (row + $0) * 6 + column }
      if cells.contains(where: occupied.contains) { continue }
      occupied.formUnion(cells)
      pieces.append(
        Piece(
          kind: .block, letter: Character(UnicodeScalar(letter)), row: Double(row),
          column: Double(column), width: horizontal ? length : 1, height: horizontal ? 1 : length))
      letter += 1
    }
    return pieces
  }

  /// The image set in a documentation figure: white margins left, right and below, the
  /// words "Board" (blue) and "Escape" (black) written down the sides with arrows to the
  /// board and the chute, and a caption.
  ///
  /// - Returns: the figure and where the original image's top-left pixel now lies.
  func figure(around image: RGBAImage) -> (RGBAImage, PixelPoint) {
    let side = max(12, image.width * 16 / 100)
    let below = max(12, image.height * 11 / 100)
    var sheet = RGBAImage(
      width: image.width + 2 * side, height: image.height + below, fill: .white)
    sheet.paste(image, at: PixelPoint(x: side, y: 0))
    let blue = RGBA(red: 0x10, green: 0x10, blue: 0xF0)
    let board = geometry.board
    let tile = geometry.tileSize
    let cap = Double(side) * 0.4
    let exitY = Double(board.y) + (Double(exit.row) + 0.5) * tile
    let words = [
      ("Board", blue, exit.side == .right ? 0 : 1, Double(board.y) + Double(board.height) / 2),
      ("Escape", RGBA.black, exit.side == .right ? 1 : 0, exitY),
    ]
    for (word, colour, place, target) in words {
      let left = place == 0
      let letterX = left ? Double(side) * 0.3 : Double(sheet.width) - Double(side) * 0.3
      let height = Double(word.count) * cap * 1.45
      var top = max(0, target - height / 2)
      for letter in word {
        TextPainter.draw(
          String(letter), x: letterX, top: top, capHeight: cap, colour: colour, into: &sheet)
        top += cap * 1.45
      }
      let edge = Double(side) + Double(left ? board.x : board.maxX)
      let arrowFrom = left ? letterX + cap * 0.7 : letterX - cap * 0.7
      sheet.drawArrow(
        from: ImagePoint(x: arrowFrom, y: target), to: ImagePoint(x: edge, y: target),
        colour: colour, lineWidth: max(1.5, cap * 0.25), headLength: cap * 0.5,
        headWidth: cap * 0.45)
    }
    TextPainter.draw(
      "Figure 1", x: Double(sheet.width) / 2, top: Double(image.height) + Double(below) * 0.3,
      capHeight: Double(below) * 0.34, colour: .black, into: &sheet)
    return (sheet, PixelPoint(x: side, y: 0))
  }

  /// Documentation marks, in the blue of the real figure.
  func paint(_ overlay: Overlay, into image: inout RGBAImage) {
    let blue = RGBA(red: 0x10, green: 0x10, blue: 0xF0)
    let unit = geometry.unit
    let board = geometry.board
    let tile = geometry.tileSize
    let stream = UInt64(Overlay.allCases.firstIndex(of: overlay) ?? 0)
    var generator = SeededGenerator(seed: seed, stream: 0x0E40 + stream)
    switch overlay {
    case .box:
      let width = max(2, Int((unit * 0.018).rounded()))
      image.strokeRect(
        board.insetBy(-Int((unit * 0.004).rounded()) - width), colour: blue, lineWidth: width)
    case .arrows:
      let width = max(1.5, unit * 0.01)
      // One arrow at the chute, from outside the board.
      let exitY = Double(board.y) + (Double(exit.row) + 0.5) * tile
      let edge = Double(exit.side == .right ? board.maxX : board.x)
      let outward = exit.side == .right ? 1.0 : -1.0
      image.drawArrow(
        from: ImagePoint(x: edge + outward * tile * 1.1, y: exitY),
        to: ImagePoint(x: edge + outward * tile * 0.05, y: exitY), colour: blue, lineWidth: width)
      // One at the board's other side, and one or two across the blocks.
      let otherEdge = Double(exit.side == .right ? board.x : board.maxX)
      let boardY = Double(board.y) + Double(board.height) * generator.nextDouble(in: 0.3...0.7)
      image.drawArrow(
        from: ImagePoint(x: otherEdge - outward * tile * 1.1, y: boardY),
        to: ImagePoint(x: otherEdge - outward * tile * 0.05, y: boardY), colour: blue,
        lineWidth: width)
      for _ in 0..<generator.nextInt(in: 1...2) {
        let start = ImagePoint(
          x: Double(board.x) + tile * generator.nextDouble(in: 0.3...5.7),
          y: Double(board.y) + tile * generator.nextDouble(in: 0.3...5.7))
        let end = ImagePoint(
          x: Double(board.x) + tile * generator.nextDouble(in: 0.3...5.7),
          y: Double(board.y) + tile * generator.nextDouble(in: 0.3...5.7))
        image.drawArrow(from: start, to: end, colour: blue, lineWidth: width)
      }
    case .figure:
      // Not a mark on the image: `figure(around:)` sets the whole image in a figure.
      break
    case .text:
      let cell = geometry.cellRect(
        row: Double(prisoner.origin.row), column: Double(prisoner.origin.column),
        width: Double(prisoner.length), height: 1)
      TextPainter.draw(
        "Prisoner", x: Double(cell.x) + Double(cell.width) / 2,
        top: Double(cell.y) + Double(cell.height) * 0.36, capHeight: tile * 0.26,
        colour: .white, outline: RGBA(red: 0x60, green: 0, blue: 0), into: &image)
      // Words written down the sides, one letter under another.
      let cap = max(5, tile * 0.3)
      for (word, left) in [("Board", true), ("Escape", false)] {
        let x =
          left
          ? Double(board.x) + cap * 0.7 : Double(board.maxX) - cap * 0.7
        var top = Double(board.y) + tile * generator.nextDouble(in: 0.4...1.5)
        for letter in word {
          TextPainter.draw(
            String(letter), x: x, top: top, capHeight: cap, colour: blue, outline: .white,
            into: &image)
          top += cap * 1.5
        }
      }
    }
  }

  /// Adds seeded Gaussian noise of standard deviation `strength` levels to every channel.
  func addNoise(_ strength: Double, to image: inout RGBAImage) {
    var generator = SeededGenerator(seed: seed, stream: 0x40_15E)
    for index in image.pixels.indices {
      var pixel = image.pixels[index]
      pixel.red = Shade.byte(Double(pixel.red) + generator.nextGaussian() * strength)
      pixel.green = Shade.byte(Double(pixel.green) + generator.nextGaussian() * strength)
      pixel.blue = Shade.byte(Double(pixel.blue) + generator.nextGaussian() * strength)
      image.pixels[index] = pixel
    }
  }
}
