import Imaging
import Puzzle
import Scanner
import Themes

/// Whether the board a calibration located explains its label, asked before the label is
/// blamed: how many tiles' colours follow their labelled class there, how well the label's
/// block boundaries line up with the gaps measured there, and the same for the best other place
/// (the grid shifted by parts of a tile, or a board found another way). A label is only blamed
/// where its board is located where the label fits best.
public struct LocationCheck: Hashable, Sendable, Codable {
  /// One place for the board and how well the label fits it.
  public struct Place: Hashable, Sendable, Codable {
    /// The board rectangle.
    public var board: PixelRect
    /// How the place was found: `located by fallback`, `shifted by (+8,-4) px`, `found by
    /// original-2`.
    public var source: String
    /// Tiles (of 36) whose mean colour is nearest the mean of their own labelled class.
    public var tilesFollowing: Int
    /// Of every pair (a gap the label puts between two blocks, a join inside one), the share
    /// where the gap measures as the stronger gap; nil when the label has no pair of both.
    public var seamOrder: Double?

    /// Tiles and seams together, for ranking places (a missing seam order counts as chance).
    var score: Double { Double(tilesFollowing) / 36 + (seamOrder ?? 0.5) }

    /// `34 of 36 tiles follow their labelled class, block boundaries measure as gaps in 92% of
    /// comparisons`.
    var facts: String {
      var text = "\(tilesFollowing) of 36 tiles follow their labelled class's colour"
      if let seamOrder {
        text +=
          ", the label's block boundaries measure as gaps in "
          + "\(CalibrationFormat.one(seamOrder * 100))% of comparisons with its joins"
      }
      return text
    }
  }

  /// Limits of the check.
  public struct Limits: Hashable, Sendable {
    /// The shifts of the grid tried, in tiles, along each axis.
    public var shifts: [Double]
    /// Another place explains the label better when it has at least this many more tiles
    /// following their class (and no worse seams),
    public var betterTiles: Int
    /// or a seam order better by at least this (and no fewer tiles) that lines up
    /// (`linedUpSeamOrder`).
    public var betterSeamOrder: Double
    /// Nothing lines up when fewer than this share of tiles follow their class
    public var linedUpTiles: Double
    /// and the seam order is below this.
    public var linedUpSeamOrder: Double

    /// The defaults: shifts by sixths of a tile up to half a tile.
    public static let standard = Limits(
      shifts: [-0.5, -1.0 / 3, -1.0 / 6, 0, 1.0 / 6, 1.0 / 3, 0.5], betterTiles: 2,
      betterSeamOrder: 0.15, linedUpTiles: 0.75, linedUpSeamOrder: 0.7)
  }

  /// Where the calibration located the board, and its tile size.
  public var located: Place
  /// The tile side at the located board, in pixels.
  public var tileSize: Double
  /// The best other place, when it explains the label better.
  public var better: Place?
  /// True when the location, not the label, is probably at fault.
  public var misplaced: Bool

  /// `board located at 45,575 size 990x980 (tile 165.0 px, located by fallback): ...`.
  public var description: String {
    let board = located.board
    var text =
      "board located at \(board.x),\(board.y) size \(board.width)x\(board.height) (tile "
      + "\(CalibrationFormat.one(tileSize)) px, \(located.source)): "
    guard misplaced else {
      return text + "the label fits it (\(located.facts))"
    }
    if let better {
      text +=
        "the label's blocks do not line up with its tiles and seams as well as elsewhere "
        + "(\(located.facts)), but they do at \(better.board) (\(better.source): "
        + "\(better.facts)): the location is probably wrong, not the label"
    } else {
      text +=
        "the label's blocks line up neither with the tile colours nor with the seams there "
        + "(\(located.facts)), and no nearby place fits better: the location is probably "
        + "wrong, not the label (unless the label belongs to another screenshot)"
    }
    return text
  }
}

extension Calibrator {
  /// Checks the board location of `item` against its label: the located grid, the grid shifted
  /// by parts of a tile (`policy.location.shifts`), and the other places found while locating.
  ///
  /// - Parameters:
  ///   - item: the located screenshot.
  ///   - model: the colour model to measure gaps with (their polarity and classes).
  /// - Returns: the facts at the located board and at the best other place, and the verdict.
  func checkLocation(_ item: ScreenshotEvidence, model: ScanModel) -> LocationCheck {
    let limits = policy.location
    let image = item.shot.image
    let measurer = ScanMeasurements(policy: scanPolicy)
    func place(_ location: BoardLocation, _ source: String) -> LocationCheck.Place {
      let tiles = measurer.measureTiles(image, location: location, model: model)
      let seams = measurer.measureSeams(
        image, location: location, tiles: tiles,
        threshold: policy.defaultThresholds.seamDarkening, model: model)
      var splits: [Double] = []
      var joins: [Double] = []
      for seam in seams where item.bothSolid(seam.first, seam.second) {
        if item.labelSplits(seam.first, seam.second) {
          splits.append(seam.darkening)
        } else {
          joins.append(seam.darkening)
        }
      }
      return LocationCheck.Place(
        board: location.board, source: source,
        tilesFollowing: Calibrator.tilesFollowing(item.classes, tiles.map(\.meanColour)),
        seamOrder: Calibrator.order(splits, above: joins))
    }
    let located = place(item.location, "located by \(item.locatedBy)")
    var others: [LocationCheck.Place] = []
    let board = item.location.board
    for fy in limits.shifts {
      for fx in limits.shifts where fx != 0 || fy != 0 {
        let dx = Int((fx * item.location.tileWidth).rounded())
        let dy = Int((fy * item.location.tileHeight).rounded())
        let rect = PixelRect(
          x: board.x + dx, y: board.y + dy, width: board.width, height: board.height)
        guard rect.intersection(image.bounds) == rect, dx != 0 || dy != 0 else { continue }
        let location = BoardLocation(
          board: rect, workingStride: 1, touchesImageEdge: item.location.touchesImageEdge,
          candidates: [])
        others.append(place(location, "the grid shifted by (\(signed(dx)),\(signed(dy))) px"))
      }
    }
    for other in item.alternatives where other.location.board != board {
      others.append(place(other.location, "found by \(other.source)"))
    }
    let seamOrder = located.seamOrder ?? 0
    let better = others.filter { other in
      let tiles = other.tilesFollowing - located.tilesFollowing
      let seams = (other.seamOrder ?? 0) - seamOrder
      // (A seam order better by chance, one a grid shifted off the label's blocks reaches, is
      // no place the label lines up at: it must line up itself.)
      return tiles >= 0 && seams >= 0
        && (tiles >= limits.betterTiles
          || (seams >= limits.betterSeamOrder
            && (other.seamOrder ?? 0) >= limits.linedUpSeamOrder))
    }.max { $0.score < $1.score }
    let nothingLinesUp =
      Double(located.tilesFollowing) < limits.linedUpTiles * 36
      && seamOrder < limits.linedUpSeamOrder
    return LocationCheck(
      located: located, tileSize: item.location.tileWidth, better: better,
      misplaced: better != nil || nothingLinesUp)
  }

  /// Of every pair of one value from `high` and one from `low`, the share where the first is
  /// larger (ties count half); nil when either is empty.
  static func order(_ high: [Double], above low: [Double]) -> Double? {
    guard !high.isEmpty, !low.isEmpty else { return nil }
    var wins = 0.0
    for h in high {
      for l in low { wins += h > l ? 1 : h == l ? 0.5 : 0 }
    }
    return wins / Double(high.count * low.count)
  }

  private func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
}
