import ImageCodecs
import Imaging
import Puzzle
import Renderer
import Scanner
import Testing
import Themes

/// One render to scan: a puzzle in a theme and layout, with perturbations.
struct RenderCase: CustomTestStringConvertible, Sendable {
  var theme: String
  var layout: ScreenLayout
  var notation: String
  var exit: String
  var perturbations = Perturbations()
  var jpegQuality: Int?
  var seed: UInt64 = 1

  var testDescription: String {
    var text = "\(theme) \(layout) \(exit)"
    if !perturbations.overlays.isEmpty { text += " overlays" }
    if perturbations.decoy { text += " decoy" }
    if perturbations.banner { text += " banner" }
    if perturbations.scale != 1 { text += " scale \(perturbations.scale)" }
    if perturbations.noise > 0 { text += " noise \(perturbations.noise)" }
    if let jpegQuality { text += " jpeg \(jpegQuality)" }
    return text
  }

  /// The rendered image (JPEG round trip when asked) and its puzzle.
  func render() throws -> (RGBAImage, Puzzle) {
    let profile = try ThemeLibrary.builtIn().profile(named: theme)
    let puzzle = try Puzzle(notation: notation, exit: Exit(parsing: exit))
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: profile, layout: layout,
      options: RenderOptions(seed: seed, perturbations: perturbations))
    var image = rendered.image
    if let jpegQuality {
      let bytes = try ImageEncoder.encode(
        image, as: .jpeg, options: EncodeOptions(quality: jpegQuality))
      image = try ImageDecoder.decode(bytes).image
    }
    return (image, puzzle)
  }
}

@Suite("Rendered samples of every shipped theme and layout scan exactly")
struct RenderedSampleTests {
  /// Boards with fixed blocks, left exits, exits in other rows, and long rows of blocks.
  static let puzzles: [(String, String)] = [
    ("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "right:2"),
    ("ooxBooooxBooAAoBooooCCCoDDxoooEEEoox", "left:2"),
    ("xoooooBBCCDDoooooooooAAoEEFFGGoooxoo", "right:3"),
    ("BCDDEoBCFoEGBoFAAGHHHIoGooJIKKLLJMMo", "right:2"),
    ("BBoCCCoooDEEoAADoFGHHIoFGooIJJKKKooo", "left:2"),
  ]

  static let themes = ["original-1", "original-2"]

  /// Every theme in every layout, each theme seeing every puzzle.
  static let layoutCases: [RenderCase] = themes.enumerated().flatMap { themeIndex, theme in
    ScreenLayout.allCases.enumerated().map { layoutIndex, layout in
      let (notation, exit) = puzzles[(layoutIndex + themeIndex) % puzzles.count]
      return RenderCase(
        theme: theme, layout: layout, notation: notation, exit: exit,
        seed: UInt64(10 * themeIndex + layoutIndex + 1))
    }
  }

  /// The renderer's perturbations, on the small old-phone layout (cheap to render).
  static let perturbedCases: [RenderCase] = [
    RenderCase(
      theme: "original-2", layout: .oldPhone, notation: puzzles[3].0, exit: puzzles[3].1,
      perturbations: Perturbations(overlays: Overlay.allCases)),
    RenderCase(
      theme: "original-1", layout: .oldPhone, notation: puzzles[0].0, exit: puzzles[0].1,
      perturbations: Perturbations(overlays: Overlay.allCases)),
    RenderCase(
      theme: "original-1", layout: .oldPhone, notation: puzzles[1].0, exit: puzzles[1].1,
      perturbations: Perturbations(decoy: true, banner: true)),
    RenderCase(
      theme: "original-2", layout: .oldPhone, notation: puzzles[2].0, exit: puzzles[2].1,
      jpegQuality: 30),
    RenderCase(
      theme: "original-1", layout: .oldPhone, notation: puzzles[4].0, exit: puzzles[4].1,
      perturbations: Perturbations(scale: 0.625)),
    RenderCase(
      theme: "original-2", layout: .oldPhone, notation: puzzles[0].0, exit: puzzles[0].1,
      perturbations: Perturbations(scale: 3)),
    RenderCase(
      theme: "original-2", layout: .oldPhone, notation: puzzles[1].0, exit: puzzles[1].1,
      perturbations: Perturbations(noise: 16)),
    RenderCase(
      theme: "original-1", layout: .oldPhone, notation: puzzles[3].0, exit: puzzles[3].1,
      perturbations: Perturbations(overlays: [.arrows]), jpegQuality: 50),
    RenderCase(
      theme: "original-1", layout: .tallPhone, notation: puzzles[2].0, exit: puzzles[2].1,
      perturbations: Perturbations(noise: 12), jpegQuality: 70),
  ]

  @Test(arguments: layoutCases + perturbedCases)
  func scansTheRender(_ sample: RenderCase) throws {
    let (image, expected) = try sample.render()
    let report = autoScanner.scan(image)
    let puzzle = try #require(report.puzzle, "\(sample.testDescription)\n\(summary(report))")
    #expect(
      puzzle.board.canonicalized() == expected.board.canonicalized(),
      "\(sample.testDescription)\n\(summary(report))")
    #expect(report.theme == sample.theme, "\(summary(report))")
    if sample.layout == .boardOnly {
      // No frame, no chute: the exit defaults to the right end of the prisoner's row.
      #expect(puzzle.exit == (try Exit(side: .right, row: expected.exit.row)))
      #expect(report.warnings.contains { $0.kind == .chuteNotVisible })
    } else {
      #expect(puzzle.exit == expected.exit, "\(summary(report))")
      // A box drawn over a thin frame may hide the notch; the exit then defaults correctly.
      if sample.perturbations.overlays.isEmpty {
        #expect(report.chute?.found == true, "\(summary(report))")
      }
    }
  }

