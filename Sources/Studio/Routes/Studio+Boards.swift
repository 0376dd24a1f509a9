import Foundation
import Hummingbird
import ImageCodecs
import Puzzle
import Renderer
import Solver
import Themes

/// The routes that work on a board given in the request: check, solve, animate.
extension Studio {
  /// A board and its exit, as notation and `right:2`.
  struct BoardRequest: Decodable {
    var board: String
    var exit: String?
    /// For an animation: the theme's name (default `original-2`).
    var theme: String?
  }

  /// The check of a board being edited: the puzzle is legal, or the reason it is not.
  struct BoardCheck: Encodable {
    var valid: Bool
    var problem: String?
  }

  /// The optimal solution: the moves and the board after each.
  struct SolveAnswer: Encodable {
    var board: String
    var exit: String
    var solvable: Bool
    var moves: [Move]
    /// The start position, then the board after each move.
    var boards: [String]
    var examinedPositions: Int
  }

  /// A board to render as a screenshot, shown or saved into the first served folder.
  struct RenderRequest: Decodable {
    var board: String
    var exit: String?
    var theme: String
    var layout: String
    /// Save as `NAME.png` and its label `NAME.json` instead of answering the picture.
    var save: String?
  }

  func addBoardRoutes(to router: Router<BasicRequestContext>) {
    let limit = configuration.bodyLimit
    router.post("/api/check") { request, _ in
      let body = try await JSONBody.decode(BoardRequest.self, from: request, limit: limit)
      do throws(StudioError) {
        _ = try Studio.puzzle(board: body.board, exit: body.exit)
        return JSONBody.response(BoardCheck(valid: true, problem: nil))
      } catch {
        return JSONBody.response(BoardCheck(valid: false, problem: error.message))
      }
    }
    router.post("/api/solve") { request, _ in
      let body = try await JSONBody.decode(BoardRequest.self, from: request, limit: limit)
      let puzzle = try Studio.puzzle(board: body.board, exit: body.exit)
      let result = Solver().solve(puzzle)
      let solution = result.solution
      return JSONBody.response(
        SolveAnswer(
          board: puzzle.board.notation, exit: puzzle.exit.description,
          solvable: solution != nil, moves: solution?.moves ?? [],
          boards: [puzzle.board.notation] + (solution?.boards.map(\.notation) ?? []),
          examinedPositions: result.statistics.examinedPositions))
    }
    router.get("/api/themes") { _, _ in
      let names = (try? ThemeLibrary.standard())?.profiles.map(\.name) ?? []
      return JSONBody.response(names)
    }
    router.get("/api/layouts") { _, _ in JSONBody.response(ScreenLayout.allCases.map(\.rawValue)) }
    router.post("/api/render") { request, _ in
      let body = try await JSONBody.decode(RenderRequest.self, from: request, limit: limit)
      return try self.render(body)
    }
    router.post("/api/animate") { request, _ in
      let body = try await JSONBody.decode(BoardRequest.self, from: request, limit: limit)
      let puzzle = try Studio.puzzle(board: body.board, exit: body.exit)
      let bytes = try await Studio.animation(of: puzzle, theme: body.theme ?? "original-2")
      return JSONBody.bytes(
        bytes, type: "image/webp",
        extra: [.contentDisposition: "attachment; filename=\"solution.webp\""])
    }
  }

  /// The animated WebP of the optimal solution of `puzzle` (as `solve --animate`), drawn off
  /// the server's threads.
  static func animation(of puzzle: Puzzle, theme name: String) async throws -> [UInt8] {
    let theme: ThemeProfile
    do {
      theme = try ThemeLibrary.standard().profile(named: name)
    } catch {
      throw StudioError.invalid(error.description)
    }
    return try await Task.detached {
      guard let solution = Solver().solve(puzzle).solution else {
        throw StudioError.invalid("\(puzzle.board.notation): the puzzle has no solution")
      }
      do {
        let size = try ScreenSize(parsing: "360x360")
        let options = RenderOptions(size: size, optimalMoves: .moves(solution.count))
        let encoder = try AnimatedWebPEncoder(
          width: size.width, height: size.height, quality: 80)
        try Renderer.animate(
          puzzle: puzzle, moves: solution.moves, theme: theme, layout: .boardOnly,
          options: options
        ) { frame in
          try encoder.addFrame(frame.image, durationMilliseconds: frame.step.durationMilliseconds)
        }
        return try encoder.finish()
      } catch let error as StudioError {
        throw error
      } catch {
        throw StudioError.invalid("\(error)")
      }
    }.value
  }

  /// Renders a labelled screenshot (as `unblocker render`): the PNG, or saved with its label.
  func render(_ request: RenderRequest) throws(StudioError) -> Response {
    let puzzle = try Studio.puzzle(board: request.board, exit: request.exit)
    guard let layout = ScreenLayout(rawValue: request.layout) else {
      throw StudioError.invalid(
        "\(request.layout): no such layout; use one of "
          + ScreenLayout.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let theme: ThemeProfile
    let rendered: RenderedScreenshot
    do {
      theme = try ThemeLibrary.standard().profile(named: request.theme)
    } catch {
      throw StudioError.invalid(error.description)
    }
    let moves = Solver().solve(puzzle).moveCount
    do {
      rendered = try Renderer.render(
        puzzle: puzzle, theme: theme, layout: layout,
        options: RenderOptions(optimalMoves: moves.map { .moves($0) } ?? .unsolvable))
    } catch {
      throw StudioError.invalid(error.description)
    }
    let png: [UInt8]
    do {
      png = try ImageEncoder.encode(rendered.image, as: .png)
    } catch {
      throw StudioError(.internalServerError, "internal", error.description)
    }
    guard let name = request.save else { return JSONBody.bytes(png, type: "image/png") }
    guard !name.isEmpty, name.count <= 100,
      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else {
      throw StudioError.invalid(
        "\(name): a screenshot name is lowercase letters, digits and '-'")
    }
    let image = try folders.resolve("0/\(name).png", mayBeNew: true)
    let label = try folders.resolve("0/\(name).json", mayBeNew: true)
    do {
      try ImageFile.write(bytes: [UInt8](rendered.label.jsonData()), to: label)
    } catch {
      throw StudioError(.conflict, "exists", error.description)
    }
    do {
      try ImageFile.write(bytes: png, to: image)
    } catch {
      unlink(label)
      throw StudioError(.conflict, "exists", error.description)
    }
    return JSONBody.response(["file": "0/\(name).png"])
  }
}
