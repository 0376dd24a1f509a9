import Imaging

/// How well a board's grid lies on the image's own edges: a board read through a grid off its
/// tiles (by a third or half a tile: a quadrilateral or a square located a little wrongly) can
/// still make a legal reading, but its block boundaries then lie between the grid lines.
///
/// Each inner grid line (five each way) is scored by the strongest colour step found within
/// `window` of a tile across it, averaged along the line; each way's score is the mean over its
/// five lines. The same is measured for the lines shifted by each of `shifts` (fractions of a
/// tile), where no block boundary should lie; the way whose shifted lines fare best against
/// its own is reported. Sign-free: it holds for any order of lightness
/// between board, blocks and gaps.
struct GridAlignment: Hashable, Sendable {
  /// The mean step on the grid's own lines (of the way reported).
  var aligned: Double
  /// The largest mean step on those lines shifted.
  var shifted: Double

  /// `shifted` over `aligned` (0 when both are flat, infinite when only the shifted lines
  /// step): above 1, a shifted grid fits the image's edges better than the one read.
  var ratio: Double { aligned > 0 ? shifted / aligned : shifted > 0 ? .infinity : 0 }

  /// Measures `location`'s grid on `image`.
  static func measure(
    _ image: RGBAImage, location: BoardLocation, shifts: [Double], window: Double,
    samplesPerLine: Int = 48
  ) -> GridAlignment {
    func step(_ a: RGBA, _ b: RGBA) -> Double {
      Double(
        abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
          + abs(Int(a.blue) - Int(b.blue)))
    }
    let width = image.width
    let height = image.height
    return image.pixels.withUnsafeBufferPointer { pixels in
      /// The mean strongest step across the vertical (or horizontal) line at `position`.
      func line(_ position: Double, vertical: Bool) -> Double {
        let tile = vertical ? location.tileWidth : location.tileHeight
        let reach = max(1, Int((window * tile).rounded()))
        let centre = Int(position.rounded())
        let start = vertical ? location.rowLines[0] : location.columnLines[0]
        let length = vertical ? location.rowLines[6] - start : location.columnLines[6] - start
        var total = 0.0
        var counted = 0
        for k in 0..<samplesPerLine {
          let along = Int(start + (Double(k) + 0.5) / Double(samplesPerLine) * length)
          var strongest = 0.0
          for offset in -reach...reach {
            let across = centre + offset
            if vertical {
              guard along >= 0, along < height, across >= 1, across < width - 1 else { continue }
              strongest = max(
                strongest,
                step(pixels[along * width + across - 1], pixels[along * width + across + 1]))
            } else {
              guard along >= 0, along < width, across >= 1, across < height - 1 else { continue }
              strongest = max(
                strongest,
                step(pixels[(across - 1) * width + along], pixels[(across + 1) * width + along]))
            }
          }
          total += strongest
          counted += 1
        }
        return counted > 0 ? total / Double(counted) : 0
      }
      // (Each way apart: a grid can be off its tiles one way only.)
      func lines(_ shift: Double, vertical: Bool) -> Double {
        var sum = 0.0
        for index in 1...5 {
          sum +=
            vertical
            ? line(location.columnLines[index] + shift * location.tileWidth, vertical: true)
            : line(location.rowLines[index] + shift * location.tileHeight, vertical: false)
        }
        return sum / 5
      }
      let ways = [true, false].map { vertical in
        GridAlignment(
          aligned: lines(0, vertical: vertical),
          shifted: shifts.map { lines($0, vertical: vertical) }.max() ?? 0)
      }
      return ways.max { $0.ratio < $1.ratio } ?? GridAlignment(aligned: 0, shifted: 0)
    }
  }
}
