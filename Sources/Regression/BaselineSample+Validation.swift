extension BaselineSample {
  /// Checks what types cannot: every confidence is a number from 0 to 1.
  ///
  /// - Parameters:
  ///   - samples: the baseline's samples, in file order.
  ///   - path: the baseline file, for messages.
  /// - Throws: `RegressionError.malformedBaseline` naming the key path, the value and the range.
  static func validate(_ samples: [BaselineSample], path: String) throws(RegressionError) {
    for (index, sample) in samples.enumerated() {
      guard let confidence = sample.confidence else { continue }
      guard confidence.isFinite, (0...1).contains(confidence) else {
        throw .malformedBaseline(
          path: path, detail: "samples.\(index).confidence: \(confidence) is out of range (0 to 1)")
      }
    }
  }
}
