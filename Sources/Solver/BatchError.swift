import FileGuard

/// Why `solve --batch` fails: a list that cannot be read or holds no board, or a run whose
/// results differ from their expected counts or that met invalid lines.
public enum BatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The list cannot be read (the reason from `InputFile`).
  case unreadableList(path: String, reason: String)
  /// The list holds no board line.
  case noBoards(path: String)
  /// Some results differ from their lines' expected counts (or, when checking, some lines are
  /// invalid).
  case mismatches(path: String, mismatches: Int, checked: Int, invalid: Int)
  /// Some lines hold no valid puzzle.
  case invalidLines(path: String, count: Int)

  /// What failed and what to do.
  public var description: String {
    switch self {
    case .unreadableList(let path, let reason):
      "\(Printable.path(path)): cannot read the puzzle list (\(reason)); give an existing file "
        + "with one board per line"
    case .noBoards(let path):
      "\(path): no boards found; write one 36-character board per line"
    case .mismatches(let path, let mismatches, let checked, let invalid):
      "\(path): \(mismatches) of \(checked) checked boards differ from their expected counts "
        + "and \(invalid) lines are invalid; see the lines marked MISMATCH or invalid"
    case .invalidLines(let path, let count):
      "\(path): \(count) invalid lines (printed as '# line N: invalid'); fix or remove them"
    }
  }
}
