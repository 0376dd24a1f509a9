/// One of the twelve pentominoes, named by the letter it resembles (Golomb's letters
/// F I L N P T U V W X Y Z).
public enum Pentomino: Int, CaseIterable, Sendable, Comparable, CustomStringConvertible {
  case f, i, l, n, p, t, u, v, w, x, y, z

  /// The piece's letter, upper case.
  public var letter: Character {
    Pentomino.letters[rawValue]
  }

  /// The piece named by `letter` (either case), or nil.
  public init?(letter: Character) {
    guard let index = Pentomino.letters.firstIndex(of: Character(letter.uppercased())) else {
      return nil
    }
    self.init(rawValue: index)
  }

  /// The letter, as a string.
  public var description: String { String(letter) }

  /// Order of declaration (alphabetical by letter).
  public static func < (lhs: Pentomino, rhs: Pentomino) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let letters: [Character] = [
    "F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z",
  ]

  /// The piece's five cells in one orientation, as drawn in most references.
  public var cells: [BoardCell] {
    let picture: [String]
    switch self {
    case .f: picture = [".##", "##.", ".#."]
    case .i: picture = ["#####"]
    case .l: picture = ["####", "#..."]
    case .n: picture = ["##..", ".###"]
    case .p: picture = ["##", "##", "#."]
    case .t: picture = ["###", ".#.", ".#."]
    case .u: picture = ["#.#", "###"]
    case .v: picture = ["#..", "#..", "###"]
    case .w: picture = ["#..", "##.", ".##"]
    case .x: picture = [".#.", "###", ".#."]
    case .y: picture = ["####", ".#.."]
    case .z: picture = ["##.", ".#.", ".##"]
    }
    var cells: [BoardCell] = []
    for (row, line) in picture.enumerated() {
      for (column, mark) in line.enumerated() where mark == "#" {
        cells.append(BoardCell(row: row, column: column))
      }
    }
    return cells
  }

  /// Every distinct orientation of the piece under rotation and reflection, each normalised so
  /// its smallest row and column are 0 and its cells sorted row-major.
  ///
  /// There are 63 in all: F, L, N, P, Y have 8; T, U, V, W, Z have 4; I has 2; X has 1.
  public var orientations: [[BoardCell]] {
    var seen: Set<[BoardCell]> = []
    var result: [[BoardCell]] = []
    for symmetry in SquareSymmetry.allCases {
      let image = BoardCell.normalised(cells.map(symmetry.apply))
      if seen.insert(image).inserted { result.append(image) }
    }
    return result
  }
}

extension BoardCell {
  /// `cells` translated so the smallest row and column are 0, sorted row-major.
  static func normalised(_ cells: [BoardCell]) -> [BoardCell] {
    let top = cells.map(\.row).min() ?? 0
    let left = cells.map(\.column).min() ?? 0
    return cells.map { BoardCell(row: $0.row - top, column: $0.column - left) }.sorted()
  }
}
