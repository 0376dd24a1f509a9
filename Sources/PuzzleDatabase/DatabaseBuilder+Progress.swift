import Foundation

extension DatabaseBuilder.Progress {
  /// The progress as one line for a terminal:
  /// `3/40 prefixes, 120 units, 4567890 positions, 81234 positions/s, 0:01:02`.
  public var line: String {
    let elapsed = Int(seconds)
    return "\(prefixesDone)/\(prefixesTotal) prefixes, \(unitsDone) units, \(states) positions, "
      + "\(Int(rate)) positions/s"
      + String(format: ", %d:%02d:%02d", elapsed / 3600, elapsed / 60 % 60, elapsed % 60)
  }
}
