import Imaging
import Themes

extension ScanModel {
  /// `nearest(colour).colourClass == colourClass && nearest(colour).distance <= limit`,
  /// exactly, with one class's distance for most colours: a colour farther than `limit` from
  /// `colourClass` is no match whatever the other classes, so only the colours within reach
  /// are searched in full (which settles ties as `nearest` does).
  @inline(__always)
  func matches(_ colourClass: ColourClass, _ colour: LabColour, within limit: Double) -> Bool {
    let own = classes[colourClass]
    let dl = (colour.l - own.mean.l) / own.spread.l
    let da = (colour.a - own.mean.a) / own.spread.a
    let db = (colour.b - own.mean.b) / own.spread.b
    // (The very arithmetic of `nearest`, so the distance is the one it would find; a NaN
    // distance, or an infinite limit, takes the full search.)
    if (dl * dl + da * da + db * db).squareRoot() > limit { return false }
    let nearest = nearest(colour)
    return nearest.colourClass == colourClass && nearest.distance <= limit
  }

  /// `nearest(colour).distance <= limit`, exactly, stopping at the first class within reach:
  /// the nearest class is at least that near.
  @inline(__always)
  func matchesAnyClass(_ colour: LabColour, within limit: Double) -> Bool {
    for candidate in ColourClass.ordered {
      let model = classes[candidate]
      let dl = (colour.l - model.mean.l) / model.spread.l
      let da = (colour.a - model.mean.a) / model.spread.a
      let db = (colour.b - model.mean.b) / model.spread.b
      if (dl * dl + da * da + db * db).squareRoot() <= limit { return true }
    }
    // (No class within reach: `nearest`'s distance, infinite when every distance is NaN, is
    // not either.)
    return nearest(colour).distance <= limit
  }
}
