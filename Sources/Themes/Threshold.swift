import Foundation

/// A named decision threshold: a measured value at or above `value` passes.
///
/// `margin` is the half-width of the band around `value` in which the decision is uncertain:
/// the probability of passing is a logistic curve through 0.5 at `value` that reaches 0.95 at
/// `value + margin` (and 0.05 at `value - margin`). A calibrator puts `value` between the
/// classes it separates and `margin` at half their gap.
public struct Threshold: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The boundary: measurements at or above it pass.
  public var value: Double
  /// Half-width of the uncertain band around `value` (positive).
  public var margin: Double

  /// Creates a threshold.
  public init(value: Double, margin: Double) {
    self.value = value
    self.margin = margin
  }

  /// True when `measured` passes (is at or above `value`).
  @inlinable
  public func passes(_ measured: Double) -> Bool { measured >= value }

  /// The probability that `measured` truly passes: 0.5 at `value`, 0.95 at `value + margin`.
  @inlinable
  public func probability(_ measured: Double) -> Double {
    guard margin > 0 else { return measured >= value ? 1 : 0 }
    // ln(19): the logistic reaches 0.95 one margin above the threshold.
    let steepness = 2.944_438_979_166_440_5 / margin
    return 1 / (1 + exp(-(measured - value) * steepness))
  }

  /// How sure the decision about `measured` is (pass or fail): 0.5 at the threshold, 0.95 one
  /// margin away, approaching 1 beyond.
  @inlinable
  public func confidence(_ measured: Double) -> Double {
    let p = probability(measured)
    return max(p, 1 - p)
  }

  /// `value ± margin`.
  public var description: String { "\(value) ± \(margin)" }
}
