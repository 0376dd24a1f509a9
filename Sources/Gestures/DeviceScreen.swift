import Imaging

/// The map from a screenshot's pixels to a device's touch coordinates: a screenshot scaled
/// down before it was shared keeps the screen's shape, so each axis scales by the ratio of the
/// sizes.
public struct DeviceScreen: Hashable, Sendable {
  /// The widest difference of aspect ratios accepted between a screenshot and its device (1%:
  /// rounding of a downscaled copy).
  public static let aspectTolerance = 0.01

  /// Horizontal factor: device pixels per screenshot pixel.
  public var scaleX: Double
  /// Vertical factor.
  public var scaleY: Double

  /// The identity: the screenshot's pixels are the device's.
  public static let identity = DeviceScreen(scaleX: 1, scaleY: 1)

  /// A map scaling both axes by these factors.
  public init(scaleX: Double, scaleY: Double) {
    self.scaleX = scaleX
    self.scaleY = scaleY
  }

  /// The map from a screenshot of `screenshot` pixels to a device of `device` pixels.
  ///
  /// - Throws: `GestureError.aspectRatioDiffers` when the two shapes differ by more than
  ///   `aspectTolerance` (relative), `GestureError.invalidValue` for an empty size.
  public init(screenshot: PixelSize, device: PixelSize) throws(GestureError) {
    guard screenshot.width > 0, screenshot.height > 0 else {
      throw .invalidValue(
        name: "screenshot size", value: "\(screenshot)", expected: "a non-empty image")
    }
    guard device.width > 0, device.height > 0 else {
      throw .invalidValue(
        name: "--screen", value: "\(device)", expected: "WIDTHxHEIGHT, both positive")
    }
    let screenshotRatio = Double(screenshot.width) / Double(screenshot.height)
    let deviceRatio = Double(device.width) / Double(device.height)
    let difference = abs(deviceRatio / screenshotRatio - 1)
    guard difference <= Self.aspectTolerance else {
      throw .aspectRatioDiffers(screenshot: screenshot, device: device, difference: difference)
    }
    self.init(
      scaleX: Double(device.width) / Double(screenshot.width),
      scaleY: Double(device.height) / Double(screenshot.height))
  }

  /// Reads `WIDTHxHEIGHT` (`1080x1920`).
  ///
  /// - Throws: `GestureError.invalidValue` for anything else.
  public static func size(parsing text: String) throws(GestureError) -> PixelSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0,
      height > 0, width <= 100_000, height <= 100_000
    else {
      throw .invalidValue(
        name: "--screen", value: text, expected: "WIDTHxHEIGHT in pixels, e.g. 1080x1920")
    }
    return PixelSize(width: width, height: height)
  }

  /// This map followed by a uniform scale of `factor`.
  public func scaled(by factor: Double) -> DeviceScreen {
    DeviceScreen(scaleX: scaleX * factor, scaleY: scaleY * factor)
  }

  /// `point` in device coordinates.
  public func apply(_ point: ImagePoint) -> ImagePoint {
    ImagePoint(x: point.x * scaleX, y: point.y * scaleY)
  }

  /// `gesture` in device coordinates (its duration kept).
  public func apply(_ gesture: Gesture) -> Gesture {
    Gesture(start: apply(gesture.start), end: apply(gesture.end), durationMs: gesture.durationMs)
  }
}
