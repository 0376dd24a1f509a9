/// How many ways a board can be tiled, in total and up to the board's symmetries.
public struct TilingCount: Hashable, Sendable {
  /// The board's name.
  public var board: String
  /// The board's symmetry group (always holding `.identity`).
  public var symmetries: [SquareSymmetry]
  /// Every tiling, counting rotated and reflected copies separately.
  public var total: Int
  /// Tilings up to the board's symmetries: the number of orbits of the group on all tilings.
  public var distinct: Int

  /// Creates a count.
  public init(board: String, symmetries: [SquareSymmetry], total: Int, distinct: Int) {
    self.board = board
    self.symmetries = symmetries
    self.total = total
    self.distinct = distinct
  }
}
