import Imaging
import Puzzle
import Themes

/// Measures the gap between neighbouring tiles: the darkest line across the shared edge,
/// relative to the tiles' wood.
struct SeamMeter {
  /// Structural parameters.
  let options: ScanOptions
  /// The theme's `seamDarkening` threshold.
  let threshold: Threshold

  /// Evidence for every pair of neighbouring tiles that may both be solid.
  func measure(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]
  ) -> [SeamEvidence] {
    var seams: [SeamEvidence] = []
    func maySolid(_ tile: TileEvidence) -> Bool { tile.probability(of: .empty) < 0.95 }
    for row in 0..<6 {
      for column in 0..<6 {
        let tile = tiles[row * 6 + column]
        guard maySolid(tile) else { continue }
        if column < 5, maySolid(tiles[row * 6 + column + 1]) {
          seams.append(
            measure(
              image, location: location, first: tile, second: tiles[row * 6 + column + 1],
              vertical: true))
        }
        if row < 5, maySolid(tiles[(row + 1) * 6 + column]) {
          seams.append(
            measure(
              image, location: location, first: tile, second: tiles[(row + 1) * 6 + column],
              vertical: false))
        }
      }
    }
    return seams
  }

  /// Measures one seam: for a vertical seam (left/right neighbours) the line x = const.
  private func measure(
    _ image: RGBAImage, location: BoardLocation, first: TileEvidence, second: TileEvidence,
    vertical: Bool
  ) -> SeamEvidence {
    let along = vertical ? location.tileHeight : location.tileWidth
    let across = vertical ? location.tileWidth : location.tileHeight
    let line =
      vertical
      ? location.columnLines[second.cell.column] : location.rowLines[second.cell.row]
    let start =
      vertical ? location.rowLines[first.cell.row] : location.columnLines[first.cell.column]
    let spanStart = start + along * (0.5 - options.seamSpan / 2)
    let spanLength = along * options.seamSpan
    let window = across * options.seamWindow
    let step = max(1, across / 40)
    let points = 10
    var darkest = (position: line, lightness: Double.infinity)
    var offset = -window
    while offset <= window {
      let position = line + offset
      var sum = 0.0
      for k in 0..<points {
        let t = spanStart + spanLength * (Double(k) + 0.5) / Double(points)
        let pixel =
          vertical ? self.pixel(image, x: position, y: t) : self.pixel(image, x: t, y: position)
        sum += ColourTable.lightness(pixel)
      }
      let mean = sum / Double(points)
      if mean < darkest.lightness { darkest = (position, mean) }
      offset += step
    }
    let wood = (first.classLightness + second.classLightness) / 2
    let darkening = wood > 0 ? min(1, max(0, 1 - darkest.lightness / wood)) : 0
    let probability = threshold.probability(darkening)
    let region =
      vertical
      ? PixelRect(
        x: Int((line - window).rounded()), y: Int(spanStart.rounded()),
        width: Int((2 * window).rounded()) + 1, height: Int(spanLength.rounded()))
      : PixelRect(
        x: Int(spanStart.rounded()), y: Int((line - window).rounded()),
        width: Int(spanLength.rounded()), height: Int((2 * window).rounded()) + 1)
    return SeamEvidence(
      first: first.cell, second: second.cell, searchRegion: region,
      gapPosition: darkest.position, gapLightness: darkest.lightness, woodLightness: wood,
      darkening: darkening, threshold: threshold, splitProbability: probability,
      split: probability >= 0.5, confidence: max(probability, 1 - probability))
  }

  private func pixel(_ image: RGBAImage, x: Double, y: Double) -> RGBA {
    let px = min(image.width - 1, max(0, Int(x)))
    let py = min(image.height - 1, max(0, Int(y)))
    return image[px, py]
  }
}
