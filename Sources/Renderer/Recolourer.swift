import Foundation
import Imaging
import Puzzle
import Themes

/// Recolours a real labelled screenshot into another wood theme, keeping its wood texture,
/// shading, blur and compression: a second source of screenshots in themes no profile knows,
/// closer to the world than renders.
///
/// The label says which class each tile holds (empty board, block, prisoner, fixed block); the
/// tiles' centres give each class's colour in the screenshot, and a ring around the board the
/// frame's. Every pixel is then moved, in CIELAB, from the classes' measured colours to the
/// theme's, each class's move weighted by how near the pixel lies to that class (so a block's
/// grain moves with the block, and edges between classes blend); a pixel far from every class
/// (text, icons, the screen around) keeps its colour.
public struct Recolourer: Sendable {
  /// The target theme's colours.
  public let palette: ThemePalette

  /// A recolourer into `palette`.
  public init(palette: ThemePalette) {
    self.palette = palette
  }

  /// The notation of an empty tile.
  private static let empty: Character = "o"

  /// A colour this many deviations from every class keeps its colour.
  private static let keptDistance = 3.0

  /// The classes recoloured, each with its colour in the screenshot and in the theme.
  private struct ClassMove {
    var source: LabColour
    var deviation: LabColour
    var target: LabColour

    /// The logarithm of the product of the deviations (the density's normalisation).
    var logVolume: Double { log(deviation.l * deviation.a * deviation.b) }

    /// How far `colour` lies from the class, in its deviations.
    func distance(to colour: LabColour) -> Double {
      let dl = (colour.l - source.l) / deviation.l
      let da = (colour.a - source.a) / deviation.a
      let db = (colour.b - source.b) / deviation.b
      return (dl * dl + da * da + db * db).squareRoot()
    }
  }

  /// `image` with its board (at `board`, image pixels, holding `layout`) and frame in the
  /// palette's colours.
  ///
  /// - Returns: nil when a class the label shows has no readable tile (a board too small).
  public func recolour(_ image: RGBAImage, board: PixelRect, layout: Board) -> RGBAImage? {
    let tileWidth = Double(board.width) / 6
    let tileHeight = Double(board.height) / 6
    var samples: [Character: [LabColour]] = [:]
    func key(_ letter: Character) -> Character {
      switch letter {
      case Block.prisonerLetter, Block.fixedLetter, Self.empty: letter
      default: "B"
      }
    }
    for row in 0..<6 {
      for column in 0..<6 {
        let letter = key(layout[Cell(row: row, column: column)])
        let x0 = Double(board.x) + tileWidth * (Double(column) + 0.3)
        let y0 = Double(board.y) + tileHeight * (Double(row) + 0.3)
        for j in 0..<5 {
          for i in 0..<5 {
            let x = Int(x0 + tileWidth * 0.4 * Double(i) / 4)
            let y = Int(y0 + tileHeight * 0.4 * Double(j) / 4)
            guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
            samples[letter, default: []].append(LabColour(image[x, y]))
          }
        }
      }
    }
    let targets: [Character: RGBA] = [
      Self.empty: palette.board, "B": palette.wood, Block.prisonerLetter: palette.prisoner,
      Block.fixedLetter: palette.fixedBlock,
    ]
    var moves: [ClassMove] = []
    for (letter, colours) in samples {
      guard let target = targets[letter] else { continue }
      guard colours.count >= 8 else { return nil }
      let (mean, deviation) = Self.statistics(colours)
      moves.append(ClassMove(source: mean, deviation: deviation, target: LabColour(target)))
    }
    // The frame: rings half a tile to a tile outside the board, without what looks like a
    // tile class (the board's own rim, the chute).
    var frame: [LabColour] = []
    for ring in [0.5, 0.75, 1.0] {
      let outX = Int(tileWidth * ring)
      let outY = Int(tileHeight * ring)
      for k in 0..<48 {
        let t = Double(k) / 47
        let x = board.x + Int(t * Double(board.width - 1))
        let y = board.y + Int(t * Double(board.height - 1))
        for point in [
          (x, board.y - outY), (x, board.maxY + outY), (board.x - outX, y), (board.maxX + outX, y),
        ] where point.0 >= 0 && point.1 >= 0 && point.0 < image.width && point.1 < image.height {
          let colour = LabColour(image[point.0, point.1])
          if moves.allSatisfy({ $0.distance(to: colour) > Self.keptDistance }) {
            frame.append(colour)
          }
        }
      }
    }
    if frame.count >= 8 {
      let (mean, deviation) = Self.statistics(frame)
      moves.append(
        ClassMove(source: mean, deviation: deviation, target: LabColour(palette.frame)))
    }
    let region = image.bounds
    var result = image
    for y in region.y..<region.maxY {
      for x in region.x..<region.maxX {
        let pixel = image[x, y]
        let colour = LabColour(pixel)
        // Each class weighs by its Gaussian density at the pixel (so a broad class does not
        // take a narrow one's pixels): the nearest dominates, neighbours blend at edges. The
        // move fades out for a pixel `keptDistance` deviations from every class (text, icons,
        // the screen around keep their colours).
        let distances = moves.map { $0.distance(to: colour) }
        let densities = moves.indices.map { index in
          -distances[index] * distances[index] / 2 - moves[index].logVolume
        }
        let top = densities.max() ?? 0
        let exponentials = densities.map { exp($0 - top) }
        let nearest = distances.min() ?? .infinity
        let kept = Self.keptDistance * Self.keptDistance / 2
        let belonging = 1 / (1 + exp(nearest * nearest / 2 - kept))
        let total = exponentials.reduce(0, +) / belonging
        var shift = (l: 0.0, a: 0.0, b: 0.0)
        for (index, move) in moves.enumerated() {
          let w = exponentials[index] / total
          shift.l += w * (move.target.l - move.source.l)
          shift.a += w * (move.target.a - move.source.a)
          shift.b += w * (move.target.b - move.source.b)
        }
        var moved = LabColour(
          l: min(100, max(0, colour.l + shift.l)), a: colour.a + shift.a, b: colour.b + shift.b
        ).rgba
        moved.alpha = pixel.alpha
        result[x, y] = moved
      }
    }
    return result
  }

  /// The mean and the per-channel deviation (floored at 2 units: a flat class still has room
  /// for its texture) of `colours`.
  private static func statistics(_ colours: [LabColour]) -> (LabColour, LabColour) {
    let n = Double(colours.count)
    let mean = LabColour(
      l: colours.reduce(0) { $0 + $1.l } / n, a: colours.reduce(0) { $0 + $1.a } / n,
      b: colours.reduce(0) { $0 + $1.b } / n)
    func deviation(_ value: (LabColour) -> Double, _ centre: Double) -> Double {
      max(
        2, (colours.reduce(0) { $0 + (value($1) - centre) * (value($1) - centre) } / n).squareRoot()
      )
    }
    return (
      mean,
      LabColour(
        l: deviation(\.l, mean.l), a: deviation(\.a, mean.a), b: deviation(\.b, mean.b))
    )
  }
}
