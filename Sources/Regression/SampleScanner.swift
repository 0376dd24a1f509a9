import Foundation
import Imaging

/// Reads a board from a decoded screenshot for the regression harness.
///
/// The harness knows scanners only through this protocol, so its logic is tested with fakes and
/// the command wires in the real scanner.
public protocol SampleScanner: Sendable {
  /// Scans `image`, decoded from `file`.
  ///
  /// - Parameters:
  ///   - image: the decoded screenshot.
  ///   - file: where it came from (for scanners that want to name it).
  /// - Returns: what the scan found; failures are outcomes, never thrown.
  func scan(_ image: RGBAImage, file: URL) async -> ScanOutcome
}
