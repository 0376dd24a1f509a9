extension PentominoBoard {
  /// The board's symmetry group: the symmetries of the square that, followed by a translation,
  /// map its set of cells onto itself. Always holds `.identity`.
  ///
  /// Computed from the mask alone, so a 6x10 rectangle has 4, the 8x8 with its centre hole 8,
  /// and a board with an asymmetric mask only the identity. Holes on the grid's border do not
  /// matter: the cells are compared after moving them to the origin.
  public var symmetries: [SquareSymmetry] {
    SquareSymmetry.allCases.filter { cellMap(for: $0) != nil }
  }

  /// Where `symmetry` sends each cell, when it maps the board's cells onto themselves
  /// (translated so the image's top-left corner is the cells' top-left corner); nil otherwise.
  func cellMap(for symmetry: SquareSymmetry) -> [BoardCell: BoardCell]? {
    let cells = self.cells
    guard let first = cells.first else { return [:] }
    let top = cells.map(\.row).min() ?? first.row
    let left = cells.map(\.column).min() ?? first.column
    let images = cells.map(symmetry.apply)
    let imageTop = images.map(\.row).min() ?? 0
    let imageLeft = images.map(\.column).min() ?? 0
    var map: [BoardCell: BoardCell] = [:]
    for (cell, image) in zip(cells, images) {
      let moved = BoardCell(
        row: image.row - imageTop + top, column: image.column - imageLeft + left)
      guard contains(moved) else { return nil }
      map[cell] = moved
    }
    return map
  }
}