  static let rejectCases: [(RejectScreen, String)] = RejectScreen.allCases.flatMap { screen in
    themes.map { (screen, $0) }
  }

  @Test(arguments: rejectCases)
  func rejectsTheNonPuzzleScreen(_ screen: RejectScreen, _ theme: String) throws {
    let profile = try ThemeLibrary.builtIn().profile(named: theme)
    let rendered = try Renderer.renderReject(screen, theme: profile, layout: .oldPhone)
    let report = autoScanner.scan(rendered.image)
    #expect(report.puzzle == nil, "\(screen) \(theme)\n\(summary(report))")
    #expect(report.error != nil)
  }
}

@Suite("Neighbouring blocks in a row or column are split at their seams")
struct SeamSplitTests {
  /// 2+2, 2+3, 3+3, 2+2+2 in a row, and the same in a column.
  static let boards = [
    "BBCCooooooooAAoooooooooooooooooooooo", "BBCCCoooooooAAoooooooooooooooooooooo",
    "BBBCCCooooooAAoooooooooooooooooooooo", "BBCCDDooooooAAoooooooooooooooooooooo",
    "oooooBoooooBAAoooCoooooCoooooooooooo", "oooooBoooooBAAoooCoooooCoooooCoooooo",
    "oooooBoooooBAAoooBoooooCoooooCoooooC", "oooooBoooooBAAoooCoooooCoooooDoooooD",
  ]

  @Test(arguments: boards.enumerated().map { $0 })
  func splitsTheBlocks(_ index: Int, _ notation: String) throws {
    let sample = RenderCase(
      theme: index % 2 == 0 ? "original-2" : "original-1", layout: .oldPhone,
      notation: notation, exit: "right:2", seed: UInt64(100 + index))
    let (image, expected) = try sample.render()
    let report = autoScanner.scan(image)
    let puzzle = try #require(report.puzzle, "\(summary(report))")
    #expect(puzzle.board.canonicalized() == expected.board.canonicalized(), "\(summary(report))")
    let splits = report.seams.filter { $0.split && $0.measuredSplit }
    #expect(!splits.isEmpty)
  }
}
