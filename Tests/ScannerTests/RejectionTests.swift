import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Renderer
import Scanner
import Testing
import Themes

@Suite("Non-puzzle images are rejected with a specific reason")
struct RejectionTests {
  static let themesTried = "original-1, original-2, fallback, fallback-light"

  @Test(arguments: [RGBA.white, RGBA(red: 40, green: 90, blue: 160), RGBA.black])
  func rejectsASolidColour(_ colour: RGBA) {
    let report = autoScanner.scan(RGBAImage(width: 300, height: 500, fill: colour))
    #expect(report.puzzle == nil)
    #expect(report.stageReached == .locate)
    #expect(report.error == .noDarkRegion(theme: Self.themesTried, minimumSide: 36))
    #expect(
      report.error?.description
        == "no board found (locate): no region of board colour (themes tried: "
        + "original-1, original-2, fallback, fallback-light) at least 36x36 pixels; is this a game screen?"
    )
  }

  @Test func rejectsASolidBoardColouredSquareForWantOfAPrisoner() {
    let report = autoScanner.scan(
      RGBAImage(width: 240, height: 240, fill: RGBA(red: 106, green: 72, blue: 31)))
    #expect(report.puzzle == nil)
    guard case .noPrisoner = report.error else {
      Issue.record("expected no prisoner, got \(String(describing: report.error))")
      return
    }
    #expect(report.error?.stage == .blocks)
  }

  @Test func rejectsNoise() {
    var generator = SplitMix(seed: 7)
    var image = RGBAImage(width: 320, height: 480)
    for index in image.pixels.indices {
      let value = generator.next()
      image.pixels[index] = RGBA(
        red: UInt8(value & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value >> 16 & 255))
    }
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil)
    #expect(report.error?.stage == .locate, "\(String(describing: report.error))")
  }

  @Test func rejectsAPhotoOfWood() {
    // Wavy grain bands from light to dark brown, like a photo of a plank.
    var image = RGBAImage(width: 360, height: 480)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let fx = Double(x)
        let fy = Double(y)
        let phase: Double = fy / 9 + 2.5 * sin(fx / 40)
        let wave: Double = sin(phase) * 0.5 + 0.5
        let distance: Double = (fx - 200) * (fx - 200) + (fy - 260) * (fy - 260)
        let knot: Double = exp(-distance / 900)
        let t: Double = min(1, wave * 0.8 + knot)
        image[x, y] = RGBA(
          red: UInt8(200 - 110 * t), green: UInt8(150 - 85 * t), blue: UInt8(90 - 60 * t))
      }
    }
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil, "\(summary(report))")
    #expect(report.error != nil)
  }

  @Test func rejectsABoardWithTwoPrisonersPaintedIn() throws {
    let label = try #require(ScreenshotLabel.all.first { $0.file == "unblocker-I-4.png" })
    var image = try label.image()
    let location = try #require(autoScanner.scan(image).location)
    // Row 3, columns 2-3 are empty in I-4: paint a second prisoner there.
    let left = location.tileRect(row: 3, column: 2)
    let right = location.tileRect(row: 3, column: 3)
    image.fillRoundedRect(
      PixelRect(
        x: left.x + 2, y: left.y + 2, width: right.maxX - left.x - 4, height: left.height - 4),
      cornerRadius: 3, colour: RGBA(red: 229, green: 37, blue: 24))
    let report = autoScanner.scan(image)
    #expect(report.puzzle == nil)
    let cells = [
      Cell(row: 2, column: 1), Cell(row: 2, column: 2), Cell(row: 3, column: 2),
      Cell(row: 3, column: 3),
    ]
    #expect(report.error == .extraPrisonerTiles(cells: cells))
    #expect(
      report.error?.description
        == "not a legal puzzle (blocks): 2 prisoners: 4 prisoner-coloured tiles at (2,1) (2,2) "
        + "(3,2) (3,3); a puzzle has exactly one 2x1 prisoner")
  }
}

/// A small deterministic random generator for test images.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("Theme-free fallback")
struct FallbackTests {
  /// A theme no profile knows: a green board, grey-blue blocks and frame.
  static func unknownTheme() throws -> ThemeProfile {
    var profile = try ThemeLibrary.builtIn().profile(named: "original-2")
    profile.name = "unknown"
    profile.palette.background = RGBA(red: 90, green: 110, blue: 130)
    profile.palette.frame = RGBA(red: 100, green: 120, blue: 140)
    profile.palette.board = RGBA(red: 30, green: 62, blue: 45)
    profile.palette.wood = RGBA(red: 200, green: 210, blue: 222)
    profile.palette.woodGrain = RGBA(red: 184, green: 195, blue: 208)
    profile.palette.woodHighlight = RGBA(red: 236, green: 240, blue: 246)
    profile.palette.shadow = RGBA(red: 10, green: 22, blue: 16)
    return profile
  }

