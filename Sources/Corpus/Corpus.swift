import FileGuard
import Foundation

/// The images to check: every PNG, JPEG and WebP file below the PATH arguments, each with the
/// label `NAME.json` beside it when there is one.
public struct Corpus: Sendable {
  /// The image file extensions looked for (compared without regard to case).
  public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp"]

  /// Every image found, labelled or not, in a stable order: the PATH arguments in the order
  /// given, the files below each one sorted by path.
  public var samples: [CorpusSample]
  /// The PATH arguments, as absolute URLs with symbolic links resolved.
  public var roots: [URL]
  /// The folder sample keys are relative to: the stated root, else the PATH argument (its
  /// folder for an image), else the deepest folder holding every PATH argument.
  public var keyRoot: URL?
  /// Images whose file names are not UTF-8 (shown with `\xNN` escapes): they cannot be read
  /// and are reported, never skipped silently.
  public var undecodableNames: [CorpusWarning] = []

  /// Creates a corpus from samples found elsewhere.
  public init(samples: [CorpusSample], roots: [URL] = []) {
    self.samples = samples
    self.roots = roots
  }

  /// The samples with a label: the ones a run checks.
  public var labelled: [CorpusSample] { samples.filter { $0.label != nil } }

  /// The samples without a label: reported as warnings, never checked.
  public var unlabelled: [CorpusSample] { samples.filter { $0.label == nil } }

  /// Everything to warn about: images without a label, then names that are not UTF-8.
  public var warnings: [CorpusWarning] {
    unlabelled.map(CorpusWarning.missingLabel) + undecodableNames
  }

