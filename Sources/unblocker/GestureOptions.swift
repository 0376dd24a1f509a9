import ArgumentParser
import Gestures
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import UnblockerKit

/// The `solve` options that turn a screenshot's solution into swipes on the screen.
struct GestureOptions: ParsableArguments {
  /// How the swipes are printed.
  enum Format: String, CaseIterable {
    /// One line per move: the move and its swipe.
    case text
    /// `adb shell input swipe X1 Y1 X2 Y2 MS` lines only, ready for a shell.
    case adb
  }

  @Flag(
    help: ArgumentHelp(
      "For a screenshot, also print each move as a swipe on the screen (--gestures adb: adb "
        + "shell input swipe lines only; with --json, a gestures array).",
      valueName: "text|adb"))
  var gestures = false

  @Option(
    help: ArgumentHelp(
      "With --gestures, the device's screen size in pixels when it differs from the "
        + "screenshot's (a downscaled copy); the aspect ratio must match within 1%.",
      valueName: "WxH"))
  var screen: String?

  @Option(
    help: ArgumentHelp(
      "With --gestures, multiply every coordinate by this factor (after --screen).",
      valueName: "x"))
  var gestureScale: Double = 1

  @Option(
    help: ArgumentHelp(
      "With --gestures, the duration of a one-tile swipe; each further tile adds a quarter.",
      valueName: "ms"))
  var gestureDuration: Int = GestureTiming.standard.baseMilliseconds

  @Option(
    help: ArgumentHelp(
      "For a screenshot, write it with the solution drawn over it: one numbered arrow per move "
        + "(PNG, JPEG or WebP by the name).", valueName: "file"))
  var annotateMoves: String?

  /// True when an option of the group needs `--gestures`.
  var needsGestures: Bool {
    screen != nil || gestureScale != 1
      || gestureDuration != GestureTiming.standard.baseMilliseconds
  }

  /// Checks the values the types cannot.
  func validate(format word: String?) throws {
    if let word, Format(rawValue: word) == nil {
      throw ValidationError(
        "unexpected argument '\(word)': --gestures is followed by text or adb, or nothing")
    }
    if word != nil && !gestures {
      throw ValidationError("unexpected argument '\(word ?? "")'")
    }
    if needsGestures && !gestures {
      throw ValidationError("--screen, --gesture-scale and --gesture-duration need --gestures")
    }
    if let screen {
      do {
        _ = try DeviceScreen.size(parsing: screen)
      } catch {
        throw ValidationError("\(error)")
      }
    }
    guard gestureScale.isFinite, gestureScale > 0, gestureScale <= 100 else {
      throw ValidationError("--gesture-scale must be above 0 and at most 100, not \(gestureScale)")
    }
    guard GestureTiming.baseRange.contains(gestureDuration) else {
      throw ValidationError(
        "--gesture-duration must be \(GestureTiming.baseRange.lowerBound) to "
          + "\(GestureTiming.baseRange.upperBound) ms, not \(gestureDuration)")
    }
  }

  /// The swipes of `moves` from `board` on the screenshot `reading` read, in device
  /// coordinates (`--screen`, `--gesture-scale`, `--gesture-duration`).
  ///
  /// - Throws: an `ExitCode` after printing the error: 64 for a `--screen` of another shape.
  func gestures(for moves: [Move], from board: Board, reading: Reading, path: String) throws
    -> [Gesture]
  {
    var device = DeviceScreen.identity
    if let screen {
      do {
        // (The original image's size: a rectified report's is the rectified image's.)
        device = try DeviceScreen(
          screenshot: reading.imageSize, device: DeviceScreen.size(parsing: screen))
      } catch {
        throw fail("\(path): \(error)", .usage)
      }
    }
    let timing = GestureTiming(baseMilliseconds: gestureDuration)
    return try Self.placing(path) {
      try reading.gestures(
        for: moves, from: board, timing: timing, screen: device.scaled(by: gestureScale))
    }
  }

  /// Writes the screenshot `image` with the swipes of `moves` drawn over it to
  /// `--annotate-moves` (in the screenshot's pixels, whatever `--screen` says).
  ///
  /// - Throws: an `ExitCode` after printing the error: 73 for an existing file without
  ///   `--force` or one that cannot be written.
  func writeOverlay(
    for moves: [Move], from board: Board, reading: Reading, image: RGBAImage, path: String,
    force: Bool
  ) throws {
    guard let output = annotateMoves else { return }
    let drawn = try Self.placing(path) {
      try reading.drawingMoves(moves, from: board, on: image)
    }
    do {
      try ImageFile.write(drawn, to: output, force: force)
    } catch {
      throw fail(error.description, error.exitStatus)
    }
    Terminal.standardError.write("wrote \(output): \(moves.count) moves drawn over \(path)\n")
  }

  /// Runs `place`, turning its failure into the exit code after printing it (1: no board
  /// geometry, or moves that do not play on the board read).
  private static func placing<T>(_ path: String, _ place: () throws -> T) throws -> T {
    do {
      return try place()
    } catch GestureError.noGeometry {
      throw fail("\(path): \(GestureError.noGeometry)", .failure)
    } catch {
      throw fail("\(path): the solution does not play on the board read: \(error)", .failure)
    }
  }

  /// The text lines: `1. K left 1: swipe (69, 276) -> (37, 276) in 200 ms`, or the adb
  /// commands alone.
  static func text(_ gestures: [Gesture], moves: [Move], format: Format) -> String {
    switch format {
    case .adb:
      return gestures.map { $0.adbCommand + "\n" }.joined()
    case .text:
      var output = "gestures (screen pixels):\n"
      for (index, (move, gesture)) in zip(moves, gestures).enumerated() {
        output += "\(index + 1). \(move): \(gesture)\n"
      }
      return output
    }
  }
}
