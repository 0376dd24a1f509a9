import Foundation
import Imaging
import Puzzle
import Scanner
import Themes

/// The colour-class half of a calibration: gathers samples per class from the located
/// screenshots, fits the models, and measures the tiles, gaps and strips with the fitted
/// models (the evidence the thresholds are then fitted from).
struct ClassFitting {
  let calibrator: Calibrator
  let evidence: [ScreenshotEvidence]
  /// The known profile standing in for classes the labels do not show.
  let reference: ThemeProfile

  /// The fitted models (thresholds still the defaults).
  var model: ScanModel
  /// Kept samples per fitted class (outliers dropped), for margins and the palette.
  var samples: [ColourClass: [LabColour]] { fits.mapValues(\.keptSamples) }
  /// Per class: where its samples came from and what was fitted.
  var statistics: [ClassStatistics] = []
  /// Doubts for people.
  var warnings: [String] = []
  /// Tiles measured with the fitted models, per screenshot.
  var tiles: [[TileEvidence]] = []
  /// Tiles measured with the fitted models at `rivetLocation`, per screenshot (their rivet
  /// shares).
  var rivetTiles: [[TileEvidence]] = []
  /// Gaps measured with the fitted models, per screenshot.
  var seams: [[SeamEvidence]] = []
  /// Chute strips measured with the fitted models, per screenshot.
  var strips: [[ChuteEvidence.Strip]] = []
  /// Where labels and colours disagree, per screenshot.
  var disagreements: [[LabelDisagreement]] = []
  /// The board locations checked against their labels (where a label disagreed), by screenshot.
  var locationChecks: [Int: LocationCheck] = [:]

  private var fits: [ColourClass: ColourFit] = [:]
  /// The frame's samples from the strips, and any colours absorbed since.
  private var frameSamples: [LabColour] = []
  /// Colours absorbed into the frame so far.
  private var absorbed = 0
  /// The frame's spread as fitted from the strips alone.
  private var stripFrameSpread: LabSpread?
  private var sources: [ColourClass: String] = [:]

  init(calibrator: Calibrator, evidence: [ScreenshotEvidence], reference: ThemeProfile) {
    self.calibrator = calibrator
    self.evidence = evidence
    self.reference = reference
    self.model = ScanModel(
      classes: reference.scan.classes, thresholds: calibrator.policy.defaultThresholds)
  }

  private var policy: CalibrationPolicy { calibrator.policy }

  private var measurer: ScanMeasurements { ScanMeasurements(policy: calibrator.scanPolicy) }

  /// Fits every class and measures the screenshots with the result.
  mutating func run() throws(CalibrationError) {
    let sampler = TileSampler(policy: calibrator.scanPolicy)
    let perTile = evidence.map { sampler.samples($0.shot.image, location: $0.location) }
    fitTileClasses(perTile)
    fitFrameAndChute()
    var classes = model.classes
    if let board = fits[.board]?.model {
      // A first guess for the gaps until they are measured: the board, darker and wider.
      classes.seam = ColourModel(
        mean: LabColour(l: board.mean.l * 0.6, a: board.mean.a * 0.6, b: board.mean.b * 0.6),
        spread: LabSpread(l: board.spread.l * 2, a: board.spread.a * 2, b: board.spread.b * 2))
    }
    model.classes = classes
    measurePolarities()
    fitSeams()
    replaceCollidingEstimates()
    measureAll()
    statistics = ColourClass.allCases.map { statisticsOf($0) }
    // The gap class runs along the board's shadow line down to black: on a light board with
    // dark blocks of its hue it can take the blocks' own colour. When labelled blocks read as
    // empty by gap votes, it is fitted again without the colours the solid classes explain,
    // and narrows while they still do.
    if gapsTakeWood() {
      fitSeams(excludingWood: true)
      measureAll()
      statistics = ColourClass.allCases.map { statisticsOf($0) }
    }
    for _ in 0..<policy.tighteningSteps where gapsTakeWood() {
      tightenBoardDark(by: policy.tighteningFactor)
    }
  }

  /// True when a tile labelled solid reads as empty with more votes for the gap class than for
  /// the board.
  private func gapsTakeWood() -> Bool {
    zip(evidence, tiles).contains { item, measured in
      measured.contains { tile in
        item.classes[tile.cell.index].isSolid && tile.measuredClass == .empty
          && tile.votes[.seam] > tile.votes[.board]
      }
    }
  }

