import Imaging
import Pentominoes
import Testing

@Suite("TilingPicture")
struct TilingPictureTests {
  private func picture(_ name: String) throws -> (TilingPicture, RGBAImage) {
    let solver = try PentominoSolver(board: #require(try PentominoBoard.named(name)))
    let picture = TilingPicture(tiling: try #require(solver.firstTiling()))
    return (picture, picture.render())
  }

  @Test func sizeIsCellsPlusMargins() throws {
    let (picture, image) = try picture("6x10")
    #expect(picture.cellSize == 48)
    #expect(image.width == 10 * 48 + 2 * picture.margin)
    #expect(image.height == 6 * 48 + 2 * picture.margin)
  }

  @Test(arguments: ["6x10", "8x8", "20x3"])
  func eachCellIsFilledWithItsPiecesColourAndHolesWithTheBackground(name: String) throws {
    let (picture, image) = try picture(name)
    let board = picture.tiling.board
    for row in 0..<board.rows {
      for column in 0..<board.columns {
        let cell = picture.rect(row: row, column: column)
        // A quarter of the way in: clear of borders and of the letter in the middle.
        let sample = image[cell.x + cell.width / 4, cell.y + cell.height / 4]
        let expected =
          picture.tiling[BoardCell(row: row, column: column)]?.colour ?? TilingPicture.background
        #expect(sample == expected, "cell \(row), \(column)")
      }
    }
  }

  @Test func edgesBetweenPiecesAreThickAndEdgesWithinAPieceThin() throws {
    let (picture, image) = try picture("6x10")
    let tiling = picture.tiling
    var thick = 0
    var thin = 0
    for row in 0..<6 {
      for column in 0..<9 {
        let left = tiling[BoardCell(row: row, column: column)]
        let right = tiling[BoardCell(row: row, column: column + 1)]
        let cell = picture.rect(row: row, column: column)
        let y = cell.y + cell.height / 4
        // Pixels just left and right of the shared edge.
        let inside = [image[cell.maxX - 1, y], image[cell.maxX + 1, y]]
        if left == right {
          #expect(inside[0] == left?.colour)
          #expect(inside[1] == left?.colour)
          #expect(image[cell.maxX, y] != TilingPicture.pieceBorder)
          thin += 1
        } else {
          #expect(inside.allSatisfy { $0 == TilingPicture.pieceBorder })
          thick += 1
        }
      }
    }
    #expect(thick > 0 && thin > 0)
    #expect(picture.borderWidth >= 3)
  }

  @Test func everyPieceCarriesItsLetterInk() throws {
    let (picture, image) = try picture("6x10")
    for piece in Pentomino.allCases {
      let ink = piece.colour.contrastingColour
      let inked = picture.tiling.cells(of: piece).contains { cell in
        let rect = picture.rect(row: cell.row, column: cell.column)
        let middle = rect.insetBy(rect.width / 4)
        return (middle.y..<middle.maxY).contains { y in
          (middle.x..<middle.maxX).contains { x in image[x, y] == ink }
        }
      }
      #expect(inked, "letter of \(piece)")
    }
  }

  @Test func cropsHoleMarginsAroundTheCells() throws {
    var rows = ["..........."]
    rows += Array(repeating: ".##########", count: 6)
    let board = try PentominoBoard(maskText: rows.joined(separator: "\n"), name: "padded")
    let tiling = try #require(try PentominoSolver(board: board).firstTiling())
    let picture = TilingPicture(tiling: tiling)
    #expect(picture.rows == 6)
    #expect(picture.columns == 10)
    #expect(picture.origin == BoardCell(row: 1, column: 1))
  }
}
