import Imaging
import Testing
import Themes

@testable import Scanner

@Suite("The board's own colour without the gaps, for locating when nothing reads")
struct CoreMaskTests {
  static let model: ScanModel? = (try? ThemeLibrary.builtIn())?.profiles.first?.scan

  /// The code of `colour`'s RGB.
  static func code(_ colour: LabColour) -> Int { ColourTable.code(colour.rgba) }

  @Test func holdsTheBoardButNotTheGapsOrTheBlocks() throws {
    let model = try #require(Self.model)
    let core = ColourTable.coreMask(of: model)
    let dark = ColourTable.boardDarkMask(of: model)
    #expect(core[Self.code(model.classes.board.mean)] == 1)
    #expect(core[Self.code(model.classes.block.mean)] == 0)
    // A gap's colour is board-dark, and not the core.
    let gap = Self.code(model.classes.seam.mean)
    #expect(dark[gap] == 1)
    #expect(core[gap] == 0)
    // Near black (a window around an emulator) is never core.
    #expect(core[ColourTable.code(RGBA(red: 20, green: 20, blue: 22))] == 0)
  }
}
