import Pentominoes
import Testing

@Suite("Pentomino")
struct PentominoTests {
  @Test func thereAreSixtyThreeOrientationsInAll() {
    let counts = Dictionary(
      uniqueKeysWithValues: Pentomino.allCases.map { ($0.letter, $0.orientations.count) })
    #expect(counts.values.reduce(0, +) == 63)
    #expect(counts["X"] == 1)
    #expect(counts["I"] == 2)
    for letter: Character in ["T", "U", "V", "W", "Z"] { #expect(counts[letter] == 4) }
    for letter: Character in ["F", "L", "N", "P", "Y"] { #expect(counts[letter] == 8) }
  }

  @Test(arguments: Pentomino.allCases)
  func eachPieceHasFiveConnectedCells(piece: Pentomino) {
    let cells = Set(piece.cells)
    #expect(cells.count == 5)
    var reached: Set<BoardCell> = [piece.cells[0]]
    var pending = [piece.cells[0]]
    while let cell = pending.popLast() {
      for next in [(0, 1), (1, 0), (0, -1), (-1, 0)].map({
        BoardCell(row: cell.row + $0.0, column: cell.column + $0.1)
      }) where cells.contains(next) && reached.insert(next).inserted {
        pending.append(next)
      }
    }
    #expect(reached == cells)
  }

  @Test func lettersRoundTrip() {
    #expect(String(Pentomino.allCases.map(\.letter)) == "FILNPTUVWXYZ")
    for piece in Pentomino.allCases {
      #expect(Pentomino(letter: piece.letter) == piece)
      #expect(Pentomino(letter: Character(piece.letter.lowercased())) == piece)
    }
    #expect(Pentomino(letter: "A") == nil)
  }

  @Test func coloursAreDistinct() {
    #expect(Set(Pentomino.allCases.map(\.colour)).count == 12)
  }
}
