import Imaging
import Puzzle
import Scanner

/// Where the board's tiles lie in an image: a homography from board coordinates (tile units,
/// `(0, 0)` the top-left corner of the board's tile area as the board stands upright, `(6, 6)`
/// its bottom-right) to the image's pixels.
///
/// Rotations, quarter turns, crops and the perspective of a photo are all in the homography, so
/// the centre of a tile maps to where a finger would touch it on the screen the image shows.
public struct BoardScreenMap: Hashable, Sendable {
  /// Board coordinates (tile units) to image pixels.
  public var toImage: Homography
  /// Image pixels to board coordinates (tile units).
  public var toBoard: Homography

  /// The map whose tile area has these corners in the image: the board's own top-left,
  /// top-right, bottom-right and bottom-left corners (after undoing any quarter turn), or nil
  /// when they are degenerate (three on a line, not finite).
  public init?(tileAreaCorners corners: [ImagePoint]) {
    let side = Double(Board.size)
    let square = [
      ImagePoint(x: 0, y: 0), ImagePoint(x: side, y: 0), ImagePoint(x: side, y: side),
      ImagePoint(x: 0, y: side),
    ]
    guard let forward = Homography.mapping(square, to: corners), let back = forward.inverse
    else { return nil }
    toImage = forward
    toBoard = back
  }

  /// The map of an upright board whose tile area is `rect` (a screenshot seen head-on).
  public init?(tileArea rect: PixelRect) {
    self.init(tileAreaCorners: Self.corners(of: rect))
  }

  /// The map a scan measured: its grid's outer lines (in the image the board was read in),
  /// taken through the scan's homography back to the original image when the board was
  /// rectified. Nil when the scan found no board.
  public init?(report: ScanReport) {
    guard let location = report.location, let columns = location.columnLines.first,
      let rows = location.rowLines.first, let right = location.columnLines.last,
      let bottom = location.rowLines.last
    else { return nil }
    var corners = [
      ImagePoint(x: columns, y: rows), ImagePoint(x: right, y: rows),
      ImagePoint(x: right, y: bottom), ImagePoint(x: columns, y: bottom),
    ]
    if let homography = report.geometry?.homography {
      corners = corners.map { homography.apply($0) }
    }
    guard corners.allSatisfy(\.isFinite) else { return nil }
    self.init(tileAreaCorners: corners)
  }

  /// The corners of `rect`: top-left, top-right, bottom-right, bottom-left.
  static func corners(of rect: PixelRect) -> [ImagePoint] {
    [
      ImagePoint(x: Double(rect.x), y: Double(rect.y)),
      ImagePoint(x: Double(rect.maxX), y: Double(rect.y)),
      ImagePoint(x: Double(rect.maxX), y: Double(rect.maxY)),
      ImagePoint(x: Double(rect.x), y: Double(rect.maxY)),
    ]
  }

  /// The image point of board coordinates (`column`, `row`) in tile units (fractions allowed:
  /// the centre of cell (2, 3) is column 3.5, row 2.5).
  public func imagePoint(column: Double, row: Double) -> ImagePoint {
    toImage.apply(ImagePoint(x: column, y: row))
  }

  /// The board coordinates (x: column, y: row, in tile units) of an image point.
  public func boardPoint(_ point: ImagePoint) -> ImagePoint {
    toBoard.apply(point)
  }

  /// The four corners of the tile area in the image (top-left, top-right, bottom-right,
  /// bottom-left of the board as it stands upright).
  public var corners: [ImagePoint] {
    let side = Double(Board.size)
    return [(0.0, 0.0), (side, 0), (side, side), (0, side)].map {
      imagePoint(column: $0.0, row: $0.1)
    }
  }

  /// The mean side of a tile in the image, in pixels (over the four sides of the board).
  public var tileSize: Double {
    let c = corners
    let sides = (0..<4).map { index -> Double in
      let (a, b) = (c[index], c[(index + 1) % 4])
      return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    return sides.reduce(0, +) / 4 / Double(Board.size)
  }
}
