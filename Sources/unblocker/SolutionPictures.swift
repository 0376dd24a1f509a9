import ArgumentParser
import FileGuard
import Foundation
import ImageCodecs
import Imaging
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
      do {
        _ = try ScreenSize(parsing: frameSize)
      } catch {
        throw ValidationError("--frame-size: \(error)")
      }
    }
  }

  /// The pictures' size.
  private func size() throws -> ScreenSize {
    if let frameSize { return try ScreenSize(parsing: frameSize) }
    return frameLayout == .boardOnly ? try ScreenSize(parsing: "360x360") : frameLayout.defaultSize
  }

  /// Draws and writes the pictures of `solution` played on `puzzle`.
  ///
  /// - Parameters:
  ///   - puzzle: the start position.
  ///   - solution: the moves.
  ///   - scannedTheme: the theme an image was read with (its reading's, no second scan), used
  ///     unless `--frame-theme` is given.
  /// - Throws: an `ExitCode` after printing the error (73 for existing files, 65 for a bad theme).
  func write(puzzle: Puzzle, solution: Solution, scannedTheme: ThemeProfile? = nil) throws {
    let theme: ThemeProfile
    if frameTheme == nil, let scannedTheme {
      theme = scannedTheme
    } else {
      theme = try RenderCommand.profile(frameTheme ?? "original-2")
    }
    let options = RenderOptions(
      size: try size(), optimalMoves: .moves(solution.count))
    do {
      if let frames { try writeFrames(frames, puzzle, solution, theme, options) }
      if let animate { try writeAnimation(animate, puzzle, solution, theme, options) }
    } catch let error as RendererError {
      throw fail(error.description, error.exitStatus)
    } catch let error as ImageCodecError {
      throw fail(error.description, error.exitStatus)
    }
  }

  private func writeFrames(
    _ folder: String, _ puzzle: Puzzle, _ solution: Solution, _ theme: ThemeProfile,
    _ options: RenderOptions
  ) throws {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw fail("\(folder): cannot create the folder for --frames; check the path", .cannotWrite)
    }
    let images = try Renderer.renderSteps(
      puzzle: puzzle, moves: solution.moves, theme: theme, layout: frameLayout, options: options)
    let digits = max(3, String(images.count - 1).count)
    let paths = images.indices.map { index in
      let number = String(index)
      return "\(folder)/step-\(String(repeating: "0", count: digits - number.count))\(number).png"
    }
    if !overwrite.force, let existing = paths.first(where: OutputPaths.occupied) {
      throw fail("\(existing): already exists; use --force to replace the frames", .cannotWrite)
    }
    for (image, path) in zip(images, paths) {
      try ImageFile.write(image, to: path, format: .png, force: overwrite.force)
    }
    Terminal.standardError.write("wrote \(images.count) frames to \(folder)\n")
  }

  private func writeAnimation(
    _ path: String, _ puzzle: Puzzle, _ solution: Solution, _ theme: ThemeProfile,
    _ options: RenderOptions
  ) throws {
    if !overwrite.force, OutputPaths.occupied(path) {
      throw fail("\(path): already exists; use --force to replace it", .cannotWrite)
    }
    let size = try size()
    let encoder = try AnimatedWebPEncoder(width: size.width, height: size.height, quality: 80)
    try Renderer.animate(
      puzzle: puzzle, moves: solution.moves, theme: theme, layout: frameLayout, options: options
    ) { frame in
      try encoder.addFrame(frame.image, durationMilliseconds: frame.step.durationMilliseconds)
    }
    try ImageFile.write(bytes: try encoder.finish(), to: path, force: overwrite.force)
    Terminal.standardError.write(
      "wrote \(path): \(encoder.frameCount) frames, \(solution.count) moves\n")
  }
}
