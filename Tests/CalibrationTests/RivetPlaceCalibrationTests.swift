import Calibration
import Imaging
import Puzzle
import Renderer
import Scanner
import Testing
import Themes

@Suite("Rivets measured where a scan reads the board")
struct RivetPlaceCalibrationTests {
  /// random:6 draws pale grey fixed blocks with dark rivets in a purple frame. On its tall phone
  /// the calibration's locator takes in part of the frame (1021 px for a 1003 px board), so the
  /// corners of the fixed block at that place fall on frame and wood.
  static let framed = RenderedTheme(
    name: "random-6", palette: RandomWoodTheme.profile(seed: 6).palette,
    desktopIsAmbiguous: true)

  /// The two renders `tools/theme-zoo` calibrates random:6 from (a tall phone with a fixed
  /// block, an old phone).
  static let calibrationShots = [
    RenderedTheme.Shot(
      notation: "oIIIooooKGGxJoKLFFJAALooDDEEEMBBBCCM", exit: Exit(checkedRight: 3),
      layout: .tallPhone, seed: 600),
    RenderedTheme.Shot(
      notation: "BBBCCLooIDDLAAIoKMHEEEKMHooJFFGGoJoo", layout: .oldPhone, seed: 601),
  ]

  /// Other tall phones of the zoo's random:6 with a fixed block.
  static let fixedBlockShots = [
    RenderedTheme.Shot(
      notation: "GGHHHMFFKooMJoKEEMJAALooIooLDDIBBxoo", exit: Exit(checkedRight: 3),
      layout: .tallPhone, seed: 604, jpegQuality: 70),
    RenderedTheme.Shot(
      notation: "MLJBBBMLJCCHMAAIoHooKIDDEEKooooGGxoo", exit: Exit(checkedLeft: 2),
      layout: .tallPhone, seed: 619, jpegQuality: 85),
  ]

  @Test func aBoardLocatedWithItsFrameHasItsRivetsMeasuredOnTheTileGrid() throws {
    let shots = try Self.calibrationShots.map { try RenderCache.shared.screenshot(Self.framed, $0) }
    let report = try SharedScreenshots.calibrator.calibrate(
      name: Self.framed.name, screenshots: shots)
    let classes = report.profile.scan.classes
    // The rivets' colour, not the frame's: nearer the palette's rivets than the frame class is.
    let rivet = LabColour(Self.framed.palette.rivet)
    #expect(
      classes.rivet.mean.distance(to: rivet) < classes.frame.mean.distance(to: rivet),
      "rivet \(classes.rivet.mean), frame \(classes.frame.mean), palette's rivet \(rivet)")
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    let failures = try RenderedThemeCalibrationTests.misread(
      Self.framed, scanner, shots: Self.fixedBlockShots)
    #expect(failures.isEmpty, "\(failures)")
  }
}
