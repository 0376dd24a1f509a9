import ArgumentParser
import Foundation
import ImageCodecs
import StrictJSON

/// `unblocker info IMAGE...`: format, size, colour type and bit depth of image files.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show the format, size, colour type and bit depth of PNG, JPEG and WebP files.",
    discussion: """
      The format is recognised from the content, never from the file name. Each file that \
      cannot be read or is not a valid image gets one `error:` line; the others are still \
      reported; the exit status is the most serious of their failures. A file - is read from \
      standard input.

      Examples:
        unblocker info samples/renders/*.png
        unblocker info --json --decode ../shared/screenshots/unblocker-I-4.png
        unblocker render ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo -o - | unblocker info -
      """ + "\n\n" + ExitStatus.helpText([.invalidInput, .cannotOpen]))

  @Argument(help: "The image files to describe.")
  var images: [String]

  @OptionGroup var outputOptions: OutputOptions

  @Flag(
    help: "Decode every pixel too, so damage anywhere in the file is found, not only in the header."
  )
  var decode = false

  /// One file's result, as printed in JSON.
  struct Entry: Encodable {
    var path: String
    var info: ImageInfo?
    var error: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(path, forKey: .path)
      if let info {
        try container.encode(info.format.rawValue, forKey: .format)
        try container.encode(info.width, forKey: .width)
        try container.encode(info.height, forKey: .height)
        try container.encode(info.colourType.rawValue, forKey: .colourType)
        try container.encode(info.bitDepth, forKey: .bitDepth)
        try container.encode(info.hasAlpha, forKey: .hasAlpha)
        try container.encode(info.interlaced, forKey: .interlaced)
        try container.encode(info.frameCount, forKey: .frames)
        try container.encodeIfPresent(info.lossless, forKey: .lossless)
        try container.encode(info.orientation.exifValue, forKey: .orientation)
      }
      try container.encodeIfPresent(error, forKey: .error)
    }

    enum Key: String, CodingKey {
      case path, format, width, height, colourType, bitDepth, hasAlpha, interlaced, frames
      case lossless, orientation, error
    }
  }

  func run() throws {
    var entries: [Entry] = []
    var firstFailure: ImageCodecError?
    for path in images {
      do throws(ImageCodecError) {
        let info = decode ? try ImageFile.read(path: path).info : try ImageFile.inspect(path: path)
        entries.append(Entry(path: path, info: info))
        if !outputOptions.json {
          Terminal.standardOutput.write("\(path): \(Self.summary(of: info))\n")
        }
      } catch {
        Terminal.standardError.write("error: \(error.description)\n")
        entries.append(Entry(path: path, error: error.description))
        firstFailure = firstFailure ?? error
      }
    }
    if outputOptions.json {
      Terminal.standardOutput.write(try JSONText.encode(entries, pretty: true) + "\n")
    }
    if let firstFailure { throw ExitCode(firstFailure.exitStatus.rawValue) }
  }

  /// `PNG 275x396, rgba 8-bit, interlaced` and the like.
  static func summary(of info: ImageInfo) -> String {
    var parts = ["\(info.format.name) \(info.width)x\(info.height)"]
    parts.append("\(info.colourType) \(info.bitDepth)-bit")
    if info.hasAlpha, info.colourType != .rgba, info.colourType != .greyAlpha {
      parts.append("transparency")
    }
    if info.interlaced { parts.append(info.format == .jpeg ? "progressive" : "interlaced") }
    if let lossless = info.lossless { parts.append(lossless ? "lossless" : "lossy") }
    if info.isAnimated { parts.append("animated, \(info.frameCount) frames") }
    if info.orientation != .identity {
      parts.append("EXIF orientation \(info.orientation.exifValue)")
    }
    return parts.joined(separator: ", ")
  }
}
