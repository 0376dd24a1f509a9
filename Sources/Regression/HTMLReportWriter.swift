import Corpus
import FileGuard
import Foundation
import ImageCodecs
import Imaging

/// Writes the HTML report folder: pictures while the run goes on, the page at the end, then the
/// whole folder swapped into place, replacing the previous report.
///
/// Everything is written into a hidden folder beside the destination and, when complete,
/// exchanged with the previous report in one atomic step (`renameat2(RENAME_EXCHANGE)` on
/// Linux, `renamex_np(RENAME_SWAP)` on macOS), so a reader always sees one whole report. A lock
/// file beside the folder (`.NAME.lock`) keeps a second run from writing the same report; the
/// staging folder is registered with `TemporaryPaths`, so an interrupted run leaves none
/// behind. The destination may be new,
/// empty, or an earlier report of this command (recognised by its marker file); any other
/// folder is refused, so no one's files are deleted.
public final class HTMLReportWriter: OverlaySink, @unchecked Sendable {
  /// The name of the marker file that identifies a report folder.
  public static let markerName = ".unblocker-regress-report"
  /// The page's file name.
  public static let pageName = "index.html"

  /// The report folder as the user gave it.
  public let path: String
  /// The report folder.
  public let destination: URL
  /// The longest side of a thumbnail, in pixels.
  public let thumbnailSize: Int
  private let staging: URL
  private let folderLock: FileLock
  private let lock = NSLock()
  private var pictures: [Int: HTMLPicture] = [:]
  private var problem: RegressionError?

