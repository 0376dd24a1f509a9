import Imaging

/// Finds boards by their structure alone, whatever their colours: the squares whose seven
/// lines each way (the rim and the five tile boundaries) lie on colour steps while the lines
/// through the tiles' middles do not.
///
/// A board whose colour the screen around it shares (an emulator's dark window, a frame of the
/// board's lightness) makes no region of its own colour for `BoardLocator`; its grid still
/// shows: every block ends on a tile boundary, and the rim closes the board. Each square is
/// scored on a box-averaged copy of the image by the mean colour step under its 7 + 7 lines
/// less the mean under the 6 + 6 lines halfway between them, each step capped (`latticeStepCap`) so
/// that a few very strong edges (a dark bezel against a light screen) do not outweigh a grid.
/// The best squares of each side length, apart from each other, are the locations.
struct LatticeLocator {
  /// The locator's sizes, cap and counts (`latticeMaxDimension`, `latticeFineDimension`,
  /// `latticeStepCap`, `latticeContrast`, `latticeLocations`, `minimumScreenShare`).
  let policy: ScanPolicy.Locate

  /// The locator of `policy`'s values.
  init(_ policy: ScanPolicy.Locate) { self.policy = policy }

  /// A square and its score (the mean capped step on its lines less that between them).
  struct Square: Hashable, Sendable {
    var board: PixelRect
    var score: Double
  }

  /// The likeliest boards in `image`, the best first, at most `latticeLocations`, none
  /// overlapping another by `rivalOverlap` or more. Empty when the image is too small.
  ///
  /// The squares are sought on a copy at most `latticeMaxDimension` cells long, then each of the best
  /// is moved and resized cell by cell on a copy `latticeFineDimension` long (a board's lines fall
  /// between the coarse cells), where the squares are scored once more.
  func locate(_ image: RGBAImage) -> [Square] {
    let stride = stride(for: image.size)
    let stepCap = Float(policy.latticeStepCap)
    guard let coarse = StepSums(image, stride: stride, cap: stepCap) else { return [] }
    let smallest = max(
      12, Int(policy.minimumScreenShare * Double(min(coarse.width, coarse.height))))
    guard smallest <= min(coarse.width, coarse.height) else { return [] }
    var found: [Square] = []
    var scores = [Float](repeating: 0, count: coarse.width * coarse.height)
    // (Every second side and position: each line is a cell wide each way, and the best squares
    // are placed cell by cell on the finer copy.)
    for side in Swift.stride(from: smallest, through: min(coarse.width, coarse.height), by: 2) {
      let (columns, rows) = coarse.scoreAll(side: side, step: 2, into: &scores)
      // The best three positions of this side, each apart from the others by half a side.
      let apart = side / 4
      for _ in 0..<3 {
        var best = -Float.infinity
        var at = 0
        for index in 0..<(rows * columns) where scores[index] > best {
          best = scores[index]
          at = index
        }
        guard best > 0 else { break }
        let (y, x) = at.quotientAndRemainder(dividingBy: columns)
        found.append(
          Square(
            board: PixelRect(
              x: 2 * x * stride, y: 2 * y * stride, width: side * stride,
              height: side * stride),
            score: Double(best)))
        for yy in max(0, y - apart)...min(rows - 1, y + apart) {
          for xx in max(0, x - apart)...min(columns - 1, x + apart) {
            scores[yy * columns + xx] = -.infinity
          }
        }
      }
    }
    let coarseBest = Self.apart(found, count: 2 * policy.latticeLocations)
    let fine = policy.latticeFineDimension
    let fineStride = max(1, (max(image.width, image.height) + fine - 1) / fine)
    let fineSums = fineStride < stride ? StepSums(image, stride: fineStride, cap: stepCap) : nil
    let placed =
      fineSums.map { fine in
        coarseBest.map { refined($0, in: fine, by: max(1, 2 * stride / fineStride)) }
      } ?? coarseBest
    // (A grid's lines stand out from the lines between them; noise steps alike everywhere.)
    let sums = fineSums ?? coarse
    return Self.apart(
      placed.filter { sums.contrast(of: $0.board) >= Float(policy.latticeContrast) },
      count: policy.latticeLocations)
  }

