import FileGuard
import Foundation
import StrictJSON

// The `db` jobs on finished files, each in its command's words: merge, stats, check, random,
// query.

extension DatabaseMerger {
  /// `db merge OUTPUT SHARD...`: every shard of one build merged into `output` (never over an
  /// existing file without `force`; a failed write leaves no file).
  ///
  /// - Returns: the line saying what was merged.
  /// - Throws: `DatabaseJobError.cannotOpen` for a missing shard, `.cannotWrite` for an output
  ///   that exists or cannot be written, `.invalid` for shards that are not one build's.
  public static func mergeFiles(into output: String, from inputs: [String], force: Bool)
    throws(DatabaseJobError) -> String
  {
    let manager = FileManager.default
    for input in inputs where !manager.fileExists(atPath: input) {
      throw .cannotOpen(
        "\(input): no such file; give the shard files written by 'db build --shard'")
    }
    if manager.fileExists(atPath: output) && !force {
      throw .cannotWrite(
        "\(output): already exists; choose another name or add --force to overwrite it")
    }
    for file in PuzzleStore.files(at: output) where manager.fileExists(atPath: file) {
      try? manager.removeItem(atPath: file)
    }
    do {
      let (checkpoint, puzzles) = try merge(into: output, from: inputs)
      return "\(output): \(puzzles) puzzles from \(checkpoint.clusters) clusters, "
        + "\(checkpoint.states) positions, merged from \(inputs.count) shards\n"
    } catch {
      guard case .sqlite = error else { throw .invalid(error.description) }
      try? manager.removeItem(atPath: output)
      throw .cannotWrite(error.description)
    }
  }
}

extension DistributionTable {
  /// `db stats FILE [--svg CHART]`: the build parameters and totals, then the table of puzzles
  /// per move count and block count, through `write`; with `svg`, the puzzles per move count
  /// drawn as a bar chart there (checked before any work: never over a file without `force`).
  ///
  /// - Throws: `DatabaseJobError`.
  public static func report(
    file: String, svg: String?, force: Bool, write: (String) -> Void
  ) throws(DatabaseJobError) {
    if let svg {
      do throws(OutputPathError) {
        try OutputPaths.check([svg], inputs: [file], force: force)
      } catch {
        throw .cannotWrite(error.description)
      }
    }
    let store = try DatabaseInput.store(file)
    let cells: [(moves: Int, blocks: Int, count: Int)]
    let parameters: BuildParameters
    let checkpoint: PuzzleStore.Checkpoint
    do {
      cells = try PuzzleQuery.distribution(on: store)
      parameters = try store.parameters()
      checkpoint = try store.checkpoint()
    } catch {
      throw .invalid(error.description)
    }
    write(
      "\(file): built with \(parameters)\(checkpoint.finished ? "" : " (unfinished)"); "
        + "\(checkpoint.clusters) clusters, \(checkpoint.states) positions, "
        + "\(cells.reduce(0) { $0 + $1.count }) puzzles\n" + text(cells))
    guard let svg else { return }
    let chart = DistributionChart(
      counts: cells.map { ($0.moves, $0.count) }, title: "\(file): puzzles per optimal move count")
    do {
      try Data(chart.svg.utf8).write(to: URL(fileURLWithPath: svg), options: .atomic)
    } catch {
      throw .cannotWrite(
        "\(svg): cannot write the chart (\(error.localizedDescription)); check the folder")
    }
    write("wrote \(svg)\n")
  }
}

extension ShardCheck {
  /// `db check FILE LIST`: the finished database at `file` against the complete `list`; each
  /// disagreement, the counts per level and a summary (or one JSON object) through `write`.
  ///
  /// - Throws: `DatabaseJobError.cannotOpen` or `.invalid` for files that cannot be used,
  ///   `.disagreement` when the file disagrees with the list.
  public func run(file: String, list: String, json: Bool, write: (String) -> Void)
    throws(DatabaseJobError)
  {
    let store = try DatabaseInput.store(file)
    let lines = try DatabaseInput.clusterList(list)
    let report: Report
    do {
      report = try run(store: store, lines: lines)
    } catch {
      throw .invalid(error.description)
    }
    write(json ? JSONText.line(report) : report.text(file: file, minMoves: minMoves))
    if !report.passed {
      throw .disagreement(
        "\(file): \(report.failures.count) disagreements with \(list); see the lines above")
    }
  }
}

extension PuzzleQuery {
  /// `db query FILE`: the puzzles of the database at `file` this query keeps, as
  /// `MOVES BOARD CLUSTER_SIZE` lines or JSON lines.
  ///
  /// - Throws: `DatabaseJobError.cannotOpen` or `.invalid`.
  public func lines(file: String, json: Bool) throws(DatabaseJobError) -> String {
    let store = try DatabaseInput.store(file)
    do {
      return DatabaseInput.lines(try run(on: store), json: json)
    } catch {
      throw .invalid(error.description)
    }
  }

  /// `db random FILE --moves N`: one random puzzle needing exactly `moves` moves, as a line.
  ///
  /// - Throws: `DatabaseJobError.cannotOpen` or `.invalid` for a file that cannot be used,
  ///   `.disagreement` when no puzzle needs that many moves.
  public static func randomLine(moves: Int, file: String, json: Bool) throws(DatabaseJobError)
    -> String
  {
    let store = try DatabaseInput.store(file)
    let entry: PuzzleEntry?
    do {
      entry = try random(moves: moves, on: store)
    } catch {
      throw .invalid(error.description)
    }
    guard let entry else {
      throw .disagreement(
        "\(file): no puzzle needs exactly \(moves) moves; see 'unblocker db stats \(file)' for "
          + "the counts it holds")
    }
    return DatabaseInput.lines([entry], json: json)
  }
}
