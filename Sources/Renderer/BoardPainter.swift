import Imaging

/// Paints the dark board, its chute and the pieces on it.
struct BoardPainter: Sendable {
  var geometry: ScreenGeometry
  var palette: ResolvedPalette
  /// The chute: true when on the right side.
  var exitOnRight: Bool
  /// The chute's row.
  var exitRow: Int
  var seed: UInt64

  /// Pixels of the dark border line around the board.
  var borderWidth: Int { geometry.hasFrame ? max(1, Int((geometry.unit * 0.005).rounded())) : 0 }

  /// The opening in the frame beside the exit row (empty without a frame).
  var chute: PixelRect {
    guard geometry.hasFrame else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    let row = geometry.cellRect(row: Double(exitRow), column: 0, width: 6, height: 1)
    var depth = Int((geometry.unit * 0.045).rounded())
    let room =
      exitOnRight
      ? geometry.screen.maxX - geometry.board.maxX : geometry.board.x - geometry.screen.x
    if room - depth < max(3, depth / 2) { depth = room }
    let x = exitOnRight ? geometry.board.maxX : geometry.board.x - depth
    return PixelRect(x: x, y: row.y, width: depth, height: row.height)
  }

  /// Paints the empty board, its border line and the chute.
  func paintBoard(into image: inout RGBAImage) {
    let board = geometry.board
    let border = borderWidth
    let outer = board.insetBy(-border)
    let tile = geometry.tileSize
    var generator = SeededGenerator(seed: seed, stream: 0xB0A4D)
    let noise = ValueNoise(seed: generator.next())
    let topBand = max(1.5, tile * 0.16)
    let sideBand = max(1.2, tile * 0.12)
    let area = outer.intersection(image.bounds)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var colour = palette.board
        if x < board.x || y < board.y || x >= board.maxX || y >= board.maxY {
          // The border line: nearly black above, dark elsewhere.
          colour = colour.scaled(y < board.y ? 0.2 : 0.72)
        } else {
          let top = Double(y - board.y) + 0.5
          let left = Double(x - board.x) + 0.5
          let right = Double(board.maxX - x) - 0.5
          let bottom = Double(board.maxY - y) - 0.5
          let t = 1 - smoothStep(0, topBand, top)
          let l = 1 - smoothStep(0, sideBand, left)
          let r = 1 - smoothStep(0, sideBand, right)
          let b = 1 - smoothStep(0, sideBand * 0.8, bottom)
          let shade = 0.42 * t * t + 0.25 * l * l + 0.2 * r * r + 0.12 * b * b
          let grain = noise.value(Double(x) / tile * 3, Double(y) / tile * 3) * 2 - 1
          colour = colour.scaled((1 - min(0.7, shade)) * (1 + 0.015 * grain))
        }
        image[x, y] = colour.rgba()
      }
    }
    paintChute(into: &image)
  }

  /// The notch in the frame beside the exit row, darkening outwards, with three arrowheads
  /// pointing out of the board.
  private func paintChute(into image: inout RGBAImage) {
    let notch = chute
    if notch.isEmpty { return }
    let tile = geometry.tileSize
    let depth = Double(notch.width)
    let line = max(1, borderWidth)
    let arrowHeight = tile * 0.2
    let arrowDepth = min(depth * 0.75, tile * 0.15)
    let centres = [0.24, 0.5, 0.76].map { Double(notch.y) + $0 * Double(notch.height) }
    let area = notch.intersection(image.bounds)
    for y in area.y..<area.maxY {
      let py = Double(y) + 0.5
      for x in area.x..<area.maxX {
        // Distance outwards from the board edge.
        let out = exitOnRight ? Double(x - notch.x) + 0.5 : Double(notch.maxX - x) - 0.5
        var colour = palette.board.scaled(1 - 0.28 * unitClamp(out / depth))
        if y < notch.y + line {
          colour = palette.board.scaled(0.1)
        } else if y >= notch.maxY - line {
          colour = palette.board.scaled(0.85)
        } else {
          for centre in centres {
            // A triangle whose base lies on the board edge and whose tip points out.
            let halfHeight = arrowHeight / 2 * (1 - out / arrowDepth)
            let coverage =
              unitClamp(halfHeight - abs(py - centre) + 0.5)
              * unitClamp(
                arrowDepth - out + 0.5)
            if coverage > 0 { colour = colour.mixed(with: palette.chuteArrow, coverage) }
          }
        }
        image[x, y] = colour.rgba()
      }
    }
  }

  /// Paints pieces: every shadow first (shadows fall on the board, never on other blocks),
  /// then every body. Pieces are clipped to the board, and the prisoner also to the chute.
  func paintPieces(_ pieces: [Piece], sprites: [Piece: PieceSprite], into image: inout RGBAImage) {
    let board = geometry.board
    let notch = chute
    let prisonerClip =
      notch.isEmpty
      ? board
      : PixelRect(
        x: min(board.x, notch.x), y: board.y,
        width: max(board.maxX, notch.maxX) - min(board.x, notch.x),
        height: board.height)
    func origin(_ piece: Piece) -> (Int, Int) {
      (
        board.x + Int((piece.column * geometry.tileSize).rounded()),
        board.y + Int((piece.row * geometry.tileSize).rounded())
      )
    }
    for piece in pieces {
      guard let sprite = sprites[Self.spriteKey(piece)] else { continue }
      let (x, y) = origin(piece)
      Self.place(
        sprite.shadow, at: PixelPoint(x: x - sprite.shadowMargin, y: y - sprite.shadowMargin),
        clip: board, into: &image)
    }
    for piece in pieces {
      guard let sprite = sprites[Self.spriteKey(piece)] else { continue }
      let (x, y) = origin(piece)
      Self.place(
        sprite.body, at: PixelPoint(x: x, y: y),
        clip: piece.kind == .prisoner ? prisonerClip : board, into: &image)
    }
  }

  /// Composites the part of `sprite` that falls inside `clip`.
  private static func place(
    _ sprite: RGBAImage, at origin: PixelPoint, clip: PixelRect, into image: inout RGBAImage
  ) {
    let placed = PixelRect(x: origin.x, y: origin.y, width: sprite.width, height: sprite.height)
    let visible = placed.intersection(clip)
    if visible.isEmpty { return }
    if visible == placed {
      image.composite(sprite, at: origin)
      return
    }
    let local = PixelRect(
      x: visible.x - origin.x, y: visible.y - origin.y, width: visible.width,
      height: visible.height)
    guard let part = try? sprite.cropped(to: local) else { return }
    image.composite(part, at: PixelPoint(x: visible.x, y: visible.y))
  }

  /// The key a piece's sprite is stored under: the piece at the origin (position ignored).
  static func spriteKey(_ piece: Piece) -> Piece {
    var key = piece
    if piece.kind != .fixed {
      key.row = 0
      key.column = 0
    }
    return key
  }

  /// Paints the sprite of every piece once.
  func sprites(for pieces: [Piece]) -> [Piece: PieceSprite] {
    var result: [Piece: PieceSprite] = [:]
    for piece in pieces {
      let key = Self.spriteKey(piece)
      if result[key] == nil {
        result[key] = PieceSprite(
          piece: piece, tile: geometry.tileSize, palette: palette, seed: seed)
      }
    }
    return result
  }
}
