import Foundation
import Imaging
import Themes

/// A similarity transform of CIELAB colours that maps a theme profile onto one image: lightness
/// scaled and shifted, the chroma plane (a*, b*) scaled, turned and shifted.
///
/// It models what ordinarily happens to a screenshot between the game and the scanner: a darker
/// or brighter display or capture (lightness gain and offset), a colour cast (a*, b* offsets), a
/// washed-out or vivid copy (chroma scale) and a slight hue turn (chroma rotation).
public struct LabTransform: Hashable, Sendable, Codable {
  /// L' = lightnessGain * L + lightnessOffset.
  public var lightnessGain: Double
  /// See `lightnessGain`.
  public var lightnessOffset: Double
  /// The chroma plane's linear part is [[p, -q], [q, p]]: scale sqrt(p²+q²), turn atan2(q, p).
  public var p: Double
  /// See `p`.
  public var q: Double
  /// a*' = p a* - q b* + aOffset.
  public var aOffset: Double
  /// b*' = q a* + p b* + bOffset.
  public var bOffset: Double

  /// The transform that changes nothing.
  public static let identity = LabTransform(
    lightnessGain: 1, lightnessOffset: 0, p: 1, q: 0, aOffset: 0, bOffset: 0)

  /// Creates a transform.
  public init(
    lightnessGain: Double, lightnessOffset: Double, p: Double, q: Double, aOffset: Double,
    bOffset: Double
  ) {
    self.lightnessGain = lightnessGain
    self.lightnessOffset = lightnessOffset
    self.p = p
    self.q = q
    self.aOffset = aOffset
    self.bOffset = bOffset
  }

  /// The chroma scale, sqrt(p² + q²).
  public var chromaScale: Double { (p * p + q * q).squareRoot() }

  /// The hue turn in degrees.
  public var hueDegrees: Double { atan2(q, p) * 180 / .pi }

  /// `colour` transformed.
  @inlinable
  public func apply(_ colour: LabColour) -> LabColour {
    LabColour(
      l: lightnessGain * colour.l + lightnessOffset,
      a: p * colour.a - q * colour.b + aOffset,
      b: q * colour.a + p * colour.b + bOffset)
  }

  /// `model` with every class mean transformed; spreads keep at least their width and grow
  /// with the gains (a stretched image stretches its grain too).
  public func apply(to model: ScanModel) -> ScanModel {
    var adapted = model
    let lightScale = max(1, lightnessGain)
    let chromaScale = max(1, self.chromaScale)
    for colourClass in ColourClass.allCases {
      var classModel = model.classes[colourClass]
      classModel.mean = apply(classModel.mean)
      classModel.spread = LabSpread(
        l: classModel.spread.l * lightScale, a: classModel.spread.a * chromaScale,
        b: classModel.spread.b * chromaScale)
      adapted.classes[colourClass] = classModel
    }
    return adapted
  }

  /// The largest change this transform makes to any colour of `model`'s classes, in CIELAB
  /// units: near zero when the image shows the profile's own colours.
  public func largestShift(of model: ScanModel) -> Double {
    ColourClass.allCases.map { colourClass in
      let mean = model.classes[colourClass].mean
      let moved = apply(mean)
      let dl = moved.l - mean.l
      let da = moved.a - mean.a
      let db = moved.b - mean.b
      return (dl * dl + da * da + db * db).squareRoot()
    }.max() ?? 0
  }
}
