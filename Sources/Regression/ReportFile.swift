import Foundation

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
      try data.write(to: url, options: .atomic)
    } catch {
      throw .cannotWrite(path: path, reason: FileProblem.reason(error))
    }
  }

  /// Writes `text` as UTF-8 to `path`, replacing the file there.
  ///
  /// - Throws: `RegressionError.cannotWrite`.
  public static func write(_ text: String, to path: String) throws(RegressionError) {
    try write(Data(text.utf8), to: path)
  }
}
