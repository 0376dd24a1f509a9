import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Solver
import Themes

/// Reads Unblock Me screenshots, solves their boards optimally and places the moves on the
/// screen: the library behind the `unblocker` command.
///
/// ```swift
/// let unblocker = try Unblocker()
/// let reading = try unblocker.scan(file: "shot.png")
/// if let puzzle = reading.puzzle, let solution = Unblocker.solve(puzzle).solution {
///   for gesture in try reading.gestures(for: solution) { print(gesture.adbCommand) }
/// }
/// ```
public struct Unblocker: Sendable {
  /// The scanner, with the theme profiles chosen.
  public var scanner: BoardScanner
  /// The least confidence a board needs to count as read.
  public var minimumConfidence: Double

  /// A reader with the shipped theme profiles and those in `./themes` (or the folders in
  /// `UNBLOCKER_THEMES`).
  ///
  /// - Parameters:
  ///   - theme: a profile name, the path of a theme `.json` file, or `auto` (every profile,
  ///     and thresholds derived from the image when none fits).
  ///   - minimumConfidence: the least confidence for a board to count as read (0.5 by
  ///     default, as the command's `--min-confidence`).
  /// - Throws: `UnblockerError.theme` for an unknown theme or an unreadable theme file.
  public init(
    theme: String = "auto", minimumConfidence: Double = ScanReport.defaultMinimumConfidence
  ) throws(UnblockerError) {
    do {
      try self.init(
        selection: ThemeSelection(argument: theme), library: try ThemeLibrary.standard(),
        minimumConfidence: minimumConfidence)
    } catch {
      throw UnblockerError(error)
    }
  }

  /// A reader for a theme selection over `library`: every profile and thresholds derived
  /// from the image for `auto`, otherwise exactly the one profile. The one place outside the
  /// scanner that builds a scanner: the command line and the studio read through it.
  ///
  /// - Throws: `ThemeError` for an unknown name or an unreadable or malformed theme file.
  package init(
    selection: ThemeSelection, library: ThemeLibrary,
    minimumConfidence: Double = ScanReport.defaultMinimumConfidence
  ) throws(ThemeError) {
    scanner = try BoardScanner(selection: selection, library: library)
    self.minimumConfidence = minimumConfidence
  }

  /// Scans decoded pixels.
  public func scan(image: RGBAImage) -> Reading {
    let report = scanner.scan(image)
    return Reading(
      report: report, imageSize: image.size, minimumConfidence: minimumConfidence,
      theme: report.usedFallback ? nil : scanner.profiles.first { $0.name == report.theme })
  }

  /// Scans the screenshot in file `path` (PNG, JPEG or WebP, told by content).
  ///
  /// - Throws: `UnblockerError.image` when the file cannot be read or decoded.
  public func scan(file path: String) throws(UnblockerError) -> Reading {
    do {
      return scan(image: try ImageFile.read(path: path).image)
    } catch {
      throw UnblockerError(error)
    }
  }

  /// Scans a screenshot's encoded bytes (PNG, JPEG or WebP).
  ///
  /// - Parameters:
  ///   - data: the file's content.
  ///   - name: the name to give in error messages.
  /// - Throws: `UnblockerError.image` when the bytes are not a supported image.
  public func scan(data: Data, name: String = "<memory>") throws(UnblockerError) -> Reading {
    do {
      return scan(image: try ImageDecoder.decode(data, source: name).image)
    } catch {
      throw UnblockerError(error)
    }
  }

  /// Solves `puzzle` optimally (fewest moves): its solution, or the proof that it has none.
  public static func solve(_ puzzle: Puzzle) -> SearchResult {
    Solver.solve(puzzle)
  }
}
