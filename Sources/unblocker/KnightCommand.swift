import ArgumentParser
import Foundation
import ImageCodecs
import KnightPaths

/// `unblocker knight`: shortest knight routes on an N×N board.
struct KnightCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "knight",
    abstract: "Find the shortest knight routes between two squares of an NxN board.",
    discussion: """
      Squares are written in algebraic notation, like b3: column letters a to z, then aa, ab, \
      ... like spreadsheet columns, followed by the row number 1 to N; row 1 is the bottom row, \
      so a1 is the bottom-left corner. They may also be written as row,column, like 3,2: both \
      1-based, row 1 at the bottom, so 3,2 is b3.

      Exit status: 0 a shortest route within --max-moves was found (also when start and goal \
      are the same square: 0 moves is a valid answer); 2 no route within --max-moves (the true \
      distance is printed) or the goal cannot be reached from the start at all; 64 usage error \
      (size out of range, malformed or off-board square, bad option); 73 the picture file \
      exists (use --force) or cannot be written; 1 unexpected failure.
      """)

  @Option(help: "Squares per side of the board, from 3 to 64.")
  var size: Int

  @Option(help: "The knight's square, such as a1 or 1,1.")
  var from: String

  @Option(help: "The goal square, such as h8 or 8,8.")
  var to: String

  @Option(help: "The most moves allowed; a longer shortest route is reported as no route.")
  var maxMoves: Int = 3

  @Flag(help: "List every shortest route (up to --limit) and give their exact number.")
  var all = false

  @Option(help: "The most routes --all lists; the number of routes is always exact.")
  var limit: Int = 100

  @Flag(help: "Print the result as JSON.")
  var json = false

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: "Draw the board, the knight, the goal and the route into this PNG file.")
  var output: String?

  @Flag(help: "Overwrite the picture when the file already exists.")
  var force = false

  mutating func validate() throws {
    let board: KnightBoard
    do {
      board = try KnightBoard(size: size)
    } catch {
      throw ValidationError("--size: \(error)")
    }
    do {
      _ = try board.square(from)
    } catch {
      throw ValidationError("--from: \(error)")
    }
    do {
      _ = try board.square(to)
    } catch {
      throw ValidationError("--to: \(error)")
    }
    guard maxMoves >= 0 else {
      throw ValidationError("--max-moves must be 0 or more, found \(maxMoves)")
    }
    guard limit >= 1 else {
      throw ValidationError("--limit must be 1 or more, found \(limit)")
    }
    if let output, !output.lowercased().hasSuffix(".png") {
      throw ValidationError("-o: '\(output)' does not end in .png; the picture is written as PNG")
    }
  }

  func run() throws {
    if let output, !force, FileManager.default.fileExists(atPath: output) {
      throw fail(ImageCodecError.outputExists(path: output).description, .cannotWrite)
    }
    let board = try KnightBoard(size: size)
    let start = try board.square(from)
    let goal = try board.square(to)
    let map = DistanceMap(board: board, goal: goal)
    let outcome = map.outcome(from: start, maxMoves: maxMoves)
    let report = Report(
      board: board, start: start, goal: goal, maxMoves: maxMoves, outcome: outcome)
    if start == goal {
      Terminal.standardError.write(
        "note: \(start) is both start and goal; 0 moves is a valid answer "
          + "(the knight is already there)\n")
    }
    // The picture first: when it cannot be written, nothing else is printed.
    if let path = self.output {
      try writePicture(to: path, board: board, start: start, goal: goal, outcome: outcome)
    }
    var output = BufferedOutput(stream: Terminal.standardOutput)
    let routes = all ? RouteListing(map: map, start: start, outcome: outcome, limit: limit) : nil
    if json {
      report.writeJSON(to: &output, routes: routes)
    } else {
      report.writeText(to: &output, routes: routes)
    }
    output.flush()
    if case .found = outcome { return }
    throw ExitCode(ExitStatus.unsolvable.rawValue)
  }

  /// Draws the board and the route of `outcome` (none unless found) into a PNG at `path`.
  func writePicture(
    to path: String, board: KnightBoard, start: Square, goal: Square, outcome: RouteOutcome
  ) throws {
    var route: [Square]?
    if case .found(let squares) = outcome { route = squares }
    let caption = KnightPicture.caption(
      for: outcome, from: start, to: goal, on: board, maxMoves: maxMoves)
    let image = KnightPicture(
      board: board, start: start, goal: goal, route: route, caption: caption
    ).render()
    do {
      try ImageFile.write(image, to: path, format: .png, force: force)
    } catch {
      throw fail(error.description, .cannotWrite)
    }
    Terminal.standardError.write("wrote \(path) (\(image.width)x\(image.height) pixels)\n")
  }
}

