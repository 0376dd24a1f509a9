import Imaging
import Themes

/// Measures how much of the frame around the board has the theme's frame colour: a ring of
/// points a little outside the board's edges.
struct FrameMeter {
  /// The theme's colour model.
  let model: ScanModel
  /// How far outside the board the ring lies, a fraction of a tile
  /// (`ScanPolicy.Classify.frameRingGap`).
  let ringGap: Double
  /// The scan's CIELAB conversions.
  var labs = LabMemo()

  /// The share of frame-coloured points among the ring's points inside the image; nil when
  /// none is inside (a board-only crop).
  func share(_ image: RGBAImage, location: BoardLocation) -> Double? {
    let board = location.board
    let gap = location.tileWidth * ringGap
    let limit = model.thresholds.sampleDistance.value
    var inside = 0
    var frame = 0
    let count = 24
    for k in 0..<count {
      let t = (Double(k) + 0.5) / Double(count)
      let points = [
        (Double(board.x) + t * Double(board.width), Double(board.y) - gap),
        (Double(board.x) + t * Double(board.width), Double(board.maxY) + gap),
        (Double(board.x) - gap, Double(board.y) + t * Double(board.height)),
        (Double(board.maxX) + gap, Double(board.y) + t * Double(board.height)),
      ]
      for (x, y) in points {
        guard x >= 0, y >= 0, x < Double(image.width), y < Double(image.height) else { continue }
        inside += 1
        if model.matches(.frame, labs.lab(image[Int(x), Int(y)]), within: limit) { frame += 1 }
      }
    }
    return inside > 0 ? Double(frame) / Double(inside) : nil
  }
}
