import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Scanner

/// Writes overlay images (`DIR/NAME.annotated.png`) for `annotate` and `scan --annotate`.
///
/// Each overlay is written atomically and never replaces an existing file without `force`; two
/// inputs that would give the same overlay name in one run are refused rather than one
/// silently replacing the other. Failures are handed to `complaint` (the command prints them as
/// `error:` lines) and remembered in `failed`, so a batch goes on with the other images.
public final class AnnotationWriter {
  /// The folder the overlays go into (created when missing).
  public let directory: String
  /// PNG, or lossless WebP.
  public let format: ImageFormat
  /// Replace existing overlay files.
  public let force: Bool
  /// Side-by-side, zoom (the title is set per image).
  public let options: AnnotationOptions
  /// Told why an overlay could not be written (one message naming the file and what to do).
  private let complaint: (String) -> Void
  /// True once an overlay could not be written.
  public private(set) var failed = false
  /// Overlays written in this run.
  private var written: Set<String> = []

  /// Creates a writer into `directory` that tells `complaint` why an overlay was not written.
  public init(
    directory: String, format: ImageFormat = .png, force: Bool = false,
    options: AnnotationOptions = .standard, complaint: @escaping (String) -> Void
  ) {
    self.directory = directory
    self.format = format
    self.force = force
    self.options = options
    self.complaint = complaint
  }

  /// `DIR/NAME.annotated.EXT` for the screenshot at `input` (NAME is its file name without the
  /// extension).
  public static func outputPath(
    for input: String, directory: String, format: ImageFormat
  ) -> String {
    let file = input.split(separator: "/").last.map(String.init) ?? input
    let name =
      file.lastIndex(of: ".").map { $0 == file.startIndex ? file : String(file[..<$0]) } ?? file
    let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return (folder.isEmpty ? "." : folder) + "/\(name).annotated.\(format.fileExtension)"
  }

  /// The overlay path for `input`.
  public func outputPath(for input: String) -> String {
    Self.outputPath(for: input, directory: directory, format: format)
  }

  /// Checks that the overlay for `input` may be written (not written earlier in this run, and
  /// absent unless `force`), before the work of scanning and drawing.
  ///
  /// - Returns: false after telling `complaint` why.
  public func mayWrite(for input: String) -> Bool {
    let path = outputPath(for: input)
    if written.contains(path) {
      complain(
        "\(path): already written in this run for another image named like \(input); "
          + "give the images different names or annotate them into different folders")
      return false
    }
    do {
      try OutputPaths.check([path], inputs: [input], force: force)
    } catch .exists {
      complain(ImageCodecError.outputExists(path: path).description)
      return false
    } catch {
      complain(error.description)
      return false
    }
    return true
  }

  /// Draws and writes the overlay of `report` for the screenshot `image` read from `input`.
  ///
  /// - Parameters:
  ///   - report: the evidence to draw.
  ///   - image: the screenshot.
  ///   - input: the screenshot's path (names the overlay and titles it).
  ///   - verdict: a verdict replacing the scan's in the header (a calibration's), if any.
  /// - Returns: the overlay's path, or nil after telling `complaint` why it was not written.
  @discardableResult
  public func write(
    _ report: ScanReport, image: RGBAImage, input: String, verdict: AnnotationVerdict? = nil
  ) -> String? {
    guard mayWrite(for: input) else { return nil }
    let path = outputPath(for: input)
    do {
      try FileManager.default.createDirectory(
        atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
    } catch {
      complain(
        "\(directory): cannot create the overlay folder (\(error.localizedDescription)); "
          + "choose another folder with -o")
      return nil
    }
    var options = self.options
    options.title = input.split(separator: "/").last.map(String.init) ?? input
    if let verdict { options.verdict = verdict }
    let overlay = Annotator.overlay(for: report, on: image, options: options)
    do throws(ImageCodecError) {
      try ImageFile.write(
        overlay, to: path, format: format, options: EncodeOptions(lossless: format == .webp),
        force: force)
    } catch {
      complain(error.description)
      return nil
    }
    written.insert(path)
    return path
  }

  private func complain(_ message: String) {
    failed = true
    complaint(message)
  }
}
