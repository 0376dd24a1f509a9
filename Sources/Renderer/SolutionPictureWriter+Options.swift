import Puzzle
import Themes

extension SolutionPictureWriter {
  /// The writer `solve --frames --animate` asks for: in `frameTheme` (a profile name, a theme
  /// file or `random:SEED`), else in `readTheme` (the theme a screenshot was read with: no
  /// second scan), else in original-2; at `size` (WxH), else 360x360 for board-only, else the
  /// layout's own size.
  ///
  /// - Throws: `ThemeError` or `RendererError` for a theme or size that cannot be used.
  public init(
    frameTheme: String?, readTheme: ThemeProfile?, layout: ScreenLayout, size: String?,
    replacesFiles: Bool
  ) throws {
    let size =
      try size.map { try ScreenSize(parsing: $0) }
      ?? (layout == .boardOnly ? try ScreenSize(parsing: "360x360") : layout.defaultSize)
    let theme =
      try (frameTheme == nil ? readTheme : nil) ?? RenderTheme.profile(frameTheme ?? "original-2")
    self.init(theme: theme, layout: layout, size: size, replacesFiles: replacesFiles)
  }

  /// Writes one picture per position of `moves` played from `puzzle` into `frames` and the
  /// animation to `animate` (either may be nil), telling `note` what was written.
  ///
  /// - Throws: `SolutionPictureError` when a picture cannot be drawn or written.
  public func write(
    _ moves: [Move], from puzzle: Puzzle, frames: String?, animate: String?,
    note: (String) -> Void
  ) throws {
    if let frames {
      let count = try writeFrames(of: moves, from: puzzle, into: frames)
      note("wrote \(count) frames to \(frames)")
    }
    if let animate {
      let count = try writeAnimation(of: moves, from: puzzle, to: animate)
      note("wrote \(animate): \(count) frames, \(moves.count) moves")
    }
  }
}
