import Imaging
import Themes

/// Makes the candidates of one view of the image (the whole image, a rectified board, a picture
/// cut out of it): every square a locator finds × every colour model, classified, in the tiers
/// the retry plan triggers (`Retry`): the profiles as they are; then the profiles moved onto
/// the image's colours, the squares located as whole regions, moved onto the tile grid, and
/// the models derived from the image; then the same again on a working copy twice as fine.
///
/// It holds the view's CIELAB memo, the tile samples of the last board sampled and the stage
/// times, and is the one place where candidates are made.
struct CandidateGenerator {
  let scanner: BoardScanner
  let image: RGBAImage
  /// Where the board must be, when another stage already knows (a rectified image holds the
  /// board at a known square): `ExpectedBoard` keeps the squares found there, else that square.
  let expectedBoard: PixelRect?
  /// The stage times of the candidates made (and read) so far.
  private(set) var stopwatch = Stopwatch()
  /// The tile samples of the last board located (every theme usually finds the same board).
  private var sampleCache = SampleCache()
  /// The CIELAB conversions made so far (every theme samples the same board).
  private(set) var labs = LabMemo()

  init(scanner: BoardScanner, image: RGBAImage, expectedBoard: PixelRect?) {
    self.scanner = scanner
    self.image = image
    self.expectedBoard = expectedBoard
  }

  var policy: ScanPolicy { scanner.policy }

  /// A profile's colour model, as read on this view.
  typealias Model = (name: String, model: ScanModel)
  /// A profile's colour model moved onto the image's colours by `transform`.
  typealias Adapted = (name: String, model: ScanModel, transform: LabTransform)

  /// Runs `body`, adding its duration to `stage`.
  func timed<T>(_ stage: ScanStage, _ body: () -> T) -> T {
    stopwatch.time(stage, body)
  }

  /// The view's working copy for locating boards (`ScanPolicy.Locate.workingMaxDimension`).
  func workingCopy() -> WorkingImage {
    let (image, maxDimension) = (self.image, policy.locate.workingMaxDimension)
    return timed(.locate) {
      WorkingImage(image, maxDimension: maxDimension, inHalves: policy.readsInPieces(image))
    }
  }

  /// Every profile's colour model, widened by the image's lightness noise where it has more
  /// than `noiseFloor`.
  func models(noise: Double) -> [Model] {
    scanner.profiles.map { profile in
      noise > policy.locate.noiseFloor
        ? (
          profile.name,
          NoiseEstimate.widened(profile.scan, by: noise, ceiling: policy.locate.noiseCeiling)
        )
        : (profile.name, profile.scan)
    }
  }

  /// The candidates of `Retry.otherColours`, after `known` (the profiles as they are): the
  /// profiles as they are looking for the board as one region of board classes, each profile
  /// moved onto the image's own colours (lighting, cast, saturation), the squares moved onto
  /// the image's tile grid, and the models derived from the image alone. `clean`: the image is
  /// no noisier than a screenshot (in a noisier picture every colour matches some board class,
  /// so the board's classes make no region there). Also the adapted models, for the finer copy.
  func otherColours(
    _ models: [Model], working: WorkingImage, clean: Bool, known: [Candidate]
  ) -> (candidates: [Candidate], adapted: [Adapted]) {
    var attempts = known
    let adaptation = ColourAdaptation(policy: policy.adapt)
    let points = timed(.adapt) { ColourAdaptation.points(codes: working.codes) }
    for (name, model) in models where clean {
      // (Its dark gaps can break apart in a small or blurred copy.)
      let interiorOnly = attempt(
        name: name, model: model, working: working,
        lookup: ColourTable.boardDarkMask(of: model),
        frameLookup: ColourTable.frameMask(of: model), interior: true)
      let seen = Set(attempts.compactMap { $0.name == name ? $0.location?.board : nil })
      attempts += interiorOnly.filter { $0.location.map { !seen.contains($0.board) } ?? false }
    }
    var adapted: [Adapted] = []
    for (name, widened) in models {
      let fit = timed(.adapt) { adaptation.fit(points, model: widened) }
      guard fit.transform.largestShift(of: widened) >= policy.adapt.negligibleShift else {
        continue
      }
      adapted.append((name, fit.transform.apply(to: widened), fit.transform))
    }
    for (name, model, transform) in adapted {
      attempts += adaptedAttempts(
        name: name, model: model, transform: transform, working: working,
        adaptation: adaptation, interior: clean)
    }
    // A board located by its colours can take in part of its frame: each square moved onto
    // the image's own tile grid, where that fits the image's steps clearly better. (Not where
    // another stage placed the board: its square is not located by colour.)
    if expectedBoard == nil { attempts += gridFittedAttempts(attempts) }
    if scanner.allowsFallback {
      // The model derived from the image alone, for a board darker and for one lighter than
      // its blocks.
      let fallbackModel = FallbackModel(policy: policy.fallback)
      var derived: [Candidate] = []
      for side in FallbackModel.BoardSide.allCases {
        let lookup = timed(.locate) { fallbackModel.boardLookup(working, side: side) }
        derived += attempt(
          name: side.attemptName, model: FallbackModel.unmatchableModel(policy.fallback),
          working: working, lookup: lookup, frameLookup: nil, derive: side)
      }
      // (A square located by a lightness class the frame may share is moved onto the tile grid
      // where that fits the image's steps clearly better, and derived again there.)
      if expectedBoard == nil, policy.fallback.movesOntoTileGrid {
        derived = gridFitted(replacing: derived)
      }
      attempts += derived + bothSides(of: derived)
    }
    return (Array(attempts.dropFirst(known.count)), adapted)
  }

