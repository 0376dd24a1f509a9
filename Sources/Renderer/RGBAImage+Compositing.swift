import Imaging

extension RGBAImage {
  /// Draws `sprite` over this image with its top-left pixel at `(x, y)`, blending by the
  /// sprite's alpha; only pixels inside `clip` change.
  mutating func composite(_ sprite: RGBAImage, x originX: Int, y originY: Int, clip: PixelRect) {
    let area = clip.intersection(bounds).intersection(
      PixelRect(x: originX, y: originY, width: sprite.width, height: sprite.height))
    if area.isEmpty { return }
    for y in area.y..<area.maxY {
      let spriteRow = (y - originY) * sprite.width - originX
      let row = y * width
      for x in area.x..<area.maxX {
        let top = sprite.pixels[spriteRow + x]
        if top.alpha == 0 { continue }
        if top.alpha == 255 {
          pixels[row + x] = RGBA(red: top.red, green: top.green, blue: top.blue)
          continue
        }
        let below = pixels[row + x]
        let a = UInt32(top.alpha)
        let b = 255 - a
        pixels[row + x] = RGBA(
          red: UInt8((UInt32(top.red) * a + UInt32(below.red) * b + 127) / 255),
          green: UInt8((UInt32(top.green) * a + UInt32(below.green) * b + 127) / 255),
          blue: UInt8((UInt32(top.blue) * a + UInt32(below.blue) * b + 127) / 255),
          alpha: below.alpha)
      }
    }
  }
}