  // MARK: - Tiles

  /// Fits board, block, prisoner and fixed-block colours from the labelled tiles; tiles whose
  /// colours are nearest another class's are left out of a second fit.
  private mutating func fitTileClasses(_ perTile: [[[LabColour]]]) {
    var excluded = Set<Int>()
    let tileClasses: [TileClass] = [.empty, .block, .prisoner, .fixed]
    for round in 0..<2 {
      var pooled: [TileClass: [LabColour]] = [:]
      var counts: [TileClass: Int] = [:]
      for (shot, item) in evidence.enumerated() {
        for index in 0..<36 where !excluded.contains(shot * 36 + index) {
          pooled[item.classes[index], default: []] += perTile[shot][index]
          counts[item.classes[index], default: 0] += 1
        }
      }
      for tileClass in tileClasses {
        let colourClass = tileClass.colourClass
        if let fit = ColourFit.fit(pooled[tileClass] ?? [], policy: policy) {
          fits[colourClass] = fit
          model.classes[colourClass] = fit.model
          let count = counts[tileClass] ?? 0
          sources[colourClass] = "\(count) \(tileName(tileClass)) tile\(count == 1 ? "" : "s")"
        }
      }
      guard round == 0 else { break }
      let fitted = tileClasses.filter { fits[$0.colourClass] != nil }
      for (shot, item) in evidence.enumerated() {
        for index in 0..<36 {
          let colours = perTile[shot][index]
          guard !colours.isEmpty else { continue }
          let centre = LabColour(
            l: Statistics.median(colours.map(\.l)), a: Statistics.median(colours.map(\.a)),
            b: Statistics.median(colours.map(\.b)))
          let nearest = fitted.min {
            model.classes[$0.colourClass].distance(to: centre)
              < model.classes[$1.colourClass].distance(to: centre)
          }
          if let nearest, nearest != item.classes[index] { excluded.insert(shot * 36 + index) }
        }
      }
      if excluded.isEmpty { break }
    }
    if fits[.fixedBlock] == nil {
      sources[.fixedBlock] = "estimated from \(reference.name): no fixed block in the labels"
      sources[.rivet] = "estimated from \(reference.name): no fixed block in the labels"
    } else {
      fitRivets()
    }
  }

  /// Rivet colours: in the corners of labelled fixed blocks, the pixels far from the face's
  /// colour, on the side of it (lighter or darker) where most of them lie.
  private mutating func fitRivets() {
    guard let face = fits[.fixedBlock]?.model else { return }
    // Rivets may be lighter or darker than the face: the far pixels on the side most lie on.
    var lighter: [LabColour] = []
    var darker: [LabColour] = []
    for item in evidence {
      for index in 0..<36 where item.classes[index] == .fixed {
        let cell = Cell(index: index)
        let tile = item.rivetLocation.tileRect(row: cell.row, column: cell.column)
        // The scanner's own rivet window (`scanPolicy.classify`), so both look at one place.
        let side = Double(min(tile.width, tile.height))
        let window = calibrator.scanPolicy.classify
        let start = Int(side * window.rivetWindowStart)
        let size = max(
          1, Int(side * (window.rivetWindowEnd - window.rivetWindowStart)))
        for (fx, fy) in [(false, false), (true, false), (false, true), (true, true)] {
          let x = fx ? tile.maxX - start - size : tile.x + start
          let y = fy ? tile.maxY - start - size : tile.y + start
          let corner = PixelRect(x: x, y: y, width: size, height: size)
          for colour in item.shot.image.labSamples(in: corner, perAxis: 12)
          where face.distance(to: colour) > policy.outlierDistance {
            if colour.l > face.mean.l { lighter.append(colour) } else { darker.append(colour) }
          }
        }
      }
    }
    let rivets = lighter.count >= darker.count ? lighter : darker
    if let fit = ColourFit.fit(rivets, policy: policy) {
      fits[.rivet] = fit
      model.classes.rivet = fit.model
      sources[.rivet] = "corners of the fixed blocks"
    } else {
      sources[.rivet] = "estimated from \(reference.name): no rivet found on the fixed blocks"
    }
  }

  private func tileName(_ tileClass: TileClass) -> String {
    switch tileClass {
    case .empty: "empty"
    case .block: "block"
    case .prisoner: "prisoner"
    case .fixed: "fixed-block"
    }
  }

  // MARK: - Frame, chute, gaps

