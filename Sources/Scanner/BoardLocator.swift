import Imaging
import Themes

/// Finds the board: the largest square region of board-dark colour (the empty board, the gaps
/// between blocks and the board's dark rim form one connected region), trimmed of the chute
/// notch and refined at full resolution.
struct BoardLocator {
  /// Structural parameters.
  let options: ScanOptions
  /// The share of board-dark samples that makes a line the board's rim.
  let edgeShare: Threshold

  /// Locates the board in `image` using the board-dark colour `lookup` (one flag per colour
  /// code) and, when known, the frame colour `frameLookup`.
  func locate(
    image: RGBAImage, working: WorkingImage, lookup: [UInt8], frameLookup: [UInt8]?,
    theme: String, considered: inout [BoardCandidate]
  ) -> Result<BoardLocation, ScanError> {
    let mask = working.mask(lookup)
    let stride = working.stride
    let minimumSide = max(4, options.minimumBoardSide / stride)
    let regions = DarkRegions.find(
      mask: mask, width: working.width, height: working.height, minimumSide: minimumSide
    ).sorted { $0.width * $0.height > $1.width * $1.height }
    guard !regions.isEmpty else {
      return .failure(.noDarkRegion(theme: theme, minimumSide: options.minimumBoardSide))
    }
    var candidates: [BoardCandidate] = []
    var best: (rect: PixelRect, index: Int)?
    for region in regions.prefix(12) {
      let box = PixelRect(
        x: region.minX * stride, y: region.minY * stride, width: region.width * stride,
        height: region.height * stride)
      var candidate = BoardCandidate(
        region: box, board: nil, darkPixels: region.count, rejection: nil)
      switch square(region, mask: mask, working: working, frameLookup: frameLookup) {
      case .square(let trimmed):
        let rect = PixelRect(
          x: trimmed.x * stride, y: trimmed.y * stride, width: trimmed.width * stride,
          height: trimmed.height * stride)
        let refined = refine(rect, image: image, lookup: lookup, radius: max(2, stride))
        candidate.board = refined
        if best == nil || refined.area > (best?.rect.area ?? 0) {
          best = (refined, candidates.count)
        }
      case .rejected(let reason):
        candidate.rejection = reason
      }
      candidates.append(candidate)
    }
    considered = candidates
    guard let chosen = best else {
      return .failure(
        .noSquareRegion(theme: theme, count: regions.count, largest: candidates[0].region))
    }
    for index in candidates.indices where index != chosen.index && candidates[index].board != nil {
      candidates[index].rejection = "smaller than the board chosen"
    }
    let picked = candidates.remove(at: chosen.index)
    candidates.insert(picked, at: 0)
    let board = chosen.rect
    let touches =
      board.x <= stride || board.y <= stride || board.maxX >= image.width - stride
      || board.maxY >= image.height - stride
    return .success(
      BoardLocation(
        board: board, workingStride: stride, touchesImageEdge: touches, candidates: candidates))
  }

  /// The outcome of trimming a region to a square.
  private enum SquareCheck {
    case square(PixelRect)
    case rejected(String)
  }

