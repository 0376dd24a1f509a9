/// A valid 6x6 Unblock Me board: blocks that do not overlap, each a straight line of 2 or 3
/// cells, fixed 1x1 blocks, and one horizontal prisoner `A` of length 2.
///
/// Every `Board` value is valid: the initialisers check the notation or the block list and
/// throw a `PuzzleError` naming the first fault. The exit is not part of the board; see
/// `Puzzle`.
public struct Board: Hashable, Sendable, CustomStringConvertible {
  /// The number of rows and of columns.
  public static let size = 6
  /// The number of cells.
  public static let cellCount = size * size

  /// The notation's characters as ASCII: `o` empty, `x` fixed, `A`-`Z` blocks.
  let grid: [UInt8]
  /// Every block, fixed ones included, in reading order of their top-left cells.
  public let blocks: [Block]

  /// Creates a board from the 36-character notation.
  ///
  /// - Parameter notation: rows top to bottom; `o` or `.` empty, `x` fixed, `A` the
  ///   prisoner, any other capital letter one block.
  /// - Throws: `PuzzleError.wrongLength`, `.unknownCharacter`, `.loneCell`, `.brokenBlock`,
  ///   `.blockTooLong`, `.missingPrisoner` or `.prisonerNotHorizontalPair`.
  public init(notation: String) throws(PuzzleError) {
    let characters = Array(notation)
    guard characters.count == Board.cellCount else {
      throw .wrongLength(notation: notation, count: characters.count)
    }
    var grid = [UInt8](repeating: Board.empty, count: Board.cellCount)
    for (index, character) in characters.enumerated() {
      switch character {
      case "o", ".": grid[index] = Board.empty
      case "x": grid[index] = Board.fixed
      default:
        guard let code = character.asciiValue, (65...90).contains(code) else {
          throw .unknownCharacter(character, at: Cell(index: index))
        }
        grid[index] = code
      }
    }
    try self.init(grid: grid)
  }

  /// Creates a board from a list of blocks (as the scanner detects them).
  ///
  /// - Parameter blocks: the blocks in any order; fixed blocks have letter `x`, length 1.
  /// - Throws: `PuzzleError.invalidLetter`, `.duplicateLetter`, `.invalidBlockLength`,
  ///   `.blockOffBoard`, `.overlappingBlocks`, `.missingPrisoner` or
  ///   `.prisonerNotHorizontalPair`.
  public init(blocks: [Block]) throws(PuzzleError) {
    var grid = [UInt8](repeating: Board.empty, count: Board.cellCount)
    var seen = Set<Character>()
    for block in blocks {
      guard block.isFixed || ("A"..."Z").contains(block.letter), block.letter.isASCII else {
        throw .invalidLetter(block.letter)
      }
      if !block.isFixed {
        guard seen.insert(block.letter).inserted else { throw .duplicateLetter(block.letter) }
      }
      let lengthIsValid = block.isFixed ? block.length == 1 : (2...3).contains(block.length)
      guard lengthIsValid else {
        throw .invalidBlockLength(letter: block.letter, length: block.length)
      }
      guard block.cells.allSatisfy(\.isOnBoard) else { throw .blockOffBoard(block) }
      let code = block.letter.asciiValue ?? Board.empty
      for cell in block.cells {
        let existing = grid[cell.index]
        guard existing == Board.empty else {
          throw .overlappingBlocks(Character(UnicodeScalar(existing)), block.letter, at: cell)
        }
        grid[cell.index] = code
      }
    }
    try self.init(grid: grid)
  }

  /// Creates a board from an ASCII grid (`o`, `x`, `A`-`Z`), validating its blocks.
  init(grid: [UInt8]) throws(PuzzleError) {
    self.grid = grid
    self.blocks = try Board.blocks(of: grid)
  }

  /// Creates a board from a grid and its blocks, already known to be valid and to agree.
  init(checkedGrid grid: [UInt8], blocks: [Block]) {
    self.grid = grid
    self.blocks = blocks
  }

