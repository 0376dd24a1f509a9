import Imaging
import Puzzle
import Testing

@testable import Renderer

@Suite struct AnimationTests {
  /// The optimal solution of Intermediate 4 (23 moves), as a solver finds it.
  static let solution = [
    "D up 1",
    "A left 1",
    "B down 2",
    "C left 1",
    "E down 1",
    "F left 2",
    "G up 1",
    "I up 3",
    "J right 2",
    "B down 1",
    "E down 1",
    "A right 2",
    "H up 3",
    "A left 2",
    "B up 1",
    "E up 1",
    "J left 4",
    "B down 1",
    "E down 1",
    "K left 1",
    "L left 1",
    "G down 2",
    "A right 4",
  ]

  func intermediate4() throws -> (Puzzle, [Move]) {
    let puzzle = try Puzzle(notation: RendererTests.intermediate4)
    return (puzzle, try Self.solution.map { try Move(parsing: $0) })
  }

  @Test func solutionMovesSolveIntermediate4() throws {
    let (start, moves) = try intermediate4()
    var puzzle = start
    for move in moves { puzzle = try puzzle.applying(move) }
    #expect(puzzle.isSolved)
  }

  @Test func planPlays23MovesThenThePrisonerLeaves() throws {
    let (puzzle, moves) = try intermediate4()
    let timing = AnimationTiming()
    let plan = try Renderer.animationPlan(puzzle: puzzle, moves: moves, timing: timing)
    #expect(plan.count == 1 + 23 * timing.framesPerMove + timing.exitFrames)
    let completions = zip(plan, plan.dropFirst()).filter { $1.movesMade == $0.movesMade + 1 }
    #expect(completions.count == 23)
    #expect(plan.last?.movesMade == 23)
    #expect(plan.first?.durationMilliseconds == timing.startPauseMilliseconds)
    #expect(plan.last?.durationMilliseconds == timing.endPauseMilliseconds)
    let moving = plan.dropFirst().dropLast().map(\.durationMilliseconds)
    #expect(moving.allSatisfy { $0 == timing.moveMilliseconds / timing.framesPerMove })
    let prisoner = try #require(plan.last?.prisoner)
    #expect(prisoner.row == 2)
    #expect(prisoner.column >= 6)
  }

  @Test func inBetweenFramesSlideSmoothly() throws {
    let (puzzle, moves) = try intermediate4()
    let plan = try Renderer.animationPlan(puzzle: puzzle, moves: [moves[0]])
    // "A left 1" after "D up 1": A starts at (2,1) and ends at (2,0), never going back.
    let afterFirst = try puzzle.applying(moves[0])
    let plan2 = try Renderer.animationPlan(puzzle: afterFirst, moves: [moves[1]])
    let columns = plan2.compactMap { $0.prisoner?.column }
    #expect(columns.first == 1 && columns.last == 0)
    #expect(zip(columns, columns.dropFirst()).allSatisfy { $0 >= $1 })
    #expect(columns.contains { $0 != $0.rounded() })
    // "D up 1": D starts at (1,0) and ends at (0,0).
    let rows = plan.compactMap { $0.placements.first { $0.letter == "D" }?.row }
    #expect(rows.first == 1 && rows.last == 0)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test func leftExitPrisonerLeavesToTheLeft() throws {
    let puzzle = try Puzzle(
      notation: "ooooooooooooooAAoooooooooooooooooooo", exit: Exit(parsing: "left:2"))
    let plan = try Renderer.animationPlan(
      puzzle: puzzle, moves: [try Move(parsing: "A left 2")])
    #expect((plan.last?.prisoner?.column ?? 0) <= -2)
  }

  @Test func renderedAnimationEndsWithThePrisonerOffTheBoard() throws {
    let (puzzle, moves) = try intermediate4()
    let frames = try Renderer.animate(
      puzzle: puzzle, moves: moves, theme: TestThemes.light(), layout: .boardOnly,
      options: RenderOptions(seed: 4, size: try ScreenSize(parsing: "96x96")),
      timing: AnimationTiming(framesPerMove: 2, exitFrames: 2))
    #expect(frames.count == 1 + 23 * 2 + 2)
    func redPixels(_ image: RGBAImage) -> Int {
      image.pixels.filter { Int($0.red) > 170 && Int($0.green) < 90 && Int($0.blue) < 90 }.count
    }
    let first = try #require(frames.first)
    let last = try #require(frames.last)
    #expect(redPixels(first.image) > 100)
    #expect(redPixels(last.image) == 0)
    #expect(first.image.size == last.image.size)
  }

  @Test func streamedFramesEqualTheCollectedOnes() throws {
    let (puzzle, moves) = try intermediate4()
    let options = RenderOptions(seed: 8, size: try ScreenSize(parsing: "60x60"))
    let timing = AnimationTiming(framesPerMove: 1, exitFrames: 1)
    let collected = try Renderer.animate(
      puzzle: puzzle, moves: Array(moves.prefix(4)), theme: TestThemes.light(),
      layout: .boardOnly, options: options, timing: timing)
    var streamed: [AnimationFrame] = []
    try Renderer.animate(
      puzzle: puzzle, moves: Array(moves.prefix(4)), theme: TestThemes.light(),
      layout: .boardOnly, options: options, timing: timing
    ) { streamed.append($0) }
    #expect(streamed.map(\.image) == collected.map(\.image))
    #expect(streamed.map(\.step) == collected.map(\.step))
  }

  @Test func stepsGiveOneImagePerPosition() throws {
    let (puzzle, moves) = try intermediate4()
    let steps = try Renderer.renderSteps(
      puzzle: puzzle, moves: Array(moves.prefix(3)), theme: TestThemes.light(),
      layout: .boardOnly, options: RenderOptions(size: try ScreenSize(parsing: "60x60")))
    #expect(steps.count == 4)
    #expect(steps[0] != steps[1])
  }

  @Test func rejectsMovesThatCannotBeMade() throws {
    let (puzzle, _) = try intermediate4()
    #expect(throws: RendererError.unknownBlock(move: "Z up 1")) {
      try Renderer.animationPlan(puzzle: puzzle, moves: [try Move(parsing: "Z up 1")])
    }
    let offBoard = try Move(parsing: "D up 2")
    var reason = ""
    do {
      _ = try puzzle.applying(offBoard)
    } catch {
      reason = error.description
    }
    #expect(!reason.isEmpty)
    #expect(throws: RendererError.impossibleMove(move: "D up 2", reason: reason)) {
      try Renderer.animationPlan(puzzle: puzzle, moves: [offBoard])
    }
  }
}
