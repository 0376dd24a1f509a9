/// Everything that can go wrong while rendering, with the value at fault and what to do.
public enum RendererError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A size was not written `WxH`.
  case badSize(String)
  /// A side of the canvas is too small or too large.
  case sizeOutOfRange(width: Int, height: Int)
  /// A perturbation's strength is outside its range.
  case perturbationOutOfRange(name: String, value: Double, allowed: ClosedRange<Double>)
  /// The layout leaves no room for a perturbation (a decoy board or a banner) outside the
  /// main board.
  case noRoom(perturbation: String, layout: String, size: String)
  /// A move names a block that is not on the board.
  case unknownBlock(move: String)
  /// A move slides a block across its own axis or off the board.
  case impossibleMove(move: String, reason: String)
  /// `--theme auto` asked to draw: it is for scanning; `known` are the profiles to name.
  case autoTheme(known: [String])
  /// The JPEG compression asked for before writing `path` failed (a bug).
  case jpegCompression(path: String, reason: String)
  /// The screenshot at `input` cannot be recoloured (`reason` says why: no label, a board read
  /// otherwise, a board too small).
  case cannotRecolour(input: String, reason: String)

  /// What failed, on which value, and what to do next.
  public var description: String {
    switch self {
    case .badSize(let text):
      "size \"\(text)\" is not WxH; write it like 1080x1920"
    case .sizeOutOfRange(let width, let height):
      "size \(width)x\(height) is out of range; each side must be "
        + "\(ScreenSize.minimumSide) to \(ScreenSize.maximumSide) pixels"
    case .perturbationOutOfRange(let name, let value, let allowed):
      "\(name) \(value) is out of range; use a value from \(allowed.lowerBound) to "
        + "\(allowed.upperBound)"
    case .noRoom(let perturbation, let layout, let size):
      "layout \(layout) at \(size) leaves no room for a \(perturbation) outside the main board; "
        + "use another layout or a larger size"
    case .unknownBlock(let move):
      "move \"\(move)\" names a block that is not on the board; check the moves against the board"
    case .impossibleMove(let move, let reason):
      "move \"\(move)\" cannot be animated: \(reason); check the moves against the board"
    case .jpegCompression(let path, let reason):
      "\(path): JPEG compression failed: \(reason)"
    case .cannotRecolour(let input, let reason):
      "cannot recolour \(input): \(reason)"
    case .autoTheme(let known):
      "--theme auto is for scanning; name a theme to render (\(known.joined(separator: ", ")))"
    }
  }
}
