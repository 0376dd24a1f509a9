import Imaging
import Testing

@testable import KnightPaths

@Suite("Knight pictures, checked pixel by pixel in process")
struct KnightPictureTests {
  /// A picture of the first shortest route from `from` to `to` on a `size` board.
  func picture(size: Int, from: String, to: String) throws -> KnightPicture {
    let board = try KnightBoard(size: size)
    let start = try board.square(from)
    let goal = try board.square(to)
    let route = DistanceMap(board: board, goal: goal).shortestRoute(from: start)
    return KnightPicture(
      board: board, start: start, goal: goal, route: route, caption: "\(from) to \(to)")
  }

  /// The pixel under a continuous point.
  func pixel(_ image: RGBAImage, at point: ImagePoint) -> RGBA {
    image[Int(point.x.rounded(.down)), Int(point.y.rounded(.down))]
  }

  /// The largest channel difference between two colours.
  func difference(_ a: RGBA, _ b: RGBA) -> Int {
    max(
      abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
      abs(Int(a.blue) - Int(b.blue)))
  }

  static let cases: [(Int, String, String)] = [
    (3, "a1", "c2"), (5, "a1", "e5"), (8, "a1", "h8"), (12, "b2", "k11"), (16, "b1", "p16"),
    (23, "a1", "w23"), (40, "c3", "am37"), (64, "a1", "bl64"),
  ]

  @Test(arguments: 3...64)
  func layoutKeepsCellsLegibleAndImagesReasonable(size: Int) {
    let layout = KnightPictureLayout(boardSize: size, caption: "a1 to b3 on 64x64: 1 move")
    #expect(KnightPictureLayout.cellSizes.contains(layout.cellSize))
    #expect(layout.imageSize.width <= 1700 && layout.imageSize.height <= 1700)
    #expect(layout.boardRect.maxX <= layout.imageSize.width)
    #expect(layout.boardRect.maxY <= layout.imageSize.height)
    // The widest move number (two digits) fits inside its disc.
    let widest = BitmapFont.standard.measureText("88", scale: layout.numberScale)
    #expect(Double(widest.width) < 2 * layout.numberDiscRadius - 2)
    #expect(Double(widest.height) < 2 * layout.numberDiscRadius - 2)
  }

  @Test(arguments: cases)
  func knightStandsOnTheStartSquare(size: Int, from: String, to: String) throws {
    let picture = try picture(size: size, from: from, to: to)
    let image = picture.render()
    #expect(image.width == picture.layout.imageSize.width)
    #expect(image.height == picture.layout.imageSize.height)
    let centre = picture.layout.centre(of: picture.start)
    #expect(pixel(image, at: centre) == picture.style.knight)
    // The knight colour appears nowhere outside the start square's cell.
    let cell = picture.layout.rect(of: picture.start)
    var elsewhere = 0
    for y in 0..<image.height {
      for x in 0..<image.width where !cell.contains(PixelPoint(x: x, y: y)) {
        if image[x, y] == picture.style.knight { elsewhere += 1 }
      }
    }
    #expect(elsewhere == 0)
  }