  /// The chute from the strip at each label's exit, the frame from the other strips.
  private mutating func fitFrameAndChute() {
    var chute: [LabColour] = []
    var frame: [LabColour] = []
    defer { frameSamples = frame }
    var exits = 0
    for item in evidence {
      for strip in item.strips {
        let colours = item.shot.image.labSamples(in: strip.region, perAxis: policy.samplesPerAxis)
        if strip.side == item.shot.puzzle.exit.side && strip.row == item.shot.puzzle.exit.row {
          chute += colours
          exits += 1
        } else {
          frame += colours
        }
      }
    }
    if let fit = ColourFit.fit(chute, policy: policy) {
      fits[.chute] = fit
      model.classes.chute = fit.model
      sources[.chute] = "\(exits) exit strip\(exits == 1 ? "" : "s")"
    } else if let board = fits[.board] {
      model.classes.chute = board.model
      sources[.chute] = "the board's colour: no chute visible (board-only crops)"
    }
    if let fit = ColourFit.fit(frame, policy: policy) {
      fits[.frame] = fit
      model.classes.frame = fit.model
      stripFrameSpread = fit.model.spread
      sources[.frame] = "the frame beside the rows"
    } else {
      sources[.frame] = "estimated from \(reference.name): no frame visible (board-only crops)"
    }
  }

  /// The polarities of the theme, measured rather than assumed: the board's against block wood
  /// (their fitted lightness), and the gaps' against the wood: the sign in which the scanner's
  /// own gap measurement best separates the gaps between labelled blocks from the joins inside
  /// them (the tails of the two kinds lie furthest apart).
  /// Without two labelled blocks side by side the gaps take the board's polarity (a gap shows
  /// the board).
  private mutating func measurePolarities() {
    let board: Polarity =
      (fits[.board]?.model.mean.l ?? 0) > (fits[.block]?.model.mean.l ?? 100) ? .lighter : .darker
    var best: (polarity: Polarity, separation: Double)?
    // Either sign first: a gap shows the board (of either lightness against the wood) and the
    // blocks' shadows (darker), depending on its direction; one sign alone is kept only when
    // it separates clearly better.
    for polarity in [Polarity.either, .darker, .lighter] {
      var trial = model
      trial.polarities = MeasuredPolarities(seam: polarity, board: board)
      var joins: [Double] = []
      var splits: [Double] = []
      for item in evidence {
        let tiles = measurer.measureTiles(item.shot.image, location: item.location, model: trial)
        let seams = measurer.measureSeams(
          item.shot.image, location: item.location, tiles: tiles,
          threshold: policy.defaultThresholds.seamDarkening, model: trial)
        for seam in seams where item.bothSolid(seam.first, seam.second) {
          if item.labelSplits(seam.first, seam.second) {
            splits.append(seam.darkening)
          } else {
            joins.append(seam.darkening)
          }
        }
      }
      guard !splits.isEmpty else { continue }
      // How far apart the two kinds lie: the 10% quantile of the splits above the 90% quantile
      // of the joins, taken whichever way (a label that groups tiles wrongly still shows its
      // gaps in their true polarity, and is then reported gap by gap).
      let separation = abs(
        Statistics.quantile(splits, 0.1) - (joins.isEmpty ? 0 : Statistics.quantile(joins, 0.9)))
      // (A later polarity must separate clearly better.)
      if best.map({ separation > $0.separation * 1.1 }) ?? true { best = (polarity, separation) }
    }
    let seam = best?.polarity ?? board
    model.polarities = MeasuredPolarities(seam: seam, board: board)
  }

