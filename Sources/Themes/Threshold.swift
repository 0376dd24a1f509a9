/// A named decision threshold: a measured value at or above `value` passes.
///
/// `margin` is the half-width of the band around `value` in which the decision is uncertain;
/// a measurement `margin` or more away from `value` is decided with full confidence. A
/// calibrator puts `value` between the classes it separates and `margin` at half their gap.
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

  /// How sure the decision about `measured` is: 0.5 at the threshold, rising linearly to 1 at
  /// `margin` away from it (either side).
  @inlinable
  public func confidence(_ measured: Double) -> Double {
    guard margin > 0 else { return 1 }
    return 0.5 + 0.5 * min(1, abs(measured - value) / margin)
  }

  /// `value ± margin`.
  public var description: String { "\(value) ± \(margin)" }
}