  /// `square` moved by up to `reach` cells of `sums` each way and resized by up to a twentieth
  /// of its side (at least `reach` cells) about its centre: the best-scoring square there.
  private func refined(_ square: Square, in sums: StepSums, by reach: Int) -> Square {
    let stride = sums.stride
    let side = square.board.width / stride
    let resize = max(reach, side / 20)
    let centreX = (Double(square.board.x) + Double(square.board.width) / 2) / Double(stride)
    let centreY = (Double(square.board.y) + Double(square.board.height) / 2) / Double(stride)
    var best: (score: Float, x: Int, y: Int, side: Int)?
    for size in max(12, side - resize)...max(12, side + resize) {
      let x0 = Int((centreX - Double(size) / 2).rounded())
      let y0 = Int((centreY - Double(size) / 2).rounded())
      for y in max(0, y0 - reach)...max(0, y0 + reach) where y + size <= sums.height {
        for x in max(0, x0 - reach)...max(0, x0 + reach) where x + size <= sums.width {
          let score = sums.score(x: x, y: y, side: size)
          if best.map({ score > $0.score }) ?? true { best = (score, x, y, size) }
        }
      }
    }
    guard let best else { return square }
    return Square(
      board: PixelRect(
        x: best.x * stride, y: best.y * stride, width: best.side * stride,
        height: best.side * stride),
      score: Double(best.score))
  }

  /// Squares overlapping by less than this share of their union are rivals, each offered: a
  /// board's grid shifted by a tile or two keeps most of its lines, and only a reading tells
  /// the two apart (a header panel of board colour above the board closes the shifted one).
  static let rivalOverlap = 0.75

  /// The best of `squares`, at most `count`, none overlapping a better one by `rivalOverlap`.
  private static func apart(_ squares: [Square], count: Int) -> [Square] {
    var kept: [Square] = []
    for square in squares.sorted(by: { $0.score > $1.score }) {
      guard kept.count < count else { break }
      if kept.allSatisfy({ overlap($0.board, square.board) < rivalOverlap }) {
        kept.append(square)
      }
    }
    return kept
  }

  /// The image pixels per cell of the averaged copy of an image of `size`.
  func stride(for size: PixelSize) -> Int {
    max(
      1,
      (max(size.width, size.height) + policy.latticeMaxDimension - 1)
        / max(1, policy.latticeMaxDimension))
  }

  /// The intersection of `a` and `b` over their union.
  static func overlap(_ a: PixelRect, _ b: PixelRect) -> Double {
    let shared = a.intersection(b).area
    let union = a.area + b.area - shared
    return union > 0 ? Double(shared) / Double(union) : 0
  }
}

/// The capped colour steps of an image averaged over `stride` x `stride` cells, the larger of a
/// cell's and its neighbour's across the line (a boundary falls between cells), summed along
/// the lines: a lattice square's score in constant time per line.
struct StepSums {
  /// Cells across and down.
  let width: Int
  let height: Int
  /// Image pixels per cell along each axis.
  let stride: Int
  /// Steps between left and right neighbours summed down each column, `(height + 1) x width`.
  private let across: [Float]
  /// Steps between the neighbours above and below summed along each row, `height x (width + 1)`.
  private let down: [Float]

