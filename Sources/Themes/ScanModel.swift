/// How the scanner tells a theme's classes apart: colour models and named thresholds.
///
/// Owned by the scanner issue; fitted by the calibrator. No colour threshold lives in scanner
/// code: every one is a named field here.
public struct ScanModel: Codable, Hashable, Sendable {
  /// Creates an empty model (the scanner issue gives it its fields).
  public init() {}
}