  /// Finds every image below `paths`, recursively; hidden files and folders (names starting
  /// with `.`) are skipped.
  ///
  /// - Parameters:
  ///   - paths: folders or single image files, absolute or relative to `base`.
  ///   - base: the folder relative paths start from; the current folder by default.
  ///   - root: the folder sample keys are relative to (absolute or relative to `base`); by
  ///     default the PATH argument's folder, or the deepest folder holding all of them.
  ///   - fileManager: the file manager to list folders with.
  /// - Returns: the corpus; an image appears once even when two PATHs reach it.
  /// - Throws: `CorpusError.pathNotFound`, `.notAnImage`, `.unreadableFolder`, or
  ///   `.noImages` when the paths hold no image at all.
  public static func discover(
    _ paths: [String], relativeTo base: URL? = nil, root: String? = nil,
    fileManager: FileManager = .default
  ) throws(CorpusError) -> Corpus {
    var samples: [CorpusSample] = []
    var undecodable: [CorpusWarning] = []
    var roots: [URL] = []
    var seen = Set<String>()
    for argument in paths {
      let display = normalized(argument)
      let url = absolute(argument, base: base)
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw .pathNotFound(path: argument)
      }
      roots.append(url.resolvingSymlinksInPath())
      var found: [CorpusSample] = []
      if isFolder.boolValue {
        var visited = Set<String>()
        try walk(
          url, display: display, into: &found, undecodable: &undecodable, visited: &visited,
          fileManager: fileManager)
        found.sort { $0.path < $1.path }
      } else {
        guard isImage(url.lastPathComponent) else { throw .notAnImage(path: argument) }
        do {
          try InputFile.check(url.path)
        } catch {
          throw .unreadableFile(path: argument, reason: error.reason)
        }
        let folder = display.lastIndex(of: "/").map { String(display[..<$0]) } ?? "."
        found.append(sample(url, display: display, folder: folder, fileManager: fileManager))
      }
      for sample in found where seen.insert(sample.image.resolvingSymlinksInPath().path).inserted {
        samples.append(sample)
      }
    }
    guard !samples.isEmpty || !undecodable.isEmpty else { throw .noImages(paths: paths) }
    let keyRoot =
      try root.map { root throws(CorpusError) in
        let url = absolute(root, base: base)
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
        else { throw .rootNotFound(path: root) }
        return url.resolvingSymlinksInPath()
      } ?? commonFolder(roots, fileManager: fileManager)
    var corpus = Corpus(
      samples: samples.map { sample in
        var keyed = sample
        keyed.key = key(of: sample.image, under: keyRoot)
        return keyed
      }, roots: roots)
    corpus.keyRoot = keyRoot
    corpus.undecodableNames = undecodable
    return corpus
  }

  /// `path` as an absolute, standardized URL (relative paths start at `base`).
  private static func absolute(_ path: String, base: URL?) -> URL {
    URL(
      fileURLWithPath: path, isDirectory: false,
      relativeTo: base.map { URL(fileURLWithPath: $0.path, isDirectory: true) }
    ).standardizedFileURL.absoluteURL
  }

  /// The deepest folder holding every root (a root that is a file counts as its folder).
  private static func commonFolder(_ roots: [URL], fileManager: FileManager) -> URL? {
    let folders = roots.map { root -> [String] in
      var isFolder: ObjCBool = false
      let folder =
        fileManager.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue
        ? root : root.deletingLastPathComponent()
      return folder.standardizedFileURL.pathComponents
    }
    guard var common = folders.first else { return nil }
    for components in folders.dropFirst() {
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
  }

  /// The path of `image` relative to `root` (its folder's links resolved), or its absolute
  /// path when it lies outside.
  private static func key(of image: URL, under root: URL?) -> String {
    let folder = image.deletingLastPathComponent().resolvingSymlinksInPath().path
    let file = (folder == "/" ? "" : folder) + "/" + image.lastPathComponent
    guard let root else { return file }
    let prefix = root.path == "/" ? "/" : root.path + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// Lists `folder` and its subfolders depth first, collecting images.
  private static func walk(
    _ folder: URL, display: String, into found: inout [CorpusSample],
    undecodable: inout [CorpusWarning], visited: inout Set<String>, fileManager: FileManager
  ) throws(CorpusError) {
    guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadableFolder(path: display, reason: FileProblem.reason(error))
    }
    for raw in RawNames.undecodable(in: folder.path) where raw.first != UInt8(ascii: ".") {
      let name = RawNames.shown(raw)
      guard isImage(name) else { continue }
      let path = display == "." ? name : "\(display)/\(name)"
      undecodable.append(
        CorpusWarning(
          file: path, folder: display,
          message: "the file name is not UTF-8 text, so it cannot be read; it was not checked "
            + "(rename it)"))
    }
    for name in names.sorted() where !name.hasPrefix(".") && !name.contains("\u{FFFD}") {
      let url = folder.appendingPathComponent(name)
      let path = display == "." ? name : "\(display)/\(name)"
      var isFolder: ObjCBool = false
      guard fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        try walk(
          url, display: path, into: &found, undecodable: &undecodable, visited: &visited,
          fileManager: fileManager)
      } else if isImage(name) {
        found.append(sample(url, display: path, folder: display, fileManager: fileManager))
      }
    }
  }

  /// The sample for the image at `url`, with its label when `NAME.json` exists beside it.
  private static func sample(
    _ url: URL, display: String, folder: String, fileManager: FileManager
  ) -> CorpusSample {
    let label = URL(fileURLWithPath: labelPath(forImage: url.path))
    var isFolder: ObjCBool = false
    let hasLabel =
      fileManager.fileExists(atPath: label.path, isDirectory: &isFolder) && !isFolder.boolValue
    return CorpusSample(
      image: url, label: hasLabel ? label : nil, path: display, folder: folder)
  }

  /// The label path of an image: the same path with the extension replaced by `.json`
  /// (`shots/phone.png` gives `shots/phone.json`; a name without extension gets `.json` added).
  public static func labelPath(forImage path: String) -> String {
    let name =
      path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    let folder = path.dropLast(name.count)
    let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    return folder + (stem.isEmpty ? name : stem) + ".json"
  }

  /// True when the file name `name` ends in an image extension the corpus looks for.
  public static func isImage(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return imageExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// `path` without `.` components, doubled or trailing slashes (`./samples/` is `samples`).
  static func normalized(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    let parts = path.split(separator: "/").filter { $0 != "." }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}