  /// Prepares to write a report into `path`.
  ///
  /// - Parameters:
  ///   - path: the report folder; created with its parents when missing.
  ///   - thumbnailSize: the longest side of a thumbnail.
  /// - Throws: `RegressionError.reportFolderNotOurs` when `path` is a file or a folder with
  ///   other content; `.foreignFilesInReport` when an earlier report holds files it did not
  ///   write; `.reportLocked` when another run is writing it; `.cannotWrite` when the staging
  ///   folder cannot be created.
  public init(path: String, thumbnailSize: Int = 240) throws(RegressionError) {
    self.path = path
    self.thumbnailSize = thumbnailSize
    destination = URL(fileURLWithPath: path).standardizedFileURL
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: destination.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .reportFolderNotOurs(folder: path) }
      let contents = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? []
      guard contents.isEmpty || contents.contains(Self.markerName) else {
        throw .reportFolderNotOurs(folder: path)
      }
      // Replacing the report deletes the folder: only if everything in it is the report's.
      let foreign = ReportOwnership.foreignEntries(inReport: destination)
      guard foreign.isEmpty else { throw .foreignFilesInReport(folder: path, files: foreign) }
    }
    let parent = destination.deletingLastPathComponent()
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
      folderLock = try FileLock(
        path: parent.appendingPathComponent(".\(destination.lastPathComponent).lock").path)
    } catch let error as FileLockError {
      if case .held(let lockPath) = error { throw .reportLocked(folder: path, lock: lockPath) }
      throw .cannotWrite(path: path, reason: error.description)
    } catch {
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
    staging = parent.appendingPathComponent(
      ".\(destination.lastPathComponent).tmp-\(UUID().uuidString)")
    TemporaryPaths.shared.register(staging.path)
    do {
      try manager.createDirectory(
        at: staging.appendingPathComponent("images"), withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
  }

  /// Writes a sample's thumbnail (JPEG) and, when the picture asks for it (a failure), its
  /// full-size picture (lossy WebP, quality 80: about a third of a JPEG at quality 90 for
  /// these overlays, text still sharp) into the report's `images/` folder.
  public func keep(_ picture: ScanPicture, isOverlay: Bool, index: Int, sample: CorpusSample) {
    let stem = "images/" + Self.stem(index)
    let source = picture.thumbnailSource
    let longest = max(source.width, source.height)
    let thumbnail =
      longest > thumbnailSize
      ? source.scaled(by: Double(thumbnailSize) / Double(longest)) : source
    // Tiny pictures are shown enlarged, by a whole factor, to at least 96 pixels.
    let thumbnailLongest = max(1, max(thumbnail.width, thumbnail.height))
    let enlarge = max(1, (96 + thumbnailLongest - 1) / thumbnailLongest)
    let entry = HTMLPicture(
      full: picture.keepsFullSize ? stem + ".webp" : nil, thumbnail: stem + "-thumb.jpg",
      width: thumbnail.width * enlarge, height: thumbnail.height * enlarge, isOverlay: isOverlay)
    var current = entry.thumbnail
    do {
      if let full = entry.full {
        current = full
        try ImageFile.write(
          picture.image, to: staging.appendingPathComponent(full).path, format: .webp,
          options: EncodeOptions(quality: 80))
      }
      current = entry.thumbnail
      try ImageFile.write(
        thumbnail, to: staging.appendingPathComponent(entry.thumbnail).path, format: .jpeg,
        options: EncodeOptions(quality: 85))
      lock.withLock { pictures[index] = entry }
    } catch {
      lock.withLock {
        if problem == nil {
          problem = .cannotWrite(path: "\(path)/\(current)", reason: error.description)
        }
      }
    }
  }

  /// Each kept picture's place in the report, by result index, for the JUnit report of the
  /// same run: the entry (`PATH/index.html#sample-3`) and its picture (the full-size one when
  /// kept, else the thumbnail), as paths below the report folder as it was given.
  public func links() -> [Int: JUnitReport.Link] {
    let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
    return lock.withLock { pictures }.reduce(into: [:]) { links, entry in
      links[entry.key] = JUnitReport.Link(
        page: "\(folder)/\(Self.pageName)#sample-\(entry.key + 1)",
        picture: "\(folder)/\(entry.value.full ?? entry.value.thumbnail)")
    }
  }

  /// Writes the page and puts the report in place, replacing the previous one.
  ///
  /// - Parameters:
  ///   - run: the finished run.
  ///   - baseline: the comparison with a baseline, if one was given.
  /// - Throws: `RegressionError.cannotWrite` when a picture, the page or the swap failed (the
  ///   previous report is then left as it was).
  public func finish(
    _ run: RegressionRun, baseline: BaselineComparison? = nil, failuresOnly: Bool = false,
    context: ReportContext? = nil
  ) throws(RegressionError) {
    let (pictures, problem) = lock.withLock { (self.pictures, self.problem) }
    if let problem {
      discard()
      throw problem
    }
    let page = HTMLReport.page(
      run, pictures: pictures, baseline: baseline, failuresOnly: failuresOnly, context: context)
    do {
      try Data(page.utf8).write(to: staging.appendingPathComponent(Self.pageName))
      try Data(
        "This folder is written by `unblocker regress --html` and replaced on every run.\n".utf8
      ).write(to: staging.appendingPathComponent(Self.markerName))
    } catch {
      discard()
      throw .cannotWrite(path: "\(path)/\(Self.pageName)", reason: FileProblem.reason(error))
    }
    try swapIntoPlace()
  }

  /// Removes the staging folder (after a failed run) and releases the lock.
  public func discard() {
    try? FileManager.default.removeItem(at: staging)
    TemporaryPaths.shared.unregister(staging.path)
    folderLock.release()
  }

  /// Puts the staging folder in place of the destination: a rename when there is no previous
  /// report, else an atomic exchange (the previous report, now in the staging path, is then
  /// removed); where the system cannot exchange, the previous report is moved aside first.
  private func swapIntoPlace() throws(RegressionError) {
    let manager = FileManager.default
    defer { folderLock.release() }
    if manager.fileExists(atPath: destination.path),
      FolderSwap.exchange(staging.path, destination.path)
    {
      discard()
      return
    }
    let previous = staging.deletingLastPathComponent().appendingPathComponent(
      ".\(destination.lastPathComponent).old-\(UUID().uuidString)")
    let hadPrevious = manager.fileExists(atPath: destination.path)
    if hadPrevious { TemporaryPaths.shared.register(previous.path) }
    defer { TemporaryPaths.shared.unregister(previous.path) }
    do {
      if hadPrevious { try manager.moveItem(at: destination, to: previous) }
    } catch {
      discard()
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
    do {
      try manager.moveItem(at: staging, to: destination)
    } catch {
      if hadPrevious { try? manager.moveItem(at: previous, to: destination) }
      discard()
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
    TemporaryPaths.shared.unregister(staging.path)
    if hadPrevious { try? manager.removeItem(at: previous) }
  }

  /// `0003`: the sample's 1-based index, zero-padded.
  static func stem(_ index: Int) -> String {
    let number = String(index + 1)
    return String(repeating: "0", count: max(0, 4 - number.count)) + number
  }
}
