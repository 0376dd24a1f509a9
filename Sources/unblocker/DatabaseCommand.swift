import ArgumentParser
import Foundation
import PuzzleDatabase
import StrictJSON

/// `unblocker db`: clusters of boards, and a database of the hardest minimal puzzles.
struct DatabaseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "db",
    abstract: "Explore clusters of boards and build or query a database of hard puzzles.",
    discussion: """
      A cluster is every position reachable from a board by moves. 'db build' enumerates \
      every placement of pieces, splits the positions into clusters, and keeps the position \
      of each cluster farthest from a solution when it is minimal (removing any piece makes \
      it easier), in an SQLite file. Builds split into shards (--shard K/N) merged with \
      'db merge'.

      Examples:
        unblocker db cluster GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo
        unblocker db cluster --batch ../shared/puzzles/fogleman-18k.txt --check
        unblocker db build --max-blocks 5 -o small.sqlite
        unblocker db query small.sqlite --max-moves

      Exit status: that of the subcommand (see its --help); 64 usage error.
      """,
    subcommands: [
      DatabaseClusterCommand.self, DatabaseBuildCommand.self, DatabaseCheckCommand.self,
      DatabaseMergeCommand.self,
      DatabaseQueryCommand.self, DatabaseStatsCommand.self, DatabaseRandomCommand.self,
    ])
}
