import Foundation
import Imaging
import Puzzle

/// How sure a reading is: the probability that its board and its exit are the image's, the
/// one formula of the scan's confidence.
///
/// The board's: σ(slope · margin + intercept) (`ScanPolicy.Confidence`, fitted on renders),
/// where the margin is what the reading's board gains over every other hypothesis, in nats:
/// - within its own view, over the likeliest other legal board of its tiles and gaps, and over
///   "no legal board explains these tiles" (priced at `kappa` over their floor);
/// - over every other reading made (another square, colour model or view) of another board,
///   each claiming it with its own margin within its view, and one made on the chosen
///   reading's own square at most with what it explains those pixels better by;
/// - each hypothesis less the price of its square: how far its grid sits off the board's tiles
///   (`Explanation.misalignment`), how much of the board it leaves outside (`Explanation.spill`),
///   the tiles it calls empty that look like none of its other empty tiles
///   (`Explanation.unexplained`) or fall into two colours (`Explanation.emptySplit`), and how
///   much smaller it is than the largest square read as a board; against the chosen reading,
///   what a rival's empty tiles gain more split by their textures (`Explanation.textureSplit`:
///   a header's text read as board) and what the gaps between them cost more
///   (`Explanation.continuity`: wood read as board); what the blocks' shading says
///   against its turn (for the chosen reading, a bottom lit more than its top; for the chosen
///   board read in a quarter turn, the side that turn makes the top lit less than the chosen
///   reading's top);
/// - the board's own hypothesis being the better of the chosen reading and the other reading
///   made of its puzzle whose square is priced least (`ScanReport.agreeing`).
///
/// The exit's: the odds the chute gives its side, and where nothing shows the chute, the odds
/// of the side's prior (`rightExitPrior`: the right for a classic level of a known theme;
/// either side for a daily puzzle, with a fixed block or its prisoner outside row 2, or a theme
/// no profile knows).
///
/// The way up's, where the board was read upside down too (the same blocks and chute turned
/// by a half turn, no other board): the odds of the exit's prior and the blocks' shading
/// (`orientation`).
enum ScanConfidence {
  /// A hypothesis as the margin weighs it.
  struct Hypothesis {
    /// Its margin within its own view (nats).
    var withinView: Double
    /// What it costs, with what its square leaves unexplained (misalignment, spill, unexplained
    /// tiles, the empty tiles' splits) and what the gaps between its empty tiles cost.
    var explanation: Explanation
    /// The area of its square in the scanned image (nil: not known).
    var area: Double?
    /// For the chosen board read in another quarter turn: how much more the blocks' shading
    /// lights the chosen reading's top than the side that turn makes the top, in units of the
    /// difference's standard error (`ShadingEvidence.contrast`), times the square root of the
    /// tiles measured; 0 for any other hypothesis.
    var shading: Double = 0
  }

  /// `other`'s hypothesis: its own margin within its view, priced as `within` prices it.
  static func hypothesis(of other: RunnerUp, _ prices: ScanPolicy.Confidence) -> Hypothesis {
    Hypothesis(
      withinView: within(other.ownMargin ?? .infinity, other.explanation, prices),
      explanation: other.explanation, area: other.square.map(area))
  }

  /// The confidence of `report`, whose board has `margin` (`margin(of:policy:)`): the
  /// probability that its board and exit are right.
  static func of(_ report: ScanReport, margin: Double, policy: ScanPolicy) -> Double {
    parts(report, margin: margin, policy: policy).confidence
  }

  /// The three probabilities the confidence of `report` is the product of.
  static func parts(_ report: ScanReport, margin: Double, policy: ScanPolicy) -> ConfidenceParts {
    ConfidenceParts(
      board: board(margin: margin, policy: policy.confidence),
      exit: exit(of: report, policy: policy), wayUp: orientation(of: report, policy: policy))
  }

  /// σ(slope · margin + intercept): the probability that a board read with `margin` is right.
  static func board(margin: Double, policy: ScanPolicy.Confidence) -> Double {
    probability(odds: policy.slope * margin + policy.intercept)
  }

