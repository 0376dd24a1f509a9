import Foundation

/// Paths every test suite shares: the repository, `../shared` beside it, bundled samples.
package enum Fixtures {
  /// The repository root (the folder holding Package.swift).
  package static let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/TestSupport/Fixtures.swift
    return url
  }()

  /// `../shared` beside the checkout (CI provides it).
  package static let shared: URL = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared")

  /// `../shared/screenshots`: real labelled screenshots.
  package static let sharedScreenshots = shared.appendingPathComponent("screenshots")

  /// `../shared/puzzles`: boards with known optimal move counts.
  package static let sharedPuzzles = shared.appendingPathComponent("puzzles")

  /// The project's own `samples/` corpus.
  package static let samples = repositoryRoot.appendingPathComponent("samples")

  /// The project's `themes/` folder.
  package static let themes = repositoryRoot.appendingPathComponent("themes")

  /// A fresh empty temporary folder, unique to the caller, removed with everything in it when
  /// the test process exits.
  package static func temporaryDirectory(_ name: String = "unblocker-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryFolders.shared.add(url)
    return url
  }
}

/// The temporary folders the tests made, removed when the process exits (`atexit`): a test run
/// leaves nothing behind in the system's temporary folder, whichever test made what.
private final class TemporaryFolders: @unchecked Sendable {
  static let shared: TemporaryFolders = {
    let folders = TemporaryFolders()
    atexit { TemporaryFolders.shared.removeAll() }
    return folders
  }()

  private let lock = NSLock()
  private var urls: [URL] = []

  func add(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    urls.append(url)
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    for url in urls { try? FileManager.default.removeItem(at: url) }
    urls.removeAll()
  }
}
