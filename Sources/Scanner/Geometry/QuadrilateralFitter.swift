import Imaging

/// Fits the board's quadrilateral to a region of a board-colour mask: the outermost set cell
/// of each row seen from the left and from the right, of each column seen from above and from
/// below, each profile's middle part fitted robustly as a line (the line through two points
/// that most points agree with, then least squares over those), the four lines intersected.
///
/// Works on any mask the locate stage makes (which cells look like board is its business); only
/// the region's outline is used.
struct QuadrilateralFitter {
  /// The share of a profile, at each end, left out of the fit (near a rotated board's corners
  /// the outermost cell belongs to the neighbouring side).
  let endShare: Double
  /// Profile points farther than this from the first line (in cells) are outliers: the chute
  /// notch, a block touching the edge, noise...
  let inlierDistance: Double
  /// ...or than this share of the box's longer side, when that is more (a blurred edge of a
  /// board many cells wide).
  let inlierShare: Double

  /// The most degrees a side may lean off the other three while they agree
  /// (`ScanPolicy.Geometry.oddSideDegrees`)...
  let oddSideDegrees: Double
  /// ...and the most degrees those three may differ by (`agreeingSidesDegrees`).
  let agreeingSidesDegrees: Double

  /// The fitter of `policy`'s outline fit.
  init(_ policy: ScanPolicy.Geometry) {
    endShare = policy.outlineEndShare
    inlierDistance = policy.outlineInlierDistance
    inlierShare = policy.outlineInlierShare
    oddSideDegrees = policy.oddSideDegrees
    agreeingSidesDegrees = policy.agreeingSidesDegrees
  }

  /// The fitter with the standard policy's values.
  static let standard = QuadrilateralFitter(ScanPolicy.standard.geometry)

  /// A line `across = slope * along + offset` (x as a function of y for the left and right
  /// sides, y of x for the top and bottom).
  struct Line {
    var slope: Double
    var offset: Double
    func at(_ along: Double) -> Double { slope * along + offset }
  }

  /// The quadrilateral of the cells labelled `label` in `labels` (`width` cells wide,
  /// row-major) inside the inclusive cell box `minX...maxX`, `minY...maxY`, in image pixels
  /// (`stride` pixels per cell); nil when a side has too few points for a line or the lines do
  /// not meet inside a reasonable neighbourhood of the box.
  func fit(
    labels: [Int32], label: Int32, width: Int, minX: Int, maxX: Int, minY: Int, maxY: Int,
    stride: Int
  ) -> BoardQuadrilateral? {
    let boxWidth = maxX - minX + 1
    let boxHeight = maxY - minY + 1
    guard boxWidth >= 8, boxHeight >= 8 else { return nil }
    var left: [(Double, Double)] = []
    var right: [(Double, Double)] = []
    var top: [(Double, Double)] = []
    var bottom: [(Double, Double)] = []
    labels.withUnsafeBufferPointer { labels in
      let rowStart = minY + Int(Double(boxHeight) * endShare)
      let rowEnd = maxY - Int(Double(boxHeight) * endShare)
      if rowStart <= rowEnd {
        for y in rowStart...rowEnd {
          let base = y * width
          guard let first = (minX...maxX).first(where: { labels[base + $0] == label }),
            let last = (minX...maxX).reversed().first(where: { labels[base + $0] == label })
          else { continue }
          left.append((Double(y) + 0.5, Double(first)))
          right.append((Double(y) + 0.5, Double(last + 1)))
        }
      }
      let columnStart = minX + Int(Double(boxWidth) * endShare)
      let columnEnd = maxX - Int(Double(boxWidth) * endShare)
      if columnStart <= columnEnd {
        for x in columnStart...columnEnd {
          guard let first = (minY...maxY).first(where: { labels[$0 * width + x] == label }),
            let last = (minY...maxY).reversed().first(where: { labels[$0 * width + x] == label })
          else { continue }
          top.append((Double(x) + 0.5, Double(first)))
          bottom.append((Double(x) + 0.5, Double(last + 1)))
        }
      }
    }
    var squaredResiduals = 0.0
    var kept = 0
    var total = 0
    var lines: [Line] = []
    let tolerance = max(inlierDistance, inlierShare * Double(max(boxWidth, boxHeight)))
    for points in [top, right, bottom, left] {
      guard let (line, fit) = robustLine(points, tolerance: tolerance) else { return nil }
      lines.append(line)
      squaredResiduals += fit.squaredResiduals
      kept += fit.kept
      total += points.count
    }
    // One side leaning unlike the other three (the chute notch, the frame's bevel joined to
    // the board): refit it parallel to the opposite side.
    let sides = [top, right, bottom, left]
    if let odd = oddSide(lines),
      let line = parallelLine(
        sides[odd], slope: lines[(odd + 2) % 4].slope, tolerance: tolerance)
    {
      lines[odd] = line
    }
    // Corners: top-left = left x top, top-right = right x top, and so on.
    guard let topLeft = Self.meet(vertical: lines[3], horizontal: lines[0]),
      let topRight = Self.meet(vertical: lines[1], horizontal: lines[0]),
      let bottomRight = Self.meet(vertical: lines[1], horizontal: lines[2]),
      let bottomLeft = Self.meet(vertical: lines[3], horizontal: lines[2])
    else { return nil }
    let scale = Double(stride)
    let corners = [topLeft, topRight, bottomRight, bottomLeft].map {
      ImagePoint(x: $0.x * scale, y: $0.y * scale)
    }
    // Lines that meet far outside the box are no board outline.
    let reach = Double(max(boxWidth, boxHeight)) * scale
    let outside = corners.contains {
      $0.x < (Double(minX) * scale - reach / 4) || $0.x > (Double(maxX + 1) * scale + reach / 4)
        || $0.y < (Double(minY) * scale - reach / 4)
        || $0.y > (Double(maxY + 1) * scale + reach / 4)
    }
    guard !outside, kept > 0 else { return nil }
    return BoardQuadrilateral(
      corners: corners, residual: (squaredResiduals / Double(kept)).squareRoot() * scale,
      inlierShare: Double(kept) / Double(max(1, total)))
  }

