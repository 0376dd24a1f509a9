/// The direction of one slide.
public enum Direction: String, Codable, Sendable, CaseIterable, CustomStringConvertible {
  case up
  case down
  case left
  case right

  /// The orientation of the blocks that can slide this way.
  public var orientation: Orientation {
    switch self {
    case .up, .down: .vertical
    case .left, .right: .horizontal
    }
  }

  /// The change of row for one step.
  public var rowStep: Int {
    switch self {
    case .up: -1
    case .down: 1
    case .left, .right: 0
    }
  }

  /// The change of column for one step.
  public var columnStep: Int {
    switch self {
    case .left: -1
    case .right: 1
    case .up, .down: 0
    }
  }

  /// `up`, `down`, `left` or `right`.
  public var description: String { rawValue }
}
