import Themes

/// The theme a picture is drawn in, from a `--theme` argument.
public enum RenderTheme {
  /// The profile for `argument`: `random:SEED` (a seeded random wood theme), a profile name or
  /// the path of a theme file; `auto` is for scanning and is refused.
  ///
  /// - Throws: `RendererError.autoTheme` for `auto`; `ThemeError` for an unknown name or an
  ///   unreadable or malformed theme file.
  public static func profile(_ argument: String) throws -> ThemeProfile {
    if let seed = RandomWoodTheme.seed(fromArgument: argument) {
      return RandomWoodTheme.profile(seed: seed)
    }
    let library = try ThemeLibrary.standard()
    guard argument != "auto",
      let profile = try library.candidates(for: ThemeSelection(argument: argument)).first
    else {
      throw RendererError.autoTheme(known: library.names)
    }
    return profile
  }
}