  /// The index of the one side whose angle differs from each of the other three's by more than
  /// `oddSideDegrees` while those three agree within `agreeingSidesDegrees`; nil otherwise.
  func oddSide(_ lines: [Line]) -> Int? {
    // Clockwise angles (small-angle slopes): top and bottom lean with y of x, left and right
    // against x of y.
    let angles = lines.indices.map { $0 % 2 == 0 ? lines[$0].slope : -lines[$0].slope }
    let limit = oddSideDegrees * Double.pi / 180
    let agree = agreeingSidesDegrees * Double.pi / 180
    let odd = angles.indices.filter { index in
      angles.indices.allSatisfy { $0 == index || abs(angles[$0] - angles[index]) > limit }
    }
    guard odd.count == 1, let side = odd.first else { return nil }
    let others = angles.indices.filter { $0 != side }.map { angles[$0] }
    guard let low = others.min(), let high = others.max(), high - low <= agree else { return nil }
    return side
  }

  /// The line of slope `slope` through the most of `points` within `tolerance` (least squares
  /// of their offsets); nil when fewer than a third of them agree.
  func parallelLine(_ points: [(Double, Double)], slope: Double, tolerance: Double) -> Line? {
    let offsets = points.map { $0.1 - slope * $0.0 }.sorted()
    var best = (count: 0, start: 0)
    var end = 0
    for start in offsets.indices {
      while end < offsets.count && offsets[end] - offsets[start] <= 2 * tolerance { end += 1 }
      if end - start > best.count { best = (end - start, start) }
    }
    guard best.count * 3 >= points.count, best.count > 0 else { return nil }
    let chosen = offsets[best.start..<(best.start + best.count)]
    return Line(slope: slope, offset: chosen.reduce(0, +) / Double(chosen.count))
  }

  /// The point where a left/right line (x of y) meets a top/bottom line (y of x).
  static func meet(vertical: Line, horizontal: Line) -> ImagePoint? {
    // x = a y + b, y = c x + d  =>  x (1 - a c) = a d + b.
    let determinant = 1 - vertical.slope * horizontal.slope
    guard abs(determinant) > 1e-9 else { return nil }
    let x = (vertical.slope * horizontal.offset + vertical.offset) / determinant
    return ImagePoint(x: x, y: horizontal.at(x))
  }

  /// A line through `points` (`(along, across)`): of the lines through two of at most 16
  /// evenly spread points at least a quarter of the profile apart, the one with the most of
  /// them within `tolerance` (a deterministic RANSAC: half of a side may be a notch or a
  /// missing rim), then least squares over every point within `tolerance` of it. Nil with
  /// fewer than 6 points or fewer than a third of them kept.
  func robustLine(
    _ points: [(Double, Double)], tolerance: Double
  ) -> (Line, (squaredResiduals: Double, kept: Int))? {
    guard points.count >= 6 else { return nil }
    let step = max(1, (points.count + 15) / 16)
    let sample = Swift.stride(from: 0, to: points.count, by: step).map { points[$0] }
    var best: (line: Line, inliers: Int, spread: Double)?
    let gap = max(1, sample.count / 4)
    for i in 0..<sample.count {
      for j in (i + gap)..<max(i + gap, sample.count) where sample[j].0 != sample[i].0 {
        let slope = (sample[j].1 - sample[i].1) / (sample[j].0 - sample[i].0)
        let candidate = Line(slope: slope, offset: sample[i].1 - slope * sample[i].0)
        var inliers = 0
        var spread = 0.0
        for point in sample {
          let r = abs(candidate.at(point.0) - point.1)
          if r <= tolerance {
            inliers += 1
            spread += r
          }
        }
        if let known = best,
          inliers < known.inliers || (inliers == known.inliers && spread >= known.spread)
        {
          continue
        }
        best = (candidate, inliers, spread)
      }
    }
    guard let (found, _, _) = best else { return nil }
    let slope = found.slope
    let offset = found.offset
    var line = Line(slope: slope, offset: offset)
    let inliers = points.filter { abs(line.at($0.0) - $0.1) <= tolerance }
    guard inliers.count * 3 >= points.count, inliers.count >= 6 else { return nil }
    // Least squares over the inliers.
    let n = Double(inliers.count)
    let meanAlong = inliers.reduce(0) { $0 + $1.0 } / n
    let meanAcross = inliers.reduce(0) { $0 + $1.1 } / n
    var covariance = 0.0
    var variance = 0.0
    for (along, across) in inliers {
      covariance += (along - meanAlong) * (across - meanAcross)
      variance += (along - meanAlong) * (along - meanAlong)
    }
    if variance > 0 {
      line.slope = covariance / variance
      line.offset = meanAcross - line.slope * meanAlong
    }
    let squared = inliers.reduce(0.0) {
      let r = line.at($1.0) - $1.1
      return $0 + r * r
    }
    return (line, (squared, inliers.count))
  }
}
