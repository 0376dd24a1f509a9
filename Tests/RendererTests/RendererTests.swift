import Imaging
import Puzzle
import Testing
import Themes

@testable import Renderer

@Suite struct RendererTests {
  static let intermediate4 = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  func puzzle(_ notation: String = intermediate4, exit: String = "right:2") throws -> Puzzle {
    try Puzzle(notation: notation, exit: Exit(parsing: exit))
  }

  @Test func sameSeedGivesSamePixels() throws {
    let options = RenderOptions(seed: 77, size: try ScreenSize(parsing: "200x356"))
    let first = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone, options: options)
    let second = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone, options: options)
    #expect(first.image == second.image)
    #expect(first.label == second.label)
  }

  @Test func differentSeedsGiveDifferentWood() throws {
    let size = try ScreenSize(parsing: "120x120")
    let first = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
      options: RenderOptions(seed: 1, size: size))
    let second = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
      options: RenderOptions(seed: 2, size: size))
    #expect(first.image != second.image)
  }

  @Test(arguments: ScreenLayout.allCases)
  func everyLayoutRendersAtTheAskedSize(_ layout: ScreenLayout) throws {
    // A quarter of the default size keeps the test quick; geometry tests cover full sizes.
    let size = try ScreenSize(
      width: layout.defaultSize.width / 4, height: layout.defaultSize.height / 4)
    let shot = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.orange(), layout: layout,
      options: RenderOptions(size: size))
    #expect(shot.image.width == size.width)
    #expect(shot.image.height == size.height)
    let rect = try #require(shot.boardRect)
    #expect(rect.intersection(shot.image.bounds) == rect)
    #expect(shot.label.attributes["layout"]?.text == layout.rawValue)
    #expect(shot.label.attributes["size"]?.text == size.description)
  }

  @Test func labelCarriesBoardExitMovesAndFacts() throws {
    let rowThree = "ooooooooooooooooooAAoooooooooooooooo"
    let shot = try Renderer.render(
      puzzle: puzzle(rowThree, exit: "left:3"), theme: TestThemes.light(), layout: .oldPhone,
      options: RenderOptions(seed: 5, optimalMoves: .moves(23), note: "a note"))
    #expect(shot.label.puzzle == (try puzzle(rowThree, exit: "left:3")))
    #expect(shot.label.optimalMoves == .moves(23))
    #expect(shot.label.note == "a note")
    #expect(shot.label.attributes["theme"] == "test-light")
    #expect(shot.label.attributes["seed"] == 5)
    let rect = try #require(shot.boardRect)
    #expect(
      shot.label.attributes["boardRect"]
        == .object([
          "x": .integer(rect.x), "y": .integer(rect.y), "width": .integer(rect.width),
          "height": .integer(rect.height),
        ]))
    let decoded = try Label(json: shot.label.jsonData(), file: "render.json")
    #expect(decoded == shot.label)
  }

  @Test func prisonerCellsShowThePrisonerColour() throws {
    let theme = try TestThemes.light()
    let shot = try Renderer.render(
      puzzle: puzzle(), theme: theme, layout: .boardOnly,
      options: RenderOptions(size: try ScreenSize(parsing: "300x300")))
    // The prisoner covers (2,1)-(2,2): sample the middle of its first cell.
    let pixel = shot.image[75, 125]
    #expect(Int(pixel.red) > 180 && Int(pixel.green) < 80 && Int(pixel.blue) < 80)
    // An empty cell (0,0) shows the dark board.
    let empty = shot.image[25, 25]
    #expect(abs(Int(empty.red) - Int(theme.palette.board.red)) < 20)
  }

  @Test func fixedBlocksShowRivetsInTheirCorners() throws {
    let theme = try TestThemes.light()
    let shot = try Renderer.render(
      puzzle: puzzle("xooooooooooooAAooooooooooooooooooooo"), theme: theme,
      layout: .boardOnly, options: RenderOptions(size: try ScreenSize(parsing: "600x600")))
    // Cell (0,0) is 100 px; a rivet sits about 23 px in from each corner of the block.
    let rivet = theme.palette.rivet
    func distance(_ pixel: RGBA) -> Int {
      abs(Int(pixel.red) - Int(rivet.red)) + abs(Int(pixel.green) - Int(rivet.green))
        + abs(Int(pixel.blue) - Int(rivet.blue))
    }
    for (x, y) in [(23, 23), (76, 23), (23, 74), (76, 74)] {
      #expect(distance(shot.image[x, y]) < 110, "rivet at (\(x), \(y))")
    }
    #expect(distance(shot.image[50, 50]) > 200)
  }

  @Test func scaleResizesImageAndBoardRect() throws {
    let shot = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(
        size: try ScreenSize(parsing: "400x712"), perturbations: Perturbations(scale: 0.5)))
    #expect(shot.image.width == 200 && shot.image.height == 356)
    let rect = try #require(shot.boardRect)
    #expect(abs(rect.width - 186) <= 1)
    #expect(abs((shot.tileSize ?? 0) - 31) < 0.5)
    #expect(shot.label.attributes["perturbations"] == "scale:0.5")
  }

  @Test func perturbationsChangePixelsButNotTheBoardRect() throws {
    let size = try ScreenSize(parsing: "200x356")
    let clean = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(size: size))
    for perturbations in [
      Perturbations(overlays: [.box]), Perturbations(overlays: [.arrows]),
      Perturbations(overlays: [.text]), Perturbations(decoy: true), Perturbations(banner: true),
      Perturbations(noise: 6),
    ] {
      let changed = try Renderer.render(
        puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
        options: RenderOptions(size: size, perturbations: perturbations))
      #expect(changed.image != clean.image, "\(perturbations.names)")
      #expect(changed.boardRect == clean.boardRect)
    }
  }

  @Test func figureAddsMarginsAndMovesTheBoard() throws {
    let size = try ScreenSize(parsing: "200x356")
    let clean = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(size: size))
    let figure = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(size: size, perturbations: Perturbations(overlays: [.figure])))
    let board = try #require(clean.boardRect)
    let moved = try #require(figure.boardRect)
    #expect(figure.image.width > 200 && figure.image.height > 356)
    #expect(moved.width == board.width && moved.y == board.y && moved.x > board.x)
    // The screenshot is copied unchanged into the figure.
    let offset = moved.x - board.x
    #expect(
      figure.image[board.x + offset + 40, board.y + 40] == clean.image[board.x + 40, board.y + 40])
    #expect(figure.image[2, 2] == .white)
  }

  @Test func decoyAndBannerStayOffTheBoard() throws {
    let size = try ScreenSize(parsing: "200x356")
    let clean = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(size: size))
    let busy = try Renderer.render(
      puzzle: puzzle(), theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(size: size, perturbations: Perturbations(decoy: true, banner: true)))
    let board = try #require(clean.boardRect)
    for y in board.y..<board.maxY {
      for x in board.x..<board.maxX where clean.image[x, y] != busy.image[x, y] {
        Issue.record("pixel (\(x), \(y)) on the board changed")
        return
      }
    }
  }

  @Test func decoyNeedsRoomOutsideTheBoard() throws {
    #expect(
      throws: RendererError.noRoom(
        perturbation: "decoy board", layout: "board-only", size: "600x600")
    ) {
      try Renderer.render(
        puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
        options: RenderOptions(perturbations: Perturbations(decoy: true)))
    }
    #expect(
      throws: RendererError.noRoom(perturbation: "banner", layout: "board-only", size: "600x600")
    ) {
      try Renderer.render(
        puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
        options: RenderOptions(perturbations: Perturbations(banner: true)))
    }
  }

  @Test func rejectsPerturbationsOutOfRange() throws {
    #expect(
      throws: RendererError.perturbationOutOfRange(
        name: "scale", value: 9, allowed: Perturbations.scaleRange)
    ) {
      try Renderer.render(
        puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
        options: RenderOptions(perturbations: Perturbations(scale: 9)))
    }
    #expect(
      throws: RendererError.perturbationOutOfRange(
        name: "noise", value: -1, allowed: Perturbations.noiseRange)
    ) {
      try Renderer.render(
        puzzle: puzzle(), theme: TestThemes.light(), layout: .boardOnly,
        options: RenderOptions(perturbations: Perturbations(noise: -1)))
    }
  }

  @Test(arguments: RejectScreen.allCases)
  func rejectScreensAreLabelledRejects(_ screen: RejectScreen) throws {
    let shot = try Renderer.renderReject(
      screen, theme: TestThemes.light(), layout: .oldPhone, options: RenderOptions(seed: 3))
    #expect(shot.label.isReject)
    #expect(shot.boardRect == nil)
    #expect(shot.label.attributes["screen"]?.text == screen.rawValue)
    #expect(shot.image.width == 320)
    let again = try Renderer.renderReject(
      screen, theme: TestThemes.light(), layout: .oldPhone, options: RenderOptions(seed: 3))
    #expect(again.image == shot.image)
  }

  @Test func rejectScreensAreTurnedAndRotatedAsAsked() throws {
    var perturbations = Perturbations()
    perturbations.quarterTurns = 1
    let turned = try Renderer.renderReject(
      .menu, theme: TestThemes.light(), layout: .oldPhone,
      options: RenderOptions(seed: 3, perturbations: perturbations))
    #expect(turned.image.width == 480 && turned.image.height == 320)
    #expect(turned.label.attributes["perturbations"]?.description.contains("turn") == true)
    perturbations.quarterTurns = 0
    perturbations.rotation = 10
    let rotated = try Renderer.renderReject(
      .menu, theme: TestThemes.light(), layout: .oldPhone,
      options: RenderOptions(seed: 3, perturbations: perturbations))
    // (Rotated, the canvas grows to hold the whole screen and its corners are filled dark.)
    #expect(rotated.image.width > 320 && rotated.image.height > 480)
    #expect(rotated.image[0, 0] == Imaging.Perturbation.geometricFill)
  }
}
