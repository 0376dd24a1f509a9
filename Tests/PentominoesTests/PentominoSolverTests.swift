import Pentominoes
import Testing

/// A classic board with its known numbers of tilings (up to symmetry, and in total).
struct KnownBoard: CustomTestStringConvertible, Sendable {
  var name: String
  var distinct: Int
  var total: Int
  var symmetries: Int
  var testDescription: String { name }
}

@Suite("PentominoSolver")
struct PentominoSolverTests {
  static let classic = [
    KnownBoard(name: "6x10", distinct: 2339, total: 9356, symmetries: 4),
    KnownBoard(name: "5x12", distinct: 1010, total: 4040, symmetries: 4),
    KnownBoard(name: "4x15", distinct: 368, total: 1472, symmetries: 4),
    KnownBoard(name: "3x20", distinct: 2, total: 8, symmetries: 4),
    KnownBoard(name: "8x8", distinct: 65, total: 520, symmetries: 8),
  ]

  /// Mask files with no, some and full symmetry, beyond the classic rectangles.
  static let masks: [(name: String, rows: [String])] = [
    ("asymmetric", [".###################.", "####################.", "#####################"]),
    ("mirrored", [".###################..", "######################", ".###################.."]),
    (
      "half-turn",
      ["..##############.", ".################", "################.", ".##############.."]
    ),
    ("two regions", Array(repeating: "######.######", count: 5)),
  ]

  private func solver(_ name: String) throws -> PentominoSolver {
    try PentominoSolver(board: #require(try PentominoBoard.named(name)))
  }

  private func allTilings(_ solver: PentominoSolver) -> [[String]] {
    var grids: [[String]] = []
    solver.forEachTiling { tiling in
      grids.append(tiling.rowStrings)
      return true
    }
    return grids
  }

  @Test(arguments: classic)
  func countsClassicBoardsUpToSymmetryAndInTotal(board: KnownBoard) throws {
    let count = try solver(board.name).count()
    #expect(count.distinct == board.distinct)
    #expect(count.total == board.total)
    #expect(count.symmetries.count == board.symmetries)
  }

  @Test(arguments: classic)
  func enumeratesEveryTilingOnceAndEachPassesTheIndependentChecker(board: KnownBoard) throws {
    let solver = try solver(board.name)
    let mask = solver.board.maskText.split(separator: "\n").map(String.init)
    let grids = allTilings(solver)
    #expect(grids.count == board.total)
    #expect(Set(grids).count == grids.count, "no tiling is listed twice")
    let invalid = grids.filter { !TilingChecker.problems(grid: $0, mask: mask).isEmpty }
    #expect(invalid.isEmpty, "first invalid: \(invalid.first ?? [])")
    if let bad = invalid.first {
      Issue.record("\(TilingChecker.problems(grid: bad, mask: mask))")
    }
    #expect(TilingChecker.orbitCount(of: grids, mask: mask) == board.distinct)
  }

  @Test(arguments: ["10x6", "12x5", "15x4", "20x3"])
  func transposedRectanglesHaveTheSameCounts(name: String) throws {
    let count = try solver(name).count()
    let rows = name.split(separator: "x")
    let original = try solver("\(rows[1])x\(rows[0])").count()
    #expect(count.total == original.total)
    #expect(count.distinct == original.distinct)
    #expect(try solver(name).firstTiling()?.board.rows == Int(rows[0]))
  }

  @Test(arguments: masks.indices)
  func countsGeneralMasksConsistentlyWithEnumerationAndCanonicalForms(index: Int) throws {
    let (name, rows) = Self.masks[index]
    let board = try PentominoBoard(maskText: rows.joined(separator: "\n"), name: name)
    let solver = try PentominoSolver(board: board)
    let count = solver.count()
    let grids = allTilings(solver)
    #expect(!grids.isEmpty)
    #expect(grids.count == count.total)
    #expect(Set(grids).count == grids.count)
    #expect(grids.allSatisfy { TilingChecker.problems(grid: $0, mask: rows).isEmpty })
    #expect(TilingChecker.orbitCount(of: grids, mask: rows) == count.distinct)
    #expect(
      TilingChecker.symmetricImages(grid: rows, mask: rows).count == count.symmetries.count)
  }

