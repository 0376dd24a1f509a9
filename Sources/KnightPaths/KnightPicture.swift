import Imaging

/// A picture of a knight board: chequered squares, the knight on its start square, the goal
/// ringed, and the route drawn leg by leg, each leg in its own shade with an arrowhead, each
/// intermediate square numbered 1, 2, … in move order.
public struct KnightPicture: Sendable {
  /// The board drawn.
  public let board: KnightBoard
  /// The knight's square.
  public let start: Square
  /// The goal square.
  public let goal: Square
  /// The route drawn, start first and goal last; nil or one square draws no legs.
  public let route: [Square]?
  /// The line above the board.
  public let caption: String
  /// Where everything goes.
  public let layout: KnightPictureLayout
  /// The colours.
  public let style: KnightPictureStyle

  /// Prepares a picture.
  /// - Parameters:
  ///   - board: the board.
  ///   - start: the knight's square.
  ///   - goal: the goal square.
  ///   - route: the route to draw (start first, goal last), or nil to draw none.
  ///   - caption: one line of printable ASCII shown above the board.
  ///   - style: the colours.
  /// - Precondition: the squares lie on the board and the route runs from start to goal.
  public init(
    board: KnightBoard, start: Square, goal: Square, route: [Square]?, caption: String,
    style: KnightPictureStyle = KnightPictureStyle()
  ) {
    precondition(board.contains(start) && board.contains(goal), "squares must lie on the board")
    if let route {
      precondition(route.first == start && route.last == goal, "route must join start and goal")
      precondition(route.allSatisfy(board.contains), "route must stay on the board")
    }
    self.board = board
    self.start = start
    self.goal = goal
    self.route = route
    self.caption = caption
    self.layout = KnightPictureLayout(boardSize: board.size, caption: caption)
    self.style = style
  }

  /// The caption for an outcome, such as `a1 to h8 on 8x8: 6 moves`.
  /// - Parameters:
  ///   - outcome: the search's answer.
  ///   - start: the knight's square.
  ///   - goal: the goal square.
  ///   - board: the board.
  ///   - maxMoves: the limit the outcome was computed with.
  public static func caption(
    for outcome: RouteOutcome, from start: Square, to goal: Square, on board: KnightBoard,
    maxMoves: Int
  ) -> String {
    let head = "\(start) to \(goal) on \(board): "
    func moves(_ count: Int) -> String { count == 1 ? "1 move" : "\(count) moves" }
    switch outcome {
    case .found(let route): return head + moves(route.count - 1)
    case .beyondLimit(let distance):
      return head + "no route within \(moves(maxMoves)) (needs \(distance))"
    case .unreachable: return head + "unreachable"
    }
  }

  /// Draws the picture.
  public func render() -> RGBAImage {
    var image = RGBAImage(
      width: layout.imageSize.width, height: layout.imageSize.height, fill: style.background)
    drawBoard(on: &image)
    drawLabels(on: &image)
    image.fillRect(layout.rect(of: start), colour: style.startHighlight)
    image.fillRect(layout.rect(of: goal), colour: style.goalHighlight)
    let legs = route.map { Array(zip($0, $0.dropFirst())) } ?? []
    for (index, leg) in legs.enumerated() {
      drawLeg(from: leg.0, to: leg.1, colour: style.legColour(index, of: legs.count), on: &image)
    }
    drawGoal(on: &image)
    for (index, leg) in legs.enumerated() where leg.1 != goal {
      drawNumber(
        index + 1, on: leg.1, ring: style.legColour(index, of: legs.count), image: &image)
    }
    drawKnight(on: &image)
    image.drawText(
      layout.captionText, at: layout.captionOrigin, scale: layout.captionScale, colour: style.label)
    return image
  }

  /// The chequered squares and a thin frame.
  private func drawBoard(on image: inout RGBAImage) {
    image.strokeRect(layout.boardRect.insetBy(-2), colour: style.label.withAlpha(90), lineWidth: 2)
    for row in 0..<board.size {
      for column in 0..<board.size {
        let square = Square(row: row, column: column)
        image.fillRect(layout.rect(of: square), colour: style.squareColour(square))
      }
    }
  }

