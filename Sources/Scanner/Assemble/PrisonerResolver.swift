import Puzzle
import Themes

/// The prisoner is one 2x1 block, the reddest thing on the board: when the colours alone give
/// more or fewer prisoner tiles than that (reddish wood, a washed-out or recoloured copy), the
/// reading decides by relative redness within this board.
///
/// Among the solid tiles, the horizontal pair of neighbours with the highest CIELAB a* (the
/// lower of its two) is the prisoner when it stands out from every other solid tile by at
/// least `minimumRedContrast`; the other prisoner-coloured tiles become block wood. Without
/// such a pair the tiles are left as measured (and the reading fails with its reason).
struct PrisonerResolver {
  /// How much redder (a*) the prisoner's two tiles must be than any other solid tile.
  let minimumRedContrast: Double
  /// Tiles covered less than this by the model's classes count as possibly solid (a prisoner
  /// recoloured beyond its class).
  let minimumCoverage: Double

  /// What the resolver changed.
  struct Resolution {
    /// The tiles with their class probabilities moved.
    var tiles: [TileEvidence]
    /// The prisoner's two cells.
    var prisoner: [Cell]
    /// How much redder the prisoner is than the reddest other solid tile.
    var contrast: Double
  }

  /// The tiles resolved, or nil when they already hold exactly one prisoner pair or no pair
  /// stands out.
  func resolve(_ tiles: [TileEvidence]) -> Resolution? {
    let prisonerIndex = TileClass.allCases.firstIndex(of: .prisoner) ?? 2
    let blockIndex = TileClass.allCases.firstIndex(of: .block) ?? 1
    let red = tiles.filter { $0.measuredClass == .prisoner }
    if red.count == 2, red[0].cell.row == red[1].cell.row,
      abs(red[0].cell.column - red[1].cell.column) == 1
    {
      return nil
    }
    let solid = tiles.filter {
      ($0.measuredClass != .empty || $0.coverage < minimumCoverage) && $0.measuredClass != .fixed
    }
    var best: (left: TileEvidence, right: TileEvidence, redness: Double)?
    for tile in solid where tile.cell.column < 5 {
      guard let right = solid.first(where: {
        $0.cell.row == tile.cell.row && $0.cell.column == tile.cell.column + 1
      }) else { continue }
      let redness = min(tile.meanColour.a, right.meanColour.a)
      if best.map({ redness > $0.redness }) ?? true { best = (tile, right, redness) }
    }
    guard let best else { return nil }
    let pair = [best.left.cell, best.right.cell]
    let others = solid.filter { !pair.contains($0.cell) }.map(\.meanColour.a)
    let contrast = best.redness - (others.max() ?? -.infinity)
    guard contrast >= minimumRedContrast else { return nil }
    // How sure the redness makes the pair: 0.5 at the least contrast, 0.95 at twice it.
    let sure = Threshold(value: minimumRedContrast / 2, margin: minimumRedContrast / 2)
      .probability(contrast)
    let emptyIndex = TileClass.allCases.firstIndex(of: .empty) ?? 0
    let resolved = tiles.map { tile -> TileEvidence in
      var tile = tile
      var probabilities = tile.classProbabilities
      if pair.contains(tile.cell) {
        if tile.measuredClass == .prisoner { return tile }
        probabilities = probabilities.map { _ in 0 }
        probabilities[prisonerIndex] = sure
        probabilities[blockIndex] = (1 - sure) / 2
        probabilities[emptyIndex] = (1 - sure) / 2
        tile.measuredClass = .prisoner
        tile.confidence = sure
      } else if tile.measuredClass == .prisoner {
        probabilities[blockIndex] += probabilities[prisonerIndex]
        probabilities[prisonerIndex] = 0
        tile.measuredClass = .block
      } else {
        return tile
      }
      tile.classProbabilities = probabilities
      tile.finalClass = tile.measuredClass
      return tile
    }
    return Resolution(tiles: resolved, prisoner: pair, contrast: contrast)
  }
}
