/// How one reading of a labelled image turned out, the unit of perturbation and reliability
/// tables.
public enum SampleGrade: String, Hashable, Sendable, Codable, CaseIterable,
  CustomStringConvertible
{
  /// The board and the exit equal the label's, read with at least the least confidence; or the
  /// label expects a rejection and no board was read with that confidence.
  case exact
  /// No board, or a board whose confidence is below the least confidence (an uncertain
  /// reading), where the label has a board: the user is told to try again, never misled.
  case refused
  /// A board read with at least the least confidence that differs from the label, or any
  /// such board where the label expects a rejection: the user would be misled.
  case wrong

  /// `exact`, `refused` or `wrong`.
  public var description: String { rawValue }
}
