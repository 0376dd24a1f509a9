import Imaging
import Themes

/// Finds the board: the largest square region of board-dark colour (the empty board, the gaps
/// between blocks and the board's dark rim form one connected region), trimmed of the chute
/// notch and refined at full resolution.
struct BoardLocator {
  /// Structural parameters.
  let policy: ScanPolicy
  /// The share of board-dark samples that makes a line the board's rim.
  let edgeShare: Threshold
  /// The theme's colour model, to check that a square region reads as 36 tiles (nil for the
  /// fallback, whose model is derived after locating).
  let model: ScanModel?

  /// Whether a square whose readable tiles show one class only is refused.
  let requiresVariety: Bool
  /// The scan's CIELAB conversions.
  let labs: LabMemo

  /// A locator for `model` (nil: no tile check), with its `boardEdgeShare`.
  init(
    policy: ScanPolicy, edgeShare: Threshold, model: ScanModel?, requiresVariety: Bool = false,
    labs: LabMemo = LabMemo()
  ) {
    self.policy = policy
    self.edgeShare = edgeShare
    self.model = model
    self.requiresVariety = requiresVariety
    self.labs = labs
  }

  /// Locates the board in `image` using the board-dark colour `lookup` (one flag per colour
  /// code) and, when known, the frame colour `frameLookup`.
  ///
  /// - Returns: the plausible boards, the likeliest first (the largest square that reads as
  ///   36 tiles), at most `maximumLocations`.
  func locate(
    image: RGBAImage, working: WorkingImage, lookup: [UInt8], frameLookup: [UInt8]?,
    theme: String, considered: inout [BoardCandidate]
  ) -> Result<[BoardLocation], ScanError> {
    let mask = working.mask(lookup)
    let stride = working.stride
    let minimumSide = max(4, policy.locate.minimumBoardSide / stride)
    let (found, labels) = DarkRegions.labelled(
      mask: mask, width: working.width, height: working.height, minimumSide: minimumSide)
    let regions = found.sorted { $0.width * $0.height > $1.width * $1.height }
    guard !regions.isEmpty else {
      return .failure(.noDarkRegion(theme: theme, minimumSide: policy.locate.minimumBoardSide))
    }
    var candidates: [BoardCandidate] = []
    // A board fills a fair part of the screen: smaller squares are decoys or icons.
    let shorterSide = Double(min(image.width, image.height))
    func tooSmall(_ side: Int) -> Bool {
      Double(side) < policy.locate.minimumScreenShare * shorterSide
    }
    func tooSmallReason(_ side: Int) -> String {
      "too small for the screen (side \(side) px, less than "
        + "\(Int((policy.locate.minimumScreenShare * 100).rounded()))% of the image's shorter side)"
    }
    // (The board's outline is fitted for the largest regions only: a board fills a fair part
    // of the screen.)
    let largestArea = regions.first.map { $0.width * $0.height } ?? 0
    for (rank, region) in regions.prefix(12).enumerated() {
      let box = PixelRect(
        x: region.minX * stride, y: region.minY * stride, width: region.width * stride,
        height: region.height * stride)
      var candidate = BoardCandidate(
        region: box, board: nil, darkPixels: region.count, rejection: nil)
      if policy.geometry.isEnabled, rank < 2, region.width * region.height * 4 >= largestArea {
        candidate.quadrilateral = QuadrilateralFitter(policy.geometry).fit(
          labels: labels, label: region.label, width: working.width, minX: region.minX,
          maxX: region.maxX, minY: region.minY, maxY: region.maxY, stride: stride)
      }
      // (No square inside a region narrower than a board can be, even with its edges refined a
      // stride outwards: its squares are not sought.)
      let regionSide = min(box.width, box.height)
      if tooSmall(regionSide + 2 * stride) {
        candidate.rejection = tooSmallReason(regionSide)
        candidates.append(candidate)
        continue
      }
      switch square(region, mask: mask, working: working, frameLookup: frameLookup) {
      case .squares(let squares):
        for trimmed in squares {
          let rect = PixelRect(
            x: trimmed.x * stride, y: trimmed.y * stride, width: trimmed.width * stride,
            height: trimmed.height * stride)
          var square = candidate
          square.board = refine(rect, image: image, lookup: lookup, radius: max(2, stride))
          candidates.append(square)
        }
      case .rejected(let reason):
        var rejected = candidate
        rejected.rejection = reason
        candidates.append(rejected)
      }
    }
    for index in candidates.indices {
      guard let board = candidates[index].board else { continue }
      let side = min(board.width, board.height)
      if tooSmall(side) {
        candidates[index].board = nil
        candidates[index].rejection = tooSmallReason(side)
      }
    }
    // Squares that read as 36 tiles, largest first: each
    // is a location; the scan reads them all and keeps the reading with the most evidence.
    let squares = candidates.indices.filter { candidates[$0].board != nil }.sorted {
      (candidates[$0].board?.area ?? 0) > (candidates[$1].board?.area ?? 0)
    }
    var readableIndices: [Int] = []
    for index in squares {
      guard let board = candidates[index].board else { continue }
      let reading = readableShare(image, board: board)
      let readable = reading?.share
      candidates[index].readableTiles = readable
      // Tiles of one class only (a plain picture, a panel) are no board: a board holds at
      // least its prisoner besides empty board or blocks. (Asked where any colour of the
      // board's classes makes the region, not only its dark gaps.)
      if requiresVariety, let reading, reading.classes < 2 {
        candidates[index].rejection = "every tile reads alike (\(reading.classes) class)"
        continue
      }
      if readable.map({ $0 >= policy.locate.minimumReadableTiles }) ?? true {
        readableIndices.append(index)
        if readableIndices.count >= policy.locate.maximumLocations { break }
      }
    }
    // (With a model, a square none of whose tiles read is no board; the fallback reads none.)
    considered = candidates
    guard !readableIndices.isEmpty else {
      return .failure(
        .noSquareRegion(theme: theme, count: regions.count, largest: candidates[0].region))
    }
    for index in squares where !readableIndices.contains(index) {
      if candidates[index].rejection != nil { continue }
      if let readable = candidates[index].readableTiles,
        readable < policy.locate.minimumReadableTiles
      {
        candidates[index].rejection =
          "only \(Int((readable * 100).rounded()))% of its tiles read as board, block or prisoner"
      } else {
        candidates[index].rejection = "smaller than the board chosen"
      }
    }
    return .success(
      readableIndices.map { index in
        guard let board = candidates[index].board else {
          preconditionFailure("a square has a board")
        }
        var ordered = candidates
        let picked = ordered.remove(at: index)
        ordered.insert(picked, at: 0)
        return BoardLocation(
          board: board, workingStride: stride, imageSize: image.size, candidates: ordered)
      })
  }

