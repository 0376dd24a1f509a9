/// The EXIF orientation tag (values 1-8): how a stored image must be transformed to appear upright.
///
/// Each case names the transform that `RGBAImage.oriented(_:)` applies to the stored pixels.
public enum ImageOrientation: Int, Hashable, Sendable, CaseIterable, Codable,
  CustomStringConvertible
{
  /// 1: already upright.
  case identity = 1
  /// 2: mirror left-right.
  case mirrorHorizontal = 2
  /// 3: rotate by 180°.
  case rotate180 = 3
  /// 4: mirror top-bottom.
  case mirrorVertical = 4
  /// 5: mirror about the main diagonal (the stored top-left pixel stays top-left).
  case transpose = 5
  /// 6: rotate 90° clockwise.
  case rotate90Clockwise = 6
  /// 7: mirror about the anti-diagonal (the stored top-left pixel ends bottom-right).
  case transverse = 7
  /// 8: rotate 90° counter-clockwise.
  case rotate90CounterClockwise = 8

  /// The orientation of an EXIF `Orientation` value; nil outside 1-8.
  public init?(exifValue: Int) {
    self.init(rawValue: exifValue)
  }

  /// The EXIF `Orientation` value, 1-8.
  public var exifValue: Int { rawValue }

  /// True when the transform swaps width and height (values 5-8).
  public var swapsDimensions: Bool { rawValue >= 5 }

  /// The case name and EXIF value, e.g. `rotate90Clockwise (6)`.
  public var description: String {
    let name: String
    switch self {
    case .identity: name = "identity"
    case .mirrorHorizontal: name = "mirrorHorizontal"
    case .rotate180: name = "rotate180"
    case .mirrorVertical: name = "mirrorVertical"
    case .transpose: name = "transpose"
    case .rotate90Clockwise: name = "rotate90Clockwise"
    case .transverse: name = "transverse"
    case .rotate90CounterClockwise: name = "rotate90CounterClockwise"
    }
    return "\(name) (\(rawValue))"
  }
}
