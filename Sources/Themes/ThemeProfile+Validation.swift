extension ThemeProfile {
  /// Checks what types cannot: a usable name, positive spreads, thresholds in range.
  ///
  /// - Parameter file: the file's name, for messages.
  /// - Throws: `ThemeError.malformed` naming the key at fault.
  public func validate(file: String) throws(ThemeError) {
    let nameCharacters = name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !name.isEmpty, nameCharacters, name != "auto" else {
      throw .malformed(
        file: file, path: "name",
        reason: "expected lowercase letters, digits and '-' (not \"auto\"), found \"\(name)\"")
    }
    for colourClass in ColourClass.allCases {
      let model = scan.classes[colourClass]
      let path = "scan.classes.\(colourClass.rawValue)"
      guard model.spread.l > 0, model.spread.a > 0, model.spread.b > 0 else {
        throw .malformed(file: file, path: path + ".spread", reason: "expected 3 positive numbers")
      }
      guard (0...100).contains(model.mean.l) else {
        throw .malformed(file: file, path: path + ".mean", reason: "expected L between 0 and 100")
      }
    }
    for (name, threshold) in scan.thresholds.named {
      let path = "scan.thresholds.\(name)"
      guard threshold.value.isFinite, threshold.margin.isFinite, threshold.margin >= 0 else {
        throw .malformed(
          file: file, path: path, reason: "expected a finite value and a margin of 0 or more")
      }
      if name != "sampleDistance", !(0...1).contains(threshold.value) {
        throw .malformed(file: file, path: path + ".value", reason: "expected 0 to 1")
      }
      if name == "sampleDistance", threshold.value <= 0 {
        throw .malformed(file: file, path: path + ".value", reason: "expected a positive number")
      }
    }
  }
}
