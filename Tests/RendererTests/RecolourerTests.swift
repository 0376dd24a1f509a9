import Imaging
import Puzzle
import Testing
import Themes

@testable import Renderer

@Suite("Recolouring a labelled screenshot into another wood theme")
struct RecolourerTests {
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLx"

  /// The mean CIELAB colour of the centre of tile (`row`, `column`) of `board` in `image`.
  static func centre(_ image: RGBAImage, _ board: PixelRect, _ row: Int, _ column: Int) -> LabColour
  {
    let tile = Double(board.width) / 6
    var sum = (l: 0.0, a: 0.0, b: 0.0)
    var count = 0.0
    for j in 0..<5 {
      for i in 0..<5 {
        let x = Int(Double(board.x) + tile * (Double(column) + 0.4 + 0.05 * Double(i)))
        let y = Int(Double(board.y) + tile * (Double(row) + 0.4 + 0.05 * Double(j)))
        let colour = LabColour(image[x, y])
        sum = (sum.l + colour.l, sum.a + colour.a, sum.b + colour.b)
        count += 1
      }
    }
    return LabColour(l: sum.l / count, a: sum.a / count, b: sum.b / count)
  }

  static func distance(_ first: LabColour, _ second: RGBA) -> Double {
    let other = LabColour(second)
    let (dl, da, db) = (first.l - other.l, first.a - other.a, first.b - other.b)
    return (dl * dl + da * da + db * db).squareRoot()
  }

  @Test func movesEachClassToTheThemesColourAndKeepsWhatIsLikeNone() throws {
    let puzzle = try Puzzle(notation: Self.board, exit: Exit(parsing: "right:2"))
    let shot = try Renderer.render(
      puzzle: puzzle, theme: TestThemes.light(), layout: .tallPhone,
      options: RenderOptions(seed: 3, size: try ScreenSize(parsing: "400x712")))
    let rect = try #require(shot.boardRect)
    // A pure blue mark in the screen's corner: like no class, it keeps its colour.
    var image = shot.image
    image[2, 2] = RGBA(red: 0, green: 0, blue: 255)
    let target = RandomWoodTheme.profile(seed: 3).palette
    let recoloured = try #require(
      Recolourer(palette: target).recolour(image, board: rect, layout: puzzle.board))
    // The tiles of each class, on average: near the theme's colour (each tile keeps its own
    // shading and grain, so only the class's mean is moved exactly).
    func mean(_ letters: (Character) -> Bool) -> LabColour {
      let cells = (0..<36).map { Cell(index: $0) }.filter { letters(puzzle.board[$0]) }
      let colours = cells.map { Self.centre(recoloured, rect, $0.row, $0.column) }
      let n = Double(colours.count)
      return LabColour(
        l: colours.reduce(0) { $0 + $1.l } / n, a: colours.reduce(0) { $0 + $1.a } / n,
        b: colours.reduce(0) { $0 + $1.b } / n)
    }
    let cases: [(String, (Character) -> Bool, RGBA)] = [
      ("empty", { $0 == "o" }, target.board), ("prisoner", { $0 == "A" }, target.prisoner),
      ("blocks", { $0 != "o" && $0 != "A" && $0 != "x" }, target.wood),
    ]
    for (name, letters, colour) in cases {
      let moved = mean(letters)
      #expect(Self.distance(moved, colour) < 8, "\(name): \(moved) for \(LabColour(colour))")
    }
    #expect(recoloured[2, 2] == RGBA(red: 0, green: 0, blue: 255))
    #expect(recoloured.width == shot.image.width)
  }
}
