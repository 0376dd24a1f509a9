/// How well one theme profile explains the image: the mean tile confidence on the board it
/// finds, compared with the profile's `themeFit` threshold, and how much of the frame has the
/// theme's frame colour.
public struct ThemeScore: Hashable, Sendable, Codable {
  /// The profile's name (`fallback` and `fallback-light` for thresholds derived from the
  /// image, for a board darker and lighter than its blocks).
  public var theme: String
  /// Mean tile confidence, 0-1 (0 when no board was found with it).
  public var score: Double
  /// The profile's `themeFit` value.
  public var threshold: Double
  /// Share of the frame around the board in the theme's frame colour (nil when no board was
  /// found or no frame is visible); breaks ties between themes whose tiles fit equally.
  public var frameShare: Double?
  /// Why the score is 0, if no board was found with this theme.
  public var note: String?

  /// Whether the score is of a model derived from the image, not of a profile.
  public var isDerived: Bool {
    FallbackModel.BoardSide.allCases.contains { $0.attemptName == theme }
  }
}
