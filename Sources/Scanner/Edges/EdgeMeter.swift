import Imaging
import Themes

/// Measures `EdgeEvidence`: points a little outside each side of the board, compared with the
/// mean colours of the board's own tiles of each class (so the measure follows the image, not
/// a profile's frame colour).
struct EdgeMeter {
  /// Structural parameters (`edgeGap`, `edgeDistance`).
  let policy: ScanPolicy
  /// The scan's CIELAB conversions.
  var labs = LabMemo()

  /// The evidence for `location`, given the tiles as read (their final classes and colours).
  func measure(_ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]) -> EdgeEvidence {
    let classColours = TileClass.allCases.compactMap { tileClass in
      LabColour.mean(tiles.filter { $0.finalClass == tileClass }.map(\.meanColour))
    }
    let board = location.board
    // (A point counts only when it looks like board at every depth: a board that goes on does
    // so for more than a sliver, while a frame darkened by shade or a vignette can pass for
    // block wood just beside the board but not all the way across.)
    let depths = policy.edges.depths.map { location.tileWidth * $0 }
    let count = 24
    func share(_ point: (Int, Double) -> (Double, Double)) -> Double? {
      var inside = 0
      var boardLike = 0
      for k in 0..<count {
        // (The depths inside the image; a side whose nearest depth lies outside is not seen.)
        let points = depths.map { point(k, $0) }.prefix { x, y in
          x >= 0 && y >= 0 && x < Double(image.width) && y < Double(image.height)
        }
        guard !points.isEmpty else { continue }
        inside += 1
        let allBoardLike = points.allSatisfy { x, y in
          let colour = labs.lab(image[Int(x), Int(y)])
          return classColours.contains { $0.distance(to: colour) <= policy.edges.distance }
        }
        if allBoardLike { boardLike += 1 }
      }
      return inside * 2 >= count ? Double(boardLike) / Double(inside) : nil
    }
    func along(_ k: Int, _ start: Int, _ length: Int) -> Double {
      Double(start) + (Double(k) + 0.5) / Double(count) * Double(length)
    }
    return EdgeEvidence(
      top: share { (along($0, board.x, board.width), Double(board.y) - $1) },
      bottom: share { (along($0, board.x, board.width), Double(board.maxY) + $1) },
      left: share { (Double(board.x) - $1, along($0, board.y, board.height)) },
      right: share { (Double(board.maxX) + $1, along($0, board.y, board.height)) })
  }
}
