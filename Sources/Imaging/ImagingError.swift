/// Errors raised by the Imaging module; each case carries the values at fault.
public enum ImagingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A crop rectangle does not overlap the image, so the crop would hold no pixel.
  case emptyCrop(requested: PixelRect, imageSize: PixelSize)
  /// A perturbation list names something that is neither a perturbation nor a set of them.
  case unknownPerturbation(name: String, known: [String])

  /// What failed, on which values, and what to do next.
  public var description: String {
    switch self {
    case .emptyCrop(let requested, let imageSize):
      return
        "crop \(requested) does not overlap the \(imageSize) image; "
        + "choose a rectangle inside 0..<\(imageSize.width) x 0..<\(imageSize.height)"
    case .unknownPerturbation(let name, let known):
      return
        "unknown perturbation '\(name)'; use a comma-separated list of: "
        + known.joined(separator: ", ")
    }
  }
}
