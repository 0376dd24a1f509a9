import Foundation
import Imaging

/// The text of `db build --plan`: one line per shard and the totals, then, with a measured
/// sample, the projected core-hours and the largest explorer's memory.
public enum BuildPlanReport {
  /// The table of the planned shards, in shard order, and the totals.
  ///
  /// - Parameters:
  ///   - planned: every shard's plan.
  ///   - space: the positions of the whole space, per number of fixed blocks (exact).
  ///   - shardCount: N of `--shard K/N`.
  ///   - probes: the random descents per shard.
  ///   - seconds: how long the plan took.
  public static func table(
    _ planned: [BuildPlan.ShardPlan], space: BuildPlan.Space, shardCount: Int, probes: Int,
    seconds: Double
  ) -> String {
    var text =
      "shard      prefixes     signatures (est.)      positions (exact)   largest signature seen\n"
    for shard in planned {
      text += "\(shard.index)/\(shardCount)".padding(toLength: 10, withPad: " ", startingAt: 0)
      text += " \(Decimals.rightAligned(shard.prefixes, 9)) \(Decimals.rightAligned(scientific(shard.signatures), 18))"
      text += " \(Decimals.rightAligned(shard.positions, 20)) \(Decimals.rightAligned(shard.largestSignatureSeen, 20))\n"
    }
    let signatures: Double = planned.reduce(0) { $0 + $1.signatures }
    let prefixes: Int = planned.reduce(0) { $0 + $1.prefixes }
    text += "total: \(prefixes) prefixes, \(scientific(signatures)) signatures, \(space.positions) positions "
    text += "(largest shard \(scientific(largest(planned)))); \(probes) descents per shard in "
    text += "\(Decimals.fixed(seconds, 1)) s\n"
    for (walls, count) in space.positionsByWalls.enumerated() {
      text += "  \(walls) fixed: \(count) positions (\(scientific(Double(count))); the published enumeration's "
      text += "\(scientific(BuildPlan.anchorPositionsByWalls[walls])))\n"
    }
    return text
  }

  /// What a measured sample projects for the planned build: positions per CPU second,
  /// core-hours in all and for the largest shard, and the largest explorer's memory.
  ///
  /// - Parameters:
  ///   - sample: the measurement of random prefixes.
  ///   - planned: every shard's plan.
  ///   - space: the positions of the whole space (exact).
  ///   - shardCount: N of `--shard K/N`.
  ///   - jobs: the threads the sample ran on.
  public static func projection(
    _ sample: ScaleSample.Measurement, planned: [BuildPlan.ShardPlan], space: BuildPlan.Space,
    shardCount: Int, jobs: Int
  ) -> String {
    let rate = sample.ratePerCore
    let cpu = Decimals.fixed(sample.cpuSeconds, 1)
    var report = "measured: \(sample.positions) positions of \(sample.signatures) signatures in "
    report += "\(sample.prefixes) random prefixes (\(sample.prefixesFinished) to their end), "
    report += "\(cpu) CPU s on \(jobs) threads: \(Int(rate)) positions per CPU second (the solvable "
    report += "clusters explored: \(sample.spacePositions) positions of the space covered, "
    report += "\(Int(sample.spaceRatePerCore)) per CPU second)\n"
    if sample.spaceRatePerCore > 0 {
      let coreHours: Double = Double(space.positions) / sample.spaceRatePerCore / 3600
      let largestShardHours: Double = largest(planned) / sample.spaceRatePerCore / 3600
      let walls: [String] = [2, 64, 1000].map { (cores: Int) -> String in
        "\(Decimals.fixed(coreHours / Double(cores), 2)) h on \(cores) cores"
      }
      report += "projected: \(Decimals.fixed(coreHours, 1)) core-hours in all; wall time "
      report += walls.joined(separator: ", ") + " (evenly spread); the largest of the "
      report += "\(shardCount) shards \(Decimals.fixed(largestShardHours, 2)) core-hours\n"
    }
    let seen: Int = planned.map { $0.largestSignatureSeen }.max() ?? 0
    let largestSignature = max(sample.largestSignature, seen)
    let megabytes = Double(largestSignature * ClusterExplorer.bytesPerStateBound) / 1e6
    report += "largest signature met: \(largestSignature) positions, at most "
    report += "\(Decimals.fixed(megabytes, 1)) MB for its explorer\n"
    return report
  }

  /// The positions of the largest shard (exact).
  private static func largest(_ planned: [BuildPlan.ShardPlan]) -> Double {
    Double(planned.map(\.positions).max() ?? 0)
  }

  /// `value` with three significant digits, e.g. `1.23e+09`.
  private static func scientific(_ value: Double) -> String { String(format: "%.3g", value) }
}
