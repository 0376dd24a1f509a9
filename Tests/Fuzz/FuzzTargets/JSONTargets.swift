// Theme, label and baseline JSON: strict reading, validation and messages must never trap, and
// what is accepted must survive its own encoder.
import FileGuard
import Foundation
import Puzzle
import Regression
import StrictJSON
import Themes

/// A theme file: decode and validate; an accepted theme round-trips and formats its numbers.
func themeTarget(_ bytes: [UInt8], source: String) throws(FuzzFinding) -> FuzzOutcome {
  let profile: ThemeProfile
  do {
    profile = try ThemeProfile.decode(Data(bytes), file: source)
  } catch {
    // The message must be computable (escaping, excerpts) whatever the input.
    return .refused(error.description)
  }
  guard let encoded = try? profile.encodedJSON(),
    let again = try? ThemeProfile.decode(encoded, file: "again.json")
  else { throw FuzzFinding(target: .theme, invariant: "an accepted theme failed to round-trip") }
  guard again == profile else {
    throw FuzzFinding(target: .theme, invariant: "theme round trip changed the profile")
  }
  for (_, threshold) in profile.scan.thresholds.named {
    _ = threshold.confidence(0.5)
  }
  return .accepted
}

/// A label: decode; an accepted label round-trips through its encoder.
func labelTarget(_ bytes: [UInt8], source: String) throws(FuzzFinding) -> FuzzOutcome {
  let label: Label
  do {
    label = try Label(json: Data(bytes), file: source)
  } catch {
    return .refused(error.description)
  }
  guard let again = try? Label(json: label.jsonData(), file: "again.json") else {
    throw FuzzFinding(target: .label, invariant: "an accepted label failed to round-trip")
  }
  guard again == label else {
    throw FuzzFinding(target: .label, invariant: "label round trip changed the label")
  }
  return .accepted
}

/// A baseline: decode and validate; every accepted confidence is in range.
func baselineTarget(_ bytes: [UInt8], source: String) throws(FuzzFinding) -> FuzzOutcome {
  // The strict reader alone, on the same bytes.
  _ = try? StrictJSON.check(bytes)
  let samples: [BaselineSample]
  do {
    samples = try RegressionDocument.baselineSamples(data: Data(bytes), path: source)
  } catch {
    return .refused(error.description)
  }
  for sample in samples {
    if let confidence = sample.confidence, !(0...1).contains(confidence) {
      throw FuzzFinding(target: .baseline, invariant: "a baseline confidence out of range passed")
    }
  }
  return .accepted
}
