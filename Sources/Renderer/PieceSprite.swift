import Imaging

/// A piece painted once, to be placed on the board in every frame: its body (with
/// transparent corners) and its drop shadow, both in the piece's cell-sized box.
struct PieceSprite: Sendable {
  /// The body, as large as the piece's cells (transparent outside the rounded block).
  var body: RGBAImage
  /// The shadow's opacity per pixel, over a box `shadowMargin` larger on every side.
  var shadow: RGBAImage
  /// How far the shadow box reaches beyond the cells on each side, in pixels.
  var shadowMargin: Int

  /// Paints `piece` at tile size `tile` in `palette`.
  ///
  /// - Parameters:
  ///   - piece: the piece (its position is ignored; only kind, size and letter matter).
  ///   - tile: pixels per cell.
  ///   - palette: the theme's colours.
  ///   - seed: the render's seed (with the piece's letter it selects the wood).
  init(piece: Piece, tile: Double, palette: ResolvedPalette, seed: UInt64) {
    let width = max(1, Int((Double(piece.width) * tile).rounded()))
    let height = max(1, Int((Double(piece.height) * tile).rounded()))
    let geometry = BlockShape(width: Double(width), height: Double(height), tile: tile)
    body = Self.paintBody(
      piece: piece, width: width, height: height, shape: geometry, tile: tile, palette: palette,
      seed: seed)
    shadowMargin = Int((tile * 0.12).rounded(.up)) + 1
    shadow = Self.paintShadow(
      width: width, height: height, margin: shadowMargin, shape: geometry, tile: tile,
      colour: palette.shadow)
  }

  /// How far a grain tone moves the colour towards the palette's grain colour.
  static let grainGain = 1.9

  private static func paintBody(
    piece: Piece, width: Int, height: Int, shape: BlockShape, tile: Double,
    palette: ResolvedPalette, seed: UInt64
  ) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: .clear)
    let plainBase: Shade
    let plainGrain: Shade
    let highlight: Shade
    switch piece.kind {
    case .block:
      (plainBase, plainGrain, highlight) = (palette.wood, palette.woodGrain, palette.woodHighlight)
    case .prisoner:
      (plainBase, plainGrain, highlight) = (
        palette.prisoner, palette.prisonerGrain, palette.prisonerHighlight
      )
    case .fixed:
      (plainBase, plainGrain, highlight) = (
        palette.fixedBlock, palette.fixedGrain, palette.fixedBlock.mixed(with: .white, 0.35)
      )
    }
    var pieceGenerator = SeededGenerator(seed: seed, stream: piece.grainStream)
    let grain = WoodGrain(seed: pieceGenerator.next(), density: palette.grainDensity)
    // No two pieces of wood have quite the same tone.
    let spread = piece.kind == .block ? 0.035 : 0.012
    let tint = 1 + spread * (pieceGenerator.nextUnit() * 2 - 1)
    let base = plainBase.scaled(tint)
    let grainColour = plainGrain.scaled(tint)
    let lighter = base.mixed(with: grainColour, -0.85)
    let highlightBand = max(1.2, tile * 0.085)
    let bottomBand = max(1.0, tile * 0.07)
    let rimBand = max(0.8, tile * 0.045)
    let rivets = piece.kind == .fixed ? RivetLayout(shape: shape, tile: tile) : nil
    let field = grain.field(
      alongCount: piece.isHorizontal ? width : height,
      acrossCount: piece.isHorizontal ? height : width, pixelsPerTile: tile)
    for y in 0..<height {
      let py = Double(y) + 0.5
      for x in 0..<width {
        let px = Double(x) + 0.5
        let distance = shape.distance(px, py)
        let coverage = unitClamp(0.5 - distance)
        if coverage <= 0 { continue }
        let tone =
          piece.isHorizontal ? field.tone(along: x, across: y) : field.tone(along: y, across: x)
        // The palette's grain colour is a dark fibre (about the 5th percentile of the wood),
        // reached at a tone of about 0.45; light wood mirrors it.
        let amount = min(1.4, abs(tone) * Self.grainGain)
        var colour: Shade =
          tone >= 0 ? base.mixed(with: grainColour, amount) : base.mixed(with: lighter, amount)
        // A darker rim all round, deeper along the bottom edge.
        let inside = -distance
        let rim = 1 - smoothStep(0, rimBand, inside)
        colour = colour.scaled(1 - 0.32 * rim * rim)
        let fromBottom = shape.bottom - py
        if fromBottom < bottomBand {
          let t = 1 - max(0, fromBottom) / bottomBand
          colour = colour.scaled(1 - 0.22 * t * t)
        }
        // The light top edge.
        let fromTop = py - shape.top
        if fromTop < highlightBand {
          let t = 1 - max(0, fromTop) / highlightBand
          colour = colour.mixed(with: highlight, 0.95 * t * (0.4 + 0.6 * t))
        }
        if let rivets { colour = rivets.shade(colour, px, py, palette: palette) }
        image[x, y] = colour.rgba(alpha: Shade.byte(coverage * 255))
      }
    }
    return image
  }

  private static func paintShadow(
    width: Int, height: Int, margin: Int, shape: BlockShape, tile: Double, colour: Shade
  ) -> RGBAImage {
    var image = RGBAImage(width: width + 2 * margin, height: height + 2 * margin, fill: .clear)
    let offsetX = tile * 0.015
    let offsetY = tile * 0.065
    let grow = tile * 0.012
    let softness = max(0.8, tile * 0.028)
    for y in 0..<image.height {
      let py = Double(y - margin) + 0.5 - offsetY
      for x in 0..<image.width {
        let px = Double(x - margin) + 0.5 - offsetX
        let distance = shape.distance(px, py) - grow
        let opacity = 0.95 * (1 - smoothStep(-softness, softness, distance))
        if opacity <= 0.002 { continue }
        image[x, y] = colour.rgba(alpha: Shade.byte(opacity * 255))
      }
    }
    return image
  }
}

