import Foundation
import TestSupport

/// The journeys README.md walks through: its sections, their fenced blocks, the steps a reader
/// runs (with the output pasted below them) and every `unblocker` command they name.
enum ReadmeJourneys {
  /// The sections that are journeys (and the install step they start from).
  static let sections = ["Install", "Calibrate a new theme", "Debug a scan", "Regression in CI"]

  /// One fenced block: its language and lines.
  struct Block {
    var language: String
    var lines: [String]
  }

  /// What a reader runs: a whole `sh` block, or one `$ command` of a `text` block with the
  /// output pasted under it.
  struct Step {
    var script: String
    var pastedOutput: [String]
  }

  /// README.md as it is in the repository.
  static let text: String =
    (try? String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8))
    ?? ""

  /// The body of the section headed `## title` (empty when there is none).
  static func section(_ title: String) -> String {
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "## \(title)") else { return "" }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
    return lines[(start + 1)..<end].joined(separator: "\n")
  }

  /// The fenced blocks of `section`, in order.
  static func blocks(_ section: String) -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    for line in section.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)), lines: [])
        }
      } else {
        current?.lines.append(line)
      }
    }
    return blocks
  }

  /// The steps of `section`: each `sh` block whole, each `$ ` line of a `text` block.
  static func steps(_ section: String) -> [Step] {
    var steps: [Step] = []
    for block in blocks(section) {
      switch block.language {
      case "sh":
        steps.append(Step(script: block.lines.joined(separator: "\n"), pastedOutput: []))
      case "text":
        var inCommand = false
        for line in block.lines {
          if line.hasPrefix("$ ") {
            steps.append(Step(script: String(line.dropFirst(2)), pastedOutput: []))
            inCommand = true
          } else if inCommand {
            steps[steps.count - 1].pastedOutput.append(line)
          }
        }
      default:
        continue
      }
    }
    return steps
  }

  /// Every `unblocker` command named in the code of `section` (shell, pasted commands, CI
  /// YAML), as its words from the subcommand on, up to a pipe, `&&`, `;`, a redirection or a
  /// comment.
  static func commands(_ section: String) -> [[String]] {
    var commands: [[String]] = []
    for block in blocks(section) {
      for line in block.lines {
        if block.language == "text" && !line.hasPrefix("$ ") { continue }
        var words = line.split(separator: " ").map(String.init)
        guard
          let start = words.firstIndex(where: { $0 == "unblocker" || $0.hasSuffix("/unblocker") })
        else { continue }
        words = Array(words[(start + 1)...])
        if let stop = words.firstIndex(where: { ["|", "&&", ";", ">", "2>", "#"].contains($0) }) {
          words = Array(words[..<stop])
        }
        commands.append(words)
      }
    }
    return commands
  }

  /// Runs `steps` one after the other in `folder` with bash (the built `unblocker` on the
  /// `PATH`), each in the folder the previous one ended in.
  static func run(_ steps: [Step], in folder: URL) throws -> [CommandResult] {
    let state = folder.appendingPathComponent(".journey-folder")
    try Data(folder.path.utf8).write(to: state)
    var results: [CommandResult] = []
    for step in steps {
      let script =
        "cd \"$(cat '\(state.path)')\" || exit 99\n\(step.script)\n__status=$?\n"
        + "pwd > '\(state.path)'\nexit $__status\n"
      results.append(try CommandRunner.shell(script, in: folder))
    }
    return results
  }

  /// The pasted lines of `step` that its run did not print (`...` and the times of a run are
  /// not compared: a line is compared up to its first `N.NN s`).
  static func missingOutput(_ step: Step, _ result: CommandResult) -> [String] {
    let printed = result.standardOutput + result.standardError
    return step.pastedOutput.filter { line in
      guard line != "...", !line.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
      var compared = Substring(line)
      if let time = line.range(of: #"\(?[0-9]+\.[0-9]+ s\b"#, options: .regularExpression) {
        compared = line[..<time.lowerBound]
      }
      return !printed.contains(compared)
    }
  }
}
