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
    let width = image.width
    let height = image.height
    return image.pixels.withUnsafeBufferPointer { pixels in
      /// The positions along the lines of one way (the same for all of its lines).
      func alongs(vertical: Bool) -> [Int] {
        let start = vertical ? location.rowLines[0] : location.columnLines[0]
        let length = vertical ? location.rowLines[6] - start : location.columnLines[6] - start
        return (0..<samplesPerLine).map {
          Int(start + (Double($0) + 0.5) / Double(samplesPerLine) * length)
        }
      }
      let rowsAlong = alongs(vertical: true)
      let columnsAlong = alongs(vertical: false)
      /// The mean strongest step across the vertical (or horizontal) line at `position`.
      func line(_ position: Double, vertical: Bool) -> Double {
        let tile = vertical ? location.tileWidth : location.tileHeight
        let reach = max(1, Int((window * tile).rounded()))
        let centre = Int(position.rounded())
        let first = max(centre - reach, 1)
        let last = min(centre + reach, (vertical ? width : height) - 2)
        // Each step spans two pixels, so every second position across still spans every
        // boundary between neighbouring pixels (a sharp edge's step is found whole): in a large
        // image, whose window is many pixels wide, that reads half of the pixels.
        let across = reach >= Self.halvingReach ? 2 : 1
        // The strongest step at each sample (0 where none is inside the image). Steps are whole
        // numbers, so their maxima and sum are exact in any order: a horizontal line is walked
        // row by row (the rows either side of each row in reach, at every sample), which reads
        // the image far faster than sample by sample down its columns.
        var strongest = [Int](repeating: 0, count: samplesPerLine)
        strongest.withUnsafeMutableBufferPointer { strongest in
          guard first <= last else { return }
          if vertical {
            for (k, y) in rowsAlong.enumerated() where y >= 0 && y < height {
              let row = y * width
              var best = 0
              for x in Swift.stride(from: first, through: last, by: across) {
                best = max(best, step(pixels[row + x - 1], pixels[row + x + 1]))
              }
              strongest[k] = best
            }
            return
          }
          for y in Swift.stride(from: first, through: last, by: across) {
            let above = (y - 1) * width
            let below = (y + 1) * width
            for (k, x) in columnsAlong.enumerated() where x >= 0 && x < width {
              strongest[k] = max(strongest[k], step(pixels[above + x], pixels[below + x]))
            }
          }
        }
        guard samplesPerLine > 0 else { return 0 }
        var total = 0.0
        for value in strongest { total += Double(value) }
        return total / Double(samplesPerLine)
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

  /// The least reach (pixels either side of a line) from which every second position across
  /// the line is measured.
  static let halvingReach = 4

  /// The colour step between two pixels: the sum of the channels' absolute differences.
  @inline(__always)
  static func step(_ a: RGBA, _ b: RGBA) -> Int {
    abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green))
      + abs(Int(a.blue) - Int(b.blue))
  }
}
