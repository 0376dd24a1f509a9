import Corpus
import Foundation
import Corpus

/// The folders a studio serves, and the one way a request's path becomes a file: a file id is
/// `K/RELATIVE` (K the folder's index), resolved with every symbolic link followed, and it must
/// stay inside folder K. Anything else is "not found", and nothing outside is read or written.
public struct ServedFolders: Sendable {
  /// One served folder.
  public struct Root: Sendable {
    /// As the user named it.
    public var display: String
    /// Absolute, with symbolic links resolved.
    public var path: String
  }

  /// The folders, in the order given.
  public let roots: [Root]

  /// Resolves the folders (relative to the current folder).
  ///
  /// - Throws: `StudioError` naming a folder that does not exist or is not a folder.
  public init(_ folders: [String]) throws(StudioError) {
    var roots: [Root] = []
    for folder in folders {
      let url = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath()
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw StudioError(
          .notFound, "notFound", "\(folder): no such folder; give folders of screenshots")
      }
      roots.append(Root(display: folder, path: url.path))
    }
    self.roots = roots
  }

  /// The absolute path of the file `id` names, which must exist unless `mayBeNew` (then its
  /// folder must exist).
  ///
  /// - Throws: `StudioError.notFound` for a malformed id, `..`, an absolute path, a NUL, a
  ///   file that does not exist, or one whose real path leaves its folder.
  public func resolve(_ id: String, mayBeNew: Bool = false) throws(StudioError) -> String {
    guard let slash = id.firstIndex(of: "/"), let index = Int(id[..<slash]),
      roots.indices.contains(index)
    else { throw .notFound(id) }
    let relative = String(id[id.index(after: slash)...])
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.isEmpty, !relative.contains("\0"), !relative.contains("\\"),
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else { throw .notFound(id) }
    let root = roots[index].path
    let joined = root == "/" ? "/" + relative : root + "/" + relative
    let real: String
    if let resolved = ServedFolders.realPath(joined) {
      real = resolved
    } else if mayBeNew, let folder = ServedFolders.realPath(ServedFolders.folder(of: joined)) {
      let name = String(parts[parts.count - 1])
      real = folder + "/" + name
      // A dangling symbolic link in place of the new file would be followed by a write.
      var status = stat()
      guard lstat(real, &status) != 0 else { throw .notFound(id) }
    } else {
      throw .notFound(id)
    }
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard real.hasPrefix(prefix) else { throw .notFound(id) }
    return real
  }

  /// The id of an absolute path inside folder `index`.
  func id(index: Int, absolute: String) -> String? {
    let root = roots[index].path
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    return "\(index)/" + absolute.dropFirst(prefix.count)
  }

  /// Every image below the folders (hidden files skipped), with its id: the regression
  /// corpus's discovery, so the studio sees exactly what `regress` checks.
  public func images() -> [(id: String, sample: CorpusSample)] {
    var found: [(id: String, sample: CorpusSample)] = []
    for (index, root) in roots.enumerated() {
      guard let corpus = try? Corpus.discover([root.display]) else { continue }
      for sample in corpus.samples {
        let real = sample.image.resolvingSymlinksInPath().path
        guard let id = id(index: index, absolute: real) else { continue }
        found.append((id, sample))
      }
    }
    return found
  }

  /// The path of file `id` relative to its served folder: the part after the folder's number
  /// (`0/sub/shot.png` is `sub/shot.png`).
  public static func relativePath(ofID id: String) -> String {
    guard let slash = id.firstIndex(of: "/") else { return id }
    return String(id[id.index(after: slash)...])
  }

  /// realpath(3): nil when the path does not exist.
  static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// The folder part of a path.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
