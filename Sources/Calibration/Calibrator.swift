import Corpus
import Imaging
import Puzzle
import Scanner
import Themes

/// Fits a theme profile from labelled screenshots of one theme.
///
/// The board is located with the scanner's own locator (the theme-free fallback, or any known
/// profile, whichever agrees best with the label); the colour of every class is gathered from
/// the regions the scanner samples (labelled tiles, the gaps between blocks, the chute and the
/// frame strips); the thresholds are placed between the scanner's own measurements of what
/// must pass and what must fail. The result is a `ThemeProfile` the scanner reads like any
/// shipped one.
public struct Calibrator: Sendable {
  /// Known profiles: they help locate boards and stand in for classes the labels do not show
  /// (fixed blocks, rivets).
  public var library: [ThemeProfile]
  /// How measurements become models.
  public var policy: CalibrationPolicy
  /// The scanner's structural parameters (sampling, strips), the same for fitting and scanning.
  public var scanPolicy: ScanPolicy

  /// Creates a calibrator.
  ///
  /// - Parameters:
  ///   - library: known profiles (the shipped ones, usually).
  ///   - policy: the fitting policy.
  ///   - scanPolicy: the scanner's structural parameters.
  public init(
    library: [ThemeProfile], policy: CalibrationPolicy = .standard,
    scanPolicy: ScanPolicy = .standard
  ) {
    self.library = library
    self.policy = policy
    self.scanPolicy = scanPolicy
  }

  /// Checks that `name` can name a theme file and a `--theme` argument (the rule of
  /// `ThemeProfile.validate`).
  ///
  /// - Throws: `CalibrationError.invalidName`.
  public static func checkName(_ name: String) throws(CalibrationError) {
    let allowed = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !name.isEmpty, allowed, name != "auto" else { throw .invalidName(name) }
  }

  /// Fits a profile called `name` from `screenshots`.
  ///
  /// - Parameters:
  ///   - name: the theme's name (lowercase letters, digits, `-`).
  ///   - description: one sentence for people; nil writes where the profile came from.
  ///   - screenshots: labelled screenshots of the theme (one or two are enough).
  /// - Returns: the profile and the measurements behind it.
  /// - Throws: `CalibrationError` for a bad name, no screenshots, a board that cannot be
  ///   located, or a label that disagrees with its image.
  public func calibrate(
    name: String, description: String? = nil, screenshots: [LabelledScreenshot]
  ) throws(CalibrationError) -> CalibrationReport {
    var measurements: [CalibrationMeasurement] = []
    return try calibrate(
      name: name, description: description, screenshots: screenshots,
      measurements: &measurements)
  }

  /// Fits a profile called `name` from `screenshots`, and tells what was measured on each
  /// screenshot (for overlays), also when the calibration fails.
  ///
  /// - Parameters:
  ///   - name: the theme's name (lowercase letters, digits, `-`).
  ///   - description: one sentence for people; nil writes where the profile came from.
  ///   - screenshots: labelled screenshots of the theme (one or two are enough).
  ///   - measurements: set to what was measured on each screenshot, in order (located board,
  ///     tiles and gaps with the fitted classes against the label), once the boards are
  ///     located or one of them cannot be.
  /// - Returns: the profile and the measurements behind it.
  /// - Throws: `CalibrationError` for a bad name, no screenshots, a board that cannot be
  ///   located, a board located where its label does not fit, or a label that disagrees with
  ///   its image.
  public func calibrate(
    name: String, description: String? = nil, screenshots: [LabelledScreenshot],
    measurements: inout [CalibrationMeasurement]
  ) throws(CalibrationError) -> CalibrationReport {
    try Calibrator.checkName(name)
    guard !screenshots.isEmpty else { throw .noScreenshots }
    var evidence: [ScreenshotEvidence] = []
    var failure: CalibrationError?
    var unlocated: [Int: CalibrationMeasurement] = [:]
    for (index, shot) in screenshots.enumerated() {
      do throws(CalibrationError) {
        evidence.append(try locate(shot))
      } catch {
        if case .boardNotFound(_, let reason) = error {
          unlocated[index] = .unlocated(shot.imagePath, image: shot.image, reason: reason)
        }
        failure = failure ?? error
      }
    }
    if let failure {
      // The located ones as located, measured with the reference's classes (nothing fitted).
      var fitting = ClassFitting(
        calibrator: self, evidence: evidence, reference: referenceProfile(evidence))
      fitting.measureLocated()
      var located = CalibrationMeasurement.measured(fitting, failure: failure).makeIterator()
      measurements = screenshots.indices.compactMap { unlocated[$0] ?? located.next() }
      throw failure
    }
    return try fit(
      name: name, description: description, evidence: evidence, measurements: &measurements)
  }