extension KnightCommand {
  /// The routes `--all` lists: the exact count, then at most `limit` routes, generated lazily.
  struct RouteListing {
    /// Every shortest route when the outcome is a route; zero otherwise.
    let count: RouteCount
    /// The routes to list, lazily; empty unless the outcome is a route.
    let routes: ShortestRoutes?
    /// The most routes listed.
    let limit: Int

    init(map: DistanceMap, start: Square, outcome: RouteOutcome, limit: Int) {
      self.limit = limit
      if case .found = outcome {
        count = map.routeCount(from: start)
        routes = map.shortestRoutes(from: start)
      } else {
        count = .zero
        routes = nil
      }
    }

    /// Calls `body` with each listed route and its 1-based number; returns how many were listed.
    func forEach(_ body: (Int, [Square]) -> Void) -> Int {
      guard let routes else { return 0 }
      var listed = 0
      for route in routes {
        guard listed < limit else { break }
        listed += 1
        body(listed, route)
      }
      return listed
    }
  }

  /// Text and JSON renderings of one knight query.
  struct Report {
    let board: KnightBoard
    let start: Square
    let goal: Square
    let maxMoves: Int
    let outcome: RouteOutcome

    /// "1 move", "6 moves".
    static func moves(_ count: Int) -> String { count == 1 ? "1 move" : "\(count) moves" }

    /// The human-readable answer.
    func writeText(to output: inout BufferedOutput, routes: RouteListing?) {
      switch outcome {
      case .found(let route):
        let distance = Report.moves(route.count - 1)
        if let routes {
          let noun = routes.count == 1 ? "route" : "routes"
          output.write(
            "Shortest routes from \(start) to \(goal) on the \(board) board: "
              + "\(distance), \(routes.count) \(noun).\n")
          let listed = routes.forEach { number, route in
            output.write("  \(number). " + route.map(\.algebraic).joined(separator: " -> ") + "\n")
          }
          if RouteCount(UInt64(listed)) < routes.count {
            output.write(
              "Listed the first \(listed) of \(routes.count) routes; "
                + "raise --limit to list more.\n")
          }
        } else {
          output.write(
            "Shortest route from \(start) to \(goal) on the \(board) board: \(distance).\n")
          output.write("  " + route.map(\.algebraic).joined(separator: " -> ") + "\n")
        }
      case .beyondLimit(let distance):
        output.write(
          "No route from \(start) to \(goal) within \(Report.moves(maxMoves)) on the "
            + "\(board) board: the shortest route needs \(Report.moves(distance)) "
            + "(use --max-moves \(distance) to see it).\n")
      case .unreachable:
        output.write(
          "No route from \(start) to \(goal) on the \(board) board: no sequence of knight moves "
            + "joins them.\n")
      }
    }

    /// The answer as one JSON object; with `routes`, adds the count and the listed routes.
    func writeJSON(to output: inout BufferedOutput, routes: RouteListing?) {
      func list(_ route: [Square]) -> String {
        "[" + route.map { "\"\($0.algebraic)\"" }.joined(separator: ", ") + "]"
      }
      let outcomeName: String
      var route = "null"
      switch outcome {
      case .found(let squares):
        outcomeName = "found"
        route = list(squares)
      case .beyondLimit: outcomeName = "beyondLimit"
      case .unreachable: outcomeName = "unreachable"
      }
      output.write("{\n")
      output.write("  \"size\": \(board.size),\n")
      output.write("  \"from\": \"\(start)\",\n")
      output.write("  \"to\": \"\(goal)\",\n")
      output.write("  \"maxMoves\": \(maxMoves),\n")
      output.write("  \"outcome\": \"\(outcomeName)\",\n")
      output.write("  \"distance\": \(outcome.distance.map(String.init) ?? "null"),\n")
      if start == goal {
        output.write(
          "  \"note\": \"start and goal are the same square; 0 moves is a valid answer\",\n")
      }
      output.write("  \"route\": \(route)")
      if let routes {
        output.write(",\n  \"routeCount\": \"\(routes.count)\",\n  \"routes\": [")
        let listed = routes.forEach { number, route in
          output.write((number == 1 ? "\n    " : ",\n    ") + list(route))
        }
        output.write(listed > 0 ? "\n  ],\n" : "],\n")
        output.write("  \"routesListed\": \(listed),\n")
        output.write("  \"routesTruncated\": \(RouteCount(UInt64(listed)) < routes.count)")
      }
      output.write("\n}\n")
    }
  }

  /// Collects output and writes it in large pieces, so long route listings stream cheaply.
  struct BufferedOutput {
    let stream: Terminal.Stream
    private var pending = ""

    init(stream: Terminal.Stream) {
      self.stream = stream
    }

    /// Appends `text`, writing out once 64 KiB have collected.
    mutating func write(_ text: String) {
      pending += text
      if pending.utf8.count >= 65_536 { flush() }
    }

    /// Writes everything collected.
    mutating func flush() {
      stream.write(pending)
      pending = ""
    }
  }
}
