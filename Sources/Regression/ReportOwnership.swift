import FileGuard
import Foundation
import StrictJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recognises the reports this tool wrote, so that only those are ever replaced: a JUnit file
/// carries `JUnitReport.marker`, a JSON results file its `format` name, an HTML report folder
/// its marker file and only the files the writer makes.
public enum ReportOwnership {
  /// Checks that `path` is free, or holds a JUnit or JSON report of this tool.
  ///
  /// - Throws: `RegressionError.notOurReport` for any other file (a folder, a link to
  ///   elsewhere, a source file, someone's XML).
  public static func checkReplaceable(_ path: String) throws(RegressionError) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard (status.st_mode & S_IFMT) == S_IFREG,
      let bytes = try? InputFile.read(path, limit: 256 << 20)
    else { throw .notOurReport(path: path) }
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    if head.contains(JUnitReport.marker) { return }
    struct Header: Decodable { var format: String? }
    if let header = try? JSONProblem.decode(Header.self, from: bytes),
      header.format == RegressionDocument.formatName
    {
      return
    }
    throw .notOurReport(path: path)
  }

  /// The entries of an HTML report folder that its writer did not make (sorted, relative).
  ///
  /// - Parameter folder: a folder holding the report marker.
  /// - Returns: the foreign entries; empty when the folder is purely a report.
  public static func foreignEntries(inReport folder: URL) -> [String] {
    let manager = FileManager.default
    let top = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    var foreign: [String] = []
    for name in top {
      switch name {
      case HTMLReportWriter.pageName, HTMLReportWriter.markerName: continue
      case "images":
        let images =
          (try? manager.contentsOfDirectory(
            atPath: folder.appendingPathComponent("images").path)) ?? []
        foreign += images.filter { !isPictureName($0) }.map { "images/" + $0 }
      default: foreign.append(name)
      }
    }
    return foreign.sorted()
  }

  /// `0001.webp` or `0001-thumb.jpg`: the names `HTMLReportWriter` gives pictures (and
  /// `0001.jpg`, `0001-thumb.png`, the names of earlier versions, so their reports are replaced).
  static func isPictureName(_ name: String) -> Bool {
    for suffix in ["-thumb.jpg", "-thumb.png", ".webp", ".jpg"] where name.hasSuffix(suffix) {
      let stem = name.dropLast(suffix.count)
      return stem.count >= 4 && stem.allSatisfy { $0.isASCII && $0.isNumber }
    }
    return false
  }
}
