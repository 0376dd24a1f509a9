import Imaging

/// The board's square in a rectified image, known before locating: the locate stage's squares
/// that match it are kept (they are measured more finely) and the others dropped; when a square
/// found holds it but none matches (the rectified image's margins, filled where they fall
/// outside the original, joined to the board), the square itself is the board's location.
struct ExpectedBoard {
  /// Where the homography put the board.
  let square: PixelRect
  /// Structural parameters (`expectedOverlap`).
  let policy: ScanPolicy.Geometry

  /// True when `board` and `square` share at least `expectedOverlap` of the larger of them.
  func matches(_ board: PixelRect) -> Bool {
    let shared = Double(board.intersection(square).area)
    return shared >= policy.expectedOverlap * Double(max(board.area, square.area))
  }

  /// True when `location` is the square standing in for a board the locate stage did not find.
  func isStandIn(_ location: BoardLocation) -> Bool {
    location.board == square && location.candidates.first?.darkPixels == 0
  }

  /// True when `location` is a board the locate stage found where the square is.
  func isFound(_ location: BoardLocation) -> Bool {
    !isStandIn(location) && matches(location.board)
  }

  /// The locations of `located` that match the square; else the square alone when a location
  /// holds it (located with working-copy `stride` in an image of `size`, `considered` kept as
  /// the regions weighed); else `located` as it is.
  func constrain(
    _ located: Result<[BoardLocation], ScanError>, stride: Int, size: PixelSize,
    considered: [BoardCandidate]
  ) -> Result<[BoardLocation], ScanError> {
    guard case .success(let locations) = located else { return located }
    let kept = locations.filter { matches($0.board) }
    if !kept.isEmpty { return .success(kept) }
    let holds = locations.contains {
      Double($0.board.intersection(square).area) >= policy.expectedOverlap * Double(square.area)
    }
    guard holds else { return located }
    let candidate = BoardCandidate(region: square, board: square, darkPixels: 0, rejection: nil)
    return .success([
      BoardLocation(
        board: square, workingStride: stride, imageSize: size,
        candidates: [candidate] + considered)
    ])
  }
}