/// The rounded block inside its cells: inset from the cell edges, with rounded corners.
struct BlockShape: Sendable {
  var left: Double
  var top: Double
  var right: Double
  var bottom: Double
  var radius: Double

  init(width: Double, height: Double, tile: Double) {
    let inset = max(0.6, tile * 0.04)
    left = inset
    top = inset
    right = width - inset
    bottom = height - inset * 1.2
    radius = max(1, tile * 0.07)
  }

  /// Signed distance from a point in the cell box to the block's outline (negative inside).
  @inline(__always)
  func distance(_ x: Double, _ y: Double) -> Double {
    roundedBoxDistance(
      x - (left + right) / 2, y - (top + bottom) / 2, halfWidth: (right - left) / 2,
      halfHeight: (bottom - top) / 2, radius: radius)
  }
}

/// The four rivets of a fixed block, one near each corner.
struct RivetLayout: Sendable {
  var centres: [(Double, Double)]
  var radius: Double

  init(shape: BlockShape, tile: Double) {
    let inset = tile * 0.19
    radius = max(1.2, tile * 0.065)
    centres = [
      (shape.left + inset, shape.top + inset), (shape.right - inset, shape.top + inset),
      (shape.left + inset, shape.bottom - inset), (shape.right - inset, shape.bottom - inset),
    ]
  }

  /// `colour` with a rivet drawn over it where `(x, y)` falls on one.
  @inline(__always)
  func shade(_ colour: Shade, _ x: Double, _ y: Double, palette: ResolvedPalette) -> Shade {
    for (cx, cy) in centres {
      let dx = x - cx
      let dy = y - cy
      let distance = (dx * dx + dy * dy).squareRoot()
      if distance > radius * 1.6 { continue }
      // A dark socket ring around a domed head lit from the top left.
      let socket = 1 - smoothStep(radius * 1.05, radius * 1.5, distance)
      var result = colour.mixed(with: palette.shadow, 0.45 * socket)
      let head = unitClamp(radius - distance + 0.5)
      if head > 0 {
        let light = unitClamp(0.5 - (dx + dy) / (2.8 * radius))
        let metal = palette.rivet.mixed(with: .black, 0.3 * (1 - light)).mixed(
          with: .white, 0.5 * light * light)
        result = result.mixed(with: metal, head)
      }
      return result
    }
    return colour
  }
}
