import Calibration
import Puzzle
import Scanner
import Testing

@Suite("Differences between a reading and its label")
struct ReadingDifferenceTests {
  static let label = "BBBCDEFGGCDEFoAADoHHIooooJIKKooJLLMM"

  @Test func anExactReadingHasNoDifferences() throws {
    let label = try Puzzle(notation: Self.label)
    // Other letters, same blocks.
    let read = try Puzzle(notation: "CCCBDEFGGBDEFoAADoHHIooooJIKKooJLLMM")
    #expect(ReadingDifference.between(label: label, read: read, failure: nil).isEmpty)
  }

  @Test func namesEachTileWhoseClassDiffers() throws {
    let label = try Puzzle(notation: Self.label)
    let read = try Puzzle(notation: "BBBCDEFGGCDEFoAADoHHIoNNoJIKKooJLLMM")
    #expect(
      ReadingDifference.between(label: label, read: read, failure: nil) == [
        "tile (3,4): read block, label empty", "tile (3,5): read block, label empty",
      ])
  }

  @Test func namesBlocksWhoseCellsDiffer() throws {
    let label = try Puzzle(notation: "oooooBoooooBoooAABooooooCDEFGHCDEFGH")
    let read = try Puzzle(notation: "oooooBoooooBoooAABooooooCCDDEEFFGGHH")
    let differences = ReadingDifference.between(label: label, read: read, failure: nil)
    #expect(differences.count == 6)
    #expect(differences.first == "block at (4,0): read cells (4,0) (4,1), label (4,0) (5,0)")
  }

  @Test func namesTheExit() throws {
    let label = try Puzzle(notation: Self.label, exit: Exit(side: .left, row: 2))
    let read = try Puzzle(notation: Self.label)
    #expect(
      ReadingDifference.between(label: label, read: read, failure: nil) == [
        "exit: read right:2, label left:2"
      ])
  }

  @Test func quotesTheScanErrorWhenNothingWasRead() throws {
    let label = try Puzzle(notation: Self.label)
    let failure = ScanError.noPrisoner(reddest: Cell(row: 2, column: 3), share: 0.1)
    #expect(
      ReadingDifference.between(label: label, read: nil, failure: failure) == [
        "no reading: \(failure.description)"
      ])
  }
}
