import Calibration
import Corpus
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Renderer
import Testing
import Themes

/// A wood theme far from the shipped ones, defined in test code by its palette only: the
/// renderer draws it, the calibrator must learn it from one or two renders.
struct RenderedTheme: Sendable, CustomTestStringConvertible {
  var name: String
  var palette: ThemePalette
  /// Whether a desktop-emulator window can be scanned: its near-black window and bezel are the
  /// colour of this theme's gaps, and the chute opens onto them (see `desktopIsAmbiguous`).
  var desktopIsAmbiguous: Bool

  var testDescription: String { name }

  /// The theme as the renderer needs it: the palette (the scan model is never used).
  var truth: ThemeProfile {
    var profile = SharedScreenshots.shipped[0]
    profile.name = name + "-truth"
    profile.description = "test palette"
    profile.palette = palette
    return profile
  }

  static func colour(_ hex: String) -> RGBA { RGBA(hex: hex) ?? .black }

  static func palette(
    background: String, frame: String, board: String, wood: String, grain: String,
    highlight: String, prisoner: String, fixed: String, rivet: String, shadow: String
  ) -> ThemePalette {
    ThemePalette(
      background: colour(background), frame: colour(frame), board: colour(board),
      wood: colour(wood), woodGrain: colour(grain), woodHighlight: colour(highlight),
      prisoner: colour(prisoner), fixedBlock: colour(fixed), rivet: colour(rivet),
      shadow: colour(shadow), text: .white)
  }

  /// Dark walnut blocks on an almost black board, on a dark background.
  static let walnut = RenderedTheme(
    name: "walnut",
    palette: palette(
      background: "#2b1d14", frame: "#4a3222", board: "#1c120c", wood: "#6e4a30",
      grain: "#5a3a24", highlight: "#9c7456", prisoner: "#c8281e", fixed: "#6a6660",
      rivet: "#d0ccc4", shadow: "#0c0806"),
    desktopIsAmbiguous: false)

  /// Pale maple blocks on a light brown board in a pale frame.
  static let maple = RenderedTheme(
    name: "maple",
    palette: palette(
      background: "#d9bf94", frame: "#e2c79c", board: "#8a6a44", wood: "#f2e2c2",
      grain: "#e8d3ac", highlight: "#fcf4e4", prisoner: "#e0382a", fixed: "#9a948a",
      rivet: "#f4f2ee", shadow: "#4a3824"),
    desktopIsAmbiguous: false)

  /// A grey-green "special" theme: green-grey wood on a dark green-grey board.
  static let greyGreen = RenderedTheme(
    name: "grey-green",
    palette: palette(
      background: "#4b5a50", frame: "#66756a", board: "#27302b", wood: "#94a58e",
      grain: "#83947d", highlight: "#c4d0bc", prisoner: "#d4382e", fixed: "#5c5a58",
      rivet: "#dcdcd8", shadow: "#101412"),
    desktopIsAmbiguous: false)

  static let all = [walnut, maple, greyGreen]

  /// One render to calibrate from or to scan.
  struct Shot: Sendable, CustomStringConvertible {
    var notation: String
    var exit: Exit = .standard
    var layout: ScreenLayout
    /// The canvas (width, height); nil for the layout's own size.
    var size: (Int, Int)?
    var seed: UInt64
    var scale: Double = 1
    var jpegQuality: Int?

    var description: String {
      "\(layout)" + (size.map { " \($0.0)x\($0.1)" } ?? "") + " seed \(seed)"
        + (scale == 1 ? "" : " scale \(scale)")
        + (jpegQuality.map { " JPEG \($0)" } ?? "") + " \(notation) \(exit)"
    }
  }

  /// The two renders calibrations learn from (a tall phone and an old phone).
  static let calibrationShots = [
    Shot(
      notation: "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM", layout: .tallPhone, size: (720, 1280),
      seed: 1),
    Shot(notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .oldPhone, seed: 2),
  ]

