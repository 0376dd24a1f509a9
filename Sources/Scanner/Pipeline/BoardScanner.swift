import Imaging
import Puzzle
import Themes

/// Reads an Unblock Me board from an image: locate, classify, seams, blocks, chute, validate.
///
/// Every stage records its evidence in the `ScanReport`, so the annotator, the calibrator and
/// the error messages read the same facts. A scan never throws: failures are in
/// `ScanReport.error`, with the stage reached.
public struct BoardScanner: Sendable {
  /// The theme profiles to try (all of them for `--theme auto`).
  public var profiles: [ThemeProfile]
  /// Whether to derive thresholds from the image when no profile fits (`--theme auto`).
  public var allowsFallback: Bool
  /// Every threshold, prior and coefficient of the scan, one group per stage.
  public var policy: ScanPolicy

  /// Creates a scanner.
  ///
  /// - Parameters:
  ///   - profiles: the profiles to try; each is scored and the best one is used.
  ///   - allowsFallback: derive thresholds from the image when no profile fits.
  ///   - policy: every threshold, prior and coefficient of the scan.
  public init(
    profiles: [ThemeProfile], allowsFallback: Bool = true, policy: ScanPolicy = .standard
  ) {
    self.profiles = profiles
    self.allowsFallback = allowsFallback
    self.policy = policy
  }

  /// A scanner for a `--theme` selection: every profile of `library` plus the fallback for
  /// `auto`, otherwise exactly the one profile and no fallback.
  ///
  /// - Throws: `ThemeError` for an unknown name or an unreadable or malformed file.
  public init(selection: ThemeSelection, library: ThemeLibrary) throws(ThemeError) {
    self.init(
      profiles: try library.candidates(for: selection), allowsFallback: selection == .auto)
  }

  /// Scans `image`.
  ///
  /// - Returns: the report; `report.puzzle` on success, `report.error` otherwise.
  public func scan(_ image: RGBAImage) -> ScanReport {
    ViewReader(scanner: self).scan(image)
  }

  /// Scans `image` and returns the puzzle.
  ///
  /// - Throws: the report's `ScanError` when the scan fails.
  public func puzzle(from image: RGBAImage) throws(ScanError) -> Puzzle {
    let report = scan(image)
    if let puzzle = report.puzzle { return puzzle }
    throw report.error ?? .noDarkRegion(theme: "none", minimumSide: policy.locate.minimumBoardSide)
  }
}

extension BoardScanner {
  /// The `--theme auto` scanner over the shipped profiles only (no theme folders): every
  /// compiled-in profile plus the fallback.
  ///
  /// - Throws: `ThemeError` if a shipped profile does not decode (a build defect).
  public static func withShippedThemes() throws(ThemeError) -> BoardScanner {
    BoardScanner(profiles: try ThemeLibrary.builtIn().profiles)
  }
}
