import Foundation
import TestSupport
import Testing

@testable import Themes

@Suite("A theme file missing keys is refused with all of them at once")
struct ThemeMissingKeysTests {
  /// The shipped original-2 profile as a dictionary, to take keys out of.
  static func shipped() throws -> [String: Any] {
    let data = try Data(contentsOf: Fixtures.themes.appendingPathComponent("original-2.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func error(_ object: [String: Any]) throws -> ThemeError? {
    let data = try JSONSerialization.data(withJSONObject: object)
    do {
      _ = try ThemeProfile.decode(data, file: "t.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func aPaletteOnlyThemeIsRefusedOnceWithWhatToDo() throws {
    var object = try Self.shipped()
    object["scan"] = nil
    let error = try #require(try Self.error(object))
    #expect(
      error.description
        == "t.json: scan: missing: a palette alone says how to draw the theme (render), not how "
        + "to read it; measure the scan model from labelled screenshots with `unblocker "
        + "calibrate`")
  }

  @Test func everyMissingKeyIsNamedInOneMessage() throws {
    var object = try Self.shipped()
    var scan = try #require(object["scan"] as? [String: Any])
    var classes = try #require(scan["classes"] as? [String: Any])
    var thresholds = try #require(scan["thresholds"] as? [String: Any])
    var palette = try #require(object["palette"] as? [String: Any])
    classes["seam"] = nil
    thresholds["themeFit"] = nil
    palette["board"] = nil
    scan["classes"] = classes
    scan["thresholds"] = thresholds
    object["scan"] = scan
    object["palette"] = palette
    let error = try #require(try Self.error(object))
    #expect(
      error.description
        == "t.json: missing keys: palette.board, scan.classes.seam, scan.thresholds.themeFit "
        + "(a profile needs them all)")
  }

  @Test func optionalKeysAreNotRequired() throws {
    #expect(!ThemeProfile.requiredKeyPaths.isEmpty)
    let paths = ThemeProfile.requiredKeyPaths.map { $0.joined(separator: ".") }
    #expect(paths.contains("scan.classes.board"))
    #expect(!paths.contains("palette.prisonerHighlight"))
    #expect(!paths.contains("palette.grainDensity"))
  }
}
