/// Finds, enumerates and counts the tilings of a board by the twelve pentominoes, each used
/// exactly once, rotated and reflected freely.
public struct PentominoSolver: Sendable {
  /// One piece in one position: its cells as bits of the solver's cell numbering.
  struct Placement: Hashable, Sendable {
    var piece: Pentomino
    var mask: UInt64
  }

  /// The board solved.
  public let board: PentominoBoard
  /// Cell number → cell; numbered along the board's shorter side (see `BitboardSearch`).
  let cellOrder: [BoardCell]
  /// Every placement of every piece on the board.
  let placements: [Placement]

  /// Prepares a solver, refusing a board that cannot be tiled for a simple reason.
  /// - Parameter board: the board.
  /// - Throws: `PentominoError.wrongCellCount` or `PentominoError.regionNotMultipleOfFive`
  ///   (see `PentominoBoard.checkTileable()`).
  public init(board: PentominoBoard) throws {
    try board.checkTileable()
    self.board = board
    let cells = board.cells
    cellOrder =
      board.columns > board.rows
      ? cells.sorted { ($0.column, $0.row) < ($1.column, $1.row) } : cells
    var number: [BoardCell: Int] = [:]
    for (index, cell) in cellOrder.enumerated() { number[cell] = index }
    var placements: [Placement] = []
    for piece in Pentomino.allCases {
      for orientation in piece.orientations {
        let height = (orientation.map(\.row).max() ?? 0) + 1
        let width = (orientation.map(\.column).max() ?? 0) + 1
        guard height <= board.rows, width <= board.columns else { continue }
        for top in 0...(board.rows - height) {
          for left in 0...(board.columns - width) {
            var mask: UInt64 = 0
            for cell in orientation {
              guard let bit = number[BoardCell(row: cell.row + top, column: cell.column + left)]
              else {
                mask = 0
                break
              }
              mask |= 1 << UInt64(bit)
            }
            if mask != 0 { placements.append(Placement(piece: piece, mask: mask)) }
          }
        }
      }
    }
    self.placements = placements
  }

  /// The number of placements of all pieces on the board (the rows of the exact-cover matrix).
  public var placementCount: Int { placements.count }

  /// The first tiling found, nil when the board has none (proved by exhaustive search).
  public func firstTiling() -> Tiling? {
    var found: Tiling?
    forEachTiling { tiling in
      found = tiling
      return false
    }
    return found
  }

  /// Calls `body` with every tiling of the board, rotated and reflected copies included, each
  /// once, until it returns false.
  ///
  /// The search finds the tilings whose anchor piece sits at an orbit representative (see
  /// `count()`); the others are those tilings' images. For each placement q in the orbit of a
  /// representative r, one symmetry g with g(r) = q is fixed, and every tiling with the anchor
  /// at q is g applied to exactly one tiling found at r (g is a bijection between the two sets),
  /// so emitting g(t) for each q and each found t lists every tiling exactly once.
  /// - Parameter body: receives each tiling; returns true to go on, false to stop.
  public func forEachTiling(_ body: (Tiling) -> Bool) {
    let plan = SearchPlan(self)
    var imageIds: [Int32] = []
    plan.run { anchor, ids in
      for symmetry in plan.cosetSymmetries[anchor, default: []] {
        let image = plan.images[symmetry]
        imageIds = ids.map { Int32(image[Int($0)]) }
        let goOn = imageIds.withUnsafeBufferPointer { body(tiling($0)) }
        if !goOn { return false }
      }
      return true
    }
  }

  /// Counts the board's tilings, in total and up to the board's symmetries.
  ///
  /// Symmetry breaking, and why it is exact for any mask: let G be the board's symmetry group,
  /// acting on tilings (a symmetry carries each piece to a congruent copy, so a labelled tiling
  /// to a labelled tiling) and on the placements of one chosen anchor piece P. P is put down
  /// first, at one representative r of each G-orbit of its placements in turn, and the search
  /// fills the rest of the board around it. In the orbit of a tiling t, the tilings whose P sits
  /// at r number |Stab(r)| / |Stab(t)| (the symmetries carrying t's P to r form a coset of
  /// Stab(r)'s size, and t's stabiliser fixes P, so it is a subgroup of Stab(r) and counts each
  /// such tiling |Stab(t)| times), while the orbit holds |G| / |Stab(t)| tilings. So each tiling
  /// found contributes |Stab(t)| / |Stab(r)| to the number of orbits and |G| / |Stab(r)| to the
  /// total, which sums to the exact counts even for tilings or placements that are themselves
  /// symmetric (X on a diagonal of the 8x8, for instance). The stabiliser of a tiling is the set
  /// of symmetries fixing every placement in it, checked only when |Stab(r)| > 1.
  public func count() -> TilingCount {
    let plan = SearchPlan(self)
    let groupSize = plan.images.count
    var total = 0
    var orbitsTimesGroup = 0
    plan.run { anchor, ids in
      let fixing = plan.stabiliser[anchor, default: []]
      var tilingStabiliser = 1
      if fixing.count > 1 {
        tilingStabiliser =
          fixing.filter { symmetry in
            ids.allSatisfy { plan.images[symmetry][Int($0)] == Int($0) }
          }.count
      }
      total += groupSize / fixing.count
      orbitsTimesGroup += groupSize / fixing.count * tilingStabiliser
      return true
    }
    precondition(orbitsTimesGroup % groupSize == 0, "orbit counts are whole numbers")
    return TilingCount(
      board: board.name, symmetries: plan.symmetries, total: total,
      distinct: orbitsTimesGroup / groupSize)
  }

  /// For each symmetry, the id of each placement's image.
  func placementImages(under symmetries: [SquareSymmetry]) -> [[Int]] {
    var idOf: [Placement: Int] = [:]
    for (id, placement) in placements.enumerated() { idOf[placement] = id }
    var number: [BoardCell: Int] = [:]
    for (index, cell) in cellOrder.enumerated() { number[cell] = index }
    return symmetries.map { symmetry in
      guard let map = board.cellMap(for: symmetry) else {
        preconditionFailure("\(symmetry) is a symmetry of the board")
      }
      let bitImage = cellOrder.map { number[map[$0]!]! }
      return placements.map { placement in
        var mask: UInt64 = 0
        var rest = placement.mask
        while rest != 0 {
          mask |= 1 << UInt64(bitImage[rest.trailingZeroBitCount])
          rest &= rest - 1
        }
        return idOf[Placement(piece: placement.piece, mask: mask)]!
      }
    }
  }

  func tiling(_ ids: UnsafeBufferPointer<Int32>) -> Tiling {
    var pieces = [Pentomino?](repeating: nil, count: board.rows * board.columns)
    for id in ids {
      let placement = placements[Int(id)]
      var rest = placement.mask
      while rest != 0 {
        let cell = cellOrder[rest.trailingZeroBitCount]
        pieces[cell.row * board.columns + cell.column] = placement.piece
        rest &= rest - 1
      }
    }
    return Tiling(board: board, pieces: pieces)
  }
}