  @Test(arguments: ["asymmetric", "mirrored"])
  func totalMatchesANaiveIndependentSolver(name: String) throws {
    let rows = try #require(Self.masks.first { $0.name == name }).rows
    let board = try PentominoBoard(maskText: rows.joined(separator: "\n"), name: name)
    #expect(try PentominoSolver(board: board).count().total == NaiveTiler.countTilings(mask: rows))
  }

  @Test func symmetryGroupIsComputedFromTheMask() throws {
    #expect(
      try #require(try PentominoBoard.named("6x10")).symmetries == [
        .identity, .rotate180, .flipHorizontal, .flipVertical,
      ])
    #expect(try #require(try PentominoBoard.named("8x8")).symmetries == SquareSymmetry.allCases)
    let asymmetric = try PentominoBoard(
      maskText: Self.masks[0].rows.joined(separator: "\n"), name: "a")
    #expect(asymmetric.symmetries == [.identity])
    let mirrored = try PentominoBoard(
      maskText: Self.masks[1].rows.joined(separator: "\n"), name: "m")
    #expect(mirrored.symmetries == [.identity, .flipVertical])
    let halfTurn = try PentominoBoard(
      maskText: Self.masks[2].rows.joined(separator: "\n"), name: "h")
    #expect(halfTurn.symmetries == [.identity, .rotate180])
  }

  @Test func symmetryIgnoresHoleMarginsAroundTheCells() throws {
    let padded = try PentominoBoard(
      maskText: "......\n.####.\n.####.\n......\n......", name: "padded")
    #expect(padded.symmetries == [.identity, .rotate180, .flipHorizontal, .flipVertical])
  }

  @Test func firstTilingPassesTheIndependentChecker() throws {
    let solver = try solver("6x10")
    let tiling = try #require(solver.firstTiling())
    let mask = solver.board.maskText.split(separator: "\n").map(String.init)
    #expect(TilingChecker.problems(grid: tiling.rowStrings, mask: mask).isEmpty)
    #expect(tiling.text == tiling.rowStrings.joined(separator: "\n"))
    for piece in Pentomino.allCases {
      #expect(tiling.cells(of: piece).count == 5)
      #expect(tiling.cells(of: piece).allSatisfy { tiling[$0] == piece })
    }
  }

  @Test func aBoardWithRightSizedRegionsButNoTilingHasNone() throws {
    let solver = try solver("2x30")
    #expect(solver.firstTiling() == nil)
    let count = solver.count()
    #expect(count.total == 0)
    #expect(count.distinct == 0)
  }

  @Test func stoppingTheEnumerationStopsIt() throws {
    var seen = 0
    try solver("6x10").forEachTiling { _ in
      seen += 1
      return seen < 3
    }
    #expect(seen == 3)
  }

  @Test func checkerRejectsBrokenTilings() throws {
    let tiling = try #require(try solver("3x20").firstTiling()).rowStrings
    let mask = Array(repeating: String(repeating: "#", count: 20), count: 3)
    #expect(TilingChecker.problems(grid: tiling, mask: mask).isEmpty)
    // Swap two cells of different pieces: both pieces are now the wrong shape or size.
    var swapped = tiling.map(Array.init)
    let (a, b) = (swapped[0][0], swapped[0][19])
    swapped[0][0] = b
    swapped[0][19] = a
    #expect(!TilingChecker.problems(grid: swapped.map { String($0) }, mask: mask).isEmpty)
    var missing = tiling
    missing[1] = "." + missing[1].dropFirst()
    #expect(!TilingChecker.problems(grid: missing, mask: mask).isEmpty)
  }
}
