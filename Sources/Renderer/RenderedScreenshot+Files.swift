import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle

extension RenderedScreenshot {
  /// The image format of `output`: its extension, or PNG for a stream (`-`, a FIFO); nil when
  /// the extension names none.
  public static func format(of output: String) -> ImageFormat? {
    ImageFormat(outputPath: output) ?? (StreamOutput.isStream(output) ? .png : nil)
  }

  /// The label beside `output`: its extension replaced by `.json`; nil for a stream (`-`, a
  /// FIFO), which gets no label, or a name without an extension.
  public static func labelPath(of output: String) -> String? {
    guard !StreamOutput.isStream(output) else { return nil }
    let name = output.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
    return String(output.dropLast(name.distance(from: dot, to: name.endIndex))) + ".json"
  }

  /// Writes the image to `output`, then its label beside it (none for a stream). A pair: should
  /// the label fail, the image goes too, so a label never exists without its image nor an image
  /// without its label.
  ///
  /// - Parameters:
  ///   - output: the image file (its extension gives the format).
  ///   - jpegQuality: compress with JPEG at this quality first, whatever the format (a JPEG
  ///     output is compressed once, by its encoder).
  ///   - force: replace files that exist.
  /// - Returns: the image written and its label's path (nil for a stream).
  /// - Throws: `ImageCodecError`; `RendererError.jpegCompression` when the compression fails.
  public func write(to output: String, jpegQuality: Int?, force: Bool) throws
    -> (image: RGBAImage, label: String?)
  {
    guard let format = Self.format(of: output) else {
      throw ImageCodecError.unknownOutputFormat(path: output)
    }
    var image = self.image
    if let jpegQuality, format != .jpeg {
      do {
        image = try ImageEncoder.jpegRoundTrip(image, quality: jpegQuality)
      } catch {
        throw RendererError.jpegCompression(path: output, reason: error.description)
      }
    }
    try ImageFile.write(
      image, to: output, format: format, options: EncodeOptions(quality: jpegQuality ?? 90),
      force: force)
    guard let labelPath = Self.labelPath(of: output) else { return (image, nil) }
    do {
      try ImageFile.write(bytes: Array(label.jsonData()), to: labelPath, force: force)
    } catch {
      unlink(output)
      throw error
    }
    return (image, labelPath)
  }
}

extension HeaderContent {
  /// The header of puzzle `number` whose label counts `optimalMoves`: the category and target
  /// of that count, or of 20 moves when it is not known.
  public init(puzzleNumber number: Int, optimalMoves: Label.OptimalMoves?) {
    var target = 20
    if case .moves(let count) = optimalMoves { target = count }
    self.init(
      puzzleNumber: number, category: HeaderContent.category(forMoves: target), target: target)
  }
}
