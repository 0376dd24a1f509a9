import Annotator
import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Themes

/// One `calibrate`: a profile fitted from labelled screenshots, checked on them (leave-one-out
/// with three or more), and written; encoded as the command's `--json`.
public struct CalibrationRun: Encodable, Sendable {
  /// The fitted profile, its statistics and margins.
  public var calibration: CalibrationReport
  /// Every screenshot scanned with the profile (and with the others' profiles).
  public var validation: ValidationReport
  /// The profile file written (`-` for standard output).
  public var output: String
  /// How long the fit and the validation took.
  public var seconds: Double

  /// Before any work: the profile at `path` must not replace an image or a label (never, even
  /// with `force`), nor an existing file (a dangling link included) without `force`.
  ///
  /// - Throws: `CalibrationError.output`.
  public static func checkOutput(_ path: String, images: [String], force: Bool)
    throws(CalibrationError)
  {
    do {
      try OutputPaths.check(
        [path], inputs: images + images.map(Corpus.labelPath(forImage:)), force: force)
    } catch {
      throw .output(error)
    }
  }

  /// Loads the labelled screenshots at `images`, fits the profile `name` and validates it.
  ///
  /// - Parameters:
  ///   - library: the known profiles (the calibrator compares the new one with them).
  ///   - output: the profile file it will be written to.
  ///   - measured: told what was measured on each screenshot (for overlays), also when the
  ///     fit fails.
  /// - Throws: `CorpusError` for a screenshot or label that cannot be loaded,
  ///   `CalibrationError` for a fit that fails.
  public init(
    name: String, description: String?, images: [String], library: [ThemeProfile],
    output: String, measured: ([CalibrationMeasurement], [LabelledScreenshot]) -> Void
  ) throws {
    let started = Date()
    let screenshots = try images.map { try LabelledScreenshot.load(imagePath: $0) }
    let calibrator = Calibrator(library: library)
    var measurements: [CalibrationMeasurement] = []
    do {
      defer { measured(measurements, screenshots) }
      calibration = try calibrator.calibrate(
        name: name, description: description, screenshots: screenshots,
        measurements: &measurements)
    }
    validation = calibrator.validate(calibration.profile, screenshots: screenshots)
    self.output = output
    seconds = Date().timeIntervalSince(started)
  }

  /// The report and the validation, then where the profile went.
  public var text: String {
    calibration.text + "\n" + validation.text
      + "wrote \(output) (\(Decimals.fixed(seconds, 2)) s); use it with --theme \(output)\n"
  }

  /// One `error:` message per reading that differs from its label, then what to do; none when
  /// the validation passed.
  public var failures: [String] {
    guard !validation.passed else { return [] }
    return validation.failures.map {
      "\($0.image): \($0.kind) scan differs from its label: "
        + $0.differences.joined(separator: "; ")
    } + [
      "validation failed; \(output) may misread this theme: check the labels named above, add "
        + "screenshots, and calibrate again with --force"
    ]
  }

  /// Writes the profile atomically; `createFolder` makes the default `themes` folder first.
  ///
  /// - Throws: `ImageCodecError` when it exists (without `force`) or cannot be written.
  public func writeProfile(force: Bool, createFolder: Bool) throws {
    if createFolder {
      try? FileManager.default.createDirectory(
        atPath: "themes", withIntermediateDirectories: true)
    }
    try ImageFile.write(
      bytes: [UInt8](try calibration.profile.encodedJSON()), to: output, force: force)
  }
}

extension AnnotationWriter {
  /// Writes the overlay of what was measured on each screenshot (`calibrate --annotate`).
  ///
  /// - Returns: the paths written.
  public func write(
    _ measurements: [CalibrationMeasurement], of screenshots: [LabelledScreenshot]
  ) -> [String] {
    zip(measurements, screenshots).compactMap { measurement, shot in
      let verdict = AnnotationVerdict(
        text: measurement.verdict, passed: measurement.passed, notes: measurement.notes,
        cells: measurement.cells)
      return write(measurement.report, image: shot.image, input: shot.imagePath, verdict: verdict)
    }
  }
}
