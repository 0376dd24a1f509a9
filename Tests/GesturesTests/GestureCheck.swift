import Foundation
import Gestures
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Solver
import Themes

/// Checks a screenshot's gestures the way a device would play them: scan, solve, plan the
/// swipes, then replay them through geometry the swipes were not computed from (the render's
/// or label's own corners, else an independent scan of the screenshot turned a quarter), on
/// the labelled board, up to the solved board.
struct GestureCheck: Sendable {
  /// What one image gave.
  enum Outcome: Equatable, CustomStringConvertible {
    /// Every swipe replayed, each to the solution's next position, the last one solved.
    case replayed(gestures: Int, through: String)
    /// Unsolvable: no gestures to replay (the CLI prints none).
    case unsolvable
    /// The scan refused the image, found no board or was uncertain: no gestures (exit 3/5).
    case notRead(String)
    /// The scanner read another board than the label's, surely (a scanner fault, which the
    /// regression harness counts; no gestures of it are checked).
    case misread(String)
    /// No independent geometry could be had (the turned copy did not read either).
    case noReference
    /// A failure: a swipe missed its block, moved it wrongly, or did not end solved.
    case failed(String)

    var description: String {
      switch self {
      case .replayed(let count, let through): "replayed \(count) swipes (through \(through))"
      case .unsolvable: "unsolvable"
      case .notRead(let why): "not read: \(why)"
      case .misread(let what): "MISREAD by the scanner: \(what)"
      case .noReference: "no independent geometry"
      case .failed(let why): "FAILED: \(why)"
      }
    }
  }

  /// The scanner `--theme auto` uses.
  static let scanner: BoardScanner = {
    let library = (try? ThemeLibrary.builtIn()) ?? ThemeLibrary(entries: [])
    return BoardScanner(profiles: library.profiles)
  }()

  /// Checks `image` whose label is `label`.
  static func check(image: RGBAImage, label: Label) -> Outcome {
    guard let expected = label.puzzle else { return .notRead("a rejected screen") }
    let report = scanner.scan(image)
    guard report.verdict(minimumConfidence: ScanReport.defaultMinimumConfidence) == .read,
      let puzzle = report.puzzle
    else { return .notRead(report.error?.description ?? "uncertain") }
    guard puzzle.board.isSamePosition(as: expected.board), puzzle.exit == expected.exit else {
      return .misread("read \(puzzle) where the label says \(expected)")
    }
    guard let solution = Solver.solve(puzzle).solution else { return .unsolvable }
    guard let map = BoardScreenMap(report: report) else { return .failed("no geometry") }
    let gestures: [Gesture]
    do {
      gestures = try GesturePlanner(map: map).gestures(for: solution.moves, from: puzzle.board)
    } catch {
      return .failed("planning: \(error)")
    }
    guard let (replay, through) = reference(image: image, label: label) else {
      return .noReference
    }
    return Self.replay(gestures, solution: solution, on: expected, through: replay, named: through)
  }

  /// Plays `gestures` (as whole pixels, what a device gets) on `puzzle`'s board through
  /// `replay`, comparing each position with `solution`'s.
  static func replay(
    _ gestures: [Gesture], solution: Solution, on puzzle: Puzzle, through replay: GestureReplay,
    named through: String
  ) -> Outcome {
    let touched = gestures.map {
      Gesture(
        start: ImagePoint(x: Double($0.startPixel.x), y: Double($0.startPixel.y)),
        end: ImagePoint(x: Double($0.endPixel.x), y: Double($0.endPixel.y)),
        durationMs: $0.durationMs)
    }
    let boards: [Board]
    do {
      boards = try replay.play(touched, from: puzzle.board)
    } catch {
      return .failed("\(error)")
    }
    for (index, (played, planned)) in zip(boards, solution.boards).enumerated()
    where !played.isSamePosition(as: planned) {
      return .failed(
        "swipe \(index + 1) gives \(played.notation), the solution \(planned.notation)")
    }
    guard boards.count == solution.moves.count,
      Puzzle.isSolved(boards.last ?? puzzle.board, exit: puzzle.exit)
    else { return .failed("the swipes do not end with the prisoner at the exit") }
    return .replayed(gestures: gestures.count, through: through)
  }

  /// Image pixels to board coordinates by geometry the gestures were not computed from: the
  /// label's `boardCorners` or `boardRect` (a render's), else an independent scan of the image
  /// turned a quarter clockwise.
  static func reference(image: RGBAImage, label: Label) -> (GestureReplay, String)? {
    if case .array(let values)? = label.attributes["boardCorners"] {
      let corners = values.compactMap { value -> ImagePoint? in
        guard case .object(let point) = value, let x = number(point["x"]),
          let y = number(point["y"])
        else { return nil }
        return ImagePoint(x: x, y: y)
      }
      if corners.count == 4, let map = BoardScreenMap(tileAreaCorners: corners) {
        return (GestureReplay(map: map), "the label's boardCorners")
      }
    }
    if case .object(let rect)? = label.attributes["boardRect"],
      let x = number(rect["x"]), let y = number(rect["y"]), let width = number(rect["width"]),
      let height = number(rect["height"]),
      let map = BoardScreenMap(
        tileArea: PixelRect(x: Int(x), y: Int(y), width: Int(width), height: Int(height)))
    {
      return (GestureReplay(map: map), "the label's boardRect")
    }
    let height = Double(image.height)
    let turned = scanner.scan(image.rotatedClockwise())
    guard turned.verdict(minimumConfidence: ScanReport.defaultMinimumConfidence) == .read,
      let map = BoardScreenMap(report: turned)
    else { return nil }
    // (x, y) in the image is (height - y, x) in the image turned clockwise.
    let back = map.toBoard
    return (
      GestureReplay { back.apply(ImagePoint(x: height - $0.y, y: $0.x)) },
      "a scan of the image turned a quarter"
    )
  }

  /// A label number as a Double.
  static func number(_ value: LabelValue?) -> Double? {
    switch value {
    case .integer(let integer)?: Double(integer)
    case .number(let number)?: number
    default: nil
    }
  }
}
