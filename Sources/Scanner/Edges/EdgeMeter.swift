import Imaging
import Themes

/// Measures `EdgeEvidence`: points a little outside each side of the board, compared with the
/// mean colours of the board's own tiles of each class (so the measure follows the image, not
/// a profile's frame colour).
struct EdgeMeter {
  /// Structural parameters (`edgeGap`, `edgeDistance`).
  let options: ScanOptions

  /// The evidence for `location`, given the tiles as read (their final classes and colours).
  func measure(_ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence]) -> EdgeEvidence {
    let classColours = TileClass.allCases.compactMap { tileClass in
      LabColour.mean(tiles.filter { $0.finalClass == tileClass }.map(\.meanColour))
    }
    let board = location.board
    let gap = location.tileWidth * options.edges.gap
    let count = 24
    func share(_ point: (Int) -> (Double, Double)) -> Double? {
      var inside = 0
      var boardLike = 0
      for k in 0..<count {
        let (x, y) = point(k)
        guard x >= 0, y >= 0, x < Double(image.width), y < Double(image.height) else { continue }
        inside += 1
        let colour = LabColour(image[Int(x), Int(y)])
        if classColours.contains(where: { $0.distance(to: colour) <= options.edges.distance }) {
          boardLike += 1
        }
      }
      return inside * 2 >= count ? Double(boardLike) / Double(inside) : nil
    }
    func along(_ k: Int, _ start: Int, _ length: Int) -> Double {
      Double(start) + (Double(k) + 0.5) / Double(count) * Double(length)
    }
    return EdgeEvidence(
      top: share { (along($0, board.x, board.width), Double(board.y) - gap) },
      bottom: share { (along($0, board.x, board.width), Double(board.maxY) + gap) },
      left: share { (Double(board.x) - gap, along($0, board.y, board.height)) },
      right: share { (Double(board.maxX) + gap, along($0, board.y, board.height)) })
  }
}
