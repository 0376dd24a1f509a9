import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Scanner

/// Writes overlay images (`DIR/NAME.annotated.png`) for `annotate` and `scan --annotate`.
///
/// Each overlay is written atomically and never replaces an existing file without `force`; the
/// inputs of one run get distinct overlay names (`OverlayNames`), so none replaces another's.
/// A stream as the folder (`-`: standard output) takes the one overlay of a single input. Failures are handed to `complaint` (the command prints them as
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
  /// The overlay path of each input of the run, made unique.
  private let names: [String: String]

  /// Creates a writer into `directory` that tells `complaint` why an overlay was not written.
  ///
  /// - Parameters:
  ///   - inputs: every screenshot of the run, so their overlay names can be made unique.
  public init(
    directory: String, inputs: [String] = [], format: ImageFormat = .png, force: Bool = false,
    options: AnnotationOptions = .standard, complaint: @escaping (String) -> Void
  ) {
    self.directory = directory
    self.format = format
    self.force = force
    self.options = options
    self.complaint = complaint
    names = OverlayNames.paths(
      for: inputs, directory: directory, format: format, options: options)
  }

  /// `DIR/NAME.annotated.EXT` for the screenshot at `input` (NAME is its file name without the
  /// extension; `.side-by-side`, `.zoom` after `annotated` as `options` ask).
  public static func outputPath(
    for input: String, directory: String, format: ImageFormat,
    options: AnnotationOptions = .standard
  ) -> String {
    OverlayNames.paths(for: [input], directory: directory, format: format, options: options)[
      input]
      ?? OverlayNames.folder(directory) + "/image.annotated.\(format.fileExtension)"
  }

  /// The overlay path for `input`: unique among the run's inputs.
  public func outputPath(for input: String) -> String {
    names[input]
      ?? Self.outputPath(for: input, directory: directory, format: format, options: options)
  }

  /// Checks that the overlay for `input` may be written (not written earlier in this run, and
  /// absent unless `force`), before the work of scanning and drawing.
  ///
  /// - Returns: false after telling `complaint` why.
  public func mayWrite(for input: String) -> Bool {
    let path = outputPath(for: input)
    if written.contains(path) {
      complain(
        "\(path): already written in this run, so \(input) is not annotated there: an image "
          + "given twice is annotated once, and standard output (-o -) takes one image")
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
    var options = self.options
    if let verdict { options.verdict = verdict }
    let encoded = Self.encode(
      report, image: image, input: input, options: options, format: format)
    return store(encoded, input: input)
  }

  /// Draws the overlay of `report` over `image` (titled with `input`'s file name) and encodes
  /// it: the work of `write` that needs no file, for running on many cores at once.
  ///
  /// - Returns: the encoded overlay, or the encoder's error.
  public static func encode(
    _ report: ScanReport, image: RGBAImage, input: String, options: AnnotationOptions,
    format: ImageFormat
  ) -> Result<[UInt8], ImageCodecError> {
    var options = options
    options.title = input.split(separator: "/").last.map(String.init) ?? input
    let overlay = Annotator.overlay(for: report, on: image, options: options)
    return Result(catching: { () throws(ImageCodecError) -> [UInt8] in
      try ImageEncoder.encode(
        overlay, as: format, options: EncodeOptions(lossless: format == .webp))
    })
  }

  /// Writes an overlay encoded by `encode` for `input`, in this writer's format.
  ///
  /// - Returns: the overlay's path, or nil after telling `complaint` why it was not written.
  @discardableResult
  public func store(_ encoded: Result<[UInt8], ImageCodecError>, input: String) -> String? {
    guard mayWrite(for: input) else { return nil }
    let path = outputPath(for: input)
    do {
      if !StreamOutput.isStream(directory) {
        try FileManager.default.createDirectory(
          atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
      }
    } catch {
      complain(
        "\(directory): cannot create the overlay folder (\(error.localizedDescription)); "
          + "choose another folder with -o")
      return nil
    }
    do throws(ImageCodecError) {
      try ImageFile.write(bytes: encoded.get(), to: path, force: force)
    } catch {
      complain(error.attributed(to: path).description)
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
