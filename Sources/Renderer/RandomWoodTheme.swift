import Imaging
import Themes

/// A seeded random wood theme, for measuring how the scanner and the calibrator cope with
/// themes that no profile knows (`render --theme random:SEED`, `tools/theme-zoo`).
///
/// Any lightness order between board and blocks (every third seed draws a board lighter than
/// its blocks), low and high contrast, pale and saturated wood stained in any hue, a frame of
/// any wood, and a prisoner near the blocks' hue but told apart from them by hue, chroma or
/// lightness. The scan model of the profile is the palette's own colours with the default
/// spreads and thresholds: a starting point to render with, not a calibrated profile.
public enum RandomWoodTheme {
  /// The prefix of `--theme random:SEED`.
  public static let argumentPrefix = "random:"

  /// The least CIELAB distance (ΔE) between the colours a person tells apart on the board:
  /// board, block wood, prisoner, fixed block.
  static let leastDistance = 18.0

  /// The seed of `argument` when it is `random:SEED`, else nil.
  public static func seed(fromArgument argument: String) -> UInt64? {
    guard argument.hasPrefix(argumentPrefix) else { return nil }
    return UInt64(argument.dropFirst(argumentPrefix.count))
  }

  /// Whether the theme of `seed` has a board lighter than its blocks.
  public static func hasLightBoard(seed: UInt64) -> Bool { seed % 3 == 0 }

  /// The random theme of `seed`, named `random-SEED`.
  public static func profile(seed: UInt64) -> ThemeProfile {
    var random = SeededGenerator(seed: seed, stream: 0x7468_656D_65)
    let woodHue = random.nextDouble(in: 0...360)
    let pale = random.nextUnit() < 0.35
    let woodChroma = pale ? random.nextDouble(in: 6...18) : random.nextDouble(in: 25...55)
    let lowContrast = random.nextUnit() < 0.4
    let contrast = lowContrast ? random.nextDouble(in: 12...18) : random.nextDouble(in: 20...40)
    let lightBoard = hasLightBoard(seed: seed)
    let woodL = lightBoard ? random.nextDouble(in: 25...50) : random.nextDouble(in: 48...80)
    let boardL = lightBoard ? min(94, woodL + contrast) : max(8, woodL - contrast)
    let boardHue = woodHue + random.nextDouble(in: -40...40)
    let boardChroma = random.nextDouble(in: 4...30)
    let wood = lch(woodL, woodChroma, woodHue)
    let board = lch(boardL, boardChroma, boardHue)
    let grain = lch(woodL - random.nextDouble(in: 4...9), woodChroma * 1.05, woodHue)
    let highlight = lch(min(97, woodL + random.nextDouble(in: 14...24)), woodChroma * 0.6, woodHue)
    // The prisoner: near the wood's hue, set apart by hue, chroma and lightness.
    var prisoner = wood
    let side: Double = random.nextUnit() < 0.5 ? -1 : 1
    for step in 0..<40 {
      let hueShift = side * (random.nextDouble(in: 25...60) + Double(step))
      let chroma = max(35, woodChroma + random.nextDouble(in: 12...30))
      let lightness = min(85, max(25, woodL + random.nextDouble(in: -12...8)))
      prisoner = lch(lightness, chroma + Double(step), woodHue + hueShift)
      if distance(prisoner, wood) >= leastDistance + 4, distance(prisoner, board) >= leastDistance {
        break
      }
    }
    // A fixed block: a grey far enough from board, wood and prisoner.
    var fixed = lch(50, 3, woodHue)
    for _ in 0..<40 {
      fixed = lch(random.nextDouble(in: 20...85), random.nextDouble(in: 0...6), woodHue)
      if [board, wood, prisoner].allSatisfy({ distance($0, fixed) >= leastDistance }) { break }
    }
    let rivet = fixed.l < 55 ? lch(86, 2, woodHue) : lch(22, 2, woodHue)
    // The frame: any wood that differs from the board.
    var frame = wood
    for _ in 0..<40 {
      frame = lch(
        random.nextDouble(in: 20...85), random.nextDouble(in: 5...45),
        woodHue + random.nextDouble(in: -30...30))
      if distance(frame, board) >= leastDistance, distance(frame, wood) >= 8 { break }
    }
    let background = lch(
      min(95, max(10, frame.l + random.nextDouble(in: -12...12))), frame.chroma * 0.9,
      frame.hue + random.nextDouble(in: -10...10))
    let shadow = lch(max(4, min(boardL, woodL) - random.nextDouble(in: 10...20)), 8, boardHue)
    let text = background.l < 60 ? lch(98, 0, 0) : lch(15, 0, 0)
    let palette = ThemePalette(
      background: background.rgba, frame: frame.rgba, board: board.rgba, wood: wood.rgba,
      woodGrain: grain.rgba, woodHighlight: highlight.rgba, prisoner: prisoner.rgba,
      fixedBlock: fixed.rgba, rivet: rivet.rgba, shadow: shadow.rgba, text: text.rgba,
      grainDensity: random.nextDouble(in: 20...50), backgroundGrain: random.nextDouble(in: 0...0.4))
    func model(_ colour: LCh) -> ColourModel {
      ColourModel(mean: LabColour(colour.rgba), spread: LabSpread(l: 4, a: 3, b: 4))
    }
    let scan = ScanModel(
      classes: ColourClasses(
        board: model(board), block: model(wood), prisoner: model(prisoner),
        fixedBlock: model(fixed), rivet: model(rivet), seam: model(shadow),
        chute: model(board), frame: model(frame)),
      thresholds: .defaults)
    let order = lightBoard ? "a board lighter than its blocks" : "a board darker than its blocks"
    return ThemeProfile(
      name: "random-\(seed)",
      description:
        "Random wood theme \(seed): \(pale ? "pale" : "saturated") wood, "
        + "\(lowContrast ? "low" : "high") contrast, \(order).",
      palette: palette, scan: scan)
  }

  /// A colour by lightness, chroma and hue (degrees), clamped into sRGB when drawn.
  private struct LCh {
    var l: Double
    var chroma: Double
    var hue: Double

    /// The CIELAB colour, after the round trip through 8-bit sRGB (what is drawn).
    var lab: LabColour { LabColour(rgba) }

    var rgba: RGBA {
      let radians = hue * .pi / 180
      return LabColour(l: l, a: chroma * cosine(radians), b: chroma * sine(radians)).rgba
    }
  }

  private static func lch(_ l: Double, _ chroma: Double, _ hue: Double) -> LCh {
    LCh(l: min(100, max(0, l)), chroma: max(0, chroma), hue: hue)
  }

  private static func distance(_ first: LCh, _ second: LCh) -> Double {
    first.lab.distance(to: second.lab)
  }
}

/// Sine and cosine by their Taylor series after reducing the angle to [-π, π]: plain
/// arithmetic, so the same seed gives the same colours on every platform.
private func sine(_ radians: Double) -> Double {
  var x = radians.truncatingRemainder(dividingBy: 2 * .pi)
  if x > .pi { x -= 2 * .pi }
  if x < -.pi { x += 2 * .pi }
  var term = x
  var sum = x
  for n in stride(from: 2, through: 30, by: 2) {
    term *= -x * x / Double(n * (n + 1))
    sum += term
  }
  return sum
}

private func cosine(_ radians: Double) -> Double { sine(radians + .pi / 2) }
