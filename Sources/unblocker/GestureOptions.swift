import ArgumentParser
import Gestures
import UnblockerKit

/// The `solve` options that turn a screenshot's solution into swipes on the screen
/// (UnblockerKit's `SwipeSettings`).
struct GestureOptions: ParsableArguments {
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

  /// The library's settings for these options.
  var settings: SwipeSettings {
    SwipeSettings(screen: screen, scale: gestureScale, milliseconds: gestureDuration)
  }

  /// Checks the values the types cannot, and the word after `--gestures`.
  func validate(format word: String?) throws {
    if let word, SwipeFormat(rawValue: word) == nil {
      throw ValidationError(
        "unexpected argument '\(word)': --gestures is followed by text or adb, or nothing")
    }
    if let word, !gestures { throw ValidationError("unexpected argument '\(word)'") }
    if settings.isCustom && !gestures {
      throw ValidationError("--screen, --gesture-scale and --gesture-duration need --gestures")
    }
    if let problem = settings.problem { throw ValidationError(problem) }
  }
}
