import ArgumentParser
import FileGuard
import Foundation
import Puzzle
import Solver

/// `unblocker-bench solver-reference`: the Swift solver against a small C++ reference BFS
/// (`Benchmarks/reference-bfs/reference-bfs.cpp`) on the same boards, one core each.
struct SolverReferenceBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solver-reference",
    abstract: "Time the solver against the C++ reference BFS on the 18k list, one core each.",
    discussion: """
      Compiles Benchmarks/reference-bfs/reference-bfs.cpp with --cxx (-O2), runs it on the \
      list, solves the same boards with the Swift solver on this thread, and prints both CPU \
      times, positions examined per CPU second, and the ratio (Swift speed / C++ speed: above \
      1 the Swift solver is faster). Both check every move count against the list.
      """)

  @Option(help: "The puzzle list, e.g. ../shared/puzzles/fogleman-18k.txt.")
  var list: String?

  @Option(help: "The C++ compiler, e.g. --cxx g++.")
  var cxx = "clang++"

  @Option(help: "Runs of each solver; the fastest is reported.")
  var runs = 1

  func validate() throws {
    guard runs > 0 else { throw ValidationError("--runs must be positive") }
  }

  func run() throws {
    let listPath =
      list
      ?? URL(fileURLWithPath: SolverBench.defaultPuzzleFolder()).appendingPathComponent(
        "fogleman-18k.txt"
      ).path
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let source = root.appendingPathComponent("Benchmarks/reference-bfs/reference-bfs.cpp").path
    let binary = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "unblocker-reference-bfs-\(ProcessInfo.processInfo.processIdentifier)"
      ).path
    defer { try? FileManager.default.removeItem(atPath: binary) }
    _ = try Self.run(["/usr/bin/env", cxx, "-O2", "-std=c++17", "-o", binary, source])

    var reference = (cpu: Double.infinity, examined: 0, boards: 0, mismatches: 0)
    for _ in 0..<runs {
      let output = try Self.run([binary, listPath])
      var fields: [String: String] = [:]
      for pair in output.split(whereSeparator: \.isWhitespace) {
        let parts = pair.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
      }
      guard let cpu = fields["cpu_seconds"].flatMap(Double.init),
        let examined = fields["examined"].flatMap(Int.init),
        let boards = fields["boards"].flatMap(Int.init),
        let mismatches = fields["mismatches"].flatMap(Int.init)
      else { throw ValidationError("the reference printed an unexpected line: \(output)") }
      if cpu < reference.cpu { reference = (cpu, examined, boards, mismatches) }
    }

    let records = try SolverBench.records(URL(fileURLWithPath: listPath))
    let puzzles = records.compactMap { record in
      (try? Puzzle(board: record.board)).map { (record, $0) }
    }
    var swift = (cpu: Double.infinity, examined: 0, mismatches: 0)
    let solver = Solver()
    for _ in 0..<runs {
      var examined = 0
      var mismatches = 0
      let started = SolverBench.threadCPUSeconds()
      for (record, puzzle) in puzzles {
        let result = solver.solve(puzzle)
        examined += result.statistics.examinedPositions
        let expected: PuzzleRecord.Expectation = result.moveCount.map { .moves($0) } ?? .unsolvable
        if record.expectation != nil && record.expectation != expected { mismatches += 1 }
      }
      let cpu = SolverBench.threadCPUSeconds() - started
      if cpu < swift.cpu { swift = (cpu, examined, mismatches) }
    }
    let referenceRate = Double(reference.examined) / reference.cpu
    let swiftRate = Double(swift.examined) / swift.cpu
    print("solver against the C++ reference BFS (\(cxx) -O2), one thread each, best of \(runs)")
    print(
      String(
        format:
          "  C++ reference  %8.3f CPU s for %d boards, %d examined (%.2fM per CPU s), %d mismatches",
        reference.cpu, reference.boards, reference.examined, referenceRate / 1e6,
        reference.mismatches))
    print(
      String(
        format:
          "  Swift solver   %8.3f CPU s for %d boards, %d examined (%.2fM per CPU s), %d mismatches",
        swift.cpu, puzzles.count, swift.examined, swiftRate / 1e6, swift.mismatches))
    print(
      String(
        format: "  ratio: Swift takes %.2f times the reference's CPU time on the same boards "
          + "(speed %.2f times the reference's)", swift.cpu / reference.cpu,
        reference.cpu / swift.cpu))
  }

  /// Runs `arguments` and returns its standard output; throws when it fails.
  static func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError(
        "\(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
