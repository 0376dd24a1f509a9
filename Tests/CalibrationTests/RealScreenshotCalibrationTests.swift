import Calibration
import Foundation
import Imaging
import Puzzle
import Scanner
import Testing
import Themes

@Suite("Calibrating on the real screenshots")
struct RealScreenshotCalibrationTests {
  /// Pairs to calibrate from: two clean screenshots, the two edited ones (light gaps), and the
  /// documentation figure with drawings over it with a JPEG.
  static let pairs: [[String]] = [
    ["unblocker-E-29.jpg", "unblocker-I-4.png"],
    ["unblocker-no-solution-1.jpg", "unblocker-no-solution-2.jpg"],
    ["unblocker-B-7764-annotated.png", "unblocker-E-535.jpg"],
  ]

  @Test func findsTheSixScreenshots() {
    #expect(SharedScreenshots.names.count == 6)
  }

  @Test(arguments: pairs)
  func twoScreenshotsReadTheOtherFourExactly(_ pair: [String]) throws {
    let shots = try pair.map(SharedScreenshots.load)
    let report = try SharedScreenshots.calibrator.calibrate(name: "real-pair", screenshots: shots)
    let scanner = BoardScanner(profiles: [report.profile], allowsFallback: false)
    let others = SharedScreenshots.names.filter { !pair.contains($0) }
    #expect(others.count == 4)
    for name in others {
      let shot = try SharedScreenshots.load(name)
      let scan = scanner.scan(shot.image)
      let exact = readsExactly(scan, shot.puzzle)
      #expect(exact, "\(name): \(describe(scan))")
    }
  }

  @Test func theNewProfileAmongTheShippedOnesStillReadsEveryScreenshot() throws {
    let pair = Self.pairs[0]
    let report = try SharedScreenshots.calibrator.calibrate(
      name: "real-auto", screenshots: pair.map(SharedScreenshots.load))
    let scanner = BoardScanner(profiles: SharedScreenshots.shipped + [report.profile])
    for name in SharedScreenshots.names {
      let shot = try SharedScreenshots.load(name)
      let scan = scanner.scan(shot.image)
      let exact = readsExactly(scan, shot.puzzle)
      #expect(exact, "\(name): \(describe(scan))")
    }
  }

  @Test func validationPassesWithLeaveOneOut() throws {
    let names = Array(SharedScreenshots.names.prefix(3))
    let shots = try names.map(SharedScreenshots.load)
    let calibrator = SharedScreenshots.calibrator
    let report = try calibrator.calibrate(name: "real-three", screenshots: shots)
    let validation = calibrator.validate(report.profile, screenshots: shots)
    #expect(validation.leaveOneOut)
    #expect(validation.checks.count == 6)
    #expect(
      validation.checks.filter { $0.kind == .leaveOneOut }.map(\.image) == shots.map(\.imagePath))
    #expect(validation.passed, "\(validation.text)")
  }

  @Test func validationSkipsLeaveOneOutBelowThreeScreenshots() throws {
    let shots = try Self.pairs[0].map(SharedScreenshots.load)
    let calibrator = SharedScreenshots.calibrator
    let report = try calibrator.calibrate(name: "real-pair", screenshots: shots)
    let validation = calibrator.validate(report.profile, screenshots: shots)
    #expect(!validation.leaveOneOut)
    #expect(validation.checks.map(\.kind) == [.calibration, .calibration])
    #expect(validation.passed, "\(validation.text)")
  }

  @Test func separatesEveryMeasuredClassPairWithRoom() throws {
    let shots = try Self.pairs[0].map(SharedScreenshots.load)
    let report = try SharedScreenshots.calibrator.calibrate(name: "real-pair", screenshots: shots)
    #expect(report.margins.count == ClassMargin.pairs.count)
    for margin in report.margins where !margin.estimated {
      #expect(!margin.isThin, "\(margin)")
      #expect(margin.misread == 0, "\(margin)")
    }
    let fits = Dictionary(uniqueKeysWithValues: report.thresholds.map { ($0.name, $0) })
    #expect(fits["seamDarkening"]?.basis == .separated)
    #expect(fits["chuteShare"]?.basis == .separated)
    #expect(report.thresholds.map(\.name) == report.profile.scan.thresholds.named.map(\.name))
    for (name, threshold) in report.profile.scan.thresholds.named {
      #expect(fits[name]?.threshold == threshold)
    }
    for stats in report.classes {
      #expect(stats.model == report.profile.scan.classes[stats.colourClass])
      #expect(stats.isEstimated == [.fixedBlock, .rivet].contains(stats.colourClass))
    }
  }

  /// The shipped Original 2 palette was measured by hand from these screenshots: the
  /// calibrated one must agree with it where both measure the same thing.
  @Test func paletteAgreesWithTheHandMeasuredOne() throws {
    let shots = try Self.pairs[0].map(SharedScreenshots.load)
    let report = try SharedScreenshots.calibrator.calibrate(name: "real-pair", screenshots: shots)
    let measured = report.profile.palette
    let shipped = try #require(SharedScreenshots.shipped.first { $0.name == "original-2" }).palette
    let pairs: [(String, RGBA, RGBA)] = [
      ("board", measured.board, shipped.board), ("frame", measured.frame, shipped.frame),
      ("wood", measured.wood, shipped.wood), ("prisoner", measured.prisoner, shipped.prisoner),
    ]
    for (name, mine, theirs) in pairs {
      let a = LabColour(mine)
      let b = LabColour(theirs)
      let difference =
        ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b))
        .squareRoot()
      #expect(difference < 6, "\(name): calibrated \(mine), shipped \(theirs)")
    }
  }

  @Test func profileRoundTripsThroughItsFile() throws {
    let shots = try Self.pairs[0].map(SharedScreenshots.load)
    let report = try SharedScreenshots.calibrator.calibrate(
      name: "real-pair", description: "Two real screenshots.", screenshots: shots)
    let data = try report.profile.encodedJSON()
    let decoded = try ThemeProfile.decode(data, file: "real-pair.json")
    #expect(decoded == report.profile)
    #expect(decoded.formatVersion == ThemeProfile.currentFormatVersion)
    #expect(decoded.name == "real-pair")
    #expect(decoded.description == "Two real screenshots.")
  }
}
