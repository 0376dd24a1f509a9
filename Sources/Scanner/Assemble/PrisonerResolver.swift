import Imaging
import Puzzle
import Themes

/// The prisoner is one 2x1 block, the block that stands out from the others in the theme's
/// prisoner colour: when the colours alone give more or fewer prisoner tiles than that (wood of
/// a hue near the prisoner's, a washed-out or recoloured copy), the reading decides by how far
/// each tile lies towards the prisoner's colour within this board.
///
/// "Towards the prisoner" is the direction in CIELAB from the theme's block colour to its
/// prisoner colour (for the shipped themes mostly a*, redness; for another theme whatever sets
/// its prisoner apart), never a fixed hue. Among the solid tiles, the horizontal pair of
/// neighbours lying furthest that way (the lower of its two) is the prisoner when it stands out
/// from every other solid tile by at least `minimumRedContrast`; the other prisoner-coloured
/// tiles become block wood. Without such a pair the tiles are left as measured (and the reading
/// fails with its reason).
struct PrisonerResolver {
  /// How much further towards the prisoner's colour (CIELAB units along `direction`) the
  /// prisoner's two tiles must lie than any other solid tile.
  let minimumRedContrast: Double
  /// Tiles covered less than this by the model's classes count as possibly solid (a prisoner
  /// recoloured beyond its class).
  let minimumCoverage: Double
  /// The unit direction in CIELAB from block wood to the prisoner (default: a*, redness).
  var direction = LabColour(l: 0, a: 1, b: 0)

  /// The unit direction from `model`'s block colour to its prisoner colour; a* when the two
  /// coincide.
  static func direction(of model: ScanModel) -> LabColour {
    let block = model.classes.block.mean
    let prisoner = model.classes.prisoner.mean
    let length = prisoner.distance(to: block)
    guard length > 1e-6 else { return LabColour(l: 0, a: 1, b: 0) }
    return LabColour(
      l: (prisoner.l - block.l) / length, a: (prisoner.a - block.a) / length,
      b: (prisoner.b - block.b) / length)
  }

  /// How far `colour` lies towards the prisoner.
  private func towardsPrisoner(_ colour: LabColour) -> Double {
    colour.l * direction.l + colour.a * direction.a + colour.b * direction.b
  }

  /// What the resolver changed.
  struct Resolution {
    /// The tiles with their class probabilities moved.
    var tiles: [TileEvidence]
    /// The prisoner's two cells.
    var prisoner: [Cell]
    /// How much further towards the prisoner's colour the pair lies than any other solid tile.
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
      guard
        let right = solid.first(where: {
          $0.cell.row == tile.cell.row && $0.cell.column == tile.cell.column + 1
        })
      else { continue }
      let redness = min(towardsPrisoner(tile.meanColour), towardsPrisoner(right.meanColour))
      if best.map({ redness > $0.redness }) ?? true { best = (tile, right, redness) }
    }
    guard let best else { return nil }
    let pair = [best.left.cell, best.right.cell]
    // Against the other solid tiles; with none (every other tile read as board), against the
    // other tiles: a pair stands out from nothing only vacuously.
    let rest = solid.filter { !pair.contains($0.cell) }
    let compared =
      rest.isEmpty
      ? tiles.filter { !pair.contains($0.cell) && $0.measuredClass != .fixed } : rest
    let others = compared.map { towardsPrisoner($0.meanColour) }
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