  /// The share of the 36 tiles of `board` whose centre reads as one tile class (empty board,
  /// block, prisoner, fixed block) with `model`: 3x3 samples each, at least 5 agreeing; and how
  /// many classes the readable tiles show. Nil without a model.
  private func readableShare(
    _ image: RGBAImage, board: PixelRect
  ) -> (share: Double, classes: Int)? {
    guard let model else { return nil }
    let limit = model.thresholds.sampleDistance.value
    let tileWidth = Double(board.width) / 6
    let tileHeight = Double(board.height) / 6
    var readable = 0
    var seen: Set<Int> = []
    let spacing = policy.locate.probeSpacing
    let first = 0.5 - spacing
    for row in 0..<6 {
      for column in 0..<6 {
        var votes = [Int](repeating: 0, count: TileClass.allCases.count)
        for j in 0..<3 {
          for i in 0..<3 {
            let x = Double(board.x) + tileWidth * (Double(column) + first + spacing * Double(i))
            let y = Double(board.y) + tileHeight * (Double(row) + first + spacing * Double(j))
            let px = min(image.width - 1, max(0, Int(x)))
            let py = min(image.height - 1, max(0, Int(y)))
            let nearest = model.nearest(labs.lab(image[px, py]))
            guard nearest.distance <= limit else { continue }
            let tileClass: TileClass? =
              switch nearest.colourClass {
              case .board, .seam, .chute: .empty
              case .block: .block
              case .prisoner: .prisoner
              case .fixedBlock: .fixed
              case .rivet, .frame: nil
              }
            if let tileClass, let index = TileClass.allCases.firstIndex(of: tileClass) {
              votes[index] += 1
            }
          }
        }
        if let most = votes.max(), most >= 5, let index = votes.firstIndex(of: most) {
          readable += 1
          seen.insert(index)
        }
      }
    }
    return (Double(readable) / 36, seen.count)
  }

  /// The outcome of trimming a region to a square.
  private enum SquareCheck {
    case squares([PixelRect])
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
      return inside < policy.locate.rimInsideFrameShare
    }
    let depthX = max(1, Int(Double(region.width) * policy.locate.maximumNotchFraction))
    let depthY = max(1, Int(Double(region.height) * policy.locate.maximumNotchFraction))
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
    for rect in [rim, box] where isSquare(rect) { return .squares([rect]) }
    // Something dark joined the board (a screen edge, buttons, seen through JPEG ringing):
    // the squares closed by rim lines inside the region.
    let inner = gridSquares(region, mask: mask, width: width)
    if !inner.isEmpty { return .squares(inner) }
    let ratio = (Double(box.width) / Double(box.height) * 100).rounded() / 100
    return .rejected("not square (width/height \(ratio))")
  }

  private func isSquare(_ rect: PixelRect) -> Bool {
    let long = Double(max(rect.width, rect.height))
    let short = Double(min(rect.width, rect.height))
    return short > 0 && long <= short * (1 + policy.locate.squareTolerance)
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
