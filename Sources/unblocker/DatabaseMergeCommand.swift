import ArgumentParser
import PuzzleDatabase

/// `unblocker db merge`: combine the shards of one build.
struct DatabaseMergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Merge the finished shards of one build into one database.",
    discussion: """
      Every shard K/N of one build (same --max-blocks, --fixed and --min-moves) must be \
      given exactly once; the result equals the database a single 'db build' would write.

      Examples:
        unblocker db merge all.sqlite part-1.sqlite part-2.sqlite part-3.sqlite part-4.sqlite

      Exit status: 0 merged, 64 usage error, 65 an input is not a finished shard of the same \
      build, 66 an input does not exist, 73 the output exists (use --force) or cannot be written.
      """)

  @Argument(help: "The database to write, e.g. all.sqlite.")
  var output: String

  @Argument(help: "The shard files to merge, e.g. part-*.sqlite.")
  var inputs: [String] = []

  @OptionGroup var overwrite: OverwriteOptions

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("give the shard files to merge after OUTPUT") }
    if inputs.contains(output) { throw ValidationError("OUTPUT '\(output)' is also an input") }
  }

  func run() throws {
    Terminal.standardOutput.write(
      try DatabaseMerger.mergeFiles(into: output, from: inputs, force: overwrite.force))
  }
}
