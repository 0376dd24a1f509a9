import Calibration
import Renderer
import Scanner
import Testing
import Themes

@Suite("The gap class against the blocks' wood")
struct GapClassCalibrationTests {
  /// random:21 draws a light lilac board with dark blocks of the board's hue: the board's
  /// shadow line, which the gap class is fitted along, runs through the blocks' own colour.
  static let lightBoard = RenderedTheme(
    name: "random-21", palette: RandomWoodTheme.profile(seed: 21).palette,
    desktopIsAmbiguous: true)

  @Test func aLightBoardWhoseShadowLineCrossesItsBlocksCalibrates() throws {
    let report = try RenderCache.shared.calibration(Self.lightBoard)
    let model = report.profile.scan
    // The blocks' colour is the blocks' class, not a gap's.
    #expect(model.nearest(model.classes.block.mean).colourClass == .block)
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    // (The old phone's render; the tall phone's reads uncertain, a refusal, still.)
    let failures = try RenderedThemeCalibrationTests.misread(
      Self.lightBoard, scanner, shots: [RenderedTheme.calibrationShots[1]])
    #expect(failures.isEmpty, "\(failures)")
  }

  /// random:18 draws a light grey-green board under dark olive blocks: a gap between blocks
  /// side by side shows the light board, one between blocks one above the other the upper
  /// block's shadow, darker than the wood. Measured in one sign alone, half the labelled gaps
  /// showed "no gap" and calibration refused the labels.
  static let gapsOfBothSigns = RenderedTheme(
    name: "random-18", palette: RandomWoodTheme.profile(seed: 18).palette,
    desktopIsAmbiguous: true)

  @Test func gapsLighterAndDarkerThanTheWoodAreMeasuredInEitherPolarity() throws {
    let report = try RenderCache.shared.calibration(Self.gapsOfBothSigns)
    #expect(
      report.profile.scan.polarities == MeasuredPolarities(seam: .either, board: .lighter))
  }
}
