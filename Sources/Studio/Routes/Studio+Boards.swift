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
}
