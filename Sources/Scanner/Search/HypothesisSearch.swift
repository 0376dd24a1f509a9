import Imaging
import Puzzle
import Themes

/// The search over one view of the image (the whole image, a rectified board, an evened or
/// cut-out picture): its candidates, tier by tier as the retry plan triggers them
/// (`CandidateGenerator`), each read to the end once (`CandidateDecoder`) in order of
/// evidence, and the reading chosen among them (`HypothesisChoice`).
struct HypothesisSearch {
  /// The chosen reading (or the most advanced failure).
  private(set) var report: ScanReport
  /// Every reading made, in the order read (the report is the best of them).
  private(set) var readings: [ScanReport] = []
  private var generator: CandidateGenerator
  private let plan: RetryPlan

  /// Reads `image` with `scanner`'s profiles; `expectedBoard`: where another stage placed the
  /// board (a rectified image holds it at a known square).
  init(scanner: BoardScanner, image: RGBAImage, expectedBoard: PixelRect? = nil) {
    generator = CandidateGenerator(scanner: scanner, image: image, expectedBoard: expectedBoard)
    plan = RetryPlan(policy: scanner.policy)
    report = ScanReport(imageWidth: image.width, imageHeight: image.height)
    perform()
  }

  private var policy: ScanPolicy { generator.policy }

  private mutating func perform() {
    defer { report.timings = generator.stopwatch.timings }
    let image = generator.image
    let noise = generator.timed(.locate) { NoiseEstimate.lightness(image) }
    report.lightnessNoise = noise
    let working = generator.workingCopy()
    let models = generator.models(noise: noise)
    let clean = plan.isClean(noise: noise)
    // First the profiles as they are: a screenshot in a calibrated theme reads surely at once.
    var candidates = generator.asIs(models, working: working)
    let base = report
    var readings: [ScanReport] = []
    var read: Set<Int> = []
    readRanked(candidates, base: base, readings: &readings, read: &read)
    if plan.triggersOtherColours(readings) {
      let other = generator.otherColours(
        models, working: working, clean: clean, known: candidates)
      candidates += other.candidates
      readRanked(candidates, base: base, readings: &readings, read: &read)
      if plan.triggersGridSquares(
        readings, derives: generator.scanner.allowsFallback,
        placed: generator.expectedBoard != nil)
      {
        readGridSquares(
          candidates: &candidates, base: base, readings: &readings, read: &read)
      }
      if plan.triggersFinerCopy(readings, stride: working.stride, clean: clean) {
        candidates += generator.finerCopy(
          models, adapted: other.adapted, working: working, known: candidates)
        readRanked(candidates, base: base, readings: &readings, read: &read)
      }
    }
    let choice = HypothesisChoice(policy: policy.choice)
    let themeScores = choice.themeScores(candidates)
    guard let best = choice.best(of: readings) else {
      report = base
      report.themeScores = themeScores
      report.stageReached = .locate
      report.candidates = candidates.first { !$0.candidates.isEmpty }?.candidates ?? []
      report.error = mostAdvancedError(candidates)
      return
    }
    report = HypothesisChoice.agreed(best, with: readings)
    report.themeScores = themeScores
    self.readings = readings
  }

  /// `Retry.gridSquares`: the models derived from the image read at the squares
  /// `LatticeLocator` finds, every one of them (even after one reads surely: a grid shifted by
  /// a tile or two scores about as well as the board's own, a header of board colour closes
  /// the shifted square, and only the readings tell them apart). A square whose reading sees
  /// the board go on beyond one of its edges is a grid shifted off the board's own (the rows it
  /// leaves out hold blocks): no view of the whole board, it is forgotten; so are all the
  /// squares when none gives a puzzle (the failure to report is the earlier one, "no square
  /// region", say, not a misreading of some square of lines).
  private func readGridSquares(
    candidates: inout [Candidate], base: ScanReport, readings: inout [ScanReport],
    read: inout Set<Int>
  ) {
    let squares = generator.gridSquares(besides: candidates)
    let known = (candidates: candidates.count, readings: readings.count)
    candidates += squares
    readRanked(
      candidates, base: base, readings: &readings, read: &read,
      budget: policy.choice.maximumReadings + squares.count, exhaustive: true)
    let edges = policy.edges
    readings =
      Array(readings[..<known.readings])
      + readings[known.readings...].filter {
        $0.edges?.continuing(open: edges.open, closed: edges.closed).isEmpty ?? true
      }
    if !readings[known.readings...].contains(where: { $0.puzzle != nil }) {
      readings.removeSubrange(known.readings...)
      candidates.removeSubrange(known.candidates...)
      read = read.filter { $0 < known.candidates }
    }
  }

  /// Reads located candidates not read yet to the end, in order of evidence, until one reads
  /// surely (never, when `exhaustive`) or `budget` more (by default `maximumReadings`) have
  /// been read: profiles that fit, best first, then the fallback, then profiles that fit
  /// poorly; squares of about the largest size before much smaller ones.
  private func readRanked(
    _ candidates: [Candidate], base: ScanReport, readings: inout [ScanReport],
    read: inout Set<Int>, budget: Int? = nil, exhaustive: Bool = false
  ) {
    let ranked = HypothesisChoice(policy: policy.choice).ranked(
      candidates,
      expected: generator.expectedBoard.map { ExpectedBoard(square: $0, policy: policy.geometry) }
    )
    func area(_ index: Int) -> Double { Double(candidates[index].location?.board.area ?? 0) }
    let bestProfile = ranked.first { !candidates[$0].isFallback }.map { candidates[$0] }
    var count = 0
    for index in ranked where !read.contains(index) {
      guard count < budget ?? policy.choice.maximumReadings else { return }
      count += 1
      read.insert(index)
      let reading = CandidateDecoder.decode(
        candidates[index], base: base, bestProfile: bestProfile, image: generator.image,
        policy: policy, labs: generator.labs, stopwatch: generator.stopwatch)
      readings.append(reading)
      // A sure reading ends the search, unless another square overlaps this one without being
      // the same square (a header panel of board colour joined to the board's top rows, say):
      // that one is read too, as a rival.
      guard !exhaustive, plan.isSure(reading), let board = reading.location?.board
      else { continue }
      // Nor while a much larger square waits to be read: the board is the large square, and
      // a small one that reads surely may be a picture of another board (a thumbnail of the
      // opponent's puzzle beside the player's).
      if ranked.contains(where: { other in
        !read.contains(other) && area(other) > policy.choice.rivalAreaRatio * Double(board.area)
      }) {
        continue
      }
      let overlapping = ranked.contains { other in
        guard !read.contains(other), let square = candidates[other].location?.board else {
          return false
        }
        let shared = Double(square.intersection(board).area)
        let larger = Double(max(square.area, board.area))
        return shared >= policy.choice.rivalOverlap * larger
          && shared < policy.choice.sameSquare * larger
      }
      if !overlapping { return }
    }
  }

  /// The error of the candidate that got furthest (a square-region complaint beats "no dark
  /// region"), naming every theme tried.
  private func mostAdvancedError(_ candidates: [Candidate]) -> ScanError {
    var names: [String] = []
    for name in candidates.map(\.name) where !names.contains(name) { names.append(name) }
    let themes = names.joined(separator: ", ")
    for error in candidates.compactMap(\.error) {
      if case .noSquareRegion(_, let count, let largest) = error {
        return .noSquareRegion(theme: themes, count: count, largest: largest)
      }
    }
    return .noDarkRegion(theme: themes, minimumSide: policy.locate.minimumBoardSide)
  }
}
