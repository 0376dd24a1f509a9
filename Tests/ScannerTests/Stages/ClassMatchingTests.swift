import Imaging
import Testing
import Themes

@testable import Scanner

@Suite("Whether a colour matches a class, without the full nearest-class search")
struct ClassMatchingTests {
  /// Every shipped model (and each widened by noise), over a grid of colours, random colours,
  /// each class's mean and its neighbours, with several limits: the answers are those of
  /// `nearest`.
  @Test func answersAsTheNearestClass() throws {
    var models = try ThemeLibrary.builtIn().profiles.map(\.scan)
    models += models.map { NoiseEstimate.widened($0, by: 3.3, ceiling: 10) }
    var tied = try #require(models.first)
    tied.classes.seam = tied.classes.board
    tied.classes.rivet.spread = LabSpread(l: 0, a: 1, b: 1)
    models.append(tied)
    var generator = SeededGenerator(seed: 15)
    for model in models {
      var colours: [LabColour] = [
        LabColour(l: .nan, a: 0, b: 0), LabColour(l: .infinity, a: 0, b: 0),
      ]
      for l in stride(from: -5.0, through: 105, by: 10) {
        for a in stride(from: -60.0, through: 60, by: 10) {
          for b in stride(from: -60.0, through: 60, by: 10) {
            colours.append(LabColour(l: l, a: a, b: b))
          }
        }
      }
      for _ in 0..<5_000 {
        colours.append(
          LabColour(
            l: .random(in: 0...100, using: &generator),
            a: .random(in: -80...80, using: &generator),
            b: .random(in: -80...80, using: &generator)))
      }
      for colourClass in ColourClass.allCases {
        let mean = model.classes[colourClass].mean
        colours += [mean, LabColour(l: mean.l + 1, a: mean.a, b: mean.b - 1)]
      }
      for limit in [0, 2.5, model.thresholds.sampleDistance.value, .infinity] {
        for colour in colours {
          let nearest = model.nearest(colour)
          #expect(model.matchesAnyClass(colour, within: limit) == (nearest.distance <= limit))
          for colourClass in ColourClass.allCases {
            #expect(
              model.matches(colourClass, colour, within: limit)
                == (nearest.colourClass == colourClass && nearest.distance <= limit))
          }
        }
      }
    }
  }
}
