import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Scanner
import Solver
import TestSupport
import Testing
import Themes

/// A scanner with every shipped profile and the fallback, as `--theme auto` uses.
let autoScanner: BoardScanner = {
  let library = (try? ThemeLibrary.builtIn()) ?? ThemeLibrary(entries: [])
  return BoardScanner(profiles: library.profiles)
}()

/// One line per fact of a report, for failure messages.
func summary(_ report: ScanReport) -> String {
  var lines = [
    "theme \(report.theme ?? "-") scores \(report.themeScores.map { "\($0.theme)=\($0.score)" })",
    "board \(report.location.map { "\($0.board)" } ?? "-") error \(report.error.map { "\($0)" } ?? "-")",
  ]
  if report.tiles.count == 36 {
    for row in 0..<6 {
      lines.append(
        (0..<6).map { column -> String in
          let tile = report.tiles[row * 6 + column]
          return "\(tile.finalClass.symbol)\(Int(tile.confidence * 100))"
        }.joined(separator: " "))
    }
  }
  lines += report.warnings.map(\.message)
  return lines.joined(separator: "\n")
}

@Suite("Real screenshots scan to their labels")
struct ScreenshotScanTests {
  @Test(arguments: ScreenshotLabel.all)
  func scansToItsLabel(_ label: ScreenshotLabel) throws {
    let report = autoScanner.scan(try label.image())
    let expected = try #require(label.label.puzzle)
    let puzzle = try #require(report.puzzle, "\(label.file)\n\(summary(report))")
    #expect(
      puzzle.board.canonicalized() == expected.board.canonicalized(),
      "\(label.file)\n\(summary(report))")
    #expect(puzzle.exit == expected.exit)
    #expect(report.confidence > 0.5, "\(summary(report))")
  }

  @Test(arguments: ScreenshotLabel.all.filter { $0.expectedMoves != nil })
  func solvesToTheLabelledMoveCount(_ label: ScreenshotLabel) throws {
    let report = autoScanner.scan(try label.image())
    let puzzle = try #require(report.puzzle, "\(label.file)\n\(summary(report))")
    let result = Solver.solve(puzzle)
    #expect(result.moveCount == label.expectedMoves.flatMap { $0 })
  }

  @Test func findsTheSixLabelledScreenshots() {
    #expect(ScreenshotLabel.all.count == 6)
  }
}
