import Imaging

/// The outline of a picture lying rotated or skewed on a plain background (a board-only crop
/// rotated, its corners filled with one colour): the region of cells that differ from the
/// colour all four image corners share, fitted as a quadrilateral. Nil when the corners do not
/// share a colour (an upright crop shows the board itself in its corners).
struct ContentOutline {
  /// Corners within this many levels (per channel) of each other share a colour...
  let cornerTolerance: Int
  /// ...and a cell is background while its centre is within this many levels of it.
  let backgroundTolerance: Int

  /// The outline with its defaults: corners within 12 levels, background within 24.
  static let standard = ContentOutline(cornerTolerance: 12, backgroundTolerance: 24)

  /// The quadrilateral of the picture in `image`, sampled every `stride` pixels.
  func quadrilateral(of image: RGBAImage, stride: Int) -> BoardQuadrilateral? {
    let last = (x: image.width - 1, y: image.height - 1)
    let corners = [image[0, 0], image[last.x, 0], image[last.x, last.y], image[0, last.y]]
    func distance(_ a: RGBA, _ b: RGBA) -> Int {
      max(
        abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
        abs(Int(a.blue) - Int(b.blue)))
    }
    let fill = corners[0]
    guard corners.allSatisfy({ distance($0, fill) <= cornerTolerance }) else { return nil }
    let step = max(1, stride)
    let width = image.width / step
    let height = image.height / step
    guard width >= 8, height >= 8 else { return nil }
    var mask = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let pixel = image[min(last.x, x * step + step / 2), min(last.y, y * step + step / 2)]
        if distance(pixel, fill) > backgroundTolerance { mask[y * width + x] = 1 }
      }
    }
    let (regions, labels) = DarkRegions.labelled(
      mask: mask, width: width, height: height, minimumSide: 8)
    guard let picture = regions.max(by: { $0.count < $1.count }) else { return nil }
    return QuadrilateralFitter.standard.fit(
      labels: labels, label: picture.label, width: width, minX: picture.minX,
      maxX: picture.maxX, minY: picture.minY, maxY: picture.maxY, stride: step)
  }
}
