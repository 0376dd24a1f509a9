import Calibration
import Corpus
import Foundation
import Hummingbird
import ImageCodecs
import Themes

/// What a calibration fitted: the report and the validation, as `calibrate --json` prints
/// them, its text, and the profile to save.
struct CalibrationOutcome: Encodable, Sendable {
  var name: String
  var calibration: CalibrationReport
  var validation: ValidationReport
  var text: String
  /// Where Save writes the profile.
  var output: String
}

/// The routes of calibration: fit a theme from labelled screenshots in the background, then
/// save it into the themes folder and rescan with it.
extension Studio {
  struct CalibrateRequest: Decodable {
    var name: String
    var description: String?
    /// The file ids of labelled screenshots.
    var files: [String]
  }

  struct SaveThemeRequest: Decodable {
    /// The calibration job.
    var id: String
    /// Replace an existing profile of that name (asked of the person first).
    var replace: Bool
  }

  func addCalibrationRoutes(to router: Router<BasicRequestContext>) {
    let limit = configuration.bodyLimit
    router.post("/api/calibrate") { request, _ in
      let body = try await JSONBody.decode(CalibrateRequest.self, from: request, limit: limit)
      let job = try self.startCalibration(body)
      return JSONBody.response(job.snapshot(), status: .accepted)
    }
    router.post("/api/calibrate/save") { request, _ in
      let body = try await JSONBody.decode(SaveThemeRequest.self, from: request, limit: limit)
      guard let job = self.jobs.job(body.id), let outcome = job.snapshot().calibration else {
        throw StudioError(.notFound, "notFound", "\(body.id): no finished calibration in this run")
      }
      try self.saveTheme(outcome, replace: body.replace)
      return JSONBody.response(["saved": outcome.output])
    }
  }

  /// Starts a calibration (as `unblocker calibrate --name NAME IMAGE...`) in the background.
  func startCalibration(_ request: CalibrateRequest) throws(StudioError) -> Job {
    do {
      try Calibrator.checkName(request.name)
    } catch {
      throw StudioError.invalid("--name: \(error.description)")
    }
    guard !request.files.isEmpty else {
      throw StudioError.invalid("choose labelled screenshots of the theme to calibrate from")
    }
    var paths: [String] = []
    for file in request.files { paths.append(try folders.resolve(file)) }
    let library: ThemeLibrary
    do {
      library = try ThemeLibrary.standard()
    } catch {
      throw StudioError.invalid(error.description)
    }
    let output = "\(configuration.themesFolder)/\(request.name).json"
    let job = jobs.add(kind: "calibrate", total: paths.count, files: [:])
    Task.detached {
      var screenshots: [LabelledScreenshot] = []
      for path in paths {
        guard !job.isCancelled else { return job.finish("cancelled") }
        do throws(CorpusError) {
          screenshots.append(try LabelledScreenshot.load(imagePath: path))
        } catch {
          return job.finish("failed", error: error.description)
        }
        job.advance()
      }
      let calibrator = Calibrator(library: library.profiles)
      do throws(CalibrationError) {
        let report = try calibrator.calibrate(
          name: request.name, description: request.description, screenshots: screenshots)
        guard !job.isCancelled else { return job.finish("cancelled") }
        let validation = calibrator.validate(report.profile, screenshots: screenshots)
        job.record(
          CalibrationOutcome(
            name: request.name, calibration: report, validation: validation,
            text: report.text + "\n" + validation.text, output: output))
        job.finish(job.isCancelled ? "cancelled" : "finished")
      } catch {
        job.finish("failed", error: error.description)
      }
    }
    return job
  }

  /// Writes the profile atomically into the themes folder, never over an existing one unless
  /// `replace`, then scans with the new library.
  func saveTheme(_ outcome: CalibrationOutcome, replace: Bool) throws(StudioError) {
    try? FileManager.default.createDirectory(
      atPath: configuration.themesFolder, withIntermediateDirectories: true)
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try outcome.calibration.profile.encodedJSON())
    } catch {
      throw StudioError(.internalServerError, "internal", "\(error)")
    }
    do {
      try ImageFile.write(bytes: bytes, to: outcome.output, force: replace)
    } catch .outputExists {
      throw StudioError(
        .conflict, "exists",
        "\(outcome.output): the theme file exists; confirm to replace it, or choose another name")
    } catch {
      throw StudioError(.conflict, "cannotWrite", error.description)
    }
    let rescanned = try Studio.makeScanner()
    scanner.withLock { $0 = rescanned }
    outcomes.withLock { $0 = [:] }
  }
}
