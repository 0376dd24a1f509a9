import FileGuard
import Foundation
import ImageCodecs

/// Writes report files: atomically (a temporary file in the same folder, then a rename), their
/// folders created when missing, an earlier report at the same path replaced.
public enum ReportFile {
  /// Writes `data` to `path`, replacing the file there.
  ///
  /// - Parameters:
  ///   - data: the content.
  ///   - path: the report file.
  /// - Throws: `RegressionError.cannotWrite`.
  public static func write(_ data: Data, to path: String) throws(RegressionError) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
    // A temporary file beside it, registered for removal on SIGINT/SIGTERM, then a rename.
    do throws(ImageCodecError) {
      try ImageFile.write(bytes: [UInt8](data), to: path, force: true)
    } catch {
      if case .cannotWrite(_, let reason) = error { throw .cannotWrite(path: path, reason: reason) }
      throw .cannotWrite(path: path, reason: error.description)
    }
  }

  /// Writes `text` as UTF-8 to `path`, replacing the file there.
  ///
  /// - Throws: `RegressionError.cannotWrite`.
  public static func write(_ text: String, to path: String) throws(RegressionError) {
    try write(Data(text.utf8), to: path)
  }
}