  /// The sums of `image` averaged over `stride`-pixel cells, steps capped at `cap`; nil when the
  /// copy would be under 3 cells a side.
  init?(_ image: RGBAImage, stride: Int, cap: Float) {
    let width = image.width / stride
    let height = image.height / stride
    guard width >= 3, height >= 3 else { return nil }
    self.width = width
    self.height = height
    self.stride = stride
    var cells = [Float](repeating: 0, count: width * height * 3)
    let weight = 1 / Float(stride * stride)
    for y in 0..<height {
      for x in 0..<width {
        var red = 0
        var green = 0
        var blue = 0
        for yy in y * stride..<(y + 1) * stride {
          for xx in x * stride..<(x + 1) * stride {
            let pixel = image[xx, yy]
            red += Int(pixel.red)
            green += Int(pixel.green)
            blue += Int(pixel.blue)
          }
        }
        let index = (y * width + x) * 3
        cells[index] = Float(red) * weight
        cells[index + 1] = Float(green) * weight
        cells[index + 2] = Float(blue) * weight
      }
    }
    func step(_ a: Int, _ b: Int) -> Float {
      let a = a * 3
      let b = b * 3
      let largest = max(
        abs(cells[a] - cells[b]), abs(cells[a + 1] - cells[b + 1]),
        abs(cells[a + 2] - cells[b + 2]))
      return min(cap, largest)
    }
    var horizontal = [Float](repeating: 0, count: width * height)
    var vertical = [Float](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 1..<width - 1 {
        horizontal[y * width + x] = step(y * width + x - 1, y * width + x + 1)
      }
    }
    for y in 1..<height - 1 {
      for x in 0..<width {
        vertical[y * width + x] = step((y - 1) * width + x, (y + 1) * width + x)
      }
    }
    var across = [Float](repeating: 0, count: (height + 1) * width)
    var down = [Float](repeating: 0, count: height * (width + 1))
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        var h = horizontal[index]
        if x > 0 { h = max(h, horizontal[index - 1]) }
        if x < width - 1 { h = max(h, horizontal[index + 1]) }
        var v = vertical[index]
        if y > 0 { v = max(v, vertical[index - width]) }
        if y < height - 1 { v = max(v, vertical[index + width]) }
        across[(y + 1) * width + x] = across[y * width + x] + h
        down[y * (width + 1) + x + 1] = down[y * (width + 1) + x] + v
      }
    }
    self.across = across
    self.down = down
  }

  /// The scores (`score`) of the squares of `side` cells inside the copy whose top left cell
  /// lies on every `step`th row and column, row by row, written to the front of `scores`; how
  /// many columns and rows of them there are.
  func scoreAll(side: Int, step: Int, into scores: inout [Float]) -> (columns: Int, rows: Int) {
    let columns = (width - side + step) / step
    let rows = (height - side + step) / step
    let lines = Self.lines(side)
    across.withUnsafeBufferPointer { across in
      down.withUnsafeBufferPointer { down in
        scores.withUnsafeMutableBufferPointer { scores in
          for row in 0..<rows {
            for column in 0..<columns {
              scores[row * columns + column] = Self.score(
                across, down, width: width, x: column * step, y: row * step, side: side,
                lines: lines)
            }
          }
        }
      }
    }
    return (columns, rows)
  }

  /// The score of the square of `side` cells at cell (`x`, `y`): the mean step under its
  /// 7 + 7 lines less the mean under the 6 + 6 lines halfway between them. The square lies
  /// inside the copy.
  func score(x: Int, y: Int, side: Int) -> Float {
    across.withUnsafeBufferPointer { across in
      down.withUnsafeBufferPointer { down in
        Self.score(across, down, width: width, x: x, y: y, side: side, lines: Self.lines(side))
      }
    }
  }

  /// The score of the square `board` (image pixels, inside the copy) over the mean step under
  /// its 7 + 7 lines: 0 where the lines between them step as much, 1 where they do not step.
  func contrast(of board: PixelRect) -> Float {
    let side = board.width / stride
    let (x, y) = (board.x / stride, board.y / stride)
    guard side > 0, x + side <= width, y + side <= height else { return 0 }
    let lines = Self.lines(side)
    let on = across.withUnsafeBufferPointer { across in
      down.withUnsafeBufferPointer { down in
        Self.score(
          across, down, width: width, x: x, y: y, side: side, lines: (lines.on, []))
      }
    }
    return on > 0 ? score(x: x, y: y, side: side) / on : 0
  }

  /// The offsets of a square's seven lines and of the six halfway between them.
  private static func lines(_ side: Int) -> (on: [Int], off: [Int]) {
    (
      (0...6).map { min(side - 1, ($0 * side * 2 + 6) / 12) },
      (0..<6).map { ((2 * $0 + 1) * side + 6) / 12 }
    )
  }

  @inline(__always)
  private static func score(
    _ across: UnsafeBufferPointer<Float>, _ down: UnsafeBufferPointer<Float>, width: Int, x: Int,
    y: Int, side: Int, lines: (on: [Int], off: [Int])
  ) -> Float {
    // (A vertical line at column c sums `across` from y to y + side; a horizontal one at row r
    // sums `down` from x to x + side.)
    let top = y * width + x
    let bottom = (y + side) * width + x
    let rowLength = width + 1
    func line(_ d: Int) -> Float {
      let row = (y + d) * rowLength + x
      return across[bottom + d] - across[top + d] + down[row + side] - down[row]
    }
    var on: Float = 0
    for d in lines.on { on += line(d) }
    var off: Float = 0
    for d in lines.off { off += line(d) }
    return (on / 14 - off / 12) / Float(side)
  }
}
