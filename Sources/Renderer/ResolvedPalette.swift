import Imaging
import Themes

/// A theme palette with every optional colour filled in and converted for shading.
struct ResolvedPalette: Sendable {
  var background: Shade
  var frame: Shade
  var board: Shade
  var wood: Shade
  var woodGrain: Shade
  var woodHighlight: Shade
  var prisoner: Shade
  var prisonerGrain: Shade
  var prisonerHighlight: Shade
  var fixedBlock: Shade
  var fixedGrain: Shade
  var rivet: Shade
  var shadow: Shade
  var text: Shade
  var panel: Shade
  var chuteArrow: Shade
  var grainDensity: Double
  var backgroundGrain: Double

  init(_ palette: ThemePalette) {
    background = Shade(palette.background)
    frame = Shade(palette.frame)
    board = Shade(palette.board)
    wood = Shade(palette.wood)
    woodGrain = Shade(palette.woodGrain)
    woodHighlight = Shade(palette.woodHighlight)
    prisoner = Shade(palette.prisoner)
    // The prisoner shows the wood's fibres at half their relative depth.
    let depth = wood.luma > 1 ? max(0.6, min(1, woodGrain.luma / wood.luma)) : 0.9
    prisonerGrain = prisoner.scaled(1 - (1 - depth) * 0.65)
    prisonerHighlight =
      palette.prisonerHighlight.map(Shade.init) ?? prisoner.mixed(with: .white, 0.5)
    fixedBlock = Shade(palette.fixedBlock)
    fixedGrain = fixedBlock.scaled(1 - (1 - depth) * 0.7)
    rivet = Shade(palette.rivet)
    shadow = Shade(palette.shadow)
    text = Shade(palette.text)
    panel = palette.panel.map(Shade.init) ?? board
    chuteArrow = palette.chuteArrow.map(Shade.init) ?? board.mixed(with: frame, 0.45)
    grainDensity = max(4, min(80, palette.grainDensity ?? 34))
    backgroundGrain = unitClamp(palette.backgroundGrain ?? 0.25)
  }
}
