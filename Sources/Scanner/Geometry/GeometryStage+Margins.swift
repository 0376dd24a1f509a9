import Imaging

extension GeometryStage {
  /// The margins of a rectified crop: around a rotated board-only crop (or a board whose frame
  /// is cut by the image's edge on some side), each side keeps only as much margin as the image
  /// holds beyond it, so the rectified image shows the frame and chute that are there and none
  /// of the background filling the image's corners.
  ///
  /// - Parameters:
  ///   - corners: the board's corners in the image (top-left first, clockwise, as rectified).
  ///   - full: the margin the rectified image would have around a board with room around it
  ///     (rectified pixels).
  ///   - scale: rectified pixels per image pixel across the board.
  ///   - size: the image's size.
  /// - Returns: the top, right, bottom and left margins, in rectified pixels (0 for a side
  ///   with a corner at the image's edge).
  static func cropMargins(
    corners: [ImagePoint], full: Double, scale: Double, size: PixelSize
  ) -> [Double] {
    let centre = ImagePoint(
      x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
    return (0..<4).map { side in
      let a = corners[side]
      let b = corners[(side + 1) % 4]
      // The side's outward normal.
      var normal = (x: b.y - a.y, y: a.x - b.x)
      let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
      guard length > 0 else { return 0 }
      normal = (normal.x / length, normal.y / length)
      let middle = ImagePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      if (middle.x - centre.x) * normal.x + (middle.y - centre.y) * normal.y < 0 {
        normal = (-normal.x, -normal.y)
      }
      let room = min(
        roomOutwards(from: a, along: normal, size: size),
        roomOutwards(from: b, along: normal, size: size))
      return max(0, min(full, (room * scale).rounded(.down)))
    }
  }

  /// How far from `point` along the unit vector `direction` the image still holds pixels.
  private static func roomOutwards(
    from point: ImagePoint, along direction: (x: Double, y: Double), size: PixelSize
  ) -> Double {
    var room = Double.infinity
    if direction.x > 1e-9 { room = min(room, (Double(size.width) - point.x) / direction.x) }
    if direction.x < -1e-9 { room = min(room, point.x / -direction.x) }
    if direction.y > 1e-9 { room = min(room, (Double(size.height) - point.y) / direction.y) }
    if direction.y < -1e-9 { room = min(room, point.y / -direction.y) }
    return max(0, room)
  }
}
