import Foundation
import Testing
import Themes

/// One theme number set out of range, and the message that must name it.
struct OutOfRange: Sendable, CustomStringConvertible {
  let path: [String]
  let value: Double
  let message: String
  var description: String { path.joined(separator: ".") }
}

@Suite("Theme numbers are checked against sane ranges when the theme is loaded")
struct ThemeRangeTests {
  static let cases: [OutOfRange] = [
    .init(
      path: ["scan", "thresholds", "tileShare", "margin"], value: 1e17,
      message: "t.json: scan.thresholds.tileShare.margin: 1e+17 is out of range (0 to 1)"),
    .init(
      path: ["scan", "thresholds", "sampleDistance", "margin"], value: 1e300,
      message: "t.json: scan.thresholds.sampleDistance.margin: 1e+300 is out of range (0 to 100)"),
    .init(
      path: ["scan", "thresholds", "sampleDistance", "value"], value: 1e9,
      message:
        "t.json: scan.thresholds.sampleDistance.value: 1000000000.0 is out of range "
        + "(more than 0, up to 100)"),
    .init(
      path: ["palette", "grainDensity"], value: -3,
      message: "t.json: palette.grainDensity: -3.0 is out of range (0 to 1000)"),
    .init(
      path: ["palette", "backgroundGrain"], value: 1e40,
      message: "t.json: palette.backgroundGrain: 1e+40 is out of range (0 to 1)"),
  ]

  @Test(arguments: cases)
  func refusesANumberOutOfRange(_ bad: OutOfRange) throws {
    let data = try ThemeFixtures.original2(setting: bad.path, to: bad.value)
    let error = #expect(throws: ThemeError.self) { try ThemeProfile.decode(data, file: "t.json") }
    #expect(error?.description == bad.message)
  }

  @Test func refusesAHugeSpread() throws {
    var text = try ThemeFixtures.original2Text()
    text = text.replacingOccurrences(
      of: "\"spread\": [3.0, 2.0, 3.0]", with: "\"spread\": [3.0, 2e200, 3.0]")
    let error = #expect(throws: ThemeError.self) {
      try ThemeProfile.decode(Data(text.utf8), file: "t.json")
    }
    #expect(
      error?.description
        == "t.json: scan.classes.board.spread[1]: 2e+200 is out of range (more than 0, up to 100)")
  }

  @Test func acceptsTheShippedThemes() throws {
    _ = try ThemeProfile.decode(Data(ThemeFixtures.original2Text().utf8), file: "t.json")
  }
}
