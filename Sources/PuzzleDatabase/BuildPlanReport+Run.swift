import FileGuard
import Foundation
import StrictJSON

extension BuildPlanReport {
  /// Plans every shard of `parameters`' N (`db build --plan`) and writes the table, or one JSON
  /// line per shard; with `measure`, then explores random prefixes for that many seconds and
  /// writes what they project.
  ///
  /// - Parameters:
  ///   - parameters: the build (its shard's K is ignored).
  ///   - probes: random descents per shard.
  ///   - json: one JSON object per shard instead of the table.
  ///   - measure: seconds of sampling after the table; nil for none.
  ///   - jobs: threads to plan and sample on.
  ///   - write: where the text goes, as soon as each part is ready.
  public static func run(
    _ parameters: BuildParameters, probes: Int, json: Bool, measure: Double?, jobs: Int,
    write: (String) -> Void
  ) async {
    let started = ContinuousClock.now
    let (planned, space) = await BuildPlan(parameters: parameters, probes: probes).run(jobs: jobs)
    if json {
      return write(planned.compactMap { try? JSONText.encode($0, pretty: false) + "\n" }.joined())
    }
    let shards = parameters.shard.count
    write(
      table(
        planned, space: space, shardCount: shards, probes: probes,
        seconds: (ContinuousClock.now - started).seconds))
    guard let measure else { return }
    let sample = await ScaleSample(parameters: parameters).run(seconds: measure, jobs: jobs)
    write(projection(sample, planned: planned, space: space, shardCount: shards, jobs: jobs))
  }
}
