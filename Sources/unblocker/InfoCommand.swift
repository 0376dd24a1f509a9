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

  func run() throws {
    var entries: [ImageInfo.Entry] = []
    var firstFailure: ImageCodecError?
    for path in images {
      do throws(ImageCodecError) {
        let info = decode ? try ImageFile.read(path: path).info : try ImageFile.inspect(path: path)
        entries.append(ImageInfo.Entry(path: path, info: info))
        if !outputOptions.json {
          Terminal.standardOutput.write("\(path): \(info.summary)\n")
        }
      } catch {
        Terminal.standardError.write("error: \(error.description)\n")
        entries.append(ImageInfo.Entry(path: path, error: error.description))
        firstFailure = firstFailure ?? error
      }
    }
    if outputOptions.json {
      Terminal.standardOutput.write(try JSONText.encode(entries, pretty: true) + "\n")
    }
    if let firstFailure { throw ExitCode(firstFailure.exitStatus.rawValue) }
  }
}