  @Test(arguments: cases)
  func goalIsRinged(size: Int, from: String, to: String) throws {
    let picture = try picture(size: size, from: from, to: to)
    let image = picture.render()
    let centre = picture.layout.centre(of: picture.goal)
    let radius = picture.layout.goalRingRadius
    // Left, right, top and bottom of the ring: the last leg's arrow ends outside it.
    for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
      let onRing = ImagePoint(x: centre.x + dx * radius, y: centre.y + dy * radius)
      #expect(difference(pixel(image, at: onRing), picture.style.goal) <= 24, "\(dx), \(dy)")
    }
  }

  @Test(arguments: cases)
  func intermediateSquaresAreNumberedInMoveOrder(size: Int, from: String, to: String) throws {
    let picture = try picture(size: size, from: from, to: to)
    let image = picture.render()
    let route = try #require(picture.route)
    let font = BitmapFont.standard
    let scale = picture.layout.numberScale
    for (index, square) in route.dropFirst().dropLast().enumerated() {
      let text = String(index + 1)
      // Exactly the font's inked pixels of the number, each scale x scale, in the number colour.
      let expected =
        text.reduce(0) { total, character in
          total
            + (0..<font.glyphHeight).reduce(0) { rowTotal, y in
              rowTotal + (0..<font.glyphWidth).filter { font.isInked(character, x: $0, y: y) }.count
            }
        } * scale * scale
      let cell = picture.layout.rect(of: square)
      var inked = 0
      for y in cell.y..<cell.maxY {
        for x in cell.x..<cell.maxX where image[x, y] == picture.style.number { inked += 1 }
      }
      #expect(inked == expected, "number \(text) on \(square)")
      #expect(expected > 0)
    }
  }

  @Test(arguments: cases.filter { $0.0 <= 16 })
  func eachLegHasItsOwnShade(size: Int, from: String, to: String) throws {
    let picture = try picture(size: size, from: from, to: to)
    let image = picture.render()
    let route = try #require(picture.route)
    let legs = route.count - 1
    let colours = (0..<legs).map { picture.style.legColour($0, of: legs) }
    #expect(Set(colours).count == legs)
    for (index, (from, to)) in zip(route, route.dropFirst()).enumerated() {
      let a = picture.layout.centre(of: from)
      let b = picture.layout.centre(of: to)
      let middle = ImagePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      #expect(difference(pixel(image, at: middle), colours[index]) <= 8, "leg \(index + 1)")
    }
  }

  @Test func boardIsChequeredWithA1Dark() throws {
    let board = try KnightBoard(size: 6)
    let picture = KnightPicture(
      board: board, start: try board.square("a1"), goal: try board.square("f6"), route: nil,
      caption: "")
    let image = picture.render()
    for row in 0..<6 {
      for column in 0..<6 {
        let square = Square(row: row, column: column)
        guard square != picture.start, square != picture.goal else { continue }
        let corner = picture.layout.rect(of: square)
        let expected =
          (row + column) % 2 == 0 ? picture.style.darkSquare : picture.style.lightSquare
        #expect(image[corner.x + 2, corner.y + 2] == expected, "\(square)")
        #expect(image[corner.maxX - 3, corner.maxY - 3] == expected, "\(square)")
      }
    }
    #expect(picture.style.squareColour(Square(row: 0, column: 0)) == picture.style.darkSquare)
  }

  @Test func noRouteDrawsNoLegsOrNumbers() throws {
    let board = try KnightBoard(size: 8)
    let start = try board.square("a1")
    let goal = try board.square("h8")
    let outcome = DistanceMap(board: board, goal: goal).outcome(from: start, maxMoves: 3)
    let caption = KnightPicture.caption(
      for: outcome, from: start, to: goal, on: board, maxMoves: 3)
    #expect(caption == "a1 to h8 on 8x8: no route within 3 moves (needs 6)")
    let image = KnightPicture(
      board: board, start: start, goal: goal, route: nil, caption: caption
    ).render()
    let style = KnightPictureStyle()
    #expect(!image.pixels.contains(style.numberDisc))
    #expect(!image.pixels.contains(style.legColour(0, of: 1)))
    #expect(image.pixels.contains(style.knight))
  }

  @Test func captionsNameTheOutcome() throws {
    let board = try KnightBoard(size: 3)
    let a1 = try board.square("a1")
    let b2 = try board.square("b2")
    let c2 = try board.square("c2")
    #expect(
      KnightPicture.caption(for: .unreachable, from: a1, to: b2, on: board, maxMoves: 3)
        == "a1 to b2 on 3x3: unreachable")
    #expect(
      KnightPicture.caption(for: .found(route: [a1, c2]), from: a1, to: c2, on: board, maxMoves: 3)
        == "a1 to c2 on 3x3: 1 move")
    #expect(
      KnightPicture.caption(for: .found(route: [a1]), from: a1, to: a1, on: board, maxMoves: 3)
        == "a1 to a1 on 3x3: 0 moves")
  }

  @Test func captionIsDrawnAboveTheBoard() throws {
    let picture = try picture(size: 8, from: "a1", to: "h8")
    let image = picture.render()
    let origin = picture.layout.captionOrigin
    var inked = 0
    for y in origin.y..<picture.layout.boardRect.y {
      for x in 0..<image.width where image[x, y] == picture.style.label { inked += 1 }
    }
    #expect(inked > 0)
  }
}
