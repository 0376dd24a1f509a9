import Imaging

extension BoardQuadrilateral {
  /// The quadrilateral made square when it is a rectangle (skew under `maximumSkew` degrees)
  /// whose sides differ by more than the share `slack`: the board is square, so the shorter
  /// pair of sides missed part of it (a row of blocks along the rim, a rim broken by noise).
  /// The shorter sides are lengthened to the longer ones, moved towards `hint` (the centre of
  /// the board as read upright) as far as that keeps them over the old ones.
  func squared(towards hint: ImagePoint?, slack: Double, maximumSkew: Double)
    -> BoardQuadrilateral
  {
    let c = corners
    func length(_ p: ImagePoint, _ q: ImagePoint) -> Double {
      ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    }
    let width = (length(c[0], c[1]) + length(c[3], c[2])) / 2
    let height = (length(c[0], c[3]) + length(c[1], c[2])) / 2
    guard distortion.skew <= maximumSkew, width > 0, height > 0,
      max(width, height) > min(width, height) * (1 + slack)
    else { return self }
    func unit(_ x: Double, _ y: Double) -> ImagePoint {
      let norm = (x * x + y * y).squareRoot()
      return ImagePoint(x: x / norm, y: y / norm)
    }
    let across = unit(c[1].x - c[0].x + c[2].x - c[3].x, c[1].y - c[0].y + c[2].y - c[3].y)
    let down = unit(c[3].x - c[0].x + c[2].x - c[1].x, c[3].y - c[0].y + c[2].y - c[1].y)
    var centre = ImagePoint(
      x: c.map(\.x).reduce(0, +) / 4, y: c.map(\.y).reduce(0, +) / 4)
    let side = max(width, height)
    // The axis to lengthen, and how far its centre may move along it.
    let axis = width < height ? across : down
    let room = (side - min(width, height)) / 2
    if let hint {
      let along = (hint.x - centre.x) * axis.x + (hint.y - centre.y) * axis.y
      let shift = min(room, max(-room, along))
      centre = ImagePoint(x: centre.x + axis.x * shift, y: centre.y + axis.y * shift)
    }
    let half = side / 2
    func corner(_ a: Double, _ d: Double) -> ImagePoint {
      ImagePoint(
        x: centre.x + (across.x * a + down.x * d) * half,
        y: centre.y + (across.y * a + down.y * d) * half)
    }
    return BoardQuadrilateral(
      corners: [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)],
      residual: residual, inlierShare: inlierShare)
  }
}
