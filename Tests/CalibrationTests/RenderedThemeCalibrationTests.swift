import Calibration
import Imaging
import Puzzle
import Renderer
import Scanner
import Testing
import Themes

@Suite("Calibrating themes far from the shipped ones, from renders")
struct RenderedThemeCalibrationTests {
  /// `theme` calibrated from its first `count` calibration renders.
  static func calibrate(_ theme: RenderedTheme, count: Int = 2) throws -> CalibrationReport {
    try RenderCache.shared.calibration(theme, count: count)
  }

  /// Scans every test render of `theme` with `scanner`; returns a line per misread one.
  static func misread(
    _ theme: RenderedTheme, _ scanner: BoardScanner, expectedTheme: String? = nil,
    shots: [RenderedTheme.Shot]? = nil
  ) throws -> [String] {
    var failures: [String] = []
    for shot in shots ?? testShots(theme) {
      let screenshot = try RenderCache.shared.screenshot(theme, shot)
      let scan = scanner.scan(screenshot.image)
      if !readsExactly(scan, screenshot.puzzle) {
        failures.append("\(shot): \(describe(scan))")
      } else if let expectedTheme, scan.theme != expectedTheme {
        let scores = scan.themeScores.map { "\($0.theme) \($0.score)" }
        failures.append("\(shot): theme \(scan.theme ?? "-") chosen (scores \(scores))")
      }
    }
    return failures
  }

  /// The renders a calibrated profile must read: other puzzles, layouts, sizes and JPEG; the
  /// desktop window too unless it is the colour of the theme's gaps.
  static func testShots(_ theme: RenderedTheme) -> [RenderedTheme.Shot] {
    RenderedTheme.otherShots + (theme.desktopIsAmbiguous ? [] : [RenderedTheme.desktopShot])
  }

  @Test(arguments: RenderedTheme.all)
  func twoRendersReadOtherLayoutsAndJPEGExactly(_ theme: RenderedTheme) throws {
    let report = try Self.calibrate(theme)
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    let failures = try Self.misread(theme, scanner)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(arguments: RenderedTheme.all)
  func oneRenderIsEnough(_ theme: RenderedTheme) throws {
    let report = try Self.calibrate(theme, count: 1)
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    let failures = try Self.misread(theme, scanner)
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Every shipped profile, every calibrated theme, and the fallback: as `--theme auto` with
  /// the new profiles in ./themes. Board-only crops are left out: with no frame to break the
  /// tie, Original 2 (listed first) reads walnut's wood as its own empty board with the same
  /// perfect score (a limit of the scanner's theme choice, reported).
  @Test(arguments: RenderedTheme.all)
  func autoSelectionChoosesTheNewProfile(_ theme: RenderedTheme) throws {
    let profiles =
      try SharedScreenshots.shipped + RenderedTheme.all.map { try Self.calibrate($0).profile }
    let failures = try Self.misread(
      theme, BoardScanner(profiles: profiles), expectedTheme: theme.name,
      shots: Self.testShots(theme).filter { $0.layout != .boardOnly })
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test(arguments: RenderedTheme.all)
  func theCalibratedPaletteRendersAThemeItsProfileReads(_ theme: RenderedTheme) throws {
    let report = try Self.calibrate(theme)
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    for shot in RenderedTheme.otherShots.prefix(2) {
      let screenshot = try theme.render(shot, profile: report.profile)
      let scan = scanner.scan(screenshot.image)
      let exact = readsExactly(scan, screenshot.puzzle)
      #expect(exact, "\(shot): \(describe(scan))")
    }
    // The measured colours are the drawn ones.
    for (measured, drawn) in [
      (report.profile.palette.board, theme.palette.board),
      (report.profile.palette.prisoner, theme.palette.prisoner),
      (report.profile.palette.frame, theme.palette.frame),
    ] {
      #expect(distance(LabColour(measured), LabColour(drawn)) < 8, "\(measured) vs \(drawn)")
    }
  }

  @Test(arguments: RenderedTheme.all)
  func validatesWithLeaveOneOut(_ theme: RenderedTheme) throws {
    let shots = try (RenderedTheme.calibrationShots + RenderedTheme.otherShots.prefix(1)).map {
      try RenderCache.shared.screenshot(theme, $0)
    }
    let calibrator = SharedScreenshots.calibrator
    let report = try calibrator.calibrate(name: theme.name, screenshots: shots)
    let validation = calibrator.validate(report.profile, screenshots: shots)
    #expect(validation.leaveOneOut)
    #expect(validation.passed, "\(validation.text)")
  }

  @Test func fixedBlocksAreMeasuredWhenAScreenshotShowsThem() throws {
    let theme = RenderedTheme.walnut
    let daily = RenderedTheme.Shot(
      notation: "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", layout: .tallPhone, size: (720, 1280),
      seed: 11)
    let shots = try [daily, RenderedTheme.calibrationShots[1]].map {
      try RenderCache.shared.screenshot(theme, $0)
    }
    let report = try SharedScreenshots.calibrator.calibrate(name: theme.name, screenshots: shots)
    let classes = Dictionary(uniqueKeysWithValues: report.classes.map { ($0.colourClass, $0) })
    #expect(classes[.fixedBlock]?.isEstimated == false)
    #expect(classes[.rivet]?.isEstimated == false)
    #expect(report.thresholds.first { $0.name == "rivetShare" }?.basis != .defaulted)
    let other = RenderedTheme.Shot(
      notation: "xBBoCoDEEoCoDoAAFoGGHxFoooHIJJKKoIoo", layout: .oldPhone, seed: 12)
    let screenshot = try theme.render(other)
    let scan = BoardScanner(profiles: [report.profile], allowsFallback: false).scan(
      screenshot.image)
    let exact = readsExactly(scan, screenshot.puzzle)
    #expect(exact, "\(describe(scan))")
  }

  @Test func aBoardOnlyCropCannotConfirmAnExitOnTheLeft() throws {
    // A board-only crop shows no frame, so no chute: the scanner assumes the right side.
    let theme = RenderedTheme.maple
    let shot = RenderedTheme.Shot(
      notation: "EDCBBBEDCGGFoDAAoFoooIHHoKKIJoMMLLJo", exit: Exit(checkedLeft: 2),
      layout: .boardOnly, seed: 13)
    let screenshot = try theme.render(shot)
    let calibrator = SharedScreenshots.calibrator
    let report = try calibrator.calibrate(name: "maple", screenshots: [screenshot])
    let validation = calibrator.validate(report.profile, screenshots: [screenshot])
    #expect(!validation.passed)
    #expect(validation.failures.map(\.image) == [screenshot.imagePath])
    #expect(validation.failures.first?.differences == ["exit: read right:2, label left:2"])
  }

  private func distance(_ a: LabColour, _ b: LabColour) -> Double {
    ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b))
      .squareRoot()
  }
}
