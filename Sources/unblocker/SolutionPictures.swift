import ArgumentParser
import ImageCodecs
import Puzzle
import Renderer
import Solver
import Themes

/// The `solve` options that draw the solution: one picture per step, or an animated WebP of
/// the blocks sliding, as the original app's Play button showed it.
struct SolutionPictures: ParsableArguments {
  @Option(help: "Write one rendered board per position (step-000.png, ...) into this folder.")
  var frames: String?

  @Option(help: "Write an animated WebP of the blocks sliding (about 0.4 s a move).")
  var animate: String?

  @Option(
    help: "The theme of the pictures; default the scanned theme for an image, else original-2.")
  var frameTheme: String?

  @Option(help: "The layout of the pictures.")
  var frameLayout: ScreenLayout = .boardOnly

  @Option(help: "The size WxH of the pictures; default 360x360 for board-only, else the layout's.")
  var frameSize: String?

  @OptionGroup var overwrite: OverwriteOptions

  /// True when pictures were asked for.
  var isRequested: Bool { frames != nil || animate != nil }

  func validate() throws {
    if let animate, ImageFormat(outputPath: animate) != .webp {
      throw ValidationError("--animate writes WebP; end '\(animate)' in .webp")
    }
    if let frameSize {
      try parsedOption("--frame-size") { try ScreenSize(parsing: frameSize) }
    }
  }

  /// Draws and writes the pictures of `solution` played on `puzzle` (Renderer's
  /// `SolutionPictureWriter`) in `--frame-theme`, else in `theme` (the one an image was read
  /// with: no second scan), else in original-2.
  func write(puzzle: Puzzle, solution: Solution, theme: ThemeProfile?) throws {
    let writer = try SolutionPictureWriter(
      frameTheme: frameTheme, readTheme: theme, layout: frameLayout, size: frameSize,
      replacesFiles: overwrite.force)
    try writer.write(solution.moves, from: puzzle, frames: frames, animate: animate) {
      Terminal.standardError.write($0 + "\n")
    }
  }
}