  /// The probability whose log-odds are `odds`: 1 / (1 + e^−odds).
  static func probability(odds: Double) -> Double {
    1 / (1 + exp(-min(max(odds, -50), 50)))
  }

  /// The blocks' shading's evidence that side `lit` of a reading is its top rather than side
  /// `dark`: their contrast in units of its standard error (`ShadingEvidence.contrast`) times
  /// the square root of the tiles measured, as the log-likelihood ratio of two turns grows (the
  /// contrast a true turn shows grows as that root too); 0 unmeasured.
  static func turnEvidence(
    _ shading: ShadingEvidence?, _ lit: Int, over dark: Int, _ prices: ScanPolicy.Confidence
  ) -> Double {
    guard let shading else { return 0 }
    return shading.contrast(lit, over: dark, floor: prices.shadingFloor)
      * Double(shading.tiles).squareRoot()
  }

  /// The margin of `report`'s board over every other hypothesis (nats); nil without a puzzle.
  /// `second`: `RunnerUp.secondBoard(of: report, policy:)`, when the caller has it already.
  static func margin(
    of report: ScanReport, second: (board: Board, explanation: Explanation)?? = nil,
    policy: ScanPolicy
  ) -> Double? {
    guard let puzzle = report.puzzle, let explanation = report.explanation,
      let withinView = withinView(of: report, second: second, policy: policy)
    else { return nil }
    let prices = policy.confidence
    let square = ViewReader.boardInImage(report, through: report.geometry?.homography)
    let chosen = Hypothesis(
      withinView: withinView, explanation: explanation, area: square.map(area))
    let own = puzzle.board.canonicalized()
    let shading = report.geometry?.shading
    func contrast(_ lit: Int, _ dark: Int) -> Double {
      turnEvidence(shading, lit, over: dark, prices)
    }
    let rivals = report.alternatives.compactMap { other -> Hypothesis? in
      guard other.kind == .otherReading, let board = try? Board(notation: other.board),
        board.canonicalized() != own
      else { return nil }
      var hypothesis = hypothesis(of: other, prices)
      // (Read on the very pixels of the chosen reading, under another colour model, it claims
      // at most what it explains them better by: their costs compare, whatever the model.)
      if let square, other.square == square {
        hypothesis.withinView = min(
          hypothesis.withinView, lead(of: other.explanation, over: explanation, prices))
      }
      // (Turning a picture a quarter clockwise brings its left side to the top.)
      if let quarters = (1...3).first(where: {
        turned(puzzle.board, by: $0) == board.canonicalized()
      }) {
        // (The board upside down is the same board: `orientation` weighs it.)
        guard quarters != 2 else { return nil }
        hypothesis.shading = contrast(0, (4 - quarters) % 4)
      }
      return hypothesis
    }
    // (The chosen board's hypothesis is the better of the chosen reading and the best other
    // reading of its puzzle, `report.agreeing`.)
    let agreeing = report.agreeing.map { hypothesis(of: $0, prices) }
    // (The largest square read as a board: the chosen one's, or another whose hypothesis claims
    // something once its square is priced, area aside; a square whose tiles its reading leaves
    // unexplained sets no scale.)
    let largest =
      ([chosen]
      + (rivals + [agreeing].compactMap { $0 }).filter {
        $0.withinView > price($0.explanation, area: nil, largest: nil, prices)
      }).compactMap(\.area).max()
    func score(_ hypothesis: Hypothesis) -> Double {
      hypothesis.withinView
        - price(hypothesis.explanation, area: hypothesis.area, largest: largest, prices)
        - prices.shadingWeight * hypothesis.shading
    }
    // (Its own turn too: the blocks' shading lighting its bottom more than its top, unless the
    // board was read upside down too, which `orientation` weighs.)
    let upsideDown = upsideDownTwin(of: report) == nil ? max(0, contrast(2, 0)) : 0
    let mine =
      max(score(chosen), agreeing.map(score) ?? -.infinity)
      - prices.shadingWeight * upsideDown
    // (Textures speak between two readings, not against one: text drawn over the board is no
    // misreading, but of two squares, the one whose empty tiles are one smooth texture is the
    // board's.)
    guard
      let best = rivals.map({
        score($0)
          - prices.textureWeight
          * ($0.explanation.textureSplit - chosen.explanation.textureSplit)
          - prices.continuityWeight
          * ($0.explanation.continuity - chosen.explanation.continuity)
      }).max(), best > 0
    else { return mine }
    return min(mine, mine - best)
  }

