import Imaging

/// Draws a solution's swipes over the screenshot they were planned on: one numbered arrow per
/// move, from the centre of the block that moves to where that centre ends.
public struct GestureOverlay: Sendable {
  /// The arrows' colours, taken in turn (light and dark alternate so that neighbours differ).
  public var colours: [RGBA]

  /// Yellow, cyan, magenta, white and green, all opaque: they show on wood and on the board.
  public static let standard = GestureOverlay(colours: [
    RGBA(red: 255, green: 214, blue: 0), RGBA(red: 0, green: 200, blue: 255),
    RGBA(red: 255, green: 60, blue: 200), RGBA(red: 255, green: 255, blue: 255),
    RGBA(red: 60, green: 230, blue: 90),
  ])

  /// Creates an overlay drawing in `colours` (at least one).
  public init(colours: [RGBA]) {
    precondition(!colours.isEmpty, "an overlay needs a colour")
    self.colours = colours
  }

  /// `image` with `gestures` drawn over it: arrows `tileSize / 10` thick, each numbered from 1
  /// at its start (moves starting at the same place share one label, `12 20`).
  ///
  /// - Parameters:
  ///   - gestures: the swipes, in the image's pixels.
  ///   - image: the screenshot they were planned on.
  ///   - tileSize: the side of a tile in the image, in pixels (it sizes the arrows and text).
  public func draw(_ gestures: [Gesture], on image: RGBAImage, tileSize: Double) -> RGBAImage {
    var canvas = image
    let width = max(1.5, tileSize / 10)
    for (index, gesture) in gestures.enumerated() {
      canvas.drawArrow(
        from: gesture.start, to: gesture.end, colour: colours[index % colours.count],
        lineWidth: width, headLength: max(6, tileSize / 3.5))
    }
    // One label per start point (within a fifth of a tile), listing its moves.
    var labels: [(point: ImagePoint, numbers: [Int], colour: RGBA)] = []
    for (index, gesture) in gestures.enumerated() {
      let near = labels.firstIndex {
        abs($0.point.x - gesture.start.x) < tileSize / 5
          && abs($0.point.y - gesture.start.y) < tileSize / 5
      }
      if let near {
        labels[near].numbers.append(index + 1)
      } else {
        labels.append((gesture.start, [index + 1], colours[index % colours.count]))
      }
    }
    let scale = max(1, min(BitmapFont.maximumScale, Int(tileSize / 22)))
    for label in labels {
      let text = label.numbers.map(String.init).joined(separator: " ")
      let size = BitmapFont.standard.measureText(text, scale: scale)
      let origin = PixelPoint(
        x: Int(label.point.x) - size.width / 2, y: Int(label.point.y) - size.height / 2)
      canvas.drawText(
        text, at: origin, scale: scale, colour: RGBA(red: 0, green: 0, blue: 0),
        backing: label.colour, padding: scale)
    }
    return canvas
  }
}
