import Imaging

/// Points on circles and arcs, computed by repeated rotation with constant factors rather
/// than the platform's `sin` and `cos`, so drawings are identical on every machine.
enum UnitCircle {
  /// `cos` and `sin` of 5 degrees.
  private static let step = (0.996_194_698_091_745_5, 0.087_155_742_747_658_17)

  /// Points of an arc around `centre`, from `start` to `end` degrees (clockwise on screen,
  /// 0 pointing right), every 5 degrees; angles are rounded to multiples of 5.
  static func arc(
    centre: ImagePoint, radius: Double, from start: Int, to end: Int
  ) -> [ImagePoint] {
    var x = 1.0
    var y = 0.0
    let first = (start / 5 % 72 + 72) % 72
    for _ in 0..<first { (x, y) = (x * step.0 - y * step.1, x * step.1 + y * step.0) }
    var points: [ImagePoint] = []
    for _ in 0...max(0, (end - start) / 5) {
      points.append(ImagePoint(x: centre.x + radius * x, y: centre.y + radius * y))
      (x, y) = (x * step.0 - y * step.1, x * step.1 + y * step.0)
    }
    return points
  }

  /// The ten corners of a five-pointed star with its first point up.
  static func star(centre: ImagePoint, radius: Double) -> [ImagePoint] {
    let corners: [(Double, Double)] = [
      (0, -1), (0.2645, -0.36406), (0.95106, -0.30902), (0.42798, 0.13906), (0.58779, 0.80902),
      (0, 0.45), (-0.58779, 0.80902), (-0.42798, 0.13906), (-0.95106, -0.30902),
      (-0.2645, -0.36406),
    ]
    return corners.map { ImagePoint(x: centre.x + radius * $0.0, y: centre.y + radius * $0.1) }
  }
}
