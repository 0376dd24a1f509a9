import Imaging

/// Moves a located board onto the image's own tile grid: the square whose five inner lines each
/// way (the tile boundaries) lie on the strongest colour steps.
///
/// A board located by colour alone can take in part of its frame (a light board whose frame's
/// bevel matches the gap class, a chute crossing a narrow frame to the image edge): the square
/// is then a few per cent too large and its grid drifts off the tiles. The tile boundaries are
/// where the image steps (gaps between blocks, block edges, the rim), whatever the order of
/// lightness between board, blocks and gaps, so each way's grid is fitted to the profile of
/// those steps: every pair of outer lines within `reach` of the located ones is scored by the
/// steps under the five evenly spaced lines between them, and the best pair is kept.
struct GridFit: Hashable, Sendable {
  /// The fitted board.
  var board: PixelRect
  /// The mean step under the fitted grid's ten inner lines.
  var score: Double
  /// The mean step under the located board's own inner lines.
  var locatedScore: Double

  /// Fits the grid of `board` in `image`, moving each side by at most `reach` of the board's
  /// side, the steps' profile smoothed over `smoothing` of a tile each side; nil when the fitted
  /// board is not square within `squareTolerance` or the image is too small to measure.
  static func fit(
    _ image: RGBAImage, board: PixelRect, reach: Double, smoothing: Double,
    squareTolerance: Double, samplesPerLine: Int = 48
  ) -> GridFit? {
    guard board.width >= 12, board.height >= 12 else { return nil }
    let columns = axis(
      image, start: board.x, length: board.width, across: (board.y, board.height),
      vertical: true, reach: reach, smoothing: smoothing, samples: samplesPerLine)
    let rows = axis(
      image, start: board.y, length: board.height, across: (board.x, board.width),
      vertical: false, reach: reach, smoothing: smoothing, samples: samplesPerLine)
    guard let columns, let rows else { return nil }
    let fitted = PixelRect(
      x: columns.start, y: rows.start, width: columns.length, height: rows.length)
    let long = Double(max(fitted.width, fitted.height))
    let short = Double(min(fitted.width, fitted.height))
    guard short > 0, long <= short * (1 + squareTolerance) else { return nil }
    return GridFit(
      board: fitted, score: (columns.score + rows.score) / 2,
      locatedScore: (columns.locatedScore + rows.locatedScore) / 2)
  }

  /// One way's fit: the outer lines' start and length (in pixels), the mean step under the
  /// fitted lines and under the located ones.
  private static func axis(
    _ image: RGBAImage, start: Int, length: Int, across: (start: Int, length: Int),
    vertical: Bool, reach: Double, smoothing: Double, samples: Int
  ) -> (start: Int, length: Int, score: Double, locatedScore: Double)? {
    let extent = vertical ? image.width : image.height
    let span = max(1, Int((reach * Double(length)).rounded()))
    // The profile covers every position a line can take, one pixel in from the image's edges
    // (a step needs a neighbour each side).
    let first = max(1, start - span)
    let last = min(extent - 2, start + length + span)
    guard last - first >= 12 else { return nil }
    let steps = profile(
      image, from: first, to: last, across: across, vertical: vertical, samples: samples)
    // (Smoothed twice by a box `smoothing` of a tile each side: a boundary's steps (the gap's
    // two edges, a block's shadow) become one peak, highest at its middle.)
    let radius = max(1, Int((Double(length) / 6 * smoothing).rounded()))
    let smooth = boxBlur(boxBlur(steps, radius: radius), radius: radius)
    func value(_ position: Double) -> Double {
      let index = Int(position.rounded()) - first
      return index >= 0 && index < smooth.count ? smooth[index] : 0
    }
    // (The five inner lines only: the rim's step is often weaker than the frame's outer edge
    // or the screen's, which would pull the outer lines onto them.)
    func score(_ a: Int, _ b: Int) -> Double {
      let pitch = Double(b - a) / 6
      var total = 0.0
      for k in 1...5 { total += value(Double(a) + Double(k) * pitch) }
      return total / 5
    }
    let end = start + length - 1
    var best = (a: start, b: end, score: score(start, end))
    let locatedScore = best.score
    for a in max(first, start - span)...min(last, start + span) {
      for b in max(first, end - span)...min(last, end + span) where b - a >= 12 {
        let candidate = score(a, b)
        // (Ties keep the pair nearer the located one.)
        if candidate > best.score
          || (candidate == best.score
            && abs(a - start) + abs(b - end) < abs(best.a - start) + abs(best.b - end))
        {
          best = (a, b, candidate)
        }
      }
    }
    return (best.a, best.b - best.a + 1, best.score, locatedScore)
  }

  /// The mean colour step across the line at each position `from...to` (vertical lines: steps
  /// along x; horizontal: along y), over `samples` positions spread along the board.
  private static func profile(
    _ image: RGBAImage, from: Int, to: Int, across: (start: Int, length: Int), vertical: Bool,
    samples: Int
  ) -> [Double] {
    let width = image.width
    let height = image.height
    let alongs = (0..<samples).map {
      across.start + Int((Double($0) + 0.5) / Double(samples) * Double(across.length))
    }.filter { $0 >= 0 && $0 < (vertical ? height : width) }
    guard !alongs.isEmpty else { return [Double](repeating: 0, count: to - from + 1) }
    var totals = [Int](repeating: 0, count: to - from + 1)
    image.pixels.withUnsafeBufferPointer { pixels in
      for along in alongs {
        for position in from...to {
          let (a, b) =
            vertical
            ? (along * width + position - 1, along * width + position + 1)
            : ((position - 1) * width + along, (position + 1) * width + along)
          totals[position - from] += GridAlignment.step(pixels[a], pixels[b])
        }
      }
    }
    return totals.map { Double($0) / Double(alongs.count) }
  }

  /// `values` averaged over a window of `radius` each side (shorter at the ends).
  private static func boxBlur(_ values: [Double], radius: Int) -> [Double] {
    var prefix = [0.0]
    prefix.reserveCapacity(values.count + 1)
    for value in values { prefix.append((prefix.last ?? 0) + value) }
    return values.indices.map { index in
      let low = max(0, index - radius)
      let high = min(values.count - 1, index + radius)
      return (prefix[high + 1] - prefix[low]) / Double(high - low + 1)
    }
  }
}
