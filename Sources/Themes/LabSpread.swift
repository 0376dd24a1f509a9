import Imaging

/// How far a class's colours typically lie from its mean, per CIELAB axis (standard deviations).
///
/// A sample's normalised distance to a class divides each axis difference by this spread, so a
/// flat-coloured class (the empty board) is tight and a grainy one (block wood) is wide.
/// Stored in JSON as three positive numbers, `[L, a, b]`.
public struct LabSpread: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Spread of lightness.
  public var l: Double
  /// Spread of the green-red axis.
  public var a: Double
  /// Spread of the blue-yellow axis.
  public var b: Double

  /// Creates a spread from its three axes.
  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Decodes `[L, a, b]`; anything else is "expected 3 numbers".
  public init(from decoder: any Decoder) throws {
    let values = try LabColour.decodeTriple(decoder)
    self.init(l: values[0], a: values[1], b: values[2])
  }

  /// Encodes `[L, a, b]`.
  public func encode(to encoder: any Encoder) throws {
    try LabColour.encodeTriple(l, a, b, to: encoder)
  }

  /// `[L, a, b]` with one decimal.
  public var description: String { LabColour(l: l, a: a, b: b).description }
}
