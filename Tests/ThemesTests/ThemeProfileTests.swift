import Foundation
import Imaging
import Testing
import Themes

@Suite("Theme profile decoding and validation")
struct ThemeProfileTests {
  @Test func decodesTheShippedLightTheme() throws {
    let profile = try ThemeProfile.decode(
      Data(ThemeFixtures.original2Text().utf8), file: "themes/original-2.json")
    #expect(profile.name == "original-2")
    #expect(profile.formatVersion == 1)
    #expect(profile.scan.classes.board.mean.l > 20 && profile.scan.classes.board.mean.l < 45)
  }

  @Test func namesFileAndKeyWhenAColourHasTwoNumbers() throws {
    let data = try ThemeFixtures.original2(
      setting: ["scan", "classes", "board", "mean"], to: [33.6, 9.5])
    #expect(throws: ThemeError.self) { try ThemeProfile.decode(data, file: "themes/oak.json") }
    do {
      _ = try ThemeProfile.decode(data, file: "themes/oak.json")
    } catch {
      #expect(error.description == "themes/oak.json: scan.classes.board.mean: expected 3 numbers")
    }
  }

  @Test func namesAMissingKey() throws {
    let data = try ThemeFixtures.original2(
      setting: ["scan", "thresholds", "seamDarkening"], to: nil)
    #expect(
      throws: ThemeError.malformed(
        file: "t.json", path: "scan.thresholds.seamDarkening", reason: "missing")
    ) { try ThemeProfile.decode(data, file: "t.json") }
  }

  @Test func namesAWrongType() throws {
    let data = try ThemeFixtures.original2(
      setting: ["scan", "thresholds", "tileShare", "value"], to: "high")
    #expect(
      throws: ThemeError.malformed(
        file: "t.json", path: "scan.thresholds.tileShare.value", reason: "expected a number")
    ) { try ThemeProfile.decode(data, file: "t.json") }
  }

  @Test func rejectsABadPaletteColour() throws {
    let data = try ThemeFixtures.original2(setting: ["palette", "board"], to: "brown")
    let error = #expect(throws: ThemeError.self) { try ThemeProfile.decode(data, file: "t.json") }
    #expect(error?.description.hasPrefix("t.json: palette.board: expected a colour") == true)
  }

  @Test func refusesANewerFormatVersion() throws {
    let data = try ThemeFixtures.original2(setting: ["formatVersion"], to: 2)
    #expect(throws: ThemeError.unsupportedVersion(file: "t.json", found: 2, supported: 1)) {
      try ThemeProfile.decode(data, file: "t.json")
    }
    #expect(
      ThemeError.unsupportedVersion(file: "t.json", found: 2, supported: 1).description
        == "t.json: formatVersion: 2 is newer than this build reads (1); update unblocker")
  }

  @Test func rejectsText() {
    #expect(
      throws: ThemeError.malformed(
        file: "t.json", path: "",
        reason: "not JSON at line 1, column 3: expected a key in double quotes, found 'n'")
    ) {
      try ThemeProfile.decode(Data("{ nope".utf8), file: "t.json")
    }
  }

  @Test func rejectsANonPositiveSpread() throws {
    let data = try ThemeFixtures.original2(
      setting: ["scan", "classes", "seam", "spread"], to: [1, 0, 1])
    #expect(
      throws: ThemeError.malformed(
        file: "t.json", path: "scan.classes.seam.spread[1]",
        reason: "0.0 is out of range (more than 0, up to 100)")
    ) { try ThemeProfile.decode(data, file: "t.json") }
  }

  @Test func rejectsAShareThresholdAboveOne() throws {
    let data = try ThemeFixtures.original2(
      setting: ["scan", "thresholds", "chuteShare", "value"], to: 1.5)
    #expect(
      throws: ThemeError.malformed(
        file: "t.json", path: "scan.thresholds.chuteShare.value",
        reason: "1.5 is out of range (0 to 1)")
    ) { try ThemeProfile.decode(data, file: "t.json") }
  }

  @Test(arguments: ["", "Oak", "auto", "my theme"])
  func rejectsUnusableNames(_ name: String) throws {
    let data = try ThemeFixtures.original2(setting: ["name"], to: name)
    let error = #expect(throws: ThemeError.self) { try ThemeProfile.decode(data, file: "t.json") }
    #expect(error?.description.hasPrefix("t.json: name: expected lowercase letters") == true)
  }

  @Test func reportsAMissingFileAsUnreadable() {
    #expect(
      throws: ThemeError.unreadable(
        file: "/nonexistent/x.json", reason: "No such file or directory")
    ) {
      try ThemeProfile.load(path: "/nonexistent/x.json")
    }
  }

  @Test func roundTripsThroughJSON() throws {
    let profile = try ThemeProfile.decode(Data(ThemeFixtures.original2Text().utf8), file: "t")
    let again = try ThemeProfile.decode(profile.encodedJSON(), file: "t")
    #expect(again == profile)
  }
}

@Suite("CIELAB colours and thresholds")
struct LabColourTests {
  @Test func convertsKnownColours() {
    let white = LabColour(RGBA.white)
    #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
    let black = LabColour(RGBA.black)
    #expect(abs(black.l) < 0.01)
    // sRGB red is L 53.24, a 80.09, b 67.20.
    let red = LabColour(RGBA(red: 255, green: 0, blue: 0))
    #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
  }

  @Test(arguments: [
    RGBA(red: 106, green: 72, blue: 31), RGBA(red: 230, green: 177, blue: 110),
    RGBA(red: 229, green: 37, blue: 24), RGBA(red: 3, green: 250, blue: 128),
  ])
  func convertsBackToTheSameRGB(_ colour: RGBA) {
    #expect(LabColour(colour).rgba == colour)
  }

  @Test func thresholdConfidenceRisesWithDistance() {
    let threshold = Threshold(value: 0.5, margin: 0.2)
    #expect(threshold.confidence(0.5) == 0.5)
    #expect(abs(threshold.probability(0.7) - 0.95) < 1e-9)
    #expect(abs(threshold.probability(0.3) - 0.05) < 1e-9)
    #expect(abs(threshold.confidence(0.3) - 0.95) < 1e-9)
    #expect(threshold.confidence(0.0) > 0.99)
    #expect(threshold.passes(0.5) && !threshold.passes(0.49))
  }
}
