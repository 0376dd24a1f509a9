import Imaging
import Puzzle
import Themes

extension Renderer {
  /// Plans the animation of `moves` played on `puzzle`: the place of every piece in every
  /// frame. Blocks slide with an ease-in-out; after a solving last move the prisoner slides
  /// out through the chute until it has left the board.
  ///
  /// - Parameters:
  ///   - puzzle: the start position.
  ///   - moves: the moves, in order (a solver's solution).
  ///   - timing: frames and durations.
  /// - Returns: the frames in order: the start, `framesPerMove` per move, the exit.
  /// - Throws: `RendererError.unknownBlock` or `.impossibleMove` for a move that cannot be
  ///   made from the position before it.
  public static func animationPlan(
    puzzle: Puzzle, moves: [Move], timing: AnimationTiming = AnimationTiming()
  ) throws(RendererError) -> [AnimationStep] {
    var current = puzzle
    var placements = Self.placements(of: puzzle.board)
    var steps = [
      AnimationStep(
        placements: placements, movesMade: 0,
        durationMilliseconds: timing.startPauseMilliseconds)
    ]
    let frameMilliseconds = max(1, timing.moveMilliseconds / timing.framesPerMove)
    for (number, move) in moves.enumerated() {
      guard current.board.block(named: move.block) != nil, move.block != Block.fixedLetter
      else { throw .unknownBlock(move: move.description) }
      let next: Puzzle
      do {
        next = try current.applying(move)
      } catch {
        throw .impossibleMove(move: move.description, reason: error.description)
      }
      guard let index = placements.firstIndex(where: { $0.letter == move.block }) else {
        throw .unknownBlock(move: move.description)
      }
      let start = placements[index]
      let distance = Double(move.distance)
      for frame in 1...timing.framesPerMove {
        let t = Self.ease(Double(frame) / Double(timing.framesPerMove))
        placements[index].row = start.row + Double(move.direction.rowStep) * distance * t
        placements[index].column = start.column + Double(move.direction.columnStep) * distance * t
        steps.append(
          AnimationStep(
            placements: placements, movesMade: frame == timing.framesPerMove ? number + 1 : number,
            durationMilliseconds: frameMilliseconds))
      }
      current = next
    }
    if current.isSolved, let index = placements.firstIndex(where: { $0.letter == "A" }) {
      let start = placements[index].column
      let target: Double = current.exit.side == .right ? 6 : -2
      for frame in 1...timing.exitFrames {
        let t = Self.ease(Double(frame) / Double(timing.exitFrames))
        placements[index].column = start + (target - start) * t
        steps.append(
          AnimationStep(
            placements: placements, movesMade: moves.count,
            durationMilliseconds: frameMilliseconds))
      }
    }
    steps[steps.count - 1].durationMilliseconds = timing.endPauseMilliseconds
    return steps
  }

  /// Renders the animation of `moves` played on `puzzle`, frame by frame, in one theme and
  /// layout (no perturbations; the Moves panel counts the moves made).
  ///
  /// - Parameters:
  ///   - puzzle: the start position.
  ///   - moves: the moves, in order.
  ///   - theme: the theme drawn.
  ///   - layout: the kind of screen (`boardOnly` keeps files small).
  ///   - options: seed, size and header (perturbations are ignored).
  ///   - timing: frames and durations.
  /// - Returns: one image per planned step, with its step.
  /// - Throws: what `animationPlan` throws.
  public static func animate(
    puzzle: Puzzle, moves: [Move], theme: ThemeProfile, layout: ScreenLayout,
    options: RenderOptions = RenderOptions(), timing: AnimationTiming = AnimationTiming()
  ) throws(RendererError) -> [AnimationFrame] {
    let plan = try animationPlan(puzzle: puzzle, moves: moves, timing: timing)
    let draw = frameDrawer(for: puzzle, theme: theme, layout: layout, options: options)
    return plan.map(draw)
  }

  /// Renders the animation like `animate(puzzle:moves:theme:layout:options:timing:)` but
  /// hands each frame to `body` as soon as it is drawn, so only one frame is in memory at a
  /// time (large layouts have hundreds of frames).
  ///
  /// - Throws: what `animationPlan` throws (before any frame), or what `body` throws.
  public static func animate(
    puzzle: Puzzle, moves: [Move], theme: ThemeProfile, layout: ScreenLayout,
    options: RenderOptions = RenderOptions(), timing: AnimationTiming = AnimationTiming(),
    body: (AnimationFrame) throws -> Void
  ) throws {
    let plan = try animationPlan(puzzle: puzzle, moves: moves, timing: timing)
    let draw = frameDrawer(for: puzzle, theme: theme, layout: layout, options: options)
    for step in plan { try body(draw(step)) }
  }

  /// A function drawing one planned step of `puzzle`'s animation.
  private static func frameDrawer(
    for puzzle: Puzzle, theme: ThemeProfile, layout: ScreenLayout, options: RenderOptions
  ) -> (AnimationStep) -> AnimationFrame {
    let scene = Self.scene(for: puzzle, theme: theme, layout: layout, options: options)
    let shapes = Scene.pieces(of: puzzle.board)
    return { step in
      AnimationFrame(
        image: scene.frame(pieces: Self.pieces(shapes, at: step.placements), moves: step.movesMade),
        step: step)
    }
  }

  /// Renders one still image per position of a solution: the start, then the board after
  /// each move (`moves.count + 1` images), in one theme and layout.
  ///
  /// - Throws: what `animationPlan` throws.
  public static func renderSteps(
    puzzle: Puzzle, moves: [Move], theme: ThemeProfile, layout: ScreenLayout,
    options: RenderOptions = RenderOptions()
  ) throws(RendererError) -> [RGBAImage] {
    let plan = try animationPlan(
      puzzle: puzzle, moves: moves, timing: AnimationTiming(framesPerMove: 1))
    let scene = Self.scene(for: puzzle, theme: theme, layout: layout, options: options)
    let shapes = Scene.pieces(of: puzzle.board)
    // Keep the start and each move's resting frame; drop the prisoner's exit.
    return plan.prefix(moves.count + 1).map { step in
      scene.frame(pieces: Self.pieces(shapes, at: step.placements), moves: step.movesMade)
    }
  }

  /// The prepared screen for a render, an animation or steps.
  static func scene(
    for puzzle: Puzzle, theme: ThemeProfile, layout: ScreenLayout, options: RenderOptions
  ) -> Scene {
    let size = options.size ?? layout.defaultSize
    var generator = SeededGenerator(seed: options.seed, stream: 0x4EAD)
    var known: Int?
    if case .moves(let count) = options.optimalMoves { known = count }
    let header = options.header ?? .random(optimalMoves: known, using: &generator)
    return Scene(
      geometry: ScreenGeometry.make(layout: layout, size: size),
      palette: ResolvedPalette(theme.palette), seed: options.seed, exit: puzzle.exit,
      header: header, pieces: Scene.pieces(of: puzzle.board))
  }

  /// The start position's places.
  private static func placements(of board: Board) -> [PiecePlacement] {
    Scene.pieces(of: board).map {
      PiecePlacement(letter: $0.letter, row: $0.row, column: $0.column)
    }
  }

  /// `shapes` (the start position's pieces, in the same order) moved to `placements`.
  private static func pieces(_ shapes: [Piece], at placements: [PiecePlacement]) -> [Piece] {
    zip(shapes, placements).map { shape, placement in
      var piece = shape
      piece.row = placement.row
      piece.column = placement.column
      return piece
    }
  }

  /// Smooth start and stop: 0 at 0, 1 at 1.
  private static func ease(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
