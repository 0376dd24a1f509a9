/// Which way a contrast goes: the measured thing is darker or lighter than what it is compared
/// with, or departs from it either way (a gap that shows a light board beside a dark shadow).
public enum Polarity: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Lower CIELAB lightness.
  case darker
  /// Higher CIELAB lightness.
  case lighter
  /// Either: the larger relative departure of the two counts.
  case either

  /// `darker`, `lighter` or `either`.
  public var description: String { rawValue }
}

/// The polarities calibration measured for a theme, so that no stage of the scanner assumes an
/// order of lightness between classes. In JSON: `"polarities": {"seam": "darker", "board":
/// "darker"}`; a profile without it (written before it existed) has the shipped themes'
/// polarities, both darker.
public struct MeasuredPolarities: Codable, Hashable, Sendable {
  /// The gap between two blocks, against their wood (`seamDarkening` is measured this way).
  public var seam: Polarity
  /// The empty board, against block wood (darker or lighter).
  public var board: Polarity

  /// Creates the set.
  public init(seam: Polarity, board: Polarity) {
    self.seam = seam
    self.board = board
  }

  /// The shipped themes' polarities: gaps and board darker than the wood.
  public static let shipped = MeasuredPolarities(seam: .darker, board: .darker)
}
