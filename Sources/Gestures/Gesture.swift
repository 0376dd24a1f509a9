import Imaging

/// One swipe on the screen: a finger down at `start`, slid to `end`, lifted after
/// `durationMs` milliseconds. Points are in the pixels of the image the board was read from
/// (or of the device, once scaled with `DeviceScreen`).
public struct Gesture: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where the finger touches the screen: the centre of the block that moves.
  public var start: ImagePoint
  /// Where the finger is lifted: `start` displaced by the move's distance in tiles.
  public var end: ImagePoint
  /// How long the swipe lasts, in milliseconds.
  public var durationMs: Int

  /// Creates a gesture.
  public init(start: ImagePoint, end: ImagePoint, durationMs: Int) {
    self.start = start
    self.end = end
    self.durationMs = durationMs
  }

  /// `start` rounded to whole pixels (what a device's touch input takes).
  public var startPixel: PixelPoint { Self.pixel(start) }
  /// `end` rounded to whole pixels.
  public var endPixel: PixelPoint { Self.pixel(end) }

  /// `swipe (69, 276) -> (37, 276) in 200 ms`.
  public var description: String {
    "swipe \(startPixel) -> \(endPixel) in \(durationMs) ms"
  }

  /// `adb shell input swipe X1 Y1 X2 Y2 MS`: the line that performs the swipe on an Android
  /// device connected over adb.
  public var adbCommand: String {
    "adb shell input swipe \(startPixel.x) \(startPixel.y) \(endPixel.x) \(endPixel.y) \(durationMs)"
  }

  /// The nearest whole pixel to `point`.
  static func pixel(_ point: ImagePoint) -> PixelPoint {
    PixelPoint(x: Int(point.x.rounded()), y: Int(point.y.rounded()))
  }

  private enum CodingKeys: String, CodingKey { case start, end, durationMs }
  private enum PointKeys: String, CodingKey { case x, y }

  /// Decodes `{"start": {"x", "y"}, "end": {"x", "y"}, "durationMs"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    start = try container.decode(ImagePoint.self, forKey: .start)
    end = try container.decode(ImagePoint.self, forKey: .end)
    durationMs = try container.decode(Int.self, forKey: .durationMs)
  }

  /// Encodes `{"start": {"x", "y"}, "end": {"x", "y"}, "durationMs"}`, the points in whole
  /// pixels.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(startPixel, forKey: .start)
    try container.encode(endPixel, forKey: .end)
    try container.encode(durationMs, forKey: .durationMs)
  }
}
