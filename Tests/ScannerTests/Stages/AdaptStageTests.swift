import Foundation
import Imaging
import Testing
import Themes

@testable import Scanner

/// The adapt stage on literal colours: a profile moved onto an image whose colours were changed
/// by a known transform finds that transform again.
@Suite("Adapt: profiles moved onto each image's colours")
struct AdaptStageTests {
  /// Original 1's shipped model.
  static func originalOne() throws -> ScanModel {
    try ThemeLibrary.builtIn().profile(named: "original-1").scan
  }

  @Test func identityChangesNoColour() {
    let colour = LabColour(l: 40, a: 12, b: -7)
    #expect(LabTransform.identity.apply(colour) == colour)
    #expect(LabTransform.identity.chromaScale == 1)
    #expect(LabTransform.identity.hueDegrees == 0)
  }

  @Test func aTurnOfTheChromaPlaneKeepsGreyAndLightness() {
    let turn = 4.0 * .pi / 180
    let transform = LabTransform(
      lightnessGain: 1, lightnessOffset: 0, p: cos(turn), q: sin(turn), aOffset: 0, bOffset: 0)
    let grey = transform.apply(LabColour(l: 50, a: 0, b: 0))
    #expect(grey == LabColour(l: 50, a: 0, b: 0))
    #expect(abs(transform.hueDegrees - 4) < 1e-9)
    let red = transform.apply(LabColour(l: 45, a: 70, b: 0))
    #expect(abs(red.b - 70 * sin(turn)) < 1e-9)
  }

  /// Points standing for an image: each anchor class's profile colour moved by `truth`, with
  /// some spread, weighted like a screen (much board, some blocks, a little prisoner), plus
  /// clutter far from every class.
  static func points(_ model: ScanModel, _ truth: LabTransform) -> [ColourAdaptation.Point] {
    var points: [ColourAdaptation.Point] = []
    let weights: [(ColourClass, Float)] = [(.board, 400), (.block, 250), (.prisoner, 40), (.frame, 150)]
    for (colourClass, weight) in weights {
      let centre = truth.apply(model.classes[colourClass].mean)
      for (dl, da) in [(0.0, 0.0), (2, 1), (-2, -1), (1, -2), (-1, 2)] {
        points.append(
          ColourAdaptation.Point(
            l: Float(centre.l + dl), a: Float(centre.a + da), b: Float(centre.b - da),
            weight: weight / 5))
      }
    }
    points.append(ColourAdaptation.Point(l: 90, a: -40, b: -60, weight: 300))  // a blue sky
    return points
  }

  @Test(arguments: [
    LabTransform(lightnessGain: 0.85, lightnessOffset: -3, p: 1, q: 0, aOffset: 0, bOffset: 0),
    LabTransform(lightnessGain: 1, lightnessOffset: 0, p: 0.75, q: 0, aOffset: 0, bOffset: 0),
    LabTransform(
      lightnessGain: 1, lightnessOffset: 0, p: cos(0.07), q: sin(0.07), aOffset: 0, bOffset: 0),
    LabTransform(lightnessGain: 1, lightnessOffset: 2, p: 1, q: 0, aOffset: 3, bOffset: 8),
  ])
  func recoversAKnownChangeOfColours(_ truth: LabTransform) throws {
    let model = try Self.originalOne()
    let fit = ColourAdaptation(policy: .standard).fit(Self.points(model, truth), model: model)
    for colourClass in [ColourClass.board, .block, .prisoner, .frame] {
      let expected = truth.apply(model.classes[colourClass].mean)
      let found = fit.transform.apply(model.classes[colourClass].mean)
      #expect(found.distance(to: expected) < 2, "\(colourClass): \(found) vs \(expected)")
    }
    #expect(fit.matchedShare > 0.5)
  }

  @Test func findsNothingToFitInAnImageOfOtherColours() throws {
    let model = try Self.originalOne()
    let sky = [ColourAdaptation.Point(l: 90, a: -40, b: -60, weight: 1000)]
    let fit = ColourAdaptation(policy: .standard).fit(sky, model: model)
    #expect(fit.transform == .identity)
  }

  @Test func staysWithinItsBounds() throws {
    let model = try Self.originalOne()
    let wild = LabTransform(lightnessGain: 2, lightnessOffset: 0, p: 1, q: 0, aOffset: 0, bOffset: 0)
    let fit = ColourAdaptation(policy: .standard).fit(Self.points(model, wild), model: model)
    #expect(ScanPolicy.Adapt.standard.lightnessGain.contains(fit.transform.lightnessGain))
    #expect(ScanPolicy.Adapt.standard.chromaScale.contains((fit.transform.chromaScale * 1e9).rounded() / 1e9))
  }

  /// A literal pixel grid of four bands: board, block, prisoner and frame colours of
  /// Original 1, made 20% darker in linear light; the adapted model classifies each band as
  /// its class.
  @Test func theAdaptedModelReadsADarkerScreen() throws {
    let model = try Self.originalOne()
    let classes: [ColourClass] = [.board, .block, .prisoner, .frame]
    let colours = classes.map { model.classes[$0].mean.rgba }
    var image = RGBAImage(width: 40, height: 10, fill: colours[0])
    for (index, colour) in colours.enumerated() {
      for y in 0..<10 { for x in index * 10..<(index + 1) * 10 { image[x, y] = colour } }
    }
    image = Imaging.Perturbation.darker.apply(to: image)
    let working = WorkingImage(image, maxDimension: 400)
    let fit = ColourAdaptation(policy: .standard).fit(
      ColourAdaptation.points(codes: working.codes), model: model)
    let adapted = fit.transform.apply(to: model)
    for (index, colourClass) in classes.enumerated() {
      let nearest = adapted.nearest(LabColour(image[index * 10 + 5, 5]))
      // The empty board's colour classes (board, seam, chute) all read as empty.
      let group = colourClass == .board ? ColourClass.boardDark : [colourClass]
      #expect(group.contains(nearest.colourClass), "\(colourClass): \(nearest.colourClass)")
      #expect(nearest.distance <= model.thresholds.sampleDistance.value)
    }
  }
}
