import Puzzle

/// The checks of a fitted profile against labelled screenshots: each calibration image scanned
/// with the profile, and each one scanned with a profile fitted without it (leave-one-out).
public struct ValidationReport: Sendable, Codable {
  /// One screenshot scanned and compared with its label.
  public struct Check: Hashable, Sendable, Codable {
    /// What was checked.
    public enum Kind: String, Hashable, Sendable, Codable, CustomStringConvertible {
      /// Scanned with the profile fitted from all screenshots, itself included.
      case calibration
      /// Scanned with a profile fitted from the other screenshots only.
      case leaveOneOut = "leave-one-out"

      /// The name.
      public var description: String { rawValue }
    }

    /// The image file.
    public var image: String
    /// What was checked.
    public var kind: Kind
    /// The board read (notation), nil when the scan failed.
    public var board: String?
    /// The exit read, nil when the scan failed.
    public var exit: Exit?
    /// What differs from the label, one entry per tile, block or exit (empty when exact).
    public var differences: [String]

    /// True when the reading equals the label (same blocks, same exit).
    public var passed: Bool { differences.isEmpty }
  }

  /// Every check, calibration checks first.
  public var checks: [Check]
  /// True when leave-one-out ran (it needs three or more screenshots).
  public var leaveOneOut: Bool

  /// True when every check passed.
  public var passed: Bool { checks.allSatisfy(\.passed) }

  /// The failed checks.
  public var failures: [Check] { checks.filter { !$0.passed } }
}
