import Imaging
import Themes

/// Every threshold, prior and coefficient the scanner uses, in one documented value, one
/// nested group per stage, each field with its default beside it.
///
/// Colour thresholds live in the theme's `ScanModel` (a profile's part); the policy says where
/// to look, how much to sample, how much each kind of evidence counts, and how the readings
/// are weighed against each other. `ScanPolicy.standard` suits every layout the scanner has
/// been tested on; a field changed in a copy (`var policy = ScanPolicy.standard;
/// policy.locate.workingMaxDimension = 800`) tries another value.
public struct ScanPolicy: Hashable, Sendable, Codable {
  /// The locate stage.
  public var locate = Locate.standard
  /// The adapt stage.
  public var adapt = Adapt.standard
  /// The classify stage.
  public var classify = Classify.standard
  /// The seams stage.
  public var seams = Seams.standard
  /// The assemble stage.
  public var assemble = Assemble.standard
  /// The chute stage.
  public var chute = Chute.standard
  /// The edges stage.
  public var edges = Edges.standard
  /// The choice among readings.
  public var choice = Choice.standard
  /// How a reading's explanation of the pixels is costed.
  public var explanation = Explanation.standard
  /// How sure a reading is, from its margin over the other hypotheses (`ScanConfidence`).
  public var confidence = Confidence.standard
  /// The board's shape: upright, rotated, turned or in perspective.
  public var geometry = Geometry.standard
  /// The model derived from the image alone, when no profile fits (`--theme auto`).
  public var fallback = Fallback.standard
  /// Images with at least this many pixels are read in two pieces side by side where a stage
  /// reads much of them (the working copy beside the noise estimate, in two halves of rows;
  /// the grid's alignment beside the seams): their pixels are no longer in the caches after
  /// decoding, and a thread spends most of such a pass waiting for memory, which two threads
  /// do at once. Smaller images are read faster by one thread than two can be started. (The
  /// themes are located and classified side by side whatever the size.) Readings are the same
  /// either way.
  public var sideBySidePixels = 1 << 20

  /// The defaults.
  public static let standard = ScanPolicy()

  /// The defaults; change a field of a group to try another value.
  public init() {}
}

extension ScanPolicy {
  /// True for an image large enough to be read in pieces side by side (`sideBySidePixels`).
  func readsInPieces(_ image: RGBAImage) -> Bool { image.pixels.count >= sideBySidePixels }
}
