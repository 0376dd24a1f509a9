/// Time spent in one stage of a scan.
public struct StageTiming: Hashable, Sendable, Codable {
  /// The stage.
  public var stage: ScanStage
  /// Milliseconds (summed over every theme tried).
  public var milliseconds: Double
}
