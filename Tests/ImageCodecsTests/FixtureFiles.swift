import Foundation

/// Paths of the committed fixtures (written by tools/make-codec-fixtures).
enum FixtureFiles {
  /// `Fixtures/` as bundled with the test target.
  static let root: URL = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

  /// A valid fixture's path.
  static func valid(_ name: String) -> String {
    root.appendingPathComponent("valid").appendingPathComponent(name).path
  }

  /// A damaged fixture's path.
  static func bad(_ name: String) -> String {
    root.appendingPathComponent("bad").appendingPathComponent(name).path
  }

  /// Every file name in `Fixtures/bad`.
  static func allBad() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("bad").path)
      .sorted()
  }
}