  /// A reading's margin within its own view: its lead `other` (nats) over the next legal board
  /// of its tiles and gaps, and at most `kappa` less what its legality costs (`cost` over its
  /// floor). (The floor prices each tile and gap alone, not their palette together: a legal
  /// reading may cost less than it, and then legality costs nothing.)
  static func within(
    _ other: Double, _ cost: Explanation, _ prices: ScanPolicy.Confidence
  ) -> Double {
    min(other, prices.kappa - max(0, cost.total - cost.exit - cost.unconstrained))
  }

  /// `report`'s margin within its own view (`within`), over `second` (`RunnerUp.secondBoard(of:
  /// report, policy:)`, searched for when not given); nil without a puzzle.
  static func withinView(
    of report: ScanReport, second: (board: Board, explanation: Explanation)?? = nil,
    policy: ScanPolicy
  ) -> Double? {
    guard report.puzzle != nil, let explanation = report.explanation else { return nil }
    let gap = (second ?? RunnerUp.secondBoard(of: report, policy: policy)).map {
      lead(of: explanation, over: $0.explanation, policy.confidence)
    }
    return within(gap ?? .infinity, explanation, policy.confidence)
  }

  /// What a reading costing `explanation` gains over another board of the same tiles and gaps
  /// costing `other` (nats): their costs' difference, exits aside, and what the other's empty
  /// tiles gain more split by their textures (`Explanation.textureSplit`, at `textureWeight`: a
  /// fixed block's rivets read as empty board) and what the gaps between them cost more
  /// (`Explanation.continuity`, at `continuityWeight`), never less: a mark drawn over an empty
  /// tile textures it as rivets do, and the other board may read it as a block for that alone.
  static func lead(
    of explanation: Explanation, over other: Explanation, _ prices: ScanPolicy.Confidence
  ) -> Double {
    other.total - other.exit - (explanation.total - explanation.exit)
      + prices.textureWeight * max(0, other.textureSplit - explanation.textureSplit)
      + prices.continuityWeight * max(0, other.continuity - explanation.continuity)
  }

  /// The probability that `report`'s exit is right: the chute's odds for its side, plus, where
  /// no notch showed the side (`ChuteEvidence.sideUnseen`), the odds of the side's prior.
  static func exit(of report: ScanReport, policy: ScanPolicy) -> Double {
    guard let puzzle = report.puzzle, let chute = report.chute else { return 1 }
    func logit(_ p: Double) -> Double {
      let q = min(max(p, 1e-6), 1 - 1e-6)
      return log(q / (1 - q))
    }
    var odds = logit(chute.confidence)
    if chute.sideUnseen {
      let right = rightExitPrior(puzzle, report, policy)
      odds += logit(puzzle.exit.side == .right ? right : 1 - right)
    }
    return probability(odds: odds)
  }

  /// The prior share of exits on the right for `puzzle` read by `report`: `rightExitPrior`
  /// (measured on the real screenshots of the shipped themes, where the classic levels exit
  /// right) for a classic level read with a theme's profile; even for a daily puzzle (a fixed
  /// block, or its prisoner outside row 2), and for a board whose theme no profile knows (the
  /// model derived from the image): another game's levels may exit on either side.
  static func rightExitPrior(_ puzzle: Puzzle, _ report: ScanReport, _ policy: ScanPolicy)
    -> Double
  {
    ScanReport.isClassic(puzzle) && !report.usedFallback ? policy.explanation.rightExitPrior : 0.5
  }

