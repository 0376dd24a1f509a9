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

  /// The quadrilateral fitted to the picture's region.
  let fitter: QuadrilateralFitter

  /// The outline of `policy`'s tolerances and outline fit.
  init(_ policy: ScanPolicy.Geometry) {
    cornerTolerance = policy.backgroundCornerTolerance
    backgroundTolerance = policy.backgroundTolerance
    fitter = QuadrilateralFitter(policy)
  }

  /// The outline with the standard policy's values.
  static let standard = ContentOutline(ScanPolicy.standard.geometry)

  /// The quadrilateral of the picture in `image`, sampled every `stride` pixels.
  func quadrilateral(of image: RGBAImage, stride: Int) -> BoardQuadrilateral? {
    let last = (x: image.width - 1, y: image.height - 1)
    // (Each corner's colour is the median of a few pixels there: a photo's noise.)
    let corners = [(0, 0), (last.x, 0), (last.x, last.y), (0, last.y)].map {
      Self.cornerColour(image, x: $0.0, y: $0.1)
    }
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
    return fitter.fit(
      labels: labels, label: picture.label, width: width, minX: picture.minX,
      maxX: picture.maxX, minY: picture.minY, maxY: picture.maxY, stride: step)
  }

  /// The per-channel median of the pixels within 2 of (`x`, `y`) inside `image`.
  static func cornerColour(_ image: RGBAImage, x: Int, y: Int) -> RGBA {
    var red: [UInt8] = []
    var green: [UInt8] = []
    var blue: [UInt8] = []
    for py in max(0, y - 2)...min(image.height - 1, y + 2) {
      for px in max(0, x - 2)...min(image.width - 1, x + 2) {
        let pixel = image[px, py]
        red.append(pixel.red)
        green.append(pixel.green)
        blue.append(pixel.blue)
      }
    }
    func median(_ values: [UInt8]) -> UInt8 { values.sorted()[values.count / 2] }
    return RGBA(red: median(red), green: median(green), blue: median(blue))
  }
}
