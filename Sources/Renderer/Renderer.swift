import Imaging
import Puzzle
import Themes

/// Draws screenshots of Unblock Me puzzles in the look of the game, with their labels.
///
/// Renders are deterministic: the same puzzle, theme, layout and options give the same
/// pixels. Everything random (wood, header, noise) comes from `RenderOptions.seed`.
public enum Renderer {
  /// Renders one screenshot of `puzzle`.
  ///
  /// - Parameters:
  ///   - puzzle: the board and its exit.
  ///   - theme: the theme whose palette is drawn (its name goes into the label).
  ///   - layout: the kind of screen.
  ///   - options: seed, size, header, label facts and perturbations.
  /// - Returns: the image, its label, and where the board lies in it.
  /// - Throws: `RendererError.perturbationOutOfRange` for a bad strength,
  ///   `RendererError.noRoom` when the layout has no room for a decoy or banner.
  public static func render(
    puzzle: Puzzle, theme: ThemeProfile, layout: ScreenLayout,
    options: RenderOptions = RenderOptions()
  ) throws(RendererError) -> RenderedScreenshot {
    let perturbations = options.perturbations
    try perturbations.validate()
    let scene = Self.scene(for: puzzle, theme: theme, layout: layout, options: options)
    let geometry = scene.geometry
    let palette = scene.palette
    let header = scene.header
    let pieces = Scene.pieces(of: puzzle.board)
    var image = scene.frame(pieces: pieces, moves: header.moves)
    let finisher = Finisher(
      geometry: geometry, palette: palette, seed: options.seed, exit: puzzle.exit,
      prisoner: puzzle.board.prisoner)
    if perturbations.banner { try finisher.paintBanner(into: &image) }
    if perturbations.decoy { try finisher.paintDecoy(into: &image) }
    for overlay in perturbations.overlays { finisher.paint(overlay, into: &image) }
    var boardRect = geometry.board
    if perturbations.overlays.contains(.figure) {
      let (sheet, offset) = finisher.figure(around: image)
      image = sheet
      boardRect.x += offset.x
      boardRect.y += offset.y
    }
    var tileSize = geometry.tileSize
    if perturbations.scale != 1 {
      let factor = perturbations.scale
      image = image.scaled(by: factor)
      boardRect = PixelRect(
        x: Int((Double(boardRect.x) * factor).rounded()),
        y: Int((Double(boardRect.y) * factor).rounded()),
        width: Int((Double(boardRect.width) * factor).rounded()),
        height: Int((Double(boardRect.height) * factor).rounded()))
      tileSize *= factor
    }
    var corners: [ImagePoint]?
    if perturbations.hasGeometry {
      (image, corners) = perturbations.reshape(image, board: boardRect)
      if let corners { boardRect = Self.bounds(of: corners) }
    }
    if perturbations.noise > 0 { finisher.addNoise(perturbations.noise, to: &image) }
    let note =
      options.note
      ?? "\(header.category) puzzle \(header.puzzleNumber) rendered in theme \(theme.name), "
      + "layout \(layout)"
      + (perturbations.names.isEmpty ? "" : " with \(perturbations.names.joined(separator: ", "))")
    var attributes: [String: LabelValue] = [
      "theme": .string(theme.name), "layout": .string(layout.rawValue),
      "seed": LabelValue(options.seed), "size": .string("\(image.width)x\(image.height)"),
      "boardRect": Self.value(boardRect),
      "tileSize": LabelValue((tileSize * 1000).rounded() / 1000),
    ]
    if !perturbations.names.isEmpty {
      attributes["perturbations"] = .string(perturbations.names.joined(separator: " "))
    }
    if let corners {
      attributes["boardCorners"] = .array(
        corners.map {
          .object(["x": .integer(Int($0.x.rounded())), "y": .integer(Int($0.y.rounded()))])
        })
    }
    let label = Label(
      puzzle: puzzle, optimalMoves: options.optimalMoves, note: note, attributes: attributes)
    return RenderedScreenshot(image: image, label: label, boardRect: boardRect, tileSize: tileSize)
  }

  /// A rectangle as a label value: `{"x": 12, "y": 115, "width": 296, "height": 301}`.
  static func value(_ rect: PixelRect) -> LabelValue {
    .object([
      "x": .integer(rect.x), "y": .integer(rect.y), "width": .integer(rect.width),
      "height": .integer(rect.height),
    ])
  }

  /// The smallest pixel rectangle holding `points`.
  static func bounds(of points: [ImagePoint]) -> PixelRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let x0 = Int((xs.min() ?? 0).rounded(.down))
    let y0 = Int((ys.min() ?? 0).rounded(.down))
    return PixelRect(
      x: x0, y: y0, width: Int((xs.max() ?? 0).rounded(.up)) - x0,
      height: Int((ys.max() ?? 0).rounded(.up)) - y0)
  }
}
