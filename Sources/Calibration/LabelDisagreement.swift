import Puzzle
import Scanner

/// One place where a label says something other than the image's colours, measured with the
/// profile fitted from all the labels.
public enum LabelDisagreement: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The label gives a tile one class; its colours vote clearly for another.
  case tile(cell: Cell, label: TileClass, measured: TileClass, share: Double)
  /// The label joins two tiles into one block (or splits them), but the gap between them
  /// measures the other way, far beyond the threshold fitted from the other gaps.
  case seam(first: Cell, second: Cell, labelSplit: Bool, darkening: Double, threshold: Double)
  /// The label's exit is not where the notch in the frame is.
  case exit(label: Exit, seen: Exit)

  /// `tile (2,3): label block, colours say empty (share 0.97)`.
  public var description: String {
    switch self {
    case .tile(let cell, let label, let measured, let share):
      return
        "tile \(cell): label \(label), colours say \(measured) (share "
        + "\(CalibrationFormat.two(share)))"
    case .seam(let first, let second, let labelSplit, let darkening, let threshold):
      let says = labelSplit ? "two blocks" : "one block"
      let measured = labelSplit ? "no gap" : "a gap"
      return
        "tiles \(first) and \(second): label \(says), the image shows \(measured) (darkening "
        + "\(CalibrationFormat.two(darkening)), threshold \(CalibrationFormat.two(threshold)))"
    case .exit(let label, let seen):
      return "exit: label \(label), the notch in the frame is at \(seen)"
    }
  }
}
