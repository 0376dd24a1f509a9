import Imaging
import Themes

extension EmptyTileCheck {
  /// The indices of the tiles (of `colours`, the mean colours of the tiles a reading calls
  /// empty) that look like none of the others: further from the empty tiles' median colour
  /// than `minimumSpreads` of the board class's spreads and than four times the empty tiles'
  /// median distance from it. One or two such tiles are too few for `distinctGroups`, yet a
  /// dark fixed block read as board is such a tile (so is a figure's arrow drawn over an empty
  /// tile). Empty when fewer than `2 * minimumGroup` tiles are empty (too few to know what
  /// empty looks like).
  ///
  /// `ownSpreads`: measured in the empty tiles' own robust spreads where those are tighter than
  /// the board class's (never below `oddSpreadFloor`), for a tile whose samples already say it
  /// is no board (the gaps' colour all over, or no class at all): a class derived from the
  /// image may have been fitted on that tile too, and it widened it. (Not for a tile merely
  /// like a block's face: light that varies across a photographed board moves a corner tile
  /// that far from the others in their own spreads.)
  func oddTiles(_ colours: [LabColour], board: ColourModel, ownSpreads: Bool = false) -> [Int] {
    guard colours.count >= 2 * minimumGroup else { return [] }
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
    let middle = LabColour(
      l: median(colours.map(\.l)), a: median(colours.map(\.a)), b: median(colours.map(\.b)))
    func spread(_ value: (LabColour) -> Double, _ own: Double, _ floor: Double) -> Double {
      guard ownSpreads else { return own }
      let robust = 1.4826 * median(colours.map { abs(value($0) - value(middle)) })
      return min(own, max(floor, robust))
    }
    let centre = ColourModel(
      mean: middle,
      spread: LabSpread(
        l: spread(\.l, board.spread.l, oddSpreadFloor.l),
        a: spread(\.a, board.spread.a, oddSpreadFloor.a),
        b: spread(\.b, board.spread.b, oddSpreadFloor.b)))
    let distances = colours.map { centre.distance(to: $0) }
    let limit = max(minimumSpreads, 4 * median(distances))
    return distances.indices.filter { distances[$0] > limit }
  }

  /// The indices of the odd tiles (`oddTiles`) whose colour lies within `reach` of a solid class
  /// of `classes` (block, prisoner, fixed block): a block's face read as board, which leaves the
  /// board unexplained. A figure drawn over an empty tile looks like no class and is left out.
  func oddSolidTiles(_ colours: [LabColour], classes: ColourClasses, reach: Double) -> [Int] {
    let solid = [classes.block, classes.prisoner, classes.fixedBlock]
    return oddTiles(colours, board: classes.board).filter { index in
      solid.contains { $0.distance(to: colours[index]) <= reach }
    }
  }
}
