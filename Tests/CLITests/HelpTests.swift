import Foundation
import TestSupport
import Testing

@Suite("unblocker --help")
struct HelpTests {
  @Test func rootHelpDocumentsExitStatuses() throws {
    let result = try CommandRunner.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: unblocker"))
    #expect(result.standardOutput.contains("65 invalid input"))
  }

  @Test func unknownSubcommandIsUsageError() throws {
    let result = try CommandRunner.run(["no-such-command"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("no-such-command"))
  }
}

/// Every subcommand's `--help` shows working examples and the exit statuses it can return.
@Suite("Every subcommand's --help")
struct SubcommandHelpTests {
  /// The help text of `unblocker WORDS --help`.
  static func help(_ words: [String]) throws -> String {
    let result = try CommandRunner.run(words + ["--help"], environment: ["COLUMNS": "100"])
    #expect(result.status == 0, "\(words): \(result.standardError)")
    return result.standardOutput
  }

  /// The names listed under `SUBCOMMANDS:` in a help text.
  static func subcommands(in help: String) -> [String] {
    guard let range = help.range(of: "SUBCOMMANDS:\n") else { return [] }
    return help[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
      .compactMap { line -> String? in
        // `  name      abstract` (a default subcommand is marked `(default)`).
        let words = line.split(separator: " ")
        guard line.hasPrefix("  "), !line.hasPrefix("    "), let first = words.first else {
          return nil
        }
        // `  cluster, find   ...`: a name, then its aliases.
        return String(first.prefix { $0 != "," })
      }
      .filter { $0 != "help" }
  }

  /// Every command below the root, as the words that name it, with its help text.
  static func everyCommand() throws -> [(words: [String], help: String)] {
    var found: [(words: [String], help: String)] = []
    var queue = try subcommands(in: help([])).map { [$0] }
    while let words = queue.first {
      queue.removeFirst()
      let text = try help(words)
      found.append((words, text))
      queue += subcommands(in: text).map { words + [$0] }
    }
    return found
  }

  /// The example lines of a help text: the `unblocker ...` lines after `Examples:`.
  static func examples(in help: String) -> [String] {
    guard let range = help.range(of: "Examples:\n") else { return [] }
    var lines: [String] = []
    for line in help[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { break }
      lines.append(trimmed)
    }
    return lines
  }

  /// Each `unblocker` command of an example line (pipes, `;` and `$(...)` split it): the words
  /// after `unblocker`.
  static func invocations(of line: String) -> [[String]] {
    var segments = [line]
    for separator in ["|", ";", "$("] {
      segments = segments.flatMap { $0.components(separatedBy: separator) }
    }
    return segments.compactMap { segment in
      let words = segment.split(separator: " ").map(String.init)
      guard words.first == "unblocker" else { return nil }
      return Array(words.dropFirst())
    }
  }

  /// A `\\` in a Swift string literal prints a backslash: no help text shows one at a line's end
  /// (a continuation meant for the source, not for the reader).
  @Test func noHelpLineEndsInABackslash() throws {
    let root: [(words: [String], help: String)] = [(words: [], help: try Self.help([]))]
    for (words, text) in root + (try Self.everyCommand()) {
      let lines = text.split(separator: "\n").filter { $0.hasSuffix("\\") }
      #expect(lines.isEmpty, "unblocker \(words.joined(separator: " ")) --help: \(lines)")
    }
  }

  @Test func everySubcommandHasExamplesWhoseFlagsExistAndItsExitStatuses() throws {
    let commands = try Self.everyCommand()
    #expect(commands.count >= 20)
    let helpByWords = Dictionary(
      commands.map { ($0.words.joined(separator: " "), $0.help) }, uniquingKeysWith: { a, _ in a })
    for (words, help) in commands {
      let name = words.joined(separator: " ")
      #expect(help.contains("Exit status"), "\(name): no exit statuses")
      let examples = Self.examples(in: help)
      #expect(!examples.isEmpty, "\(name): no examples")
      for example in examples {
        // A wrapped example would leave a continuation line not starting with `unblocker`.
        #expect(
          example.hasPrefix("unblocker ") || example.hasPrefix("cat ")
            || example.contains("=") && example.contains(" unblocker "), "\(name): \(example)")
        for invocation in Self.invocations(of: example) {
          // The longest run of leading words naming a command.
          var path: [String] = []
          for word in invocation {
            guard helpByWords[(path + [word]).joined(separator: " ")] != nil else { break }
            path.append(word)
          }
          let target = try #require(
            helpByWords[path.joined(separator: " ")], "\(example): names no command")
          for word in invocation.dropFirst(path.count)
          where word.hasPrefix("-") && word.count > 1 && Double(word) == nil {
            let flag = String(word.split(separator: "=").first ?? "")
            let pattern = "(^|[ ,\\[])\(NSRegularExpression.escapedPattern(for: flag))([ ,=\\]]|$)"
            #expect(
              target.split(separator: "\n").contains {
                $0.range(of: pattern, options: .regularExpression) != nil
              },
              "\(name): example '\(example)' uses \(flag), which `\(path.joined(separator: " "))` does not have"
            )
          }
        }
      }
    }
  }

  @Test func statesOnlyTheExitStatusesACommandCanReturn() throws {
    let scan = try Self.help(["scan"])
    #expect(scan.contains("3 no board found") && scan.contains("5 uncertain reading"))
    #expect(!scan.contains("2 unsolvable") && !scan.contains("4 checks failed"))
    let convert = try Self.help(["convert"])
    #expect(convert.contains("73 cannot write output"))
    #expect(!convert.contains("3 no board found") && !convert.contains("5 uncertain"))
  }
}
