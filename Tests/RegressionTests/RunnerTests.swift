import Corpus
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Regression
import TestSupport
import Testing

@Suite("Regression runner")
struct RunnerTests {
  /// Runs the fixture corpus through the pixel-board scanner.
  static func runFixtures(jobs: Int = 2, overlays: (any OverlaySink)? = nil) async throws
    -> RegressionRun
  {
    let corpus = try Corpus.discover([FixtureCorpus.root.path])
    return await RegressionRunner(scanner: PixelBoardScanner(), jobs: jobs)
      .run(corpus, overlays: overlays)
  }

  static func result(_ run: RegressionRun, _ path: String) throws -> SampleResult {
    try #require(run.results.first { $0.file.hasSuffix("/" + path) })
  }

  @Test func deliberatelyWrongLabelFailsWithItsTileDifferences() async throws {
    let run = try await Self.runFixtures()
    let result = try Self.result(run, "phone/wrong-label.png")
    #expect(result.status == .fail)
    #expect(result.failures.map(\.kind) == [.board])
    // K sits one tile further left in the picture: the scanned block is not the label's K, so
    // it gets a letter of its own (N) and all three of its and K's tiles differ.
    #expect(
      result.differences.map { "\($0.cell) \($0.expected) \($0.got)" } == [
        "(4,3) o N", "(4,4) K N", "(4,5) K o",
      ])
    // The picture stores confidences in bytes (n/255).
    let confidences = result.differences.compactMap(\.confidence)
    #expect(confidences.count == 3)
    for (confidence, expected) in zip(confidences, [0.41, 0.97, 0.97]) {
      #expect(abs(confidence - expected) <= 0.5 / 255)
    }
    #expect(
      result.failures.first?.message
        == "board: 3 tiles differ ((4,3) expected o, got N (0.41), (4,4) expected K, got N (0.97), "
        + "(4,5) expected K, got o (0.97))")
    #expect(result.expected?.board == "BBBCDEFGGCDEFoAADoHHIooooJIoKKoJLLMM")
    #expect(result.got?.board == "BBBCDEFGGCDEFoAADoHHIooooJINNooJLLMM")
    #expect(result.error == nil)
  }

  @Test func corruptImageFailsWithTheDecodersMessageAndTheRunGoesOn() async throws {
    let run = try await Self.runFixtures()
    let result = try Self.result(run, "tablet/corrupt.png")
    let path = FixtureCorpus.root.appendingPathComponent("tablet/corrupt.png").path
    // The decoder's own message for these bytes, naming the sample as reported.
    var decoderMessage = ""
    do {
      _ = try ImageDecoder.decode(
        ImageFile.readBytes(path: path), source: result.file)
      Issue.record("the corrupt fixture decoded")
    } catch {
      decoderMessage = error.description
    }
    #expect(decoderMessage.contains("truncated PNG"))
    #expect(result.status == .fail)
    #expect(result.failures == [SampleFailure(.image, "image: \(decoderMessage)")])
    #expect(result.error == decoderMessage)
    #expect(result.got == nil && result.confidence == nil)
    // Samples after it in the corpus were still checked.
    let leftExit = try Self.result(run, "tablet/left-exit.png")
    #expect(leftExit.status == .pass)
    #expect(run.results.count == 7)
  }

  @Test func fixtureCorpusVerdicts() async throws {
    let run = try await Self.runFixtures()
    let verdicts = Dictionary(
      uniqueKeysWithValues: run.results.map { ($0.name, $0.failures.map(\.kind)) })
    #expect(
      verdicts == [
        "easy.png": [], "wrong-label.png": [.board], "left-exit.png": [], "corrupt.png": [.image],
        "menu.png": [], "two-prisoners.png": [.label], "not-json.png": [.label],
      ])
    #expect(run.warnings.map(\.file) == ["\(FixtureCorpus.root.path)/menus/unlabelled.png"])
  }

  @Test func malformedLabelsFailWithTheLabelError() async throws {
    let run = try await Self.runFixtures()
    let notJSON = try Self.result(run, "labels/not-json.png")
    let labelPath = notJSON.file.replacingOccurrences(of: ".png", with: ".json")
    let notJSONError = PuzzleError.malformedLabel(
      file: labelPath, detail: "not JSON at line 1, column 1: expected a value, found 'b'")
    #expect(notJSON.failures == [SampleFailure(.label, "label: \(notJSONError.description)")])
    #expect(notJSON.error == notJSONError.description)
    #expect(notJSON.expected == nil)
    // The image is still scanned, so the report shows what it holds.
    #expect(notJSON.got?.board == FixtureCorpus.easy.board.canonicalized().notation)

    let twoPrisoners = try Self.result(run, "labels/two-prisoners.png")
    let data = try Data(
      contentsOf: FixtureCorpus.root.appendingPathComponent("labels/two-prisoners.json"))
    let path = twoPrisoners.file.replacingOccurrences(of: ".png", with: ".json")
    let expected = #expect(throws: PuzzleError.self) { try Label(json: data, file: path) }
    #expect(twoPrisoners.error == expected?.description)
    #expect(twoPrisoners.failures.map(\.kind) == [.label])
  }

  @Test func labelAttributesNameThemeAndLayoutElseTheFolder() async throws {
    let run = try await Self.runFixtures()
    let easy = try Self.result(run, "phone/easy.png")
    #expect(easy.theme == "oak" && easy.layout == "phone")
    let menu = try Self.result(run, "menus/menu.png")
    #expect(menu.theme == nil && menu.layout == nil)
    #expect(menu.themeGroup == menu.folder && menu.layoutGroup == menu.folder)
    #expect(menu.folder == "\(FixtureCorpus.root.path)/menus")
  }

  @Test(arguments: [1, 3])
  func resultsKeepCorpusOrderWhateverOrderTheyFinishIn(jobs: Int) async throws {
    let folder = try Fixtures.temporaryDirectory("regress-order")
    defer { try? FileManager.default.removeItem(at: folder) }
    var names: [String] = []
    for index in 0..<8 {
      let name = "s\(index)"
      names.append(name + ".png")
      try ImageFile.write(
        PixelBoard.image(FixtureCorpus.easy), to: folder.appendingPathComponent(name + ".png").path)
      try Label(puzzle: FixtureCorpus.easy).jsonData()
        .write(to: folder.appendingPathComponent(name + ".json"))
    }
    // Earlier samples take longer, so they finish last.
    let scanner = PixelBoardScanner(delay: { url in
      let index = Int(url.deletingPathExtension().lastPathComponent.dropFirst()) ?? 0
      return .milliseconds(5 * (8 - index))
    })
    let completed = Completed()
    let run = await RegressionRunner(scanner: scanner, jobs: jobs)
      .run(try Corpus.discover([folder.path])) { result in completed.append(result.name) }
    #expect(run.results.map(\.name) == names)
    #expect(completed.names.sorted() == names)
    #expect(run.jobs == jobs)
    let maximum = await scanner.gauge.maximum
    #expect(maximum <= jobs)
    if jobs == 1 { #expect(completed.names == names) }
  }

  @Test func overlaySinkReceivesEveryDecodedSample() async throws {
    let sink = CollectingSink()
    let corpus = try Corpus.discover([FixtureCorpus.root.path])
    let run = await RegressionRunner(scanner: PixelBoardScanner(overlays: true), jobs: 2)
      .run(corpus, overlays: sink)
    let kept = sink.kept
    // Every labelled sample but the corrupt one.
    #expect(kept.map(\.index).sorted() == Array(0..<7).filter { run.results[$0].got != nil })
    #expect(kept.count == 6)
    #expect(kept.allSatisfy { $0.isOverlay })
  }

  @Test func overlaysAreDrawnOnlyForAReport() async throws {
    let corpus = try Corpus.discover([FixtureCorpus.root.path])
    let scanner = CountingOverlayScanner()
    _ = await RegressionRunner(scanner: scanner, jobs: 2).run(corpus)
    #expect(scanner.drawn.names.isEmpty)
    _ = await RegressionRunner(scanner: scanner, jobs: 2).run(corpus, overlays: CollectingSink())
    #expect(scanner.drawn.names.count == 6)
  }

  @Test func theScreenshotStandsInWhenTheScannerDrawsNoOverlay() async throws {
    let sink = CollectingSink()
    let corpus = try Corpus.discover([FixtureCorpus.root.path])
    _ = await RegressionRunner(scanner: PixelBoardScanner(), jobs: 2).run(corpus, overlays: sink)
    #expect(sink.kept.count == 6)
    #expect(
      sink.kept.allSatisfy { !$0.isOverlay && $0.size == (PixelBoard.width, PixelBoard.height) })
  }
}

/// A scanner whose overlays count how often they are drawn.
struct CountingOverlayScanner: SampleScanner {
  let drawn = Completed()

  func scan(_ image: RGBAImage, file: URL) async -> ScanOutcome {
    var outcome = PixelBoard.read(image)
    let drawn = drawn
    outcome.overlay = {
      drawn.append(file.lastPathComponent)
      return ScanPicture(image: image)
    }
    return outcome
  }
}

/// Names of completed samples, collected from concurrent callbacks.
final class Completed: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func append(_ name: String) { lock.withLock { list.append(name) } }
  var names: [String] { lock.withLock { list } }
}

/// An overlay sink that remembers what it was given.
final class CollectingSink: OverlaySink, @unchecked Sendable {
  struct Kept {
    var index: Int
    var isOverlay: Bool
    var size: (Int, Int)
  }
  private let lock = NSLock()
  private var list: [Kept] = []
  func keep(_ picture: ScanPicture, isOverlay: Bool, index: Int, sample: CorpusSample) {
    lock.withLock {
      list.append(
        Kept(
          index: index, isOverlay: isOverlay, size: (picture.image.width, picture.image.height)))
    }
  }
  var kept: [Kept] { lock.withLock { list } }
}
