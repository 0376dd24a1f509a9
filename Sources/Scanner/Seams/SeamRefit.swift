import Foundation
import Puzzle

/// The gaps of one board judged again by this image's own model of them, fitted on a legal
/// reading: the classify → assemble → refit → re-read step for the gaps.
///
/// A threshold (a profile's, or the derived model's default) judges every gap of every image
/// alike, but gaps differ by image and by direction: the blocks' shadows fall down the board, so
/// the gap below a block is darker or lighter than the one beside it, and a theme no profile
/// knows puts its gaps anywhere. A legal reading names every gap between two of its solid tiles
/// as split (between two blocks) or joined (inside one); those of one direction and one kind are
/// one group of this image's darkenings. Each gap is then judged by the two groups of its
/// direction, fitted without it (leave one out: a gap never vouches for its own reading), as the
/// predictive distribution of a new member of each (Student's t with the group's size less one
/// degrees of freedom, its scale widened by the group's size: a group of three measures its
/// spread poorly and says so). So the refit prices its own freedom, and a gap the reading calls
/// joined that looks like the image's other gaps between blocks stays unlikely joined.
enum SeamRefit {
  /// `seams` judged by the groups `splits` (one per seam: the reading puts its tiles in two
  /// pieces) make of the seams between two solid tiles in `classes` (the reading's, one per
  /// tile). A seam keeps its judgement where its direction has fewer than `minimumGroup` of
  /// either kind besides it (both directions pooled then), or where its groups' split
  /// darkening is not beyond their joined one. `spreadFloor`: the least scale of a group (its
  /// darkenings' quantisation).
  static func judged(
    _ seams: [SeamEvidence], splits: [Bool], classes: [TileClass], minimumGroup: Int = 2,
    spreadFloor: Double
  ) -> [SeamEvidence] {
    let members = seams.indices.filter {
      classes[seams[$0].first.index].isSolid && classes[seams[$0].second.index].isSolid
    }
    func sideBySide(_ index: Int) -> Bool { seams[index].first.row == seams[index].second.row }
    return seams.indices.map { index in
      var seam = seams[index]
      func group(split: Bool, sameDirection: Bool) -> [Double] {
        members.filter {
          $0 != index && splits[$0] == split
            && (!sameDirection || sideBySide($0) == sideBySide(index))
        }.map { seams[$0].darkening }
      }
      func fitted(split: Bool) -> Predictive? {
        let own = group(split: split, sameDirection: true)
        let values = own.count >= minimumGroup ? own : group(split: split, sameDirection: false)
        return values.count >= minimumGroup ? Predictive(values, spreadFloor: spreadFloor) : nil
      }
      guard let between = fitted(split: true), let inside = fitted(split: false),
        between.centre > inside.centre
      else { return seam }
      // (Beyond either group's centre, a gap is as much that group's as at its centre: the
      // heavier tail of the other group never outweighs it there.)
      let x = min(max(seam.darkening, inside.centre), between.centre)
      let odds = between.logDensity(x) - inside.logDensity(x)
      let probability = 1 / (1 + exp(-min(max(odds, -40), 40)))
      seam.splitProbability = probability
      seam.split = probability >= 0.5
      seam.confidence = max(probability, 1 - probability)
      return seam
    }
  }

  /// The predictive distribution of one more member of a group of values drawn from one
  /// Gaussian of unknown centre and spread: Student's t with `n - 1` degrees of freedom about the
  /// values' mean, of scale their standard deviation (at least `spreadFloor`) times
  /// √(1 + 1/n).
  struct Predictive {
    let centre: Double
    let scale: Double
    let freedom: Double

    init(_ values: [Double], spreadFloor: Double) {
      let n = Double(values.count)
      let mean = values.reduce(0, +) / n
      let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / max(1, n - 1)
      centre = mean
      scale = max(spreadFloor, variance.squareRoot()) * (1 + 1 / n).squareRoot()
      freedom = max(1, n - 1)
    }

    /// The log-density at `x`.
    func logDensity(_ x: Double) -> Double {
      let t = (x - centre) / scale
      return lgamma((freedom + 1) / 2) - lgamma(freedom / 2) - 0.5 * log(freedom * Double.pi)
        - log(scale) - (freedom + 1) / 2 * log(1 + t * t / freedom)
    }
  }
}