  /// The candidates of `Retry.finerCopy`, after `known`: the board as the region of each
  /// profile's colour without the gaps, and (a small board, a phone inside a desktop window,
  /// can lose its gaps in the working copy) every square located once more on a copy twice as
  /// fine, where not located already.
  func finerCopy(
    _ models: [Model], adapted: [Adapted], working: WorkingImage, known: [Candidate]
  ) -> [Candidate] {
    let fine = timed(.locate) {
      WorkingImage(image, maxDimension: policy.locate.workingMaxDimension * 2)
    }
    let adaptation = ColourAdaptation(policy: policy.adapt)
    var attempts = known
    var finer: [Candidate] = []
    for (name, model) in models {
      attempts += coreAttempts(name: name, model: model, working: working, known: attempts)
      finer += attempt(
        name: name, model: model, working: fine, lookup: ColourTable.boardDarkMask(of: model),
        frameLookup: ColourTable.frameMask(of: model), interior: true)
      finer += coreAttempts(name: name, model: model, working: fine, known: finer)
    }
    for (name, model, transform) in adapted {
      finer += adaptedAttempts(
        name: name, model: model, transform: transform, working: fine,
        adaptation: adaptation, interior: true)
    }
    // (Only squares not located already: those are read.)
    func key(_ tried: Candidate) -> String? {
      tried.location.map { "\(tried.name) \(tried.adaptation == .identity) \($0.board)" }
    }
    let seen = Set(attempts.compactMap(key))
    finer = finer.filter { key($0).map { !seen.contains($0) } ?? false }
    // (The squares found only on this finer copy are moved onto the tile grid too.)
    if expectedBoard == nil { finer += gridFittedAttempts(finer, besides: attempts) }
    return Array(attempts.dropFirst(known.count)) + finer
  }

  /// `body(generator, index)` for every index below `count`, side by side (`sideBySide`; the
  /// themes of a view are located and classified independently), in index order. The first
  /// runs on `self`; every other on a copy with its own CIELAB memo, sample cache and stopwatch
  /// (no class instance is shared between threads), whose stage times are added to this one's
  /// afterwards: the timings add up the work of every thread. The results are those of one
  /// after another: the memo and the cache only ever answer what they would compute.
  private func sideBySideCopies<T>(_ count: Int, _ body: (CandidateGenerator, Int) -> T) -> [T] {
    let copies = (0..<count).map { index -> CandidateGenerator in
      guard index > 0 else { return self }
      var copy = self
      copy.stopwatch = Stopwatch()
      copy.sampleCache = SampleCache()
      copy.labs = LabMemo()
      return copy
    }
    let results = sideBySide(count) { body(copies[$0], $0) }
    for copy in copies.dropFirst() { stopwatch.add(copy.stopwatch) }
    return results
  }