  /// The empty cell's code in `grid`.
  static let empty = UInt8(ascii: "o")
  /// The fixed block's code in `grid`.
  static let fixed = UInt8(ascii: "x")

  /// Groups the grid's letters into blocks, checking each one's shape.
  private static func blocks(of grid: [UInt8]) throws(PuzzleError) -> [Block] {
    var order: [UInt8] = []
    var cellsOf: [UInt8: [Cell]] = [:]
    var blocks: [Block] = []
    for index in 0..<cellCount where grid[index] != empty {
      let code = grid[index]
      if code == fixed {
        blocks.append(.fixed(at: Cell(index: index)))
      } else {
        if cellsOf[code] == nil { order.append(code) }
        cellsOf[code, default: []].append(Cell(index: index))
      }
    }
    var hasPrisoner = false
    for code in order {
      let letter = Character(UnicodeScalar(code))
      let cells = cellsOf[code] ?? []
      let first = cells[0]
      let horizontal = cells.enumerated().allSatisfy { step, cell in
        cell == Cell(row: first.row, column: first.column + step)
      }
      let vertical = cells.enumerated().allSatisfy { step, cell in
        cell == Cell(row: first.row + step, column: first.column)
      }
      if letter == Block.prisonerLetter {
        guard horizontal, cells.count == 2 else { throw .prisonerNotHorizontalPair(cells: cells) }
        hasPrisoner = true
      } else if cells.count == 1 {
        throw .loneCell(letter: letter, at: first)
      } else if !horizontal && !vertical {
        throw .brokenBlock(letter: letter, cells: cells)
      } else if cells.count > 3 {
        throw .blockTooLong(letter: letter, cells: cells)
      }
      blocks.append(
        Block(
          letter: letter, origin: first, orientation: horizontal ? .horizontal : .vertical,
          length: cells.count))
    }
    guard hasPrisoner else {
      throw .missingPrisoner(notation: String(decoding: grid, as: UTF8.self))
    }
    return blocks.sorted { $0.origin < $1.origin }
  }

  /// The 36-character notation, `o` for empty cells.
  public var notation: String { String(decoding: grid, as: UTF8.self) }

  /// The six rows as six-character strings, `o` for empty cells (the board file format).
  public var rows: [String] {
    (0..<Board.size).map { row in
      String(decoding: grid[(row * Board.size)..<((row + 1) * Board.size)], as: UTF8.self)
    }
  }

  /// The notation.
  public var description: String { notation }

  /// The character at `cell`: `o` empty, `x` fixed, or a block letter.
  public subscript(cell: Cell) -> Character {
    precondition(cell.isOnBoard, "cell \(cell) is not on the board")
    return Character(UnicodeScalar(grid[cell.index]))
  }

  /// The prisoner `A`.
  public var prisoner: Block {
    guard let prisoner = blocks.first(where: \.isPrisoner) else {
      preconditionFailure("a Board always holds a prisoner")
    }
    return prisoner
  }

  /// The sliding blocks (everything but `x`), prisoner included, in reading order.
  public var slidingBlocks: [Block] { blocks.filter { !$0.isFixed } }

  /// The cells of the fixed blocks, in reading order.
  public var fixedCells: [Cell] { blocks.filter(\.isFixed).map(\.origin) }

  /// The sliding block named `letter`, if any.
  public func block(named letter: Character) -> Block? {
    letter == Block.fixedLetter ? nil : blocks.first { $0.letter == letter }
  }

  /// The block covering `cell`, if any.
  public func block(at cell: Cell) -> Block? {
    guard cell.isOnBoard, grid[cell.index] != Board.empty else { return nil }
    return blocks.first { $0.cells.contains(cell) }
  }

  /// True when `cell` is on the board and empty.
  public func isEmpty(_ cell: Cell) -> Bool {
    cell.isOnBoard && grid[cell.index] == Board.empty
  }

  public static func == (lhs: Board, rhs: Board) -> Bool { lhs.grid == rhs.grid }

  public func hash(into hasher: inout Hasher) { hasher.combine(grid) }
}
