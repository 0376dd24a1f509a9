import FileGuard
import Foundation
import ImageCodecs
import Imaging

extension AnnotationOutcome {
  /// The line `annotate` prints for an image whose overlay went to `path`: `scan ok` with the
  /// board, exit and confidence, or `scan failed` with the reason; nil for an unreadable image.
  public func line(path: String) -> String? {
    guard case .annotated(let report, _) = self else { return nil }
    if let puzzle = report.puzzle, report.error == nil {
      return "\(path): scan ok: \(puzzle.board.notation) exit \(puzzle.exit), confidence "
        + Decimals.fixed(report.confidence, 2) + "\n"
    }
    return "\(path): scan failed: \(report.error?.description ?? "no board found")\n"
  }

  /// True when a board was read (an unreadable image counts as neither).
  public var readBoard: Bool {
    guard case .annotated(let report, _) = self else { return false }
    return report.puzzle != nil && report.error == nil
  }
}

extension OverlayNames {
  /// The overlay among those of `inputs` into `directory` that would replace its own input
  /// (the same file once links are resolved), if any: `annotate -o` into the images' folder
  /// with a name that is theirs.
  public static func replacingInput(
    for inputs: [String], directory: String, format: ImageFormat, options: AnnotationOptions
  ) -> String? {
    let paths = Self.paths(for: inputs, directory: directory, format: format, options: options)
    func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    return inputs.lazy.compactMap { input in
      paths[input].flatMap {
        !StreamOutput.isStream($0) && resolved($0) == resolved(input) ? $0 : nil
      }
    }.first
  }
}
