import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Progress
import Scanner

/// One image's scan and encoded overlay, or why it could not be read (`annotate`'s outcome).
public enum AnnotationOutcome: Sendable {
  /// The image cannot be read or decoded.
  case unreadable(ImageCodecError)
  /// The scan's report and the overlay encoded (or why it could not be encoded).
  case annotated(ScanReport, Result<[UInt8], ImageCodecError>)
}

extension AnnotationWriter {
  /// Reads, scans, draws and encodes the overlays of `images` on every core, then stores them
  /// and hands each outcome with its image and stored path (nil when none was written) to
  /// `receive` in input order. An image whose overlay may not be written (one that exists,
  /// without `force`, or would be an input) is refused before any scanning and not handed on.
  ///
  /// - Parameters:
  ///   - images: the screenshots (each annotated once, even when given twice).
  ///   - scanner: the scanner.
  ///   - receive: takes each outcome, its image and the overlay's path, with the progress line
  ///     (on standard error, on a terminal) cleared.
  public func annotate(
    _ images: [String], with scanner: BoardScanner,
    receive: (AnnotationOutcome, _ input: String, _ path: String?) -> Void
  ) async {
    var seen: Set<String> = []
    let images = images.filter { seen.insert($0).inserted }
    let allowed = images.map { mayWrite(for: $0) }
    let (options, format) = (options, format)
    let progress = ProgressLine(total: allowed.filter { $0 }.count, label: "annotate")
    await OrderedTasks.run(images.indices, limit: ProcessInfo.processInfo.activeProcessorCount) {
      index -> AnnotationOutcome? in
      guard allowed[index] else { return nil }
      let input = images[index]
      let image: RGBAImage
      do throws(ImageCodecError) {
        image = try ImageFile.read(path: input).image
      } catch {
        return .unreadable(error)
      }
      let report = scanner.scan(image)
      return .annotated(
        report,
        Self.encode(report, image: image, input: input, options: options, format: format))
    } receive: { index, outcome in
      guard let outcome else { return true }
      progress.clear()
      defer { progress.advance() }
      var path: String?
      if case .annotated(_, let encoded) = outcome { path = store(encoded, input: images[index]) }
      receive(outcome, images[index], path)
      return true
    }
    progress.finish()
  }
}
