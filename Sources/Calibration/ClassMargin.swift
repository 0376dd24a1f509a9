import Imaging
import Themes

/// How safely the scanner tells two colour classes apart with the fitted models, in the
/// scanner's own unit: the normalised distance its classifier compares.
///
/// For a sample of one class, `distance to the other class - distance to its own class` is how
/// far it is from being misread; the margin is a low quantile of that over both classes'
/// samples (see `CalibrationPolicy.marginQuantile`).
public struct ClassMargin: Hashable, Sendable, Codable, CustomStringConvertible {
  /// One class of the pair.
  public var first: ColourClass
  /// The other class.
  public var second: ColourClass
  /// The quantile of the margin over both classes' samples, in spreads (negative: misread).
  public var margin: Double
  /// The share of both classes' samples nearer to the other class of the pair.
  public var misread: Double
  /// True when a class of the pair had no samples and its estimated model stood in.
  public var estimated: Bool
  /// True when the margin is below the policy's `thinMargin`: too thin to trust.
  public var isThin: Bool

  /// The pairs the scanner must tell apart: the dark board classes from everything a tile or
  /// the frame can be, the three block faces from each other, rivets from fixed faces, block
  /// wood from the frame.
  public static let pairs: [(ColourClass, ColourClass)] = {
    var pairs: [(ColourClass, ColourClass)] = []
    for dark in ColourClass.boardDark {
      for other in [ColourClass.block, .prisoner, .fixedBlock, .frame] {
        pairs.append((dark, other))
      }
    }
    pairs += [
      (.block, .prisoner), (.block, .fixedBlock), (.prisoner, .fixedBlock), (.fixedBlock, .rivet),
      (.block, .frame),
    ]
    return pairs
  }()

  /// `board / block  12.3 (misread 0.0%)`.
  public var description: String {
    "\(first) / \(second) \(CalibrationFormat.one(margin))"
  }

  /// Measures the margin of a pair.
  ///
  /// - Parameters:
  ///   - first: one class and its samples (empty when it has none; its mean then stands in).
  ///   - second: the other class and its samples.
  ///   - model: the fitted models.
  ///   - policy: the quantile and the thin limit.
  static func measure(
    _ first: (ColourClass, [LabColour]), _ second: (ColourClass, [LabColour]), model: ScanModel,
    policy: CalibrationPolicy
  ) -> ClassMargin {
    let a = model.classes[first.0]
    let b = model.classes[second.0]
    let firstSamples = first.1.isEmpty ? [a.mean] : first.1
    let secondSamples = second.1.isEmpty ? [b.mean] : second.1
    let margins =
      firstSamples.map { b.distance(to: $0) - a.distance(to: $0) }
      + secondSamples.map { a.distance(to: $0) - b.distance(to: $0) }
    let margin = Statistics.quantile(margins, policy.marginQuantile)
    let misread = Double(margins.filter { $0 < 0 }.count) / Double(max(1, margins.count))
    return ClassMargin(
      first: first.0, second: second.0, margin: margin, misread: misread,
      estimated: first.1.isEmpty || second.1.isEmpty, isThin: margin < policy.thinMargin)
  }
}