  /// Column letters under the board and row numbers to its left, centred on their squares.
  private func drawLabels(on image: inout RGBAImage) {
    let font = BitmapFont.standard
    let scale = layout.labelScale
    let board = layout.boardRect
    for index in 0..<self.board.size {
      let letters = Square.columnLetters(index)
      let letterSize = font.measureText(letters, scale: scale)
      let column = layout.rect(of: Square(row: 0, column: index))
      image.drawText(
        letters,
        at: PixelPoint(
          x: column.x + (column.width - letterSize.width) / 2, y: board.maxY + layout.padding),
        scale: scale, colour: style.label)
      let number = String(index + 1)
      let numberSize = font.measureText(number, scale: scale)
      let row = layout.rect(of: Square(row: index, column: 0))
      image.drawText(
        number,
        at: PixelPoint(
          x: board.x - layout.padding - numberSize.width,
          y: row.y + (row.height - numberSize.height) / 2),
        scale: scale, colour: style.label)
    }
  }

  /// One leg: a haloed line from centre to centre with an arrowhead stopping at the target's
  /// disc (or the goal's ring).
  private func drawLeg(from: Square, to: Square, colour: RGBA, on image: inout RGBAImage) {
    let tail = layout.centre(of: from)
    let head = layout.centre(of: to)
    let dx = head.x - tail.x
    let dy = head.y - tail.y
    let length = (dx * dx + dy * dy).squareRoot()
    let stop =
      to == goal
      ? layout.goalRingRadius + layout.goalRingWidth / 2 : layout.numberDiscRadius + 1
    let tip = ImagePoint(x: head.x - dx / length * stop, y: head.y - dy / length * stop)
    let width = layout.legWidth
    let headLength = width * 3
    let haloWidth = width + max(2, width * 0.5)
    image.drawArrow(
      from: tail, to: tip, colour: style.legHalo, lineWidth: haloWidth,
      headLength: headLength + haloWidth - width, headWidth: headLength * 0.9 + haloWidth - width)
    image.drawArrow(
      from: tail, to: tip, colour: colour, lineWidth: width, headLength: headLength,
      headWidth: headLength * 0.9)
  }

  /// The goal's ring.
  private func drawGoal(on image: inout RGBAImage) {
    image.strokeCircle(
      centre: layout.centre(of: goal), radius: layout.goalRingRadius, colour: style.goal,
      lineWidth: layout.goalRingWidth)
  }

  /// A white disc ringed in the leg's shade, holding the move number.
  private func drawNumber(_ number: Int, on square: Square, ring: RGBA, image: inout RGBAImage) {
    let centre = layout.centre(of: square)
    let radius = layout.numberDiscRadius
    let ringWidth = max(2, Double(layout.cellSize) * 0.06)
    image.fillCircle(centre: centre, radius: radius, colour: style.numberDisc)
    image.strokeCircle(
      centre: centre, radius: radius - ringWidth / 2, colour: ring, lineWidth: ringWidth)
    let text = String(number)
    let size = BitmapFont.standard.measureText(text, scale: layout.numberScale)
    // Centre on the disc; the glyphs' ink is 7 font pixels tall of the 8-pixel line.
    let inkHeight = 7 * layout.numberScale
    image.drawText(
      text,
      at: PixelPoint(
        x: Int((centre.x - Double(size.width) / 2).rounded()),
        y: Int((centre.y - Double(inkHeight) / 2).rounded())),
      scale: layout.numberScale, colour: style.number)
  }

  /// The knight's silhouette, outlined, on the start square.
  private func drawKnight(on image: inout RGBAImage) {
    let rect = layout.rect(of: start)
    let cell = Double(layout.cellSize)
    func point(_ x: Double, _ y: Double) -> ImagePoint {
      ImagePoint(x: Double(rect.x) + x / 100 * cell, y: Double(rect.y) + y / 100 * cell)
    }
    let outline = KnightPicture.silhouette.map { point($0.x, $0.y) }
    image.drawPolyline(
      outline + [outline[0]], colour: style.knightOutline, lineWidth: max(2, cell * 0.06))
    image.fillPolygon(outline, colour: style.knight)
    image.fillCircle(
      centre: point(31, 26), radius: max(1, cell * 0.035), colour: style.knightOutline)
  }

  /// A chess knight's head facing left, in hundredths of a square (y down); the square's
  /// centre lies inside it.
  static let silhouette: [(x: Double, y: Double)] = [
    (18, 94), (82, 94), (82, 85), (74, 80), (72, 66), (76, 52), (75, 38), (70, 26), (61, 16),
    (52, 11), (47, 3), (41, 12), (35, 15), (28, 22), (21, 33), (12, 44), (11, 52), (16, 57),
    (25, 56), (34, 51), (41, 49), (37, 60), (30, 70), (27, 80), (19, 84), (18, 88),
  ]
}
