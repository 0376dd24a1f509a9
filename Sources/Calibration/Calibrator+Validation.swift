import Corpus
import Puzzle
import Scanner
import Themes

extension Calibrator {
  /// Checks a fitted profile: every screenshot scanned with it alone, and, with three or more
  /// screenshots, each one scanned with a profile fitted from the others (leave-one-out).
  ///
  /// - Parameters:
  ///   - profile: the profile fitted from all of `screenshots`.
  ///   - screenshots: the labelled screenshots it was fitted from.
  ///   - leaveOneOut: run leave-one-out when there are three or more screenshots.
  /// - Returns: one check per scan.
  public func validate(
    _ profile: ThemeProfile, screenshots: [LabelledScreenshot], leaveOneOut: Bool = true
  ) -> ValidationReport {
    var checks = screenshots.map { check($0, with: profile, kind: .calibration) }
    let runsLeaveOneOut = leaveOneOut && screenshots.count >= 3
    if runsLeaveOneOut {
      // Locating does not depend on the other screenshots: once for all folds.
      let located = screenshots.map { shot -> ScreenshotEvidence? in
        do throws(CalibrationError) { return try locate(shot) } catch { return nil }
      }
      for (index, shot) in screenshots.enumerated() {
        let others = located.enumerated().filter { $0.offset != index }.compactMap(\.element)
        do throws(CalibrationError) {
          let report = try fit(name: profile.name, description: nil, evidence: others)
          checks.append(check(shot, with: report.profile, kind: .leaveOneOut))
        } catch {
          checks.append(
            ValidationReport.Check(
              image: shot.imagePath, kind: .leaveOneOut, board: nil, exit: nil,
              differences: ["no profile could be fitted without it: \(error.description)"]))
        }
      }
    }
    return ValidationReport(checks: checks, leaveOneOut: runsLeaveOneOut)
  }

  /// Scans one screenshot with `profile` alone and compares the reading with its label.
  private func check(
    _ shot: LabelledScreenshot, with profile: ThemeProfile, kind: ValidationReport.Check.Kind
  ) -> ValidationReport.Check {
    let report = scan(shot.image, with: [profile])
    return ValidationReport.Check(
      image: shot.imagePath, kind: kind, board: report.puzzle?.board.notation,
      exit: report.puzzle?.exit,
      differences: ReadingDifference.between(
        label: shot.puzzle, read: report.puzzle, failure: report.error))
  }
}
