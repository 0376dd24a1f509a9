/// Changes made to a render so that it looks like the screenshots people really share:
/// marks over the board, a second small board, a banner, rescaling, noise and JPEG
/// compression.
public struct Perturbations: Hashable, Sendable {
  /// The allowed scale factors.
  public static let scaleRange: ClosedRange<Double> = 0.05...4
  /// The allowed noise strengths (standard deviation in 8-bit levels).
  public static let noiseRange: ClosedRange<Double> = 0...64
  /// The allowed JPEG qualities.
  public static let jpegQualityRange: ClosedRange<Double> = 1...100
  /// The allowed rotations, in degrees clockwise.
  public static let rotationRange: ClosedRange<Double> = -45...45
  /// The allowed shortenings of the top side (a share of the width).
  public static let perspectiveRange: ClosedRange<Double> = 0...0.3

  /// Marks drawn over the render, in order.
  public var overlays: [Overlay]
  /// True to place a small second board in a corner, away from the main board.
  public var decoy: Bool
  /// True to draw an advertising banner over the header.
  public var banner: Bool
  /// Resize the finished image by this factor (1 keeps it).
  public var scale: Double
  /// Add seeded Gaussian noise with this standard deviation in 8-bit levels (0 adds none).
  public var noise: Double
  /// The JPEG quality the image is compressed with (applied by the encoder; recorded in the
  /// label), or nil.
  public var jpegQuality: Int?
  /// Shorten the top side by this share of the width, as a photo taken from below (0 keeps
  /// the image square-on); the uncovered corners are dark.
  public var perspective: Double = 0
  /// Rotate by this many degrees clockwise on a canvas grown to hold the image (0 keeps it).
  public var rotation: Double = 0
  /// Turn a quarter clockwise this many times (0-3), as a screenshot saved sideways.
  public var quarterTurns: Int = 0

  /// Creates a set of perturbations; the default changes nothing.
  public init(
    overlays: [Overlay] = [], decoy: Bool = false, banner: Bool = false, scale: Double = 1,
    noise: Double = 0, jpegQuality: Int? = nil, perspective: Double = 0, rotation: Double = 0,
    quarterTurns: Int = 0
  ) {
    self.overlays = overlays
    self.decoy = decoy
    self.banner = banner
    self.scale = scale
    self.noise = noise
    self.jpegQuality = jpegQuality
    self.perspective = perspective
    self.rotation = rotation
    self.quarterTurns = quarterTurns
  }

  /// Checks every strength against its range.
  ///
  /// - Throws: `RendererError.perturbationOutOfRange` naming the first value out of range.
  public func validate() throws(RendererError) {
    guard scale.isFinite, Self.scaleRange.contains(scale) else {
      throw .perturbationOutOfRange(name: "scale", value: scale, allowed: Self.scaleRange)
    }
    guard noise.isFinite, Self.noiseRange.contains(noise) else {
      throw .perturbationOutOfRange(name: "noise", value: noise, allowed: Self.noiseRange)
    }
    guard rotation.isFinite, Self.rotationRange.contains(rotation) else {
      throw .perturbationOutOfRange(name: "rotation", value: rotation, allowed: Self.rotationRange)
    }
    guard perspective.isFinite, Self.perspectiveRange.contains(perspective) else {
      throw .perturbationOutOfRange(
        name: "perspective", value: perspective, allowed: Self.perspectiveRange)
    }
    guard (0...3).contains(quarterTurns) else {
      throw .perturbationOutOfRange(
        name: "quarter turns", value: Double(quarterTurns), allowed: 0...3)
    }
    if let jpegQuality, !Self.jpegQualityRange.contains(Double(jpegQuality)) {
      throw .perturbationOutOfRange(
        name: "jpeg quality", value: Double(jpegQuality), allowed: Self.jpegQualityRange)
    }
  }

  /// Short names of the perturbations in use, for labels: e.g. `["overlay:box", "scale:0.5"]`.
  public var names: [String] {
    var names = overlays.map { "overlay:\($0.rawValue)" }
    if decoy { names.append("decoy") }
    if banner { names.append("banner") }
    if scale != 1 { names.append("scale:\(scale)") }
    if perspective != 0 { names.append("perspective:\(perspective)") }
    if rotation != 0 { names.append("rotate:\(rotation)") }
    if quarterTurns != 0 { names.append("turn:\(quarterTurns * 90)") }
    if noise > 0 { names.append("noise:\(noise)") }
    if let jpegQuality { names.append("jpeg:\(jpegQuality)") }
    return names
  }
}
