import Foundation
import ImageCodecs
import Imaging
import TestSupport
import Testing

/// Golden files beside the tests (`Tests/AnnotatorTests/Goldens`), compared as decoded pixels
/// or text, and recorded only on purpose:
///
/// - `UNBLOCKER_RECORD=1 swift test --filter AnnotatorTests` rewrites the golden overlays and
///   legends from the pinned reports;
/// - `UNBLOCKER_RECORD=all` first re-pins the reports from live scans (after a scanner change
///   that the goldens should follow).
///
/// A recording run fails on purpose (see `Recording`). Without it (as in CI) a missing golden
/// fails. A mismatch names both files and writes the
/// actual output next to the build as an artifact (`.build/golden-artifacts/`, or the folder
/// in `GOLDEN_ARTIFACTS`).
enum Golden {
  /// The goldens folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  /// Where actual outputs of failed comparisons go.
  static let artifacts: URL = {
    if let path = ProcessInfo.processInfo.environment["GOLDEN_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return Fixtures.repositoryRoot.appendingPathComponent(".build/golden-artifacts")
  }()

  /// What `UNBLOCKER_RECORD` asks for.
  static var mode: Recording.Mode { Recording.mode }

  /// The path of golden `name`.
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The pinned report `name`, re-pinned from `live()` under `UNBLOCKER_RECORD=all`.
  static func pinnedReport(_ name: String, live: () throws -> Data) throws -> PinnedReport {
    let url = folder.appendingPathComponent(name)
    if mode == .all {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try live().write(to: url, options: .atomic)
      Issue.record(Comment(rawValue: Recording.recorded(url.path)))
    }
    guard let data = try? Data(contentsOf: url) else {
      throw GoldenMissing(path: url.path)
    }
    return try JSONDecoder().decode(PinnedReport.self, from: data)
  }

  /// Compares `image` with the golden PNG `name`: every channel of every pixel within
  /// `tolerance` (small resampling differences between platforms), or records it.
  static func expect(
    _ image: RGBAImage, matches name: String, tolerance: Int = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let golden = path(name)
    if mode != .never {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try ImageFile.write(
        image, to: golden, options: EncodeOptions(compressionLevel: 9), force: true)
      Issue.record(Comment(rawValue: Recording.recorded(golden)), sourceLocation: sourceLocation)
      return
    }
    guard FileManager.default.fileExists(atPath: golden) else {
      let actual = try writeArtifact(image, name)
      Issue.record(
        Comment(
          rawValue:
            "missing golden \(golden); actual written to \(actual); record it on purpose with "
            + "UNBLOCKER_RECORD=1"), sourceLocation: sourceLocation)
      return
    }
    let expected = try ImageFile.read(path: golden).image
    guard let difference = image.difference(from: expected) else {
      let actual = try writeArtifact(image, name)
      Issue.record(
        Comment(
          rawValue: "\(golden) is \(expected.width)x\(expected.height), the overlay \(image.width)x"
            + "\(image.height); actual written to \(actual)"), sourceLocation: sourceLocation)
      return
    }
    if difference.maximumChannelDifference > tolerance {
      let actual = try writeArtifact(image, name)
      Issue.record(
        Comment(
          rawValue:
            "overlay differs from golden \(golden) (actual: \(actual)): \(difference); if the "
            + "change is intended, re-record with UNBLOCKER_RECORD=1"), sourceLocation: sourceLocation
      )
    }
  }

  /// Compares `text` with the golden text file `name`, or records it.
  static func expect(
    text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let golden = folder.appendingPathComponent(name)
    let actual = text.hasSuffix("\n") ? text : text + "\n"
    if mode != .never {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: golden, options: .atomic)
      Issue.record(
        Comment(rawValue: Recording.recorded(golden.path)), sourceLocation: sourceLocation)
      return
    }
    let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
    if expected != actual {
      try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
      let artifact = artifacts.appendingPathComponent(name)
      try Data(actual.utf8).write(to: artifact)
      Issue.record(
        Comment(
          rawValue:
            "text differs from golden \(golden.path) (actual: \(artifact.path)); first difference "
            + "at line \(firstDifference(expected, actual)); re-record on purpose with "
            + "UNBLOCKER_RECORD=1"), sourceLocation: sourceLocation)
    }
  }

  private static func writeArtifact(_ image: RGBAImage, _ name: String) throws -> String {
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let path = artifacts.appendingPathComponent(
      name.replacingOccurrences(of: ".png", with: ".actual.png")
    ).path
    try ImageFile.write(image, to: path, force: true)
    return path
  }

  private static func firstDifference(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "\n", omittingEmptySubsequences: false)
    let right = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let x = index < left.count ? left[index] : nil
      let y = index < right.count ? right[index] : nil
      if x != y { return index + 1 }
    }
    return 0
  }
}

/// A golden the test needs is missing (record it with `UNBLOCKER_RECORD=all`).
struct GoldenMissing: Error, CustomStringConvertible {
  var path: String
  var description: String { "missing golden \(path); record it on purpose with UNBLOCKER_RECORD=all" }
}
