import Imaging
import Puzzle
import Themes

/// The palette of a calibrated theme, from the measured colours, so that the renderer can
/// draw the new theme too. Colours the labels do not show (fixed blocks without a daily
/// puzzle, the header text) come from the reference profile.
struct PaletteEstimate {
  let evidence: [ScreenshotEvidence]
  let model: ScanModel
  let reference: ThemePalette
  /// Kept samples of the measured classes.
  let samples: [ColourClass: [LabColour]]

  var palette: ThemePalette {
    var palette = reference
    palette.background = background ?? reference.background
    palette.board = measured(.board) ?? reference.board
    palette.frame = measured(.frame) ?? reference.frame
    palette.wood = measured(.block) ?? reference.wood
    palette.prisoner = measured(.prisoner) ?? reference.prisoner
    palette.fixedBlock = measured(.fixedBlock) ?? reference.fixedBlock
    palette.rivet = measured(.rivet) ?? reference.rivet
    palette.shadow = measured(.seam) ?? reference.shadow
    if let wood = samples[.block], !wood.isEmpty {
      let dark = Statistics.quantile(wood.map(\.l), 0.2)
      palette.woodGrain = mean(wood.filter { $0.l <= dark }).rgba
    }
    palette.woodHighlight = highlight ?? reference.woodHighlight
    return palette
  }

  /// The mean colour of a class that was measured.
  private func measured(_ colourClass: ColourClass) -> RGBA? {
    guard let kept = samples[colourClass], !kept.isEmpty else { return nil }
    return model.classes[colourClass].mean.rgba
  }

  /// The median colour of the images' outermost pixels.
  private var background: RGBA? {
    var colours: [LabColour] = []
    for item in evidence {
      let image = item.shot.image
      let rings = [
        PixelRect(x: 0, y: 0, width: image.width, height: 1),
        PixelRect(x: 0, y: image.height - 1, width: image.width, height: 1),
        PixelRect(x: 0, y: 0, width: 1, height: image.height),
        PixelRect(x: image.width - 1, y: 0, width: 1, height: image.height),
      ]
      for ring in rings { colours += image.labSamples(in: ring, perAxis: 64) }
    }
    guard !colours.isEmpty else { return nil }
    return LabColour(
      l: Statistics.median(colours.map(\.l)), a: Statistics.median(colours.map(\.a)),
      b: Statistics.median(colours.map(\.b))
    ).rgba
  }

  /// The light top edge of blocks: the brightest quarter of a thin band along the top of each
  /// block's upper tiles.
  private var highlight: RGBA? {
    var colours: [LabColour] = []
    for item in evidence {
      for index in 0..<36 where item.classes[index] == .block {
        let cell = Cell(index: index)
        if cell.row > 0, item.letters[index - 6] == item.letters[index] { continue }
        let tile = item.location.tileRect(row: cell.row, column: cell.column)
        let band = PixelRect(
          x: tile.x + tile.width / 5, y: tile.y + max(1, tile.height / 25),
          width: max(1, tile.width * 3 / 5), height: max(1, tile.height / 10))
        colours += item.shot.image.labSamples(in: band, perAxis: 16)
      }
    }
    guard !colours.isEmpty else { return nil }
    let bright = Statistics.quantile(colours.map(\.l), 0.75)
    return mean(colours.filter { $0.l >= bright }).rgba
  }

  private func mean(_ colours: [LabColour]) -> LabColour {
    let n = Double(max(1, colours.count))
    return LabColour(
      l: colours.reduce(0) { $0 + $1.l } / n, a: colours.reduce(0) { $0 + $1.a } / n,
      b: colours.reduce(0) { $0 + $1.b } / n)
  }
}
