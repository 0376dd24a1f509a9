// The fuzz targets as one library: libFuzzer drives them in UnblockerFuzzer (tools/fuzz), and the
// ordinary test build replays every committed seed through the same functions (FuzzSeedTests),
// as `go test` runs a fuzz target's seed corpus.

/// One fuzz target: an entry point that takes any bytes and must neither crash nor break its
/// invariants, whatever they are.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The PNG, JPEG and WebP decoders, `inspect` beside `decode`, and a PNG round trip.
  case decode
  /// A theme file: strict decoding, validation, its messages, an accepted theme's round trip.
  case theme
  /// A label: decoding, its messages, an accepted label's round trip.
  case label
  /// A regress baseline: strict JSON, validation, confidences in range.
  case baseline
  /// A user's file the whole way: decode, scan with every shipped theme, draw the overlay.
  case scan

  /// The folders of committed seeds, relative to the repository root, in the order tools/fuzz
  /// gives them to libFuzzer (its `seeds=(...)` line for this target says the same).
  public var seedFolders: [String] {
    switch self {
    case .decode: ["Tests/Fuzz/corpus"]
    case .theme: ["themes", "Tests/Fuzz/corpus-theme"]
    case .label: ["Tests/Fuzz/corpus-label"]
    case .baseline: ["Tests/Fuzz/corpus-baseline"]
    case .scan: ["Tests/Fuzz/corpus-scan", "Tests/Fuzz/hostile", "Tests/Fuzz/corpus"]
    }
  }

  /// Runs one input through the target.
  /// - Parameters:
  ///   - bytes: Any bytes.
  ///   - source: The name errors are to give the input (a seed's file name, `fuzz input`).
  /// - Returns: Whether the input was accepted or refused, with the refusal's message.
  /// - Throws: `FuzzFinding` when an invariant broke: what the fuzzer reports as a crash.
  public func run(_ bytes: [UInt8], source: String = "fuzz input") throws(FuzzFinding)
    -> FuzzOutcome
  {
    switch self {
    case .decode: try decodeTarget(bytes, source: source)
    case .theme: try themeTarget(bytes, source: source)
    case .label: try labelTarget(bytes, source: source)
    case .baseline: try baselineTarget(bytes, source: source)
    case .scan: try scanTarget(bytes, source: source)
    }
  }
}

/// What a target made of an input that broke no invariant.
public enum FuzzOutcome: Equatable, Sendable {
  /// The input was read (decoded, accepted as a theme, a label, a baseline).
  case accepted
  /// The input was refused with this message (an error's description).
  case refused(String)
}

/// A broken invariant: the input crashed the fuzzer, or would have.
public struct FuzzFinding: Error, CustomStringConvertible, Sendable {
  /// The target that found it.
  public var target: FuzzTarget
  /// The invariant that broke.
  public var invariant: String

  public var description: String { "fuzz target \(target.rawValue): \(invariant)" }
}
