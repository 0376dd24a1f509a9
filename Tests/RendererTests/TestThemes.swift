import Foundation
import Themes

/// Theme profiles for tests, built in code (palettes measured from the real screenshots).
enum TestThemes {
  /// The light theme of the real screenshots.
  static func light() throws -> ThemeProfile {
    try profile(
      name: "test-light",
      palette: """
        "background": "#a87b2b", "frame": "#a87b2b", "board": "#6a481f", "wood": "#e7b473",
        "woodGrain": "#d39a55", "woodHighlight": "#fadcb4", "prisoner": "#e52316",
        "fixedBlock": "#8a8478", "rivet": "#d8d4cc", "shadow": "#1a1006", "text": "#ffffff"
        """)
  }

  /// The saturated orange theme of the crops, with a frame unlike its background.
  static func orange() throws -> ThemeProfile {
    try profile(
      name: "test-orange",
      palette: """
        "background": "#a8642a", "frame": "#b8752d", "board": "#523a18", "wood": "#e07a00",
        "woodGrain": "#ce6900", "woodHighlight": "#f7caa4", "prisoner": "#db0000",
        "fixedBlock": "#7a7068", "rivet": "#d9d6cf", "shadow": "#3a2010", "text": "#ffffff"
        """)
  }

  private static func profile(name: String, palette: String) throws -> ThemeProfile {
    let colours = try JSONDecoder().decode(ThemePalette.self, from: Data("{\(palette)}".utf8))
    // The scan model plays no part in rendering: borrow a shipped one.
    let shipped = try ThemeLibrary.builtIn().profile(named: "original-2")
    return ThemeProfile(name: name, description: "test", palette: colours, scan: shipped.scan)
  }
}
