import Imaging

/// Why gestures cannot be made or mapped.
public enum GestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The device's screen does not have the screenshot's shape.
  case aspectRatioDiffers(screenshot: PixelSize, device: PixelSize, difference: Double)
  /// A device size, scale or duration that is not a positive, finite number in range.
  case invalidValue(name: String, value: String, expected: String)
  /// The scan found no board, so there is no geometry to map moves through.
  case noGeometry

  /// What failed and what to do.
  public var description: String {
    switch self {
    case .aspectRatioDiffers(let screenshot, let device, let difference):
      "--screen \(device): the device's aspect ratio differs from the screenshot's "
        + "(\(screenshot)) by \(Decimals.fixed(difference * 100, 1))%, more than "
        + "\(Decimals.fixed(DeviceScreen.aspectTolerance * 100, 0))%: the screenshot is not "
        + "of this screen (or was cropped); give the size of the device the screenshot was taken on"
    case .invalidValue(let name, let value, let expected):
      "\(name) '\(value)': expected \(expected)"
    case .noGeometry:
      "the scan found no board, so no move can be placed on the screen"
    }
  }
}
