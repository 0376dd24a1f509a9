import Imaging

/// Paints the game's screen around the board: the wood background, the frame, recessed
/// header panels and the bottom buttons' faces.
struct ScreenPainter: Sendable {
  var geometry: ScreenGeometry
  var palette: ResolvedPalette
  var seed: UInt64

  /// One line of the game's artwork (a 640-px-wide screen's 3 px), in pixels.
  var line: Double { max(1, geometry.unit * 0.005) }

  /// Fills the game screen with background wood: fibres running down the screen, a little
  /// lighter towards the top.
  func paintBackground(into image: inout RGBAImage) {
    let screen = geometry.screen.intersection(image.bounds)
    var generator = SeededGenerator(seed: seed, stream: 0xBAC6)
    let grain = WoodGrain(seed: generator.next(), density: 26)
    let field = grain.field(
      alongCount: screen.height, acrossCount: screen.width,
      pixelsPerTile: max(1, geometry.unit) / 3.2)
    let depth = 0.22 * palette.backgroundGrain
    let height = Double(max(1, screen.height))
    for y in screen.y..<screen.maxY {
      let lift = 1 + 0.035 * (1 - Double(y - screen.y) / height)
      for x in screen.x..<screen.maxX {
        let tone = field.tone(along: y - screen.y, across: x - screen.x)
        image[x, y] = palette.background.scaled(lift * (1 - depth * tone)).rgba()
      }
    }
  }

  /// Paints the wood frame around the board when the theme's frame differs from its
  /// background: a band of frame wood with a light top-left and a dark bottom-right edge.
  func paintFrame(into image: inout RGBAImage) {
    let difference =
      abs(palette.frame.red - palette.background.red)
      + abs(palette.frame.green - palette.background.green)
      + abs(palette.frame.blue - palette.background.blue)
    guard geometry.hasFrame, difference > 12 else { return }
    let band = max(2, Int((geometry.unit * 0.032).rounded()))
    let outer = geometry.board.insetBy(-band).intersection(geometry.screen)
    var generator = SeededGenerator(seed: seed, stream: 0xF4A3E)
    let grain = WoodGrain(seed: generator.next(), density: 26)
    let field = grain.field(
      alongCount: max(outer.width, outer.height), acrossCount: max(outer.width, outer.height),
      pixelsPerTile: max(1, geometry.unit) / 3.2)
    let depth = 0.22 * palette.backgroundGrain
    let edge = line
    let board = geometry.board
    for y in outer.y..<outer.maxY {
      for x in outer.x..<outer.maxX {
        if y >= board.y, y < board.maxY, x >= board.x, x < board.maxX { continue }
        let horizontal = y < board.y || y >= board.maxY
        let (u, v) = (x - outer.x, y - outer.y)
        let tone = horizontal ? field.tone(along: u, across: v) : field.tone(along: v, across: u)
        var colour = palette.frame.scaled(1 - depth * tone)
        let top = Double(y - outer.y) + 0.5
        let left = Double(x - outer.x) + 0.5
        let bottom = Double(outer.maxY - y) - 0.5
        let right = Double(outer.maxX - x) - 0.5
        if min(top, left) < edge { colour = colour.mixed(with: .white, 0.3) }
        if min(bottom, right) < edge { colour = colour.scaled(0.7) }
        image[x, y] = colour.rgba()
      }
    }
  }

  /// Paints a panel sunk into the wood: `colour` with rounded corners, a shadow inside its
  /// top and left edges, and a light line below its bottom edge.
  func paintRecess(_ rect: PixelRect, colour: Shade, into image: inout RGBAImage) {
    let radius = max(1.5, geometry.unit * 0.022)
    let shadowBand = max(1.5, geometry.unit * 0.03)
    let bevel = line
    let area = rect.insetBy(-Int(bevel.rounded(.up)) - 1).intersection(image.bounds)
    let halfWidth = Double(rect.width) / 2
    let halfHeight = Double(rect.height) / 2
    let centreX = Double(rect.x) + halfWidth
    let centreY = Double(rect.y) + halfHeight
    for y in area.y..<area.maxY {
      let py = Double(y) + 0.5
      for x in area.x..<area.maxX {
        let px = Double(x) + 0.5
        let distance = roundedBoxDistance(
          px - centreX, py - centreY, halfWidth: halfWidth, halfHeight: halfHeight, radius: radius)
        let below = Shade(image[x, y])
        var result = below
        if distance > -0.5 {
          // Outside: a dark rim above, a light bevel below the bottom edge.
          let rim = 1 - smoothStep(0, bevel * 1.5, distance)
          if py > Double(rect.maxY) - radius {
            result = below.mixed(with: .white, 0.45 * rim)
          } else {
            result = below.scaled(1 - 0.35 * rim)
          }
        }
        let coverage = unitClamp(0.5 - distance)
        if coverage > 0 {
          let top = py - Double(rect.y)
          let left = px - Double(rect.x)
          let t = 1 - smoothStep(0, shadowBand, top)
          let l = 1 - smoothStep(0, shadowBand * 0.8, left)
          let edge = 1 - smoothStep(0, bevel * 1.2, -distance)
          let inner = colour.scaled(1 - min(0.75, 0.45 * t * t + 0.25 * l * l + 0.3 * edge))
          result = result.mixed(with: inner, coverage)
        }
        image[x, y] = result.rgba()
      }
    }
  }

  /// Paints a button's face: a thin dark outline with a faint light inner line, on a face a
  /// little lighter than the wood.
  func paintButtonFace(_ rect: PixelRect, into image: inout RGBAImage) {
    let radius = max(1.5, geometry.unit * 0.016)
    let width = line
    let area = rect.insetBy(-1).intersection(image.bounds)
    let halfWidth = Double(rect.width) / 2
    let halfHeight = Double(rect.height) / 2
    let centreX = Double(rect.x) + halfWidth
    let centreY = Double(rect.y) + halfHeight
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let distance = roundedBoxDistance(
          Double(x) + 0.5 - centreX, Double(y) + 0.5 - centreY, halfWidth: halfWidth,
          halfHeight: halfHeight, radius: radius)
        if distance > 0.5 { continue }
        let below = Shade(image[x, y])
        let outline = unitClamp(0.5 - abs(distance + width / 2) + width / 2)
        let innerLine = unitClamp(0.5 - abs(distance + width * 1.5) + width / 2)
        var colour = below.mixed(with: .white, 0.04)
        colour = colour.mixed(with: .white, 0.12 * innerLine)
        colour = colour.mixed(with: palette.background.scaled(0.55), 0.85 * outline)
        image[x, y] = colour.rgba()
      }
    }
  }

  /// The light line along the bottom edge of the board's recess, as below the header panels.
  func paintBoardBevel(into image: inout RGBAImage) {
    let border = max(1, Int((geometry.unit * 0.005).rounded()))
    let board = geometry.board.insetBy(-border)
    let bevel = max(1, Int(line.rounded()))
    let band = PixelRect(x: board.x, y: board.maxY, width: board.width, height: bevel)
      .intersection(image.bounds)
    if band.isEmpty { return }
    for y in band.y..<band.maxY {
      for x in band.x..<band.maxX {
        image[x, y] = Shade(image[x, y]).mixed(with: .white, 0.45).rgba()
      }
    }
  }
}
