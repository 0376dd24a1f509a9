import Puzzle
import Scanner
import Themes

extension Calibrator {
  /// Fits the named thresholds from the scanner's measurements with the fitted colour models,
  /// in the order of `ScanThresholds.named`.
  ///
  /// - Throws: `CalibrationError.labelMismatch` for the first screenshot whose label disagrees
  ///   with its tiles, gaps or chute, or `boardMisplaced` when the board's location there
  ///   explains the label worse than another place does.
  func fitThresholds(_ fitting: inout ClassFitting) throws(CalibrationError) -> [ThresholdFit] {
    let defaults = policy.defaultThresholds
    let evidence = fitting.evidence

    // Tiles the labels and the colours agree on.
    var shares: [Double] = []
    var coverages: [Double] = []
    var fixedRivets: [Double] = []
    var otherRivets: [Double] = []
    for (shot, tiles) in fitting.tiles.enumerated() {
      for tile in tiles {
        let label = evidence[shot].classes[tile.cell.index]
        if tile.measuredClass == label {
          shares.append(tile.share)
          coverages.append(tile.coverage)
        }
      }
    }
    // (Rivets where the rivet colours were measured.)
    for (shot, tiles) in fitting.rivetTiles.enumerated() {
      for tile in tiles {
        let label = evidence[shot].classes[tile.cell.index]
        if let rivetShare = tile.rivetShare {
          if label == .fixed {
            fixedRivets.append(rivetShare)
          } else {
            otherRivets.append(rivetShare)
          }
        }
      }
    }

    // Gaps inside one labelled block (must stay joined) and between two (must split).
    var joins: [(shot: Int, seam: SeamEvidence)] = []
    var splits: [(shot: Int, seam: SeamEvidence)] = []
    for (shot, seams) in fitting.seams.enumerated() {
      for seam in seams where evidence[shot].bothSolid(seam.first, seam.second) {
        if evidence[shot].labelSplits(seam.first, seam.second) {
          splits.append((shot, seam))
        } else {
          joins.append((shot, seam))
        }
      }
    }
    var seamFit = ThresholdFit.separate(
      "seamDarkening", below: joins.map(\.seam.darkening), above: splits.map(\.seam.darkening),
      fallback: defaults.seamDarkening, what: ("joins", "splits"))
    if seamFit.basis == .overlapping {
      // Gaps on the wrong side of the midpoint between the typical join and split contradict
      // their label.
      let middle =
        (Statistics.median(joins.map(\.seam.darkening))
          + Statistics.median(splits.map(\.seam.darkening))) / 2
      for (shot, seam) in joins where seam.darkening >= middle {
        fitting.disagreements[shot].append(
          .seam(
            first: seam.first, second: seam.second, labelSplit: false,
            darkening: seam.darkening, threshold: middle))
      }
      for (shot, seam) in splits where seam.darkening < middle {
        fitting.disagreements[shot].append(
          .seam(
            first: seam.first, second: seam.second, labelSplit: true, darkening: seam.darkening,
            threshold: middle))
      }
      let wrong = Set(
        fitting.disagreements.enumerated().flatMap { shot, list in
          list.compactMap { disagreement -> String? in
            if case .seam(let first, let second, _, _, _) = disagreement {
              return "\(shot) \(first) \(second)"
            }
            return nil
          }
        })
      func kept(_ list: [(shot: Int, seam: SeamEvidence)]) -> [Double] {
        list.filter { !wrong.contains("\($0.shot) \($0.seam.first) \($0.seam.second)") }
          .map(\.seam.darkening)
      }
      seamFit = ThresholdFit.separate(
        "seamDarkening", below: kept(joins), above: kept(splits), fallback: defaults.seamDarkening,
        what: ("joins", "splits"))
    }

    // The notch at each label's exit against the most open other strip, both relative to the
    // median strip (as the chute search compares them).
    var notches: [Double] = []
    var others: [Double] = []
    for (shot, strips) in fitting.strips.enumerated() {
      let exit = evidence[shot].shot.puzzle.exit
      guard let notch = strips.first(where: { $0.side == exit.side && $0.row == exit.row })
      else { continue }
      let median = Statistics.median(strips.map(\.darkShare))
      let rest = strips.filter { !($0.side == exit.side && $0.row == exit.row) }
      notches.append(notch.darkShare - median)
      if let open = rest.max(by: { $0.darkShare < $1.darkShare }) {
        others.append(open.darkShare - median)
        if open.darkShare > notch.darkShare,
          let seen = try? Exit(side: open.side, row: open.row)
        {
          fitting.disagreements[shot].append(.exit(label: exit, seen: seen))
        }
      }
    }
    let chuteFit = ThresholdFit.separate(
      "chuteShare", below: others, above: notches, fallback: defaults.chuteShare,
      what: ("other strips", "exit notches"))

    if let shot = fitting.disagreements.firstIndex(where: { !$0.isEmpty }) {
      // Before blaming the label: does the place where the board was located explain it?
      let check = checkLocation(evidence[shot], model: fitting.model)
      fitting.locationChecks[shot] = check
      if check.misplaced {
        throw .boardMisplaced(
          image: evidence[shot].shot.imagePath, label: evidence[shot].shot.labelPath,
          check: check, disagreements: fitting.disagreements[shot])
      }
      throw .labelMismatch(
        image: evidence[shot].shot.imagePath, label: evidence[shot].shot.labelPath,
        disagreements: fitting.disagreements[shot])
    }

    let sampleFit = sampleDistanceFit(fitting.statistics)
    var fits = [
      sampleFit,
      ThresholdFit.separate(
        "tileShare", below: [], above: shares, fallback: defaults.tileShare,
        what: ("", "tile shares")),
      ThresholdFit.separate(
        "tileCoverage", below: [], above: coverages, fallback: defaults.tileCoverage,
        what: ("", "tile coverages")),
      seamFit,
      fixedRivets.isEmpty
        ? ThresholdFit.defaulted(
          "rivetShare", defaults.rivetShare, why: "no fixed block in the labels")
        : ThresholdFit.separate(
          "rivetShare", below: otherRivets, above: fixedRivets, fallback: defaults.rivetShare,
          what: ("other tiles", "fixed blocks")),
      ThresholdFit.defaulted(
        "boardEdgeShare", defaults.boardEdgeShare,
        why: "structural (the board's rim), not fitted"),
      chuteFit,
    ]

    // The theme score of each screenshot with everything else fitted.
    var scan = fitting.model
    scan.thresholds = ScanThresholds(
      sampleDistance: fits[0].threshold, tileShare: fits[1].threshold,
      tileCoverage: fits[2].threshold, seamDarkening: fits[3].threshold,
      rivetShare: fits[4].threshold, boardEdgeShare: fits[5].threshold,
      chuteShare: fits[6].threshold, themeFit: defaults.themeFit)
    let measurer = ScanMeasurements(policy: scanPolicy)
    let scores = evidence.map { item in
      ScanMeasurements.themeScore(
        measurer.measureTiles(item.shot.image, location: item.location, model: scan))
    }
    fits.append(
      ThresholdFit.separate(
        "themeFit", below: [], above: scores, fallback: defaults.themeFit,
        what: ("", "theme scores")))
    return fits
  }

  /// `sampleDistance` (smaller passes): the default, raised when a class's own samples lie
  /// farther than its lower edge.
  private func sampleDistanceFit(_ statistics: [ClassStatistics]) -> ThresholdFit {
    let fallback = policy.defaultThresholds.sampleDistance
    let farthest = statistics.compactMap { stats in
      stats.ownDistance95.map { (stats.colourClass, $0) }
    }.max { $0.1 < $1.1 }
    guard let farthest else {
      return .defaulted("sampleDistance", fallback, why: "no samples")
    }
    let evidence =
      "95% of every class's samples within \(CalibrationFormat.two(farthest.1)) "
      + "(widest: \(farthest.0))"
    guard farthest.1 > fallback.value - fallback.margin else {
      return ThresholdFit(
        name: "sampleDistance", threshold: fallback, basis: .bounded, evidence: evidence)
    }
    let value = (farthest.1 + fallback.margin) * 100
    return ThresholdFit(
      name: "sampleDistance",
      threshold: Threshold(value: value.rounded(.up) / 100, margin: fallback.margin),
      basis: .bounded, evidence: evidence)
  }
}