  /// The probability that `report`'s board is the right way up, where its board was also read
  /// upside down (`upsideDownTwin`), 1 where not: the same blocks and chute either way, so only
  /// the exit's prior (`rightExitPrior` of whichever of the two has its exit on the right) and
  /// the blocks' shading (its top lit more than its
  /// bottom, weighed as the margin weighs it, in the margin's units) tell which way is up.
  static func orientation(of report: ScanReport, policy: ScanPolicy) -> Double {
    guard let puzzle = report.puzzle, let twin = upsideDownTwin(of: report) else { return 1 }
    let prior = rightExitPrior(puzzle.exit.side == .right ? puzzle : twin, report, policy)
    let prices = policy.confidence
    let odds =
      log(prior / (1 - prior)) * (puzzle.exit.side == .right ? 1 : -1)
      + prices.slope * prices.shadingWeight
      * turnEvidence(report.geometry?.shading, 0, over: 2, prices)
    return probability(odds: odds)
  }

  /// The puzzle of `report` upside down (its board turned by a half turn, the exit on the other
  /// side of the prisoner's row), when another reading made of the image gave it; nil when none.
  static func upsideDownTwin(of report: ScanReport) -> Puzzle? {
    guard let puzzle = report.puzzle, let upsideDown = turned(puzzle.board, by: 2),
      report.alternatives.contains(where: {
        $0.kind == .otherReading
          && (try? Board(notation: $0.board))?.canonicalized() == upsideDown
      })
    else { return nil }
    let side: Exit.Side = puzzle.exit.side == .right ? .left : .right
    guard let exit = try? Exit(side: side, row: Board.size - 1 - puzzle.exit.row) else {
      return nil
    }
    return try? Puzzle(board: upsideDown, exit: exit)
  }

  /// `board` as a picture of it turned `quarters` quarter turns clockwise shows it, canonical;
  /// nil when the turned grid is no board (a horizontal prisoner stood upright).
  static func turned(_ board: Board, by quarters: Int) -> Board? {
    var grid = Array(board.notation)
    guard grid.count == 36 else { return nil }
    for _ in 0..<quarters {
      // (Clockwise: the new row r, column c is the old row 5 - c, column r.)
      grid = (0..<36).map { grid[(5 - $0 % 6) * 6 + $0 / 6] }
    }
    return (try? Board(notation: String(grid)))?.canonicalized()
  }

  /// The price of a hypothesis's square (nats): how far its grid sits off the board's tiles,
  /// the board it leaves outside beyond `spillFloor`, the tiles it calls empty that it leaves
  /// unexplained, what its empty tiles gain split into two colours, and how much smaller it is
  /// (`area`) than the `largest` square read as a board.
  static func price(
    misalignment: Double, spill: Double, unexplained: Double, emptySplit: Double, area: Double?,
    largest: Double?, _ prices: ScanPolicy.Confidence
  ) -> Double {
    var price =
      prices.misalignmentWeight * misalignment
      + prices.spillWeight * max(0, spill - prices.spillFloor)
      + prices.unexplainedWeight * unexplained + prices.emptySplitWeight * emptySplit
    if let area, let largest { price += prices.areaWeight * log(largest / area) }
    return price
  }

  /// `price(misalignment:spill:unexplained:emptySplit:area:largest:_:)` of `explanation`'s
  /// square.
  static func price(
    _ explanation: Explanation, area: Double?, largest: Double?, _ prices: ScanPolicy.Confidence
  ) -> Double {
    price(
      misalignment: explanation.misalignment, spill: explanation.spill,
      unexplained: explanation.unexplained, emptySplit: explanation.emptySplit, area: area,
      largest: largest, prices)
  }

  /// The area of `rect` (pixels, at least 1).
  static func area(_ rect: PixelRect) -> Double {
    max(1, Double(rect.width) * Double(rect.height))
  }
}
