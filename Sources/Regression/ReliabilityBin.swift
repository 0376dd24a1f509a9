import Imaging
import StrictJSON

/// One row of the reliability table: the readings whose confidence falls in a range, and how
/// many of them were exact, plus the same for every reading at or above the range's floor.
///
/// The table is computed over every reading that produced a board, whatever its verdict (the
/// images as they are and perturbed), so it shows what a least confidence would let through:
/// choose the lowest floor whose readings from there up are exact often enough.
public struct ReliabilityBin: Hashable, Sendable, Codable {
  /// The number of bins of `table(_:)`, each a tenth wide.
  public static let binCount = 10

  /// The least confidence of the bin (inclusive).
  public let lower: Double
  /// The greatest confidence of the bin (exclusive, except 1 for the last bin).
  public let upper: Double
  /// Boards read with a confidence in the bin.
  public let readings: Int
  /// Those equal to the label.
  public let exact: Int
  /// Boards read with a confidence of at least `lower`.
  public let readingsAbove: Int
  /// Those equal to the label.
  public let exactAbove: Int
  /// The fraction of the bin's readings that are exact, nil (`null`) for an empty bin.
  @NullEncoded public private(set) var exactShare: Double?
  /// The fraction of readings at or above `lower` that are exact, nil (`null`) when there
  /// are none.
  @NullEncoded public private(set) var exactShareAbove: Double?

  /// Creates a bin.
  public init(
    lower: Double, upper: Double, readings: Int, exact: Int, readingsAbove: Int, exactAbove: Int
  ) {
    self.lower = lower
    self.upper = upper
    self.readings = readings
    self.exact = exact
    self.readingsAbove = readingsAbove
    self.exactAbove = exactAbove
    exactShare = readings > 0 ? Double(exact) / Double(readings) : nil
    exactShareAbove = readingsAbove > 0 ? Double(exactAbove) / Double(readingsAbove) : nil
  }

  /// `[0.5,0.6)`, or `[0.9,1.0]` for the last bin.
  public var range: String {
    "[\(Decimals.fixed(lower, 1)),\(Decimals.fixed(upper, 1))"
      + (upper >= 1 ? "]" : ")")
  }

  /// The bin of a confidence: tenths, 1 (and anything above) in the last bin, negative or NaN
  /// in the first.
  public static func index(of confidence: Double) -> Int {
    guard confidence > 0 else { return 0 }
    return min(binCount - 1, Int((confidence * Double(binCount)).rounded(.down)))
  }

  /// The table over every result that read a board and could be judged.
  ///
  /// - Parameter results: the results of a run.
  /// - Returns: `binCount` bins, lowest confidence first.
  public static func table(_ results: [SampleResult]) -> [ReliabilityBin] {
    var readings = [Int](repeating: 0, count: binCount)
    var exact = [Int](repeating: 0, count: binCount)
    for result in results {
      guard let correct = result.readingCorrect, let confidence = result.confidence else {
        continue
      }
      let bin = index(of: confidence)
      readings[bin] += 1
      if correct { exact[bin] += 1 }
    }
    var bins: [ReliabilityBin] = []
    var readingsAbove = 0
    var exactAbove = 0
    for bin in (0..<binCount).reversed() {
      readingsAbove += readings[bin]
      exactAbove += exact[bin]
      bins.append(
        ReliabilityBin(
          lower: Double(bin) / Double(binCount), upper: Double(bin + 1) / Double(binCount),
          readings: readings[bin], exact: exact[bin], readingsAbove: readingsAbove,
          exactAbove: exactAbove))
    }
    return bins.reversed()
  }
}
