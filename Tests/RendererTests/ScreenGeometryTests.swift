import Imaging
import Testing

@testable import Renderer

@Suite struct ScreenGeometryTests {
  @Test(arguments: ScreenLayout.allCases)
  func boardLiesInsideCanvasAndScreen(_ layout: ScreenLayout) {
    let geometry = ScreenGeometry.make(layout: layout, size: layout.defaultSize)
    let canvas = PixelRect(
      x: 0, y: 0, width: layout.defaultSize.width, height: layout.defaultSize.height)
    #expect(geometry.board.intersection(canvas) == geometry.board)
    #expect(geometry.board.intersection(geometry.screen) == geometry.board)
    #expect(geometry.board.width == geometry.board.height)
    #expect(abs(geometry.tileSize * 6 - Double(geometry.board.width)) < 0.001)
  }

  @Test func tallPhoneMatchesTheMeasuredProportions() {
    // The real 200x356 screenshots: board grid from (7, 104), 186 px wide.
    let geometry = ScreenGeometry.make(
      layout: .tallPhone, size: ScreenSize(checkedWidth: 200, height: 356))
    #expect(abs(geometry.board.x - 7) <= 1)
    #expect(abs(geometry.board.y - 104) <= 1)
    #expect(abs(geometry.board.width - 186) <= 1)
    #expect(geometry.buttons.count == 4)
    #expect(geometry.movesPanel != nil)
  }

  @Test func oldPhoneHasStatusBarAndNoMovesPanel() throws {
    let geometry = ScreenGeometry.make(layout: .oldPhone, size: ScreenLayout.oldPhone.defaultSize)
    let bar = try #require(geometry.statusBar)
    let panel = try #require(geometry.puzzlePanel)
    #expect(bar.y == 0)
    #expect(geometry.movesPanel == nil)
    #expect(panel.y >= bar.maxY)
  }

  @Test func desktopPutsThePhoneBelowTheTitleBar() throws {
    let geometry = ScreenGeometry.make(layout: .desktop, size: ScreenLayout.desktop.defaultSize)
    let title = try #require(geometry.titleBar)
    #expect(geometry.screen.y > title.maxY - 1)
    #expect(geometry.toolbar != nil)
  }

  @Test func boardOnlyFillsTheCanvas() {
    let geometry = ScreenGeometry.make(
      layout: .boardOnly, size: ScreenSize(checkedWidth: 300, height: 300))
    #expect(geometry.board == PixelRect(x: 0, y: 0, width: 300, height: 300))
    #expect(!geometry.hasFrame)
  }

  @Test func cellRectsTileTheBoardWithoutGaps() {
    let geometry = ScreenGeometry.make(layout: .tablet, size: ScreenLayout.tablet.defaultSize)
    var covered = 0
    for row in 0..<6 {
      for column in 0..<6 {
        covered +=
          geometry.cellRect(row: Double(row), column: Double(column), width: 1, height: 1).area
      }
    }
    #expect(covered == geometry.board.area)
  }
}