  /// The gaps between blocks and the shadows they cast: the darkest line the scanner finds
  /// between two tiles of different blocks, where it is darker than the empty board (lighter
  /// pixels on the line are board or wood edges, which their own classes explain), together
  /// with the board's own colour darkened step by step to black. Gaps differ between screens
  /// and encoders far more than the board does; the shadow line keeps a profile fitted on light
  /// gaps able to read dark ones.
  private mutating func fitSeams(excludingWood: Bool = false) {
    guard let board = fits[.board] else {
      sources[.seam] = "estimated from \(reference.name): no empty tile in the labels"
      return
    }
    var gaps: [LabColour] = []
    var count = 0
    for item in evidence {
      let tiles = measurer.measureTiles(item.shot.image, location: item.location, model: model)
      let seams = measurer.measureSeams(
        item.shot.image, location: item.location, tiles: tiles,
        threshold: policy.defaultThresholds.seamDarkening, model: model)
      for seam in seams
      where item.bothSolid(seam.first, seam.second) && item.labelSplits(seam.first, seam.second) {
        gaps += gapColours(item.shot.image, seam).filter { $0.l < board.mean.l }
        count += 1
      }
    }
    var shadows = ClassFitting.shadowLine(of: board.mean, count: max(64, gaps.count))
    if excludingWood {
      let solids = [ColourClass.block, .prisoner, .fixedBlock].compactMap { fits[$0]?.model }
      func isWood(_ colour: LabColour) -> Bool {
        solids.contains { $0.distance(to: colour) <= policy.outlierDistance }
      }
      gaps = gaps.filter { !isWood($0) }
      shadows = shadows.filter { !isWood($0) }
    }
    guard
      var fit = ColourFit.fit(gaps + shadows, policy: policy, spreadScale: policy.seamSpreadScale)
    else { return }
    // The measured gaps stand for the class in margins and statistics, not the shadow line.
    let measured = gaps.isEmpty ? shadows : gaps
    let kept = measured.filter { fit.model.distance(to: $0) <= policy.outlierDistance }
    fit.keptSamples = ColourFit.thinned(kept)
    fit.kept = kept.count
    fit.outliers = measured.count - kept.count
    fits[.seam] = fit
    model.classes.seam = fit.model
    sources[.seam] =
      count > 0
      ? "\(count) gap\(count == 1 ? "" : "s") between blocks and the board's shadow line"
      : "the board's shadow line: no two blocks touch in the labels"
  }

  /// `colour` darkened in linear light from full strength to black, `count` steps spaced
  /// evenly in lightness.
  static func shadowLine(of colour: LabColour, count: Int) -> [LabColour] {
    let rgba = colour.rgba
    let red = SRGBTransfer.linearOfByte[Int(rgba.red)]
    let green = SRGBTransfer.linearOfByte[Int(rgba.green)]
    let blue = SRGBTransfer.linearOfByte[Int(rgba.blue)]
    let encode = SRGBTransfer.encodedByte
    return (0..<count).map { step in
      // Lightness is about the cube root of luminance: cubing an even step spaces it evenly.
      let t = pow((Double(step) + 0.5) / Double(count), 3)
      return LabColour(red: encode(red * t), green: encode(green * t), blue: encode(blue * t))
    }
  }

  /// The colours along the darkest line of a gap.
  private func gapColours(_ image: RGBAImage, _ seam: SeamEvidence) -> [LabColour] {
    let region = seam.searchRegion
    let vertical = region.height > region.width
    let line = Int(seam.gapPosition)
    let rect =
      vertical
      ? PixelRect(x: line, y: region.y, width: 1, height: region.height)
      : PixelRect(x: region.x, y: line, width: region.width, height: 1)
    return image.labSamples(in: rect, perAxis: policy.samplesPerAxis)
  }

  /// Classes the labels did not show keep the reference's model unless it lies too near a
  /// measured class; then they get a colour no wood shows (and the report says so).
  private mutating func replaceCollidingEstimates() {
    for colourClass in [ColourClass.fixedBlock, .rivet, .frame] where fits[colourClass] == nil {
      for other in ColourClass.allCases where other != colourClass {
        guard let kept = fits[other]?.keptSamples, !kept.isEmpty else { continue }
        let margin = ClassMargin.measure(
          (colourClass, []), (other, kept), model: model, policy: policy)
        if margin.margin < policy.thinMargin {
          model.classes[colourClass] = policy.unseenClass
          sources[colourClass] =
            (sources[colourClass] ?? "estimated") + "; the estimate lies "
            + "too near \(other), so this profile gives it a colour no wood shows"
          warnings.append(
            "\(colourClass): no evidence in the labels and \(reference.name)'s colour lies too "
              + "near the measured \(other); this profile cannot read \(colourClass == .frame ? "the frame" : "fixed blocks")"
              + " until calibrated with a screenshot that shows \(colourClass == .frame ? "it" : "them"))"
          )
          break
        }
      }
    }
    if fits[.fixedBlock] == nil, model.classes.fixedBlock != policy.unseenClass {
      warnings.append(
        "fixedBlock and rivet: no fixed block in the labels; their colours are \(reference.name)'s "
          + "(calibrate with a daily-puzzle screenshot to measure them)")
    }
  }