  /// Fits a profile from screenshots already located.
  func fit(
    name: String, description: String?, evidence: [ScreenshotEvidence]
  ) throws(CalibrationError) -> CalibrationReport {
    var measurements: [CalibrationMeasurement] = []
    return try fit(
      name: name, description: description, evidence: evidence, measurements: &measurements)
  }

  /// Fits a profile from screenshots already located, telling what was measured on each.
  func fit(
    name: String, description: String?, evidence: [ScreenshotEvidence],
    measurements: inout [CalibrationMeasurement]
  ) throws(CalibrationError) -> CalibrationReport {
    let screenshots = evidence.map(\.shot)
    let reference = referenceProfile(evidence)
    var fitting = ClassFitting(calibrator: self, evidence: evidence, reference: reference)
    do {
      try fitting.run()
    } catch {
      measurements = CalibrationMeasurement.measured(fitting, failure: error)
      throw error
    }
    var thresholds: [ThresholdFit] = []
    var scan = fitting.model
    var misplaced: [String] = []
    // The profile must find each board where the calibration found it: while its board-dark
    // classes reach beyond the board (a frame bevel, a header panel), narrow the gap and chute
    // classes and fit again.
    for attempt in 0...policy.tighteningSteps {
      do {
        thresholds = try fitThresholds(&fitting)
      } catch {
        measurements = CalibrationMeasurement.measured(fitting, failure: error)
        throw error
      }
      scan = fitting.model
      scan.thresholds = ScanThresholds(
        sampleDistance: thresholds[0].threshold, tileShare: thresholds[1].threshold,
        tileCoverage: thresholds[2].threshold, seamDarkening: thresholds[3].threshold,
        rivetShare: thresholds[4].threshold, boardEdgeShare: thresholds[5].threshold,
        chuteShare: thresholds[6].threshold, themeFit: thresholds[7].threshold)
      let wrong = misplacedBoards(scan, evidence)
      misplaced = wrong.map(\.message)
      guard !wrong.isEmpty, attempt < policy.tighteningSteps else { break }
      // Colours beside the board that the profile counts as board and that the board's own
      // model tells apart (a dark background reached through the chute, a frame bevel) become
      // frame; failing that, the gap and chute classes narrow.
      let leaks = wrong.flatMap { leakColours(scan, evidence[$0.index], $0.report) }
      if !fitting.absorbIntoFrame(leaks) {
        fitting.tightenBoardDark(by: policy.tighteningFactor)
      }
    }
    let palette = PaletteEstimate(
      evidence: evidence, model: scan, reference: reference.palette, samples: fitting.samples
    ).palette
    let names = screenshots.map { shortName($0.imagePath) }
    let profile = ThemeProfile(
      name: name,
      description: description
        ?? "Calibrated by unblocker calibrate from \(screenshots.count) labelled screenshot"
        + "\(screenshots.count == 1 ? "" : "s") (\(names.joined(separator: ", ")))",
      palette: palette, scan: scan)
    let measurer = ScanMeasurements(policy: scanPolicy)
    let facts = evidence.map { item in
      CalibrationReport.Screenshot(
        image: item.shot.imagePath, board: item.location.board,
        tileSize: item.location.tileWidth, locatedBy: item.locatedBy,
        themeScore: ScanMeasurements.themeScore(
          measurer.measureTiles(item.shot.image, location: item.location, model: scan)))
    }
    var warnings = fitting.warnings
    if screenshots.count == 1 {
      warnings.append(
        "one screenshot only: the classes have not been seen on a second screen, encoder or "
          + "brightness; the scanner adapts the profile to each image, but calibrate with two "
          + "screenshots (from two devices if you can) for a surer profile")
    }
    for item in misplaced {
      warnings.append(
        "\(item): the profile does not find the board where the calibration found it, even with "
          + "the gap and chute colours narrowed")
    }
    let margins = ClassMargin.pairs.map { pair in
      ClassMargin.measure(
        (pair.0, fitting.samples[pair.0] ?? []), (pair.1, fitting.samples[pair.1] ?? []),
        model: scan, policy: policy)
    }
    for margin in margins where margin.isThin && !margin.estimated {
      warnings.append(
        "the margin between \(margin.first) and \(margin.second) is thin "
          + "(\(CalibrationFormat.one(margin.margin)) spreads, \(percent(margin.misread)) of "
          + "their samples nearer the other class): the scanner may confuse them")
    }
    for fit in thresholds where fit.basis == .overlapping {
      warnings.append(
        "\(fit.name): what must fail and what must pass overlap (\(fit.evidence)); placed at "
          + "\(CalibrationFormat.two(fit.threshold.value)) where the fewest are wrong")
    }
    measurements = CalibrationMeasurement.measured(fitting, failure: nil)
    return CalibrationReport(
      profile: profile, screenshots: facts, classes: fitting.statistics, margins: margins,
      thresholds: thresholds, warnings: warnings)
  }

