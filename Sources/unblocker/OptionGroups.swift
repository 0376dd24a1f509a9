import ArgumentParser
import Foundation
import ImageCodecs
import Imaging

/// `--theme`, shared by the commands that scan screenshots.
struct ThemeOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The theme: a profile name, the path of a theme .json file, or auto (try every profile).",
      valueName: "name|auto"))
  var theme: String = "auto"
}

/// `--json`, shared by the commands that print a result as text or as JSON.
struct OutputOptions: ParsableArguments {
  @Flag(help: "Print JSON instead of text (its shape is described above).")
  var json = false
}

/// `--color`, shared by the commands that may print in colour.
struct ColourOptions: ParsableArguments {
  /// When to colour.
  enum Choice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Option(
    name: .customLong("color"),
    help: ArgumentHelp(
      "Colour the output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb; "
        + "FORCE_COLOR forces it), always or never.", valueName: "when"))
  var choice: Choice = .auto

  /// True when standard output is to be coloured.
  var enabled: Bool {
    Terminal.colour(
      choice, environment: ProcessInfo.processInfo.environment,
      isTerminal: Terminal.standardOutput.isTerminal)
  }
}

/// `--force`, shared by the commands that write files.
struct OverwriteOptions: ParsableArguments {
  @Flag(help: "Replace output files that already exist.")
  var force = false
}

extension OverwriteOptions {
  /// Before any work: 73 when `path` exists and `--force` was not given.
  func checkAbsent(_ path: String?) throws {
    if let path, !force, FileManager.default.fileExists(atPath: path) {
      throw fail(ImageCodecError.outputExists(path: path).description, .cannotWrite)
    }
  }

  /// Writes `image` as a PNG at `path` (atomically; never over a file without `--force`) and
  /// says so on standard error; 73 when it cannot be written.
  func writePNG(_ image: RGBAImage, to path: String) throws {
    do {
      try ImageFile.write(image, to: path, format: .png, force: force)
    } catch {
      throw fail(error.description, .cannotWrite)
    }
    Terminal.standardError.write("wrote \(path) (\(image.width)x\(image.height) pixels)\n")
  }
}

/// The value `parse` makes of an option's argument, in `validate()`: its error becomes a usage
/// error naming the option (`--exit: …`).
@discardableResult
func parsedOption<T>(_ name: String, _ parse: () throws -> T) throws -> T {
  do {
    return try parse()
  } catch {
    throw ValidationError("\(name): \(error)")
  }
}
