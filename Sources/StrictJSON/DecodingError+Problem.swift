import FileGuard

extension DecodingError {
  /// The key path and the problem, in our words (never the decoder library's text):
  /// `("exit.row", "expected a number")`. A problem the decoder reports at the top level of a
  /// file that is strict JSON is a number that does not fit its key; `json` names it when
  /// its path is one of `wholeNumberKeys` (array indices written `*`: `samples.*.count`).
  ///
  /// Messages of our own decoders (`expected 3 numbers`) are kept: they start with
  /// `expected ` in lowercase, the library's with a capital letter.
  package func problem(in json: StrictJSON?, wholeNumberKeys: Set<String> = [])
    -> (path: String, problem: String)
  {
    func path(_ context: DecodingError.Context, _ extra: [any CodingKey] = []) -> String {
      (context.codingPath + extra).map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
    }
    switch self {
    case .typeMismatch(let type, let context):
      return (path(context), "expected \(Self.describe(type))")
    case .valueNotFound(let type, let context):
      return (path(context), "expected \(Self.describe(type)), found null")
    case .keyNotFound(let key, let context):
      return (path(context, [key]), "missing")
    case .dataCorrupted(let context):
      if context.debugDescription.hasPrefix("expected ") {
        return (path(context), context.debugDescription)
      }
      let number = json?.fractionalNumbers.first { number in
        let pattern = number.path.split(separator: ".").map { $0.allSatisfy(\.isNumber) ? "*" : $0 }
        return wholeNumberKeys.contains(pattern.joined(separator: "."))
      }
      if context.codingPath.isEmpty, let number {
        return (
          number.path,
          "expected a whole number, found \(Printable.excerpt(number.text, limit: 40))"
        )
      }
      return (path(context), "invalid value")
    @unknown default:
      return ("", "invalid value")
    }
  }

  /// `a number`, `a string`, for messages.
  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "a whole number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