  /// The screenshots where `model` does not find the board within a tenth of a tile of where
  /// the calibration located it: their index, the scan, and a message.
  private func misplacedBoards(
    _ model: ScanModel, _ evidence: [ScreenshotEvidence]
  ) -> [(index: Int, report: ScanReport, message: String)] {
    var misplaced: [(index: Int, report: ScanReport, message: String)] = []
    let profile = ThemeProfile(
      name: "candidate", description: "", palette: Calibrator.placeholderProfile(policy).palette,
      scan: model)
    for (index, item) in evidence.enumerated() {
      let expected = item.location.board
      let tolerance = max(2, Int(item.location.tileWidth / 10))
      let report = scan(item.shot.image, with: [profile])
      guard let found = report.location?.board else {
        misplaced.append(
          (index, report, "\(item.shot.imagePath) (no board found, expected \(expected))"))
        continue
      }
      if abs(found.x - expected.x) > tolerance || abs(found.y - expected.y) > tolerance
        || abs(found.maxX - expected.maxX) > tolerance
        || abs(found.maxY - expected.maxY) > tolerance
      {
        misplaced.append(
          (index, report, "\(item.shot.imagePath) (board found at \(found), expected \(expected))"))
      }
    }
    return misplaced
  }

  /// The colours through which the board-dark region of a misplaced board spreads beyond the
  /// board: pixels of that region's box, in the band from a third of a tile to a tile and a
  /// half outside the board, that `model` counts as board-dark but lie clearly apart from the
  /// board's own colour (farther than `policy.leakDistance` board spreads).
  func leakColours(
    _ model: ScanModel, _ item: ScreenshotEvidence, _ report: ScanReport
  ) -> [LabColour] {
    let board = item.location.board
    let centre = PixelPoint(x: board.x + board.width / 2, y: board.y + board.height / 2)
    var box: PixelRect?
    if case .noSquareRegion(_, _, let largest) = report.error, largest.contains(centre) {
      box = largest
    }
    if box == nil {
      box = report.location?.candidates.first { $0.region.contains(centre) }?.region
    }
    guard let box else { return [] }
    let tile = item.location.tileWidth
    func inflated(_ rect: PixelRect, _ amount: Double) -> PixelRect {
      let pixels = Int(amount.rounded())
      return PixelRect(
        x: rect.x - pixels, y: rect.y - pixels, width: rect.width + 2 * pixels,
        height: rect.height + 2 * pixels)
    }
    let inner = inflated(board, tile / 3)
    let outer = inflated(board, tile * 1.5).intersection(box).intersection(item.shot.image.bounds)
    guard !outer.isEmpty else { return [] }
    let step = max(1, Int(tile / 12))
    let limit = model.thresholds.sampleDistance.value
    var leaks: [LabColour] = []
    var y = outer.y
    while y < outer.maxY {
      var x = outer.x
      while x < outer.maxX {
        if !inner.contains(PixelPoint(x: x, y: y)) {
          let colour = LabColour(item.shot.image[x, y])
          let nearest = model.nearest(colour)
          if ColourClass.boardDark.contains(nearest.colourClass), nearest.distance <= limit,
            model.classes.board.distance(to: colour) > policy.leakDistance
          {
            leaks.append(colour)
          }
        }
        x += step
      }
      y += step
    }
    return leaks
  }

  /// The known profile that explains the screenshots best (it lends its fixed-block and rivet
  /// colours, and the text colour, when the labels show none).
  private func referenceProfile(_ evidence: [ScreenshotEvidence]) -> ThemeProfile {
    let measurer = ScanMeasurements(policy: scanPolicy)
    var best: (profile: ThemeProfile, score: Double)?
    for profile in library {
      let score = evidence.reduce(0.0) { total, item in
        total
          + ScanMeasurements.themeScore(
            measurer.measureTiles(item.shot.image, location: item.location, model: profile.scan))
      }
      if best == nil || score > (best?.score ?? 0) { best = (profile, score) }
    }
    return best?.profile ?? Calibrator.placeholderProfile(policy)
  }

  private func shortName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private func percent(_ share: Double) -> String { "\(CalibrationFormat.one(share * 100))%" }
}
