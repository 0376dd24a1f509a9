/// Where and why a file is not strict JSON.
public struct StrictJSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column (in characters), from 1.
  public var column: Int
  /// What is wrong there, e.g. `a trailing comma before '}'`.
  public var problem: String

  /// Creates the error.
  public init(line: Int, column: Int, problem: String) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// `not JSON at line 3, column 7: a trailing comma before '}'`.
  public var description: String { "not JSON at line \(line), column \(column): \(problem)" }
}
