import ImageCodecs
import Imaging
import Scanner

extension Unblocker {
  /// `scan IMAGE`'s printout of one screenshot: its reading (a text with a picture, or a JSON
  /// line) through `write`; the refusal with its hint, the uncertainty and the warnings (not
  /// with `json`) through `note`.
  ///
  /// - Parameters:
  ///   - path: the screenshot (`-` for standard input).
  ///   - json: one JSON object per line instead of text.
  ///   - evidence: with `json`, the whole scan report.
  ///   - colour: colour the text's picture of the board.
  ///   - annotate: takes each scan with its image (for overlays).
  /// - Returns: `read`, `uncertain`, or `refused` when no board was read.
  /// - Throws: `ImageCodecError` when the file cannot be read or decoded (with `json`, after
  ///   writing its `unreadable` line).
  public func printout(
    file path: String, json: Bool, evidence: Bool, colour: Bool, write: (String) -> Void,
    note: (String) -> Void, annotate: (ScanReport, RGBAImage) -> Void = { _, _ in }
  ) throws(ImageCodecError) -> ScanVerdict {
    let image: RGBAImage
    do {
      image = try ImageFile.read(path: path).image
    } catch {
      if json { write(Reading.unreadableLine(file: path, error: error.description)) }
      throw error
    }
    let reading = scan(image: image)
    let report = reading.report
    annotate(report, image)
    if json {
      write(reading.verdictLine(file: path, evidence: evidence))
    } else if report.puzzle != nil {
      write(reading.text(file: path, colour: colour) + "\n")
    }
    if let error = report.error {
      note("error: \(path): \(error.description)\n")
      if let hint = Reading.calibrationHint(report) { note(hint + "\n") }
      return .refused
    }
    if reading.verdict == .uncertain {
      note("error: \(path): \(reading.uncertainty); rescan a clearer screenshot\n")
    }
    if !json {
      for warning in report.warnings { note("warning: \(path): \(warning.message)\n") }
    }
    return reading.verdict == .uncertain ? .uncertain : .read
  }
}
