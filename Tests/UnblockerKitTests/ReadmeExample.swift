import UnblockerKit

/// The `adb shell input swipe` lines that solve the screenshot at `path`, or nil when its
/// board is not read surely or has no solution.
func swipes(solving path: String) throws -> [String]? {
  let unblocker = try Unblocker()
  let reading = try unblocker.scan(file: path)
  guard let puzzle = reading.puzzle else {
    print("\(path): \(reading.verdict), confidence \(reading.confidence)")
    return nil
  }
  guard let solution = Unblocker.solve(puzzle).solution else { return nil }
  print("\(puzzle.board.notation) exit \(puzzle.exit): \(solution.count) moves")
  let gestures = try reading.gestures(for: solution)
  for (move, gesture) in zip(solution.moves, gestures) {
    print("\(move): \(gesture)")
  }
  return gestures.map(\.adbCommand)
}
