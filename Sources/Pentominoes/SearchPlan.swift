/// How `PentominoSolver` breaks the board's symmetry: which piece is put down first (the
/// anchor), at which representative placements, and the symmetries that carry each
/// representative to the rest of its orbit.
final class SearchPlan {
  /// The board's symmetry group.
  let symmetries: [SquareSymmetry]
  /// `images[s][id]`: the placement id that symmetry number `s` sends placement `id` to.
  let images: [[Int]]
  /// The piece put down first: the one with the fewest orbits of placements (X, usually).
  let anchorPiece: Pentomino
  /// One placement id per orbit of the anchor's placements.
  let representatives: [Int]
  /// For each representative, the symmetries (indices into `images`) that fix it.
  let stabiliser: [Int: [Int]]
  /// For each representative, one symmetry per distinct image of it, the identity first.
  let cosetSymmetries: [Int: [Int]]
  private let solver: PentominoSolver

  /// Plans the search of `solver`'s board.
  init(_ solver: PentominoSolver) {
    self.solver = solver
    let symmetries = solver.board.symmetries
    self.symmetries = symmetries
    let images = solver.placementImages(under: symmetries)
    self.images = images
    let placements = solver.placements
    // A representative is the orbit's placement with the numerically smallest cell set, i.e.
    // the one nearest the start of the fill order, where it prunes the search soonest.
    func representatives(of piece: Pentomino) -> [Int] {
      placements.indices.filter { id in
        placements[id].piece == piece
          && images.allSatisfy { image in
            let other = placements[image[id]].mask
            return other > placements[id].mask || image[id] == id
          }
      }
    }
    let orbitsPerPiece = Pentomino.allCases.map { representatives(of: $0) }
    let anchorPiece = Pentomino.allCases.min { lhs, rhs in
      orbitsPerPiece[lhs.rawValue].count < orbitsPerPiece[rhs.rawValue].count
    }!
    self.anchorPiece = anchorPiece
    let representatives = orbitsPerPiece[anchorPiece.rawValue]
    self.representatives = representatives
    var stabiliser: [Int: [Int]] = [:]
    var cosetSymmetries: [Int: [Int]] = [:]
    for id in representatives {
      stabiliser[id] = images.indices.filter { images[$0][id] == id }
      var seen: Set<Int> = []
      cosetSymmetries[id] = images.indices.filter { seen.insert(images[$0][id]).inserted }
    }
    self.stabiliser = stabiliser
    self.cosetSymmetries = cosetSymmetries
  }

  /// Searches every tiling whose anchor piece sits at a representative, calling
  /// `visit(representative, ids)` with each (ids: placement ids, the anchor first); stops when
  /// `visit` returns false.
  ///
  /// Two fill orders are kept, forward and backward along the board's shorter side, and each
  /// representative is searched in the one that reaches it sooner: the search prunes hardest
  /// near the anchor, so an anchor met late leaves many dead fillings to explore first.
  func run(_ visit: (Int, UnsafeBufferPointer<Int32>) -> Bool) {
    let placements = solver.placements
    let cellCount = solver.cellOrder.count
    func reversed(_ mask: UInt64) -> UInt64 {
      mask.bitSwapped >> UInt64(64 - cellCount)
    }
    let others = placements.indices.filter { placements[$0].piece != anchorPiece }
    let forward = BitboardSearch(
      cellCount: cellCount,
      placements: others.map { (placements[$0].piece.rawValue, placements[$0].mask, $0) })
    let backward = BitboardSearch(
      cellCount: cellCount,
      placements: others.map {
        (placements[$0].piece.rawValue, reversed(placements[$0].mask), $0)
      })
    for anchor in representatives {
      let mask = placements[anchor].mask
      // The highest cell of the anchor in each order: the lower, the sooner the fill meets it.
      let useForward = 63 - mask.leadingZeroBitCount <= 63 - reversed(mask).leadingZeroBitCount
      let search = useForward ? forward : backward
      let fixed = (anchorPiece.rawValue, useForward ? mask : reversed(mask), anchor)
      let goOn = search.run(fixed: fixed) { ids in visit(anchor, ids) }
      if !goOn { return }
    }
  }
}

extension UInt64 {
  /// The bits in reverse order (bit 0 becomes bit 63).
  fileprivate var bitSwapped: UInt64 {
    var value = self
    var result: UInt64 = 0
    for _ in 0..<64 {
      result = result << 1 | value & 1
      value >>= 1
    }
    return result
  }
}