  /// Takes colours that must not count as board into the frame class and measures again.
  ///
  /// - Returns: false when there is nothing to absorb.
  mutating func absorbIntoFrame(_ colours: [LabColour]) -> Bool {
    guard !colours.isEmpty,
      var fit = ColourFit.fit(frameSamples + colours, policy: policy)
    else { return false }
    // The frame moves towards the absorbed colours but widens at most by half: a frame class
    // wide enough to span from the board to the wood would take the blurred edges of blocks.
    let limit = stripFrameSpread ?? fit.model.spread
    let widest = policy.absorbedSpreadLimit
    fit.model.spread =
      LabSpread(
        l: min(fit.model.spread.l, limit.l * widest), a: min(fit.model.spread.a, limit.a * widest),
        b: min(fit.model.spread.b, limit.b * widest)
      ).rounded
    frameSamples += colours
    absorbed += colours.count
    fits[.frame] = fit
    model.classes.frame = fit.model
    sources[.frame] =
      "the frame beside the rows and \(absorbed) pixels around the board that the board classes "
      + "must not take"
    measureAll()
    statistics = ColourClass.allCases.map { statisticsOf($0) }
    return true
  }

  /// Narrows the gap and chute classes (spreads times `factor`, floored) and measures again.
  mutating func tightenBoardDark(by factor: Double) {
    let floor = policy.minimumSpread
    for colourClass in [ColourClass.seam, .chute] {
      var model = self.model.classes[colourClass]
      model.spread =
        LabSpread(
          l: max(floor.l, model.spread.l * factor), a: max(floor.a, model.spread.a * factor),
          b: max(floor.b, model.spread.b * factor)
        ).rounded
      self.model.classes[colourClass] = model
    }
    if !warnings.contains(where: { $0.hasPrefix("seam and chute: narrowed") }) {
      warnings.append(
        "seam and chute: narrowed below their measured spread, because wider ones reach beyond "
          + "the board")
    }
    measureAll()
    statistics = ColourClass.allCases.map { statisticsOf($0) }
  }

  // MARK: - Measurements with the fitted models

  /// Measures the located screenshots with the current (reference) models, before fitting:
  /// what an overlay shows when the calibration stops before it fits anything.
  mutating func measureLocated() {
    measureAll()
    // The reference is another theme: its disagreements with the labels mean nothing.
    disagreements = disagreements.map { _ in [] }
  }

  private mutating func measureAll() {
    tiles = []
    rivetTiles = []
    seams = []
    strips = []
    disagreements = []
    for item in evidence {
      let measured = measurer.measureTiles(item.shot.image, location: item.location, model: model)
      tiles.append(measured)
      rivetTiles.append(
        item.rivetLocation.board == item.location.board
          ? measured
          : measurer.measureTiles(item.shot.image, location: item.rivetLocation, model: model))
      seams.append(
        measurer.measureSeams(
          item.shot.image, location: item.location, tiles: measured,
          threshold: policy.defaultThresholds.seamDarkening, model: model))
      strips.append(
        measurer.measureChuteStrips(item.shot.image, location: item.location, model: model))
      var found: [LabelDisagreement] = []
      for tile in measured {
        let label = item.classes[tile.cell.index]
        if tile.measuredClass != label,
          tile.probability(of: label) < policy.disagreementProbability
        {
          found.append(
            .tile(cell: tile.cell, label: label, measured: tile.measuredClass, share: tile.share))
        }
      }
      disagreements.append(found)
    }
  }

  private func statisticsOf(_ colourClass: ColourClass) -> ClassStatistics {
    let fitted = model.classes[colourClass]
    guard let fit = fits[colourClass] else {
      return ClassStatistics(
        colourClass: colourClass, source: sources[colourClass] ?? "estimated", samples: 0,
        outliers: 0, measuredMean: nil, measuredDeviation: nil, model: fitted,
        ownDistance95: nil)
    }
    let kept = fit.keptSamples
    return ClassStatistics(
      colourClass: colourClass, source: sources[colourClass] ?? "measured", samples: fit.kept,
      outliers: fit.outliers, measuredMean: fit.mean.rounded,
      measuredDeviation: fit.deviation.rounded,
      model: fitted,
      ownDistance95: kept.isEmpty
        ? nil : Statistics.quantile(kept.map { fitted.distance(to: $0) }, 0.95))
  }
}
