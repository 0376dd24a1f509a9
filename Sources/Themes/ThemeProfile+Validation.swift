extension ThemeProfile {
  /// Checks what types cannot: a usable name, and every number in a sane range.
  ///
  /// Ranges keep every later computation finite: a margin of `1e17` would otherwise reach the
  /// annotator's number formatting and the scanner's confidence arithmetic.
  ///
  /// - Parameter file: the file's name, for messages.
  /// - Throws: `ThemeError.malformed` naming the key path, the value and the allowed range.
  public func validate(file: String) throws(ThemeError) {
    let nameCharacters = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !name.isEmpty, nameCharacters, name != "auto" else {
      throw .malformed(
        file: file, path: "name",
        reason: "expected lowercase letters, digits and '-' (not \"auto\"), found \"\(name)\"")
    }
    if let density = palette.grainDensity {
      try Self.check(density, in: 0...1000, file: file, path: "palette.grainDensity")
    }
    if let grain = palette.backgroundGrain {
      try Self.check(grain, in: 0...1, file: file, path: "palette.backgroundGrain")
    }
    for colourClass in ColourClass.allCases {
      let model = scan.classes[colourClass]
      let path = "scan.classes.\(colourClass.rawValue)"
      let spread = [model.spread.l, model.spread.a, model.spread.b]
      for (index, value) in spread.enumerated() {
        try Self.check(
          value, in: 0...100, excludingLower: true, file: file, path: path + ".spread[\(index)]")
      }
      try Self.check(model.mean.l, in: 0...100, file: file, path: path + ".mean[0]")
      try Self.check(model.mean.a, in: -200...200, file: file, path: path + ".mean[1]")
      try Self.check(model.mean.b, in: -200...200, file: file, path: path + ".mean[2]")
    }
    for (name, threshold) in scan.thresholds.named {
      let path = "scan.thresholds.\(name)"
      if name == "sampleDistance" {
        try Self.check(
          threshold.value, in: 0...100, excludingLower: true, file: file, path: path + ".value")
        try Self.check(threshold.margin, in: 0...100, file: file, path: path + ".margin")
      } else {
        try Self.check(threshold.value, in: 0...1, file: file, path: path + ".value")
        try Self.check(threshold.margin, in: 0...1, file: file, path: path + ".margin")
      }
    }
  }

  /// Throws unless `value` is finite and in `range` (above its lower bound when
  /// `excludingLower`).
  private static func check(
    _ value: Double, in range: ClosedRange<Double>, excludingLower: Bool = false, file: String,
    path: String
  ) throws(ThemeError) {
    let inside =
      value.isFinite && range.contains(value) && !(excludingLower && value == range.lowerBound)
    guard !inside else { return }
    let allowed =
      excludingLower
      ? "more than \(Self.bound(range.lowerBound)), up to \(Self.bound(range.upperBound))"
      : "\(Self.bound(range.lowerBound)) to \(Self.bound(range.upperBound))"
    throw .malformed(file: file, path: path, reason: "\(value) is out of range (\(allowed))")
  }

  /// `1` for 1.0, `0.5` for 0.5.
  private static func bound(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