  /// Other puzzles in other layouts, sizes and encodings.
  static let otherShots = [
    Shot(
      notation: "BCDDEoBCFoEGBoFAAGHHHIoGooJIKKLLJMMo", layout: .tablet, size: (900, 1200),
      seed: 3),
    Shot(notation: "BooCDDBEECoFoGoAAFoGHHIJKKLoIJooLoMM", layout: .boardOnly, seed: 5),
    Shot(
      notation: "BooCDDBEECoFoGoAAFoGHHIJKKLoIJooLoMM", layout: .oldPhone, seed: 6,
      jpegQuality: 70),
    Shot(
      notation: "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo", layout: .tallPhone, size: (720, 1280),
      seed: 7, scale: 0.5),
    Shot(
      notation: "EDCBBBEDCGGFoDAAoFoooIHHoKKIJoMMLLJo", exit: Exit(checkedLeft: 2),
      layout: .tallPhone, size: (720, 1280), seed: 8),
    Shot(
      notation: "oooooBoooooBoooAABooooooCDEFGHCDEFGH", layout: .tablet, size: (900, 1200),
      seed: 10, scale: 0.5, jpegQuality: 85),
  ]

  /// A desktop-emulator render (JPEG).
  static let desktopShot = Shot(
    notation: "BBoCoooDoCEEoDAAFGHoIIFGHoJKKoLLJooo", layout: .desktop, seed: 4, jpegQuality: 80)

  /// The render of `shot` in this theme, as a labelled screenshot.
  func render(_ shot: Shot) throws -> LabelledScreenshot {
    try render(shot, profile: truth)
  }

  /// The render of `shot` with `profile`'s palette.
  func render(_ shot: Shot, profile: ThemeProfile) throws -> LabelledScreenshot {
    let puzzle = try Puzzle(notation: shot.notation, exit: shot.exit)
    let size = try shot.size.map { try ScreenSize(width: $0.0, height: $0.1) }
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: profile, layout: shot.layout,
      options: RenderOptions(
        seed: shot.seed, size: size, perturbations: Perturbations(scale: shot.scale)))
    var image = rendered.image
    if let quality = shot.jpegQuality {
      var options = EncodeOptions()
      options.quality = quality
      let bytes = try ImageEncoder.encode(image, as: .jpeg, options: options)
      image = try ImageDecoder.decode(bytes).image
    }
    return LabelledScreenshot(
      imagePath: "\(name) \(shot)", labelPath: "\(name) \(shot).json", image: image,
      puzzle: puzzle)
  }
}

extension Exit {
  /// `left:row` for a row known to be valid.
  init(checkedLeft row: Int) {
    self = (try? Exit(side: .left, row: row)) ?? .standard
  }

  /// `right:row` for a row known to be valid.
  init(checkedRight row: Int) {
    self = (try? Exit(side: .right, row: row)) ?? .standard
  }
}

/// Renders and calibrations shared by the tests (each is slow in a debug build): made once.
final class RenderCache: @unchecked Sendable {
  static let shared = RenderCache()
  private let lock = NSLock()
  private var renders: [String: LabelledScreenshot] = [:]
  private var reports: [String: CalibrationReport] = [:]

  /// The render of `shot` in `theme`.
  func screenshot(_ theme: RenderedTheme, _ shot: RenderedTheme.Shot) throws -> LabelledScreenshot {
    let key = "\(theme.name) \(shot)"
    if let cached = lock.withLock({ renders[key] }) { return cached }
    let rendered = try theme.render(shot)
    lock.withLock { renders[key] = rendered }
    return rendered
  }

  /// `theme` calibrated from its first `count` calibration renders.
  func calibration(_ theme: RenderedTheme, count: Int = 2) throws -> CalibrationReport {
    let key = "\(theme.name) \(count)"
    if let cached = lock.withLock({ reports[key] }) { return cached }
    let shots = try RenderedTheme.calibrationShots.prefix(count).map { try screenshot(theme, $0) }
    let report = try SharedScreenshots.calibrator.calibrate(name: theme.name, screenshots: shots)
    lock.withLock { reports[key] = report }
    return report
  }
}