  /// Finds the board's rim inside a region's box and checks that the board is square.
  ///
  /// Each side moves inward (at most `maximumNotchFraction` of the box) to the outermost line
  /// whose board-dark share passes `boardEdgeShare` and that does not have frame just inside
  /// it (a dark bevel of the frame, joined to the board through the chute notch, is not the
  /// rim). That drops the notch and any frame shading. When no rim is found (a board-only
  /// crop), the box edge stays. Working-copy coordinates.
  private func square(
    _ region: DarkRegion, mask: [UInt8], working: WorkingImage, frameLookup: [UInt8]?
  ) -> SquareCheck {
    let width = working.width
    let x0 = region.minX
    let x1 = region.maxX
    let y0 = region.minY
    let y1 = region.maxY
    func columnShare(_ x: Int, _ mask: [UInt8]) -> Double {
      guard x >= x0, x <= x1 else { return 0 }
      var count = 0
      for y in y0...y1 where mask[y * width + x] != 0 { count += 1 }
      return Double(count) / Double(y1 - y0 + 1)
    }
    func rowShare(_ y: Int, _ mask: [UInt8]) -> Double {
      guard y >= y0, y <= y1 else { return 0 }
      var count = 0
      for x in x0...x1 where mask[y * width + x] != 0 { count += 1 }
      return Double(count) / Double(x1 - x0 + 1)
    }
    func columnFrameShare(_ x: Int) -> Double {
      guard let frameLookup, x >= x0, x <= x1 else { return 0 }
      var count = 0
      for y in y0...y1 where working.marks(x: x, y: y, frameLookup) { count += 1 }
      return Double(count) / Double(y1 - y0 + 1)
    }
    func rowFrameShare(_ y: Int) -> Double {
      guard let frameLookup, y >= y0, y <= y1 else { return 0 }
      var count = 0
      for x in x0...x1 where working.marks(x: x, y: y, frameLookup) { count += 1 }
      return Double(count) / Double(x1 - x0 + 1)
    }
    /// True when the line at `position` is the rim: dark enough, and not frame just inside.
    func isRim(
      _ position: Int, inward: Int, _ share: (Int, [UInt8]) -> Double,
      _ frameShare: (Int) -> Double
    ) -> Bool {
      guard edgeShare.passes(share(position, mask)) else { return false }
      let inside = max(frameShare(position + inward), frameShare(position + 2 * inward))
      return inside < 0.5
    }
    let depthX = max(1, Int(Double(region.width) * options.maximumNotchFraction))
    let depthY = max(1, Int(Double(region.height) * options.maximumNotchFraction))
    let left =
      (x0..<x0 + depthX).first { isRim($0, inward: 1, columnShare, columnFrameShare) } ?? x0
    let right =
      (x1 - depthX + 1...x1).reversed().first {
        isRim($0, inward: -1, columnShare, columnFrameShare)
      } ?? x1
    let top = (y0..<y0 + depthY).first { isRim($0, inward: 1, rowShare, rowFrameShare) } ?? y0
    let bottom =
      (y1 - depthY + 1...y1).reversed().first { isRim($0, inward: -1, rowShare, rowFrameShare) }
      ?? y1
    var rim = PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    // The board is square: when one axis is longer (a blurred bevel taken for the rim), move
    // its sides to the dark lines that make it closest to the other axis.
    let slack = max(2, rim.height / 100)
    if rim.width > rim.height + slack {
      let lefts =
        [left] + (left + 1..<x0 + depthX).filter { edgeShare.passes(columnShare($0, mask)) }
      let rights =
        [right]
        + (x1 - depthX + 1..<right).reversed().filter { edgeShare.passes(columnShare($0, mask)) }
      if let (l, r) = closest(lefts, rights, to: rim.height) {
        rim = PixelRect(x: l, y: top, width: r - l + 1, height: rim.height)
      }
    } else if rim.height > rim.width + slack {
      let tops = [top] + (top + 1..<y0 + depthY).filter { edgeShare.passes(rowShare($0, mask)) }
      let bottoms =
        [bottom]
        + (y1 - depthY + 1..<bottom).reversed().filter { edgeShare.passes(rowShare($0, mask)) }
      if let (t, b) = closest(tops, bottoms, to: rim.width) {
        rim = PixelRect(x: left, y: t, width: rim.width, height: b - t + 1)
      }
    }
    let box = PixelRect(x: x0, y: y0, width: region.width, height: region.height)
    for rect in [rim, box] where isSquare(rect) { return .square(rect) }
    let ratio = (Double(box.width) / Double(box.height) * 100).rounded() / 100
    return .rejected("not square (width/height \(ratio))")
  }

  /// The pair of lines (one from each list) whose distance is closest to `length`, earlier
  /// entries winning ties.
  private func closest(_ starts: [Int], _ ends: [Int], to length: Int) -> (Int, Int)? {
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

  private func isSquare(_ rect: PixelRect) -> Bool {
    let long = Double(max(rect.width, rect.height))
    let short = Double(min(rect.width, rect.height))
    return short > 0 && long <= short * (1 + options.squareTolerance)
  }

  /// Moves each edge of `rect` (found in the working copy) to the outermost full-resolution line
  /// within one stride that looks like the board's rim.
  private func refine(
    _ rect: PixelRect, image: RGBAImage, lookup: [UInt8], radius: Int
  ) -> PixelRect {
    let stride = radius
    let samples = 32
    func share(alongX x: Int) -> Double {
      guard x >= 0, x < image.width else { return 0 }
      var dark = 0
      for k in 0..<samples {
        let y = rect.y + rect.height / 10 + k * (rect.height * 8 / 10) / samples
        if y >= 0, y < image.height, lookup[ColourTable.code(image[x, y])] != 0 { dark += 1 }
      }
      return Double(dark) / Double(samples)
    }
    func share(alongY y: Int) -> Double {
      guard y >= 0, y < image.height else { return 0 }
      var dark = 0
      for k in 0..<samples {
        let x = rect.x + rect.width / 10 + k * (rect.width * 8 / 10) / samples
        if x >= 0, x < image.width, lookup[ColourTable.code(image[x, y])] != 0 { dark += 1 }
      }
      return Double(dark) / Double(samples)
    }
    let left =
      (rect.x - stride...rect.x + stride).first { edgeShare.passes(share(alongX: $0)) } ?? rect.x
    let right =
      (rect.maxX - 1 - stride...rect.maxX - 1 + stride).reversed().first {
        edgeShare.passes(share(alongX: $0))
      } ?? rect.maxX - 1
    let top =
      (rect.y - stride...rect.y + stride).first { edgeShare.passes(share(alongY: $0)) } ?? rect.y
    let bottom =
      (rect.maxY - 1 - stride...rect.maxY - 1 + stride).reversed().first {
        edgeShare.passes(share(alongY: $0))
      } ?? rect.maxY - 1
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
