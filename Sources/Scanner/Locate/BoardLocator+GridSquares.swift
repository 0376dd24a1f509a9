import Imaging

extension BoardLocator {
  /// Squares inside a region whose four sides are rim lines: rows and columns holding a run of
  /// dark cells as long as the square's side, at most eight outermost lines of each kind.
  func gridSquares(_ region: DarkRegion, mask: [UInt8], width: Int) -> [PixelRect] {
    let side = max(4, min(region.width, region.height) / 4)
    var rows: [(y: Int, start: Int, end: Int)] = []
    var columns: [(x: Int, start: Int, end: Int)] = []
    mask.withUnsafeBufferPointer { mask in
      for y in region.minY...region.maxY {
        if let run = Self.longestRun(
          mask, first: y * width + region.minX, step: 1, count: region.width),
          run.end - run.start + 1 >= side
        {
          rows.append((y, region.minX + run.start, region.minX + run.end))
        }
      }
      for x in region.minX...region.maxX {
        if let run = Self.longestRun(
          mask, first: region.minY * width + x, step: width, count: region.height),
          run.end - run.start + 1 >= side
        {
          columns.append((x, region.minY + run.start, region.minY + run.end))
        }
      }
    }
    // Of each group of neighbouring lines keep the first and the longest as top/left sides and
    // the last and the longest as bottom/right sides.
    func sides<T>(
      _ lines: [T], _ position: (T) -> Int, _ length: (T) -> Int
    ) -> (firsts: [T], lasts: [T]) {
      var firsts: [T] = []
      var lasts: [T] = []
      var group: [T] = []
      for (index, line) in lines.enumerated() {
        group.append(line)
        let ends = index == lines.count - 1 || position(lines[index + 1]) != position(line) + 1
        guard ends, let first = group.first, let last = group.last else { continue }
        let longest = group.max { length($0) < length($1) } ?? first
        firsts.append(first)
        lasts.append(last)
        if position(longest) != position(first) { firsts.append(longest) }
        if position(longest) != position(last) { lasts.append(longest) }
        group.removeAll()
      }
      return (firsts, lasts)
    }
    let rowSides = sides(rows, { $0.y }, { $0.end - $0.start })
    let columnSides = sides(columns, { $0.x }, { $0.end - $0.start })
    var squares: [PixelRect] = []
    for top in rowSides.firsts {
      for bottom in rowSides.lasts where bottom.y - top.y + 1 >= side {
        let height = bottom.y - top.y + 1
        let tolerance = max(1, Int(Double(height) * policy.locate.squareTolerance))
        for left in columnSides.firsts
        where left.x >= max(top.start, bottom.start) - tolerance
          && left.start <= top.y + tolerance && left.end >= bottom.y - tolerance
        {
          for right in columnSides.lasts
          where abs(right.x - left.x + 1 - height) <= tolerance
            && right.x <= min(top.end, bottom.end) + tolerance
            && right.start <= top.y + tolerance && right.end >= bottom.y - tolerance
          {
            squares.append(
              PixelRect(x: left.x, y: top.y, width: right.x - left.x + 1, height: height))
          }
        }
      }
    }
    // Largest first, at most a few.
    return Array(squares.sorted { $0.area > $1.area }.prefix(4))
  }


  /// The longest run of dark cells along a line of `count` cells (`mask[first]`, then every
  /// `step`th), bridging gaps of up to two cells (a thin rim broken by noise): its start and
  /// end (inclusive, in cells along the line).
  static func longestRun(
    _ mask: UnsafeBufferPointer<UInt8>, first: Int, step: Int, count: Int
  ) -> (start: Int, end: Int)? {
    var best: (start: Int, end: Int)?
    var start: Int?
    var last = -10
    var index = first
    for k in 0..<count {
      defer { index += step }
      guard mask[index] != 0 else { continue }
      if let runStart = start, k - last <= 3 {
        last = k
        if best == nil || k - runStart > (best?.end ?? 0) - (best?.start ?? 0) {
          best = (runStart, k)
        }
      } else {
        start = k
        last = k
        if best == nil { best = (k, k) }
      }
    }
    return best
  }


  /// The pair of lines (one from each list) whose distance is closest to `length`, earlier
  /// entries winning ties.
  func closest(_ starts: [Int], _ ends: [Int], to length: Int) -> (Int, Int)? {
    var best: (Int, Int)?
    var bestError = Int.max
    for start in starts {
      for end in ends where end > start {
        let error = abs(end - start + 1 - length)
        if error < bestError {
          best = (start, end)
          bestError = error
        }
      }
    }
    return best
  }
}
