import FileGuard
import ImageCodecs

/// The overlay file names of a batch of screenshots annotated into one folder:
/// `NAME.annotated.EXT`, made unique, the same way on every run, when two inputs would share one.
///
/// Overlays drawn with `--side-by-side` or `--zoom` say so in their name
/// (`NAME.annotated.side-by-side.zoom.png`), so they never replace the plain overlay of the same
/// screenshot, nor it them.
///
/// An input whose name is shared keeps its extension (`x.png.annotated.png` beside
/// `x.jpg.annotated.png`); one still shared takes its folders too, nearest first
/// (`a-x.png.annotated.png` beside `b-x.png.annotated.png`); should two inputs still agree (an
/// input named like another's disambiguated name), the later one gets `-2`, `-3`. Inputs that
/// share no name keep the plain `NAME.annotated.EXT`.
public enum OverlayNames {
  /// The overlay path of every input in `directory` (an input given twice has one path).
  ///
  /// - Parameters:
  ///   - inputs: the screenshots, as given; their order decides only the numbered suffixes.
  ///   - directory: the overlay folder; a stream (`-`) is the path of every input.
  ///   - format: the overlay format, for the extension.
  ///   - options: what the overlay shows (side by side, zoom), for the name.
  /// - Returns: the path for each input.
  public static func paths(
    for inputs: [String], directory: String, format: ImageFormat,
    options: AnnotationOptions = .standard
  ) -> [String: String] {
    var unique: [String] = []
    var seen: Set<String> = []
    for input in inputs where seen.insert(input).inserted { unique.append(input) }
    if StreamOutput.isStream(directory) {
      return Dictionary(uniqueKeysWithValues: unique.map { ($0, directory) })
    }
    let parts = unique.map(components)
    var levels = [Int](repeating: 0, count: unique.count)
    var names = unique.indices.map { name(parts[$0], level: 0) }
    while true {
      let groups = Dictionary(grouping: unique.indices, by: { names[$0] })
      var raised = false
      for members in groups.values where members.count > 1 {
        for index in members where levels[index] < parts[index].count {
          levels[index] += 1
          names[index] = name(parts[index], level: levels[index])
          raised = true
        }
      }
      if !raised { break }
    }
    var taken: [String: Int] = [:]
    var paths: [String: String] = [:]
    for index in unique.indices {
      let count = (taken[names[index]] ?? 0) + 1
      taken[names[index]] = count
      let stem = count == 1 ? names[index] : "\(names[index])-\(count)"
      paths[unique[index]] =
        folder(directory) + "/\(stem).annotated\(variant(options)).\(format.fileExtension)"
    }
    return paths
  }

  /// `.side-by-side`, `.zoom`, both, or nothing: what the overlay adds to the plain one.
  static func variant(_ options: AnnotationOptions) -> String {
    (options.sideBySide ? ".side-by-side" : "") + (options.zoom ? ".zoom" : "")
  }

  /// The path's components without `.`, `..` and empty ones, the file name last.
  private static func components(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
  }

  /// Level 0: the file name without its extension; 1: the whole file name; 2 and up: that many
  /// trailing components joined by `-`.
  private static func name(_ parts: [String], level: Int) -> String {
    guard let file = parts.last else { return "image" }
    switch level {
    case 0:
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    case 1: return file
    default: return parts.suffix(level).joined(separator: "-")
    }
  }

  /// The folder without a trailing `/` (`.` for an empty one).
  static func folder(_ directory: String) -> String {
    let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return folder.isEmpty ? "." : folder
  }
}
