import Foundation
import Imaging
import Puzzle
import Testing
import Themes

@testable import Renderer

@Suite struct ThemePaletteTests {
  static let required = """
    "background": "#a87b2b", "frame": "#a87b2b", "board": "#6a481f", "wood": "#e7b473",
    "woodGrain": "#d39a55", "woodHighlight": "#fadcb4", "prisoner": "#e52316",
    "fixedBlock": "#8a8478", "rivet": "#d8d4cc", "shadow": "#1a1006", "text": "#ffffff"
    """

  @Test func optionalColoursMayBeAbsent() throws {
    let palette = try JSONDecoder().decode(
      ThemePalette.self, from: Data("{\(Self.required)}".utf8))
    #expect(palette.panel == nil && palette.chuteArrow == nil && palette.grainDensity == nil)
    let resolved = ResolvedPalette(palette)
    // Absent colours are derived: the panels take the board's colour.
    #expect(resolved.panel.rgba() == palette.board)
    #expect(resolved.grainDensity == 34)
  }

  @Test func optionalColoursAreReadAndWritten() throws {
    let json = "{\(Self.required), \"panel\": \"#102030\", \"grainDensity\": 50}"
    let palette = try JSONDecoder().decode(ThemePalette.self, from: Data(json.utf8))
    #expect(palette.panel == RGBA(red: 0x10, green: 0x20, blue: 0x30))
    #expect(ResolvedPalette(palette).grainDensity == 50)
    let again = try JSONDecoder().decode(
      ThemePalette.self, from: JSONEncoder().encode(palette))
    #expect(again == palette)
  }

  @Test func everyShippedThemeRenders() throws {
    let library = try ThemeLibrary.builtIn()
    for profile in library.profiles {
      let shot = try Renderer.render(
        puzzle: .init(notation: "ooooooooooooAAoooooooooooooooooooooo"), theme: profile,
        layout: .boardOnly, options: RenderOptions(size: try ScreenSize(parsing: "60x60")))
      #expect(shot.label.attributes["theme"]?.text == profile.name)
    }
  }
}
