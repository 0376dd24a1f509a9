import FileGuard
import Foundation

/// Why a JSON file could not be read as the type asked for: where (key path) and what, in
/// our words. Syntax errors have an empty path and give the line and column instead.
public struct JSONProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key path (`exit.row`, `samples.3.confidence`), empty for the file as a whole.
  public var path: String
  /// What is wrong, control characters escaped.
  public var problem: String

  /// Creates a problem.
  public init(path: String, problem: String) {
    self.path = Printable.text(path)
    self.problem = Printable.text(problem)
  }

  /// `path: problem`, or `problem` alone.
  public var description: String { path.isEmpty ? problem : "\(path): \(problem)" }

  /// Reads `bytes` as strict JSON, then decodes it as `type`.
  ///
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - bytes: the file's content.
  ///   - wholeNumberKeys: the key paths that hold whole numbers (indices written `*`), so a
  ///     fraction or a huge number there is named.
  /// - Returns: the value.
  /// - Throws: `JSONProblem`.
  public static func decode<Value: Decodable>(
    _ type: Value.Type, from bytes: [UInt8], wholeNumberKeys: Set<String> = []
  ) throws(JSONProblem) -> Value {
    let json: StrictJSON
    do {
      json = try StrictJSON.check(bytes)
    } catch {
      throw JSONProblem(path: "", problem: error.description)
    }
    do {
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch let error as DecodingError {
      let found = error.problem(in: json, wholeNumberKeys: wholeNumberKeys)
      throw JSONProblem(path: found.path, problem: found.problem)
    } catch {
      throw JSONProblem(path: "", problem: "invalid value")
    }
  }
}
