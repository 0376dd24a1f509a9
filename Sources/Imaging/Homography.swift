/// A plane projective transform (a 3x3 matrix acting on homogeneous coordinates): maps a point
/// `(x, y)` to `((a x + b y + c) / w, (d x + e y + f) / w)` with `w = g x + h y + i`.
///
/// Rotations, scalings and the perspective of a photo taken off-axis are all homographies; four
/// point correspondences (no three collinear) determine one.
public struct Homography: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The nine entries, row-major.
  public var matrix: [Double]

  /// Creates a homography from its nine row-major entries.
  /// - Precondition: `matrix` has nine entries.
  public init(matrix: [Double]) {
    precondition(matrix.count == 9, "a homography has nine entries")
    self.matrix = matrix
  }

  /// The identity.
  public static let identity = Homography(matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1])

  /// The affine map `x' = a x + b y + c`, `y' = d x + e y + f`.
  public static func affine(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double
  ) -> Homography {
    Homography(matrix: [a, b, c, d, e, f, 0, 0, 1])
  }

  /// The rotation by `degrees` (clockwise on screen, y growing downwards) about `centre`.
  public static func rotation(degrees: Double, about centre: ImagePoint) -> Homography {
    let (sine, cosine) = ImagingMath.sineCosine(degrees: degrees)
    return affine(
      cosine, -sine, centre.x - cosine * centre.x + sine * centre.y,
      sine, cosine, centre.y - sine * centre.x - cosine * centre.y)
  }

  /// The homography taking each of four `sources` onto the matching one of four
  /// `destinations` (direct linear transform, `i` fixed at 1), or nil when the points are
  /// degenerate (three on a line, repeated points, not finite).
  public static func mapping(_ sources: [ImagePoint], to destinations: [ImagePoint]) -> Homography?
  {
    guard sources.count == 4, destinations.count == 4,
      (sources + destinations).allSatisfy(\.isFinite)
    else { return nil }
    // Eight equations in the eight unknowns a...h.
    var rows: [[Double]] = []
    for (s, d) in zip(sources, destinations) {
      rows.append([s.x, s.y, 1, 0, 0, 0, -s.x * d.x, -s.y * d.x, d.x])
      rows.append([0, 0, 0, s.x, s.y, 1, -s.x * d.y, -s.y * d.y, d.y])
    }
    guard let solution = LinearSystem.solve(rows) else { return nil }
    let result = Homography(matrix: solution + [1])
    // Degenerate input solves to a map that sends a source point to infinity.
    for s in sources where abs(result.denominator(s)) < 1e-12 { return nil }
    return result
  }

  /// `g x + h y + i` at `point`: positive on the side of the plane that maps in front.
  public func denominator(_ point: ImagePoint) -> Double {
    matrix[6] * point.x + matrix[7] * point.y + matrix[8]
  }

  /// The image of `point` (not finite for points on the line sent to infinity).
  @inlinable
  public func apply(_ point: ImagePoint) -> ImagePoint {
    let m = matrix
    let w = m[6] * point.x + m[7] * point.y + m[8]
    return ImagePoint(
      x: (m[0] * point.x + m[1] * point.y + m[2]) / w,
      y: (m[3] * point.x + m[4] * point.y + m[5]) / w)
  }

  /// The inverse transform, or nil when the matrix is singular.
  public var inverse: Homography? {
    let m = matrix
    let c00 = m[4] * m[8] - m[5] * m[7]
    let c01 = m[5] * m[6] - m[3] * m[8]
    let c02 = m[3] * m[7] - m[4] * m[6]
    let determinant = m[0] * c00 + m[1] * c01 + m[2] * c02
    guard determinant.isFinite, abs(determinant) > 1e-18 else { return nil }
    let adjugate = [
      c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ]
    let scale = adjugate[8] != 0 ? adjugate[8] : determinant
    return Homography(matrix: adjugate.map { $0 / scale })
  }

  /// `self` after `other`: the map `p -> self(other(p))`.
  public func composed(after other: Homography) -> Homography {
    let a = matrix
    let b = other.matrix
    var product = [Double](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        product[row * 3 + column] =
          a[row * 3] * b[column] + a[row * 3 + 1] * b[3 + column] + a[row * 3 + 2] * b[6 + column]
      }
    }
    let scale = product[8] != 0 ? product[8] : 1
    return Homography(matrix: product.map { $0 / scale })
  }

  /// The entries, rounded to 6 significant decimals, in brackets.
  public var description: String {
    "[" + matrix.map { "\(($0 * 1e6).rounded() / 1e6)" }.joined(separator: ", ") + "]"
  }
}
