import Calibration
import Foundation
import Imaging
import Puzzle
import Scanner
import Testing

@Suite("Draft labels from scans")
struct LabelDraftTests {
  @Test(arguments: SharedScreenshots.names)
  func draftOfARealScreenshotEqualsItsLabel(_ name: String) throws {
    let shot = try SharedScreenshots.load(name)
    let report = BoardScanner(profiles: SharedScreenshots.shipped).scan(shot.image)
    let draft = try #require(LabelDraft(report: report), "\(describe(report))")
    let puzzle = try #require(draft.label.puzzle)
    #expect(puzzle.board.canonicalized() == shot.puzzle.board.canonicalized())
    #expect(puzzle.exit == shot.puzzle.exit)
    #expect(draft.label.attributes["theme"]?.text == report.theme)
    #expect(draft.label.note?.hasPrefix("draft from unblocker label (theme ") == true)
    #expect(
      zip(draft.doubtfulTiles, draft.doubtfulTiles.dropFirst()).allSatisfy {
        $0.confidence <= $1.confidence
      })
    // The written draft reads back as the same label.
    let reread = try Label(json: draft.label.jsonData(), file: "draft.json")
    #expect(reread == draft.label)
  }

  @Test func noDraftWithoutABoard() {
    let image = RGBAImage(width: 200, height: 300, fill: RGBA(red: 90, green: 120, blue: 200))
    let report = BoardScanner(profiles: SharedScreenshots.shipped).scan(image)
    #expect(LabelDraft(report: report) == nil)
  }

  @Test func listsTilesBelowTheDoubtLimit() throws {
    let shot = try SharedScreenshots.load("unblocker-B-7764-annotated.png")
    let report = BoardScanner(profiles: SharedScreenshots.shipped).scan(shot.image)
    let everything = try #require(LabelDraft(report: report, doubtBelow: 1.01))
    #expect(everything.doubtfulTiles.count == 36)
    let none = try #require(LabelDraft(report: report, doubtBelow: 0))
    #expect(none.doubtfulTiles.isEmpty)
  }
}
