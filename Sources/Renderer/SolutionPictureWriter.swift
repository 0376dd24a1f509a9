import FileGuard
import Foundation
import ImageCodecs
import Imaging
import Puzzle
import Themes

/// The pictures of a solution, drawn in one theme and written to files: one rendered board per
/// position (`step-000.png` the start, then one after each move), or an animated WebP of the
/// blocks sliding, as the original app's Play button showed it.
public struct SolutionPictureWriter: Sendable {
  /// The theme the pictures are drawn in (for a screenshot, the one its board was read with).
  public var theme: ThemeProfile
  /// The layout of the pictures.
  public var layout: ScreenLayout
  /// The size of the pictures.
  public var size: ScreenSize
  /// Replace files that exist (`--force`); otherwise nothing is written over one.
  public var replacesFiles: Bool

  /// Creates a writer of pictures in `theme`, `layout` and `size`.
  public init(theme: ThemeProfile, layout: ScreenLayout, size: ScreenSize, replacesFiles: Bool) {
    self.theme = theme
    self.layout = layout
    self.size = size
    self.replacesFiles = replacesFiles
  }

  /// Writes one PNG per position of `moves` played from `puzzle` into `folder` (created when
  /// missing): `step-000.png` and on, numbered with at least three digits. No frame is written
  /// when one exists and files may not be replaced.
  ///
  /// - Returns: the number of frames written.
  /// - Throws: `SolutionPictureError`.
  public func writeFrames(of moves: [Move], from puzzle: Puzzle, into folder: String)
    throws(SolutionPictureError) -> Int
  {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateFolder(folder)
    }
    let images: [RGBAImage]
    do {
      images = try Renderer.renderSteps(
        puzzle: puzzle, moves: moves, theme: theme, layout: layout, options: options(moves))
    } catch {
      throw .render(error)
    }
    let digits = max(3, String(images.count - 1).count)
    let paths = images.indices.map { index in
      let number = String(index)
      return "\(folder)/step-\(String(repeating: "0", count: digits - number.count))\(number).png"
    }
    if !replacesFiles, let existing = paths.first(where: OutputPaths.occupied) {
      throw .frameExists(existing)
    }
    do {
      for (image, path) in zip(images, paths) {
        try ImageFile.write(image, to: path, format: .png, force: replacesFiles)
      }
    } catch {
      throw .image(error)
    }
    return images.count
  }

  /// Writes an animated WebP of the blocks sliding through `moves` from `puzzle` to `path`
  /// (about 0.4 s a move), never over an existing file unless files may be replaced.
  ///
  /// - Returns: the number of frames the animation holds (identical frames merged).
  /// - Throws: `SolutionPictureError`.
  public func writeAnimation(of moves: [Move], from puzzle: Puzzle, to path: String)
    throws(SolutionPictureError) -> Int
  {
    if !replacesFiles, OutputPaths.occupied(path) { throw .animationExists(path) }
    do {
      let encoder = try AnimatedWebPEncoder(width: size.width, height: size.height, quality: 80)
      try Renderer.animate(
        puzzle: puzzle, moves: moves, theme: theme, layout: layout, options: options(moves)
      ) { frame in
        try encoder.addFrame(frame.image, durationMilliseconds: frame.step.durationMilliseconds)
      }
      try ImageFile.write(bytes: try encoder.finish(), to: path, force: replacesFiles)
      return encoder.frameCount
    } catch let error as RendererError {
      throw .render(error)
    } catch let error as ImageCodecError {
      throw .image(error)
    } catch {
      throw .image(.encodeFailed(path: path, format: .webp, reason: "\(error)"))
    }
  }

  /// The render options: the size, and the move count shown in a header.
  private func options(_ moves: [Move]) -> RenderOptions {
    RenderOptions(size: size, optimalMoves: .moves(moves.count))
  }
}