  @Test func derivesThresholdsFromTheImageWhenNoProfileFits() throws {
    let puzzle = try Puzzle(notation: "BBoCCCoooDEEoAADoFGHHIoFGooIJJKKKooo")
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: Self.unknownTheme(), layout: .oldPhone)
    let report = autoScanner.scan(rendered.image)
    let scanned = try #require(report.puzzle, "\(summary(report))")
    #expect(scanned.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    #expect(report.usedFallback)
    #expect(report.theme == "fallback")
    #expect(report.warnings.contains { $0.kind == .fallbackTheme })
    // (Trusted as any reading is, by its margin over every other: where its model came from
    // does not lower it.)
    #expect(scanned.exit == puzzle.exit)
    #expect(report.verdict() == .read, "\(summary(report))")
  }

  /// A board lighter than its blocks in a theme no profile knows: the model derived for a dark
  /// board reads the blocks as board and the board as blocks, a legal puzzle at the top of its
  /// own search. The gaps between the tiles it calls empty (the blocks' edges,
  /// `Explanation.continuity`) set the two readings apart, and the margin takes the one that
  /// explains the pixels (`ViewReader.ledByAnother`), refused or not.
  @Test func aLightBoardIsNotReadWithBlocksAndBoardSwapped() throws {
    let puzzle = try Puzzle(notation: "BCCCDDBEFFoGBEAAoGHHHIoGooJIKKLLJooo")
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: RandomWoodTheme.profile(seed: 6), layout: .tablet,
      options: RenderOptions(seed: 617))
    let report = autoScanner.scan(rendered.image)
    let read = try #require(report.puzzle, "\(summary(report))")
    #expect(read.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
  }

  /// Boards lighter than their blocks, in themes no profile knows, on a screen of about the
  /// board's lightness: the lighter class runs on into the screen and finds no square, while the
  /// darker class (the blocks and the gaps) finds the board's. Each side's model reads every
  /// square either side located (`CandidateGenerator.bothSides`), so the light board is read
  /// right, and the dark-board reading of the same square (the blocks taken for board) loses
  /// to it on those very pixels: read, not merely shown.
  @Test(arguments: [
    (6, "LLLJoKFIIJoKFGGHHEAADoCEooDoCoBBBoCo", 3, UInt64(616)),
    (21, "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", 2, UInt64(2114)),
  ])
  func aLightBoardOnALightScreenIsRead(theme: UInt64, board: String, exitRow: Int, seed: UInt64)
    throws
  {
    let (puzzle, report) = try Self.scanRender(
      board, exitRow: exitRow, theme: theme, layout: .tallPhone, seed: seed)
    let read = try #require(report.puzzle, "\(summary(report))")
    #expect(read.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    #expect(read.exit == puzzle.exit)
    #expect(report.theme == "fallback-light")
    #expect(report.verdict() == .read, "\(summary(report))")
  }

  /// A board lighter than its blocks draws each block's shadow below it, over the light gap
  /// between two blocks one above the other, so that gap shows as a light line a pixel or two
  /// wide. Looked for every few pixels only, it was missed, and the legal board, whose blocks
  /// are split there, cost 19 nats more than its tiles and gaps read each alone (confidence
  /// 0.001). Every pixel line beside the lightest one found is looked at too (`SeamMeter`).
  @Test func aThinLightGapUnderABlocksShadowIsSeen() throws {
    let (puzzle, report) = try Self.scanRender(
      "BCoDEEBCoDooBCoAAFooooGFooooGHIIJJGH", exitRow: 2, theme: 3, layout: .desktop, seed: 308)
    let read = try #require(report.puzzle, "\(summary(report))")
    #expect(read.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    #expect(report.verdict() == .read, "\(summary(report))")
  }

  /// A fixed block of a theme no profile knows, whose face and rivets match no class of the
  /// model that reads the board: the game makes the board legal with the tile empty too, and
  /// the palette prices a class of one tile more than an odd empty tile. An empty tile that
  /// matches no colour of the model, textured unlike the other empty ones, leaves the board
  /// unexplained: the scan reads the fixed block or refuses, never reads it as board.
  @Test func aFixedBlockNoClassMatchesIsNotReadAsBoard() throws {
    let (puzzle, report) = try Self.scanRender(
      "BBBCCLooJDDLAAJoooIEEoKoIFFoKxHHHoKo", exitRow: 2, theme: 20, layout: .oldPhone,
      seed: 2020)
    if report.verdict() == .read {
      #expect(
        report.puzzle?.board.canonicalized() == puzzle.board.canonicalized(), "\(summary(report))")
    }
  }

  /// `board` with its exit on the right of `exitRow`, rendered in the random wood theme `theme`
  /// (which no profile knows) in `layout` with `seed`, and its scan with the shipped profiles.
  static func scanRender(
    _ board: String, exitRow: Int, theme: UInt64, layout: ScreenLayout, seed: UInt64
  ) throws -> (puzzle: Puzzle, report: ScanReport) {
    let puzzle = try Puzzle(
      board: Board(notation: board), exit: Exit(side: .right, row: exitRow))
    let rendered = try Renderer.render(
      puzzle: puzzle, theme: RandomWoodTheme.profile(seed: theme), layout: layout,
      options: RenderOptions(seed: seed))
    return (puzzle, autoScanner.scan(rendered.image))
  }
}
