import Imaging
import Puzzle
import Themes

extension CandidateDecoder {
  /// How well `location`'s grid lies on `image`'s own edges, with the seam policy's shifts and
  /// window.
  static func alignment(
    _ image: RGBAImage, location: BoardLocation, seams: ScanPolicy.Seams
  ) -> GridAlignment {
    GridAlignment.measure(
      image, location: location, shifts: seams.alignmentShifts, window: seams.alignmentWindow)
  }

  /// 1 when the grid's lines carry the image's edges at least as well as the grid shifted off
  /// the tiles; `misalignedFactor` (with a warning) otherwise. (Measured here unless `measured`
  /// already.)
  mutating func alignmentFactor(
    location: BoardLocation, measured: GridAlignment? = nil
  ) -> Double {
    let seams = policy.seams
    let alignment =
      measured ?? timed(.validate) { Self.alignment(image, location: location, seams: seams) }
    guard alignment.ratio > seams.misalignedRatio else { return 1 }
    report.warnings.append(
      ScanWarning(
        .gridOffTiles,
        "the image's edges lie between the grid's lines more than on them (mean step "
          + "\(ScanError.format(alignment.shifted)) on a shifted grid, "
          + "\(ScanError.format(alignment.aligned)) on the grid read): the grid may be off the "
          + "board's tiles"))
    return seams.misalignedFactor
  }

  /// The tiles the reading calls empty that it leaves unexplained, and the factor 1 when there
  /// are none, `unexplainedFactor` (with a warning) when the tiles it reads as empty show two
  /// distinct colours (the smaller group is unexplained), or one or two of them look like none of
  /// the others and like a block's face or the gaps' colour: part of what it calls board is
  /// something else (the blocks of a theme no profile knows, a fixed block whose face matches
  /// the gap class).
  mutating func explanationFactor(model: ScanModel) -> (factor: Double, unexplained: Int) {
    let assemble = policy.assemble
    let check = EmptyTileCheck(assemble)
    let empty = report.tiles.filter { $0.finalClass == .empty }
    // The empty tiles unlike the others in their own spreads (`EmptyTileCheck.oddTiles`), and
    // those of them that show the gaps' colour all over.
    let odd = check.oddTiles(empty.map(\.meanColour), board: model.classes.board, ownSpreads: true)
    let gaps = odd.map { empty[$0] }.filter {
      Double($0.votes[.seam]) > assemble.gapTileShare * Double(max(1, $0.votes.total))
    }
    if !gaps.isEmpty {
      report.warnings.append(
        ScanWarning(
          .unexplainedBoard,
          "\(gaps.map { "tile \(ScanError.cell($0.cell))" }.joined(separator: ", ")) read as "
            + "empty \(gaps.count == 1 ? "looks" : "look") like none of the other empty tiles "
            + "and \(gaps.count == 1 ? "shows" : "show") the colour of the gaps between blocks "
            + "all over (a gap is never a whole tile): a face no class of the theme knows, such "
            + "as a fixed block; the reading does not explain the board"))
      return (assemble.unexplainedFactor, gaps.count)
    }
    guard let split = check.distinctGroups(empty.map(\.meanColour), board: model.classes.board)
    else {
      // One or two tiles unlike every other empty one and like a block's face (a dark fixed
      // block whose face matches the gap class, read as board) are too few to make two groups,
      // and as unexplained.
      let solid = check.oddSolidTiles(
        empty.map(\.meanColour), classes: model.classes,
        reach: model.thresholds.sampleDistance.value)
      guard !solid.isEmpty else { return unmatched(empty, odd: odd, model: model) }
      report.warnings.append(
        ScanWarning(
          .unexplainedBoard,
          "\(solid.map { "tile \(ScanError.cell(empty[$0].cell)) (\(empty[$0].meanColour))" }.joined(separator: ", ")) "
            + "read as empty \(solid.count == 1 ? "looks" : "look") like none of the other "
            + "\(empty.count - solid.count) empty tiles and like a block's face: the reading does "
            + "not explain the board"))
      return (assemble.unexplainedFactor, solid.count)
    }
    report.warnings.append(
      ScanWarning(
        .unexplainedBoard,
        "the \(empty.count) tiles read as empty show two distinct colours (\(split.first.count) "
          + "tiles near \(split.first.mean), \(split.second.count) near \(split.second.mean), "
          + "\(ScanError.format(split.ratio)) deviations apart): the reading does not explain the "
          + "board; if this is a theme no profile knows, calibrate one (unblocker calibrate)"))
    return (assemble.unexplainedFactor, min(split.first.count, split.second.count))
  }

  /// The odd tiles `odd` (indices of `empty`, `EmptyTileCheck.oddTiles` in their own spreads)
  /// whose samples match no class of `model` (coverage below `tileCoverage`, the level at which
  /// a tile is unreadable) and whose texture stands out from the other empty tiles'
  /// (`oddTextureExcess`), as unexplained (`unexplainedFactor`, with a warning): the empty board
  /// is one known colour and one smooth texture, and a tile that shows none of the model's
  /// colours, with rivets or edges on it, is something its model does not know, such as a fixed
  /// block of an unknown theme, which the game makes legal as board too. (A smooth tile lit
  /// otherwise, a photograph's glare or dark corner, is still board.) The factor 1 when there
  /// are none.
  private mutating func unmatched(_ empty: [TileEvidence], odd: [Int], model: ScanModel)
    -> (factor: Double, unexplained: Int)
  {
    let coverage = model.thresholds.tileCoverage
    let textures = empty.map(\.colourSpread.l).sorted()
    let usual = textures.isEmpty ? 0 : textures[textures.count / 2]
    let unknown = odd.filter {
      empty[$0].coverage < coverage.value - coverage.margin
        && empty[$0].colourSpread.l - usual >= policy.assemble.oddTextureExcess
    }
    guard !unknown.isEmpty else { return (1, 0) }
    report.warnings.append(
      ScanWarning(
        .unexplainedBoard,
        "\(unknown.map { "tile \(ScanError.cell(empty[$0].cell))" }.joined(separator: ", ")) read as "
          + "empty \(unknown.count == 1 ? "matches" : "match") no colour of the theme and, textured "
          + "unlike the other empty tiles, \(unknown.count == 1 ? "looks" : "look") like none of them: "
          + "a face the theme does not know, such as a fixed block's; the reading does not "
          + "explain the board"))
    return (policy.assemble.unexplainedFactor, unknown.count)
  }

  /// Specific errors for a wrong number or shape of prisoner-coloured tiles.
  func prisonerPrecheck(model: ScanModel) -> ScanError? {
    let share = model.thresholds.tileShare.value
    let red = report.tiles.filter { $0.measuredClass == .prisoner }
    let confident = red.filter { $0.share >= share }.map(\.cell)
    if red.isEmpty {
      let reddest = report.tiles.max {
        $0.probability(of: .prisoner) < $1.probability(of: .prisoner)
      }
      let cell = reddest?.cell ?? Cell(row: 0, column: 0)
      let votes = reddest.map { Double($0.votes[.prisoner]) / Double(max(1, $0.votes.total)) }
      return .noPrisoner(reddest: cell, share: votes ?? 0)
    }
    if confident.count >= 3 { return .extraPrisonerTiles(cells: confident) }
    if confident.count == 2 {
      let a = confident[0]
      let b = confident[1]
      if !(a.row == b.row && abs(a.column - b.column) == 1) {
        return .prisonerShape(cells: confident)
      }
    }
    return nil
  }
}