  /// The candidates of every profile as it is, side by side in two rounds, so that no thread
  /// waits long on another: each profile locates the board, then each board located (every
  /// profile usually finds the same one) is sampled once and classified by every profile that
  /// located it, in halves of rows (a theme whose tiles take a closer look, for rivets, shares
  /// its work between threads). The same candidates as `attempt` makes one after another.
  func asIs(_ models: [Model], working: WorkingImage) -> [Candidate] {
    let located = sideBySideCopies(models.count) { generator, index in
      let (name, model) = models[index]
      return generator.locate(
        name: name, model: model, working: working,
        lookup: ColourTable.boardDarkMask(of: model), frameLookup: ColourTable.frameMask(of: model))
    }
    // The distinct boards (a tile's samples depend on its board alone), each with the squares
    // located there; and where each square located went (its board, its place there), in the
    // order located.
    var boards: [PixelRect] = []
    var squares: [[(model: ScanModel, location: BoardLocation)]] = []
    var places: [(board: Int, square: Int)] = []
    for found in located {
      for location in found.locations {
        let board = boards.firstIndex(of: location.board) ?? boards.count
        if board == boards.count {
          boards.append(location.board)
          squares.append([])
        }
        places.append((board, squares[board].count))
        squares[board].append((found.model, location))
      }
    }
    let halves = sideBySideCopies(boards.count * 2) { generator, piece in
      let bottom = piece % 2 == 1
      return generator.classifyRows(
        squares[piece / 2], rows: bottom ? 3..<6 : 0..<3, measuresFrame: bottom)
    }
    var attempts: [Candidate] = []
    var place = 0
    for found in located {
      guard case .success(let locations) = found.result else {
        attempts += classified(found)
        continue
      }
      for location in locations {
        let (board, square) = places[place]
        place += 1
        let (top, bottom) = (halves[2 * board], halves[2 * board + 1])
        let tiles = top.tiles[square] + bottom.tiles[square]
        sampleCache.remember(top.samples + bottom.samples, for: location.board)
        attempts.append(
          Candidate(
            name: found.name, model: found.model, derived: nil, location: location,
            tiles: tiles, score: TileClassifier.score(tiles),
            frameShare: bottom.frameShares[square], error: nil))
      }
    }
    return attempts
  }

  /// The samples of the tiles of `rows` of one board, their evidence for each of `squares`
  /// located there (with a model neither derived nor adapted), and, when `measuresFrame`, the
  /// share of each square's frame in its model's frame colour.
  private func classifyRows(
    _ squares: [(model: ScanModel, location: BoardLocation)], rows: Range<Int>,
    measuresFrame: Bool
  ) -> (samples: [[LabColour]], tiles: [[TileEvidence]], frameShares: [Double?]) {
    timed(.classify) { () -> ([[LabColour]], [[TileEvidence]], [Double?]) in
      guard let first = squares.first else { return ([], [], []) }
      let samples = TileSampler(policy: policy).samples(
        image, location: first.location, rows: rows, labs: labs)
      let tiles = squares.map { model, location in
        TileClassifier(policy: policy, model: model, labs: labs).classify(
          image, location: location, samples: samples, rows: rows)
      }
      let frameShares = squares.map { model, location -> Double? in
        measuresFrame
          ? FrameMeter(model: model, ringGap: policy.classify.frameRingGap, labs: labs).share(
            image, location: location) : nil
      }
      return (samples, tiles, frameShares)
    }
  }

  /// The samples of `location`'s tiles: the ones remembered when it is the last board sampled.
  func samples(of location: BoardLocation) -> [[LabColour]] {
    timed(.classify) {
      sampleCache.samples(for: location.board) {
        TileSampler(policy: policy).samples(image, location: location, labs: labs)
      }
    }
  }
}

/// Remembers the tile samples of the last board rectangle sampled.
private final class SampleCache {
  private var board: PixelRect?
  private var cached: [[LabColour]] = []

  /// The samples of `board`, made by `make` unless they are the ones remembered.
  func samples(for board: PixelRect, _ make: () -> [[LabColour]]) -> [[LabColour]] {
    if board == self.board { return cached }
    remember(make(), for: board)
    return cached
  }

  /// Remembers `samples` (sampled elsewhere) as the samples of `board`.
  func remember(_ samples: [[LabColour]], for board: PixelRect) {
    cached = samples
    self.board = board
  }
}
