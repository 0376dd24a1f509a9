import Foundation
import FuzzTargets
import TestSupport
import Testing

/// Every fuzz target's committed seeds, past findings among them, replayed through the fuzzer's
/// own entry points as ordinary tests (as `go test` runs a fuzz target's seed corpus): no crash,
/// no broken invariant, and a refusal is a clear error naming its input. A seed named `valid-*`
/// must be read, one named `bad-*` refused; shipped themes must be accepted. Exploring new
/// inputs is tools/fuzz's job (README: Fuzzing); what it finds is committed here as a seed.
@Suite("Fuzz seeds replayed", .timeLimit(.minutes(2)))
struct FuzzSeedTests {
  /// One committed input of one target.
  struct Seed: Sendable, CustomTestStringConvertible {
    var target: FuzzTarget
    /// Relative to the repository root, e.g. `Tests/Fuzz/corpus/bad-png-zero-width.png`.
    var path: String

    var name: String { (path as NSString).lastPathComponent }
    var testDescription: String { "\(target.rawValue) \(path)" }

    /// What the seed's name or folder promises, nil when it promises only the invariants.
    var promise: Promise? {
      if name.hasPrefix("valid-") || (target == .theme && path.hasPrefix("themes/")) {
        return .accepted
      }
      return name.hasPrefix("bad-") ? .refused : nil
    }
  }

  enum Promise { case accepted, refused }

  /// The seed files of `target`, hidden files left out, sorted.
  static func seeds(of target: FuzzTarget) -> [Seed] {
    target.seedFolders.flatMap { folder in
      let url = Fixtures.repositoryRoot.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map {
        Seed(target: target, path: "\(folder)/\($0)")
      }
    }
  }

  static let allSeeds: [Seed] = FuzzTarget.allCases.flatMap(seeds(of:))

  /// What is wrong with `seed`'s run over `bytes`: a broken invariant, a broken promise, an
  /// unclear refusal; empty when nothing is.
  static func problems(_ seed: Seed, bytes: [UInt8]) -> [String] {
    let outcome: FuzzOutcome
    do {
      outcome = try seed.target.run(bytes, source: seed.name)
    } catch {
      return ["\(seed.path): \(error)"]
    }
    switch (outcome, seed.promise) {
    case (.accepted, .refused):
      return ["\(seed.path) was accepted; its name says it must be refused"]
    case (.refused(let message), .accepted):
      return ["\(seed.path) was refused: \(message)"]
    case (.refused(let message), _):
      // A clear error: it names the input and says what is wrong with it.
      var problems: [String] = []
      if !message.contains(seed.name) {
        problems.append("\(seed.path): the refusal does not name the input: \(message)")
      }
      if message.count < seed.name.count + 10 {
        problems.append("\(seed.path): the refusal says too little: \(message)")
      }
      return problems
    case (.accepted, _):
      return []
    }
  }

  /// Where tools/test asks each seed to be noted while it runs
  /// (`UNBLOCKER_FUZZ_SEEDS_IN_FLIGHT`): a seed that traps ends the whole test process, and the
  /// notes left behind say which seeds were running (tools/test prints them).
  static let inFlight: URL? = ProcessInfo.processInfo.environment["UNBLOCKER_FUZZ_SEEDS_IN_FLIGHT"]
    .map { URL(fileURLWithPath: $0, isDirectory: true) }

  @Test(arguments: allSeeds)
  func seedKeepsTheFuzzersPromises(_ seed: Seed) throws {
    let bytes = try [UInt8](
      Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(seed.path)))
    let note = Self.inFlight?.appendingPathComponent(
      "\(seed.target.rawValue) \(seed.path.replacingOccurrences(of: "/", with: "|"))")
    if let note { _ = FileManager.default.createFile(atPath: note.path, contents: nil) }
    for problem in Self.problems(seed, bytes: bytes) {
      Issue.record(Comment(rawValue: problem))
    }
    if let note { try? FileManager.default.removeItem(at: note) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyTargetHasSeedsToReplay(_ target: FuzzTarget) {
    #expect(!Self.seeds(of: target).isEmpty, "no seeds in \(target.seedFolders)")
  }

  /// The replay reads the folders libFuzzer starts from: tools/fuzz's `seeds=(...)` lines.
  @Test func theSeedFoldersAreTheOnesToolsFuzzGivesLibFuzzer() throws {
    let script = try String(
      contentsOf: Fixtures.repositoryRoot.appendingPathComponent("tools/fuzz"), encoding: .utf8)
    var folders: [String: [String]] = [:]
    for line in script.components(separatedBy: "\n") {
      let words = line.trimmingCharacters(in: .whitespaces)
      guard let close = words.firstIndex(of: ")"), let open = words.range(of: "seeds=(") else {
        continue
      }
      let name = String(words[..<close])
      let list = words[open.upperBound...].prefix { $0 != ")" }
      folders[name] = list.split(separator: " ").map(String.init)
    }
    for target in FuzzTarget.allCases {
      #expect(folders[target.rawValue] == target.seedFolders, "tools/fuzz, \(target.rawValue)")
    }
    #expect(folders.count == FuzzTarget.allCases.count)
  }

  /// The replay bites: a broken promise or an unclear refusal is a problem.
  @Test func aBrokenPromiseIsAProblem() throws {
    let png = try [UInt8](
      Data(
        contentsOf: Fixtures.repositoryRoot.appendingPathComponent(
          "Tests/Fuzz/corpus/valid-rgb8.png")))
    let readable = Seed(target: .decode, path: "Tests/Fuzz/corpus/bad-but-readable.png")
    #expect(Self.problems(readable, bytes: png).count == 1)
    let unreadable = Seed(target: .decode, path: "Tests/Fuzz/corpus/valid-but-empty.png")
    #expect(Self.problems(unreadable, bytes: []).count == 1)
    let refused = Seed(target: .decode, path: "Tests/Fuzz/corpus/bad-empty.png")
    #expect(Self.problems(refused, bytes: []).isEmpty)
  }
}
