import Gestures
import ImageCodecs
import Imaging
import Puzzle

/// How a screenshot's solution becomes swipes on a device (`solve --gestures`): the device's
/// screen size, a scale and the duration of a one-tile swipe.
public struct SwipeSettings: Sendable {
  /// The device's screen size `WxH` when it differs from the screenshot's; nil for the same.
  public var screen: String?
  /// The factor every coordinate is multiplied by (after `screen`).
  public var scale: Double
  /// The duration of a one-tile swipe, in milliseconds.
  public var milliseconds: Int

  /// Settings; by default the screenshot's own pixels and the standard timing.
  public init(
    screen: String? = nil, scale: Double = 1,
    milliseconds: Int = GestureTiming.standard.baseMilliseconds
  ) {
    self.screen = screen
    self.scale = scale
    self.milliseconds = milliseconds
  }

  /// True when a setting differs from the default.
  public var isCustom: Bool {
    screen != nil || scale != 1 || milliseconds != GestureTiming.standard.baseMilliseconds
  }

  /// What is wrong with the settings, as the option's message; nil when they are valid.
  public var problem: String? {
    if let screen {
      do {
        _ = try DeviceScreen.size(parsing: screen)
      } catch {
        return "\(error)"
      }
    }
    guard scale.isFinite, scale > 0, scale <= 100 else {
      return "--gesture-scale must be above 0 and at most 100, not \(scale)"
    }
    guard GestureTiming.baseRange.contains(milliseconds) else {
      return "--gesture-duration must be \(GestureTiming.baseRange.lowerBound) to "
        + "\(GestureTiming.baseRange.upperBound) ms, not \(milliseconds)"
    }
    return nil
  }
}

/// Why a solution could not be placed on its screenshot: the message names the screenshot.
public enum SwipeError: Error, Sendable, CustomStringConvertible {
  /// A device screen of another shape than the screenshot's.
  case screen(String)
  /// No board geometry, or moves that do not play on the board read.
  case placing(String)
  /// The picture of the moves cannot be written.
  case image(ImageCodecError)

  /// What failed and what to do.
  public var description: String {
    switch self {
    case .screen(let message), .placing(let message): message
    case .image(let error): error.description
    }
  }
}

extension Reading {
  /// The swipes of `moves` from `board` on the screenshot this reading read, in the device's
  /// coordinates that `settings` give.
  ///
  /// - Parameter path: the screenshot, named in messages.
  /// - Throws: `SwipeError.screen` for a screen of another shape, `.placing` when the moves
  ///   cannot be placed.
  public func swipes(
    for moves: [Move], from board: Board, settings: SwipeSettings, path: String
  ) throws(SwipeError) -> [Gesture] {
    var device = DeviceScreen.identity
    if let screen = settings.screen {
      do {
        // (The original image's size: a rectified report's is the rectified image's.)
        device = try DeviceScreen(screenshot: imageSize, device: DeviceScreen.size(parsing: screen))
      } catch {
        throw .screen("\(path): \(error)")
      }
    }
    let timing = GestureTiming(baseMilliseconds: settings.milliseconds)
    return try Self.placing(path) {
      try gestures(
        for: moves, from: board, timing: timing, screen: device.scaled(by: settings.scale))
    }
  }

  /// Writes `image` (the screenshot read) with the swipes of `moves` from `board` drawn over
  /// it to `output` (in the screenshot's pixels), never over a file without `force`.
  ///
  /// - Throws: `SwipeError.placing` when the moves cannot be placed, `.image` when the file
  ///   exists or cannot be written.
  public func writeMoves(
    _ moves: [Move], from board: Board, on image: RGBAImage, to output: String, path: String,
    force: Bool
  ) throws(SwipeError) {
    let drawn = try Self.placing(path) { try drawingMoves(moves, from: board, on: image) }
    do {
      try ImageFile.write(drawn, to: output, force: force)
    } catch {
      throw .image(error)
    }
  }

  /// Runs `place`, naming its failure: no board geometry, or moves that do not play on the
  /// board read.
  private static func placing<T>(_ path: String, _ place: () throws -> T) throws(SwipeError) -> T {
    do {
      return try place()
    } catch GestureError.noGeometry {
      throw .placing("\(path): \(GestureError.noGeometry)")
    } catch {
      throw .placing("\(path): the solution does not play on the board read: \(error)")
    }
  }
}

extension Gesture {
  /// The swipes as text: `adb shell input swipe …` lines alone (`adb`), or under a heading one
  /// line per move: `1. K left 1: swipe (69, 276) -> (37, 276) in 200 ms`.
  public static func text(_ gestures: [Gesture], moves: [Move], adb: Bool) -> String {
    if adb { return gestures.map { $0.adbCommand + "\n" }.joined() }
    var output = "gestures (screen pixels):\n"
    for (index, (move, gesture)) in zip(moves, gestures).enumerated() {
      output += "\(index + 1). \(move): \(gesture)\n"
    }
    return output
  }
}
