// Theme, label and baseline JSON: strict reading, validation and messages must never trap, and
// what is accepted must survive its own encoder.
import FileGuard
import Foundation
import Puzzle
import Regression
import Themes

/// A theme file: decode and validate; an accepted theme round-trips and formats its numbers.
func themeTarget(_ bytes: [UInt8]) {
  let data = Data(bytes)
  guard let profile = try? ThemeProfile.decode(data, file: "fuzz.json") else {
    // The message must be computable (escaping, excerpts) whatever the input.
    do { _ = try ThemeProfile.decode(data, file: "fuzz.json") } catch { _ = error.description }
    return
  }
  guard let encoded = try? profile.encodedJSON(),
    let again = try? ThemeProfile.decode(encoded, file: "again.json")
  else { preconditionFailure("an accepted theme failed to round-trip") }
  precondition(again == profile, "theme round trip changed the profile")
  for (_, threshold) in profile.scan.thresholds.named {
    _ = threshold.confidence(0.5)
  }
}

/// A label: decode; an accepted label round-trips through its encoder.
func labelTarget(_ bytes: [UInt8]) {
  do {
    let label = try Label(json: Data(bytes), file: "fuzz.json")
    let again = try Label(json: label.jsonData(), file: "again.json")
    precondition(again == label, "label round trip changed the label")
  } catch {
    _ = error.description
  }
}

/// A baseline: decode and validate; every accepted confidence is in range.
func baselineTarget(_ bytes: [UInt8]) {
  do {
    let samples = try RegressionDocument.baselineSamples(data: Data(bytes), path: "fuzz.json")
    for sample in samples {
      if let confidence = sample.confidence {
        precondition((0...1).contains(confidence), "a baseline confidence out of range passed")
      }
    }
  } catch {
    _ = error.description
  }
  // The strict reader alone, on the same bytes.
  _ = try? StrictJSON.check(bytes)
}
