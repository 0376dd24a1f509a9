import Imaging
import Themes

extension CandidateGenerator {
  /// A model's squares located on the image (or why it found none), not classified yet.
  struct Located {
    var name: String
    var model: ScanModel
    /// The side of the blocks the board of a model derived from the image lies on (nil: the
    /// model is used as it is).
    var derive: FallbackModel.BoardSide?
    var adaptation: ColourAdaptation?
    var result: Result<[BoardLocation], ScanError>
    var considered: [BoardCandidate]

    /// The squares located (none on a failure).
    var locations: [BoardLocation] { (try? result.get()) ?? [] }
  }

  /// The candidates of `model` locating the board as the region of its own colour without the
  /// gaps (the gap class reaches down to black, and a dark window around the screen joins the
  /// board through the chute), at boards not among `known`'s for that theme.
  func coreAttempts(
    name: String, model: ScanModel, working: WorkingImage, known: [Candidate]
  ) -> [Candidate] {
    let seen = Set(known.compactMap { $0.name == name ? $0.location?.board : nil })
    return attempt(
      name: name, model: model, working: working, lookup: ColourTable.coreMask(of: model),
      frameLookup: ColourTable.frameMask(of: model), wholeBoard: false
    ).filter { $0.location.map { !seen.contains($0.board) } ?? false }
  }

  /// The candidates of `attempts` (profiles, plain or adapted) read again at their board moved
  /// onto the image's own tile grid (`ScanMeasurements.gridFitted`), where that board is not
  /// located already by them or by `others`.
  func gridFittedAttempts(_ attempts: [Candidate], besides others: [Candidate] = [])
    -> [Candidate]
  {
    var moves: [PixelRect: BoardLocation?] = [:]
    var fitted: [Candidate] = []
    let known = Set((attempts + others).compactMap { $0.location?.board })
    for tried in attempts where !tried.isFallback {
      guard let moved = gridFitted(tried, moves: &moves), !known.contains(moved.board) else {
        continue
      }
      fitted.append(again(tried, at: moved))
    }
    return fitted
  }

  /// `derived` (the models derived from the image), each whose board moves onto the image's own
  /// tile grid (`ScanMeasurements.gridFitted`) derived and read there instead: the lightness
  /// class that locates its board may take in a frame of the board's lightness, and the grid
  /// then fits the image's steps clearly better.
  func gridFitted(replacing derived: [Candidate]) -> [Candidate] {
    var moves: [PixelRect: BoardLocation?] = [:]
    return derived.map { tried in
      gridFitted(tried, moves: &moves).map { again(tried, at: $0) } ?? tried
    }
  }

  /// The squares of `derived` read with the other side's model where that side has not read
  /// them: which side of its blocks the board lies on is a hypothesis each square's pixels
  /// decide (a light board's class can run on into a light screen and find no square, while
  /// the darker class finds the board's).
  func bothSides(of derived: [Candidate]) -> [Candidate] {
    // (The squares each side has read.)
    var read: [FallbackModel.BoardSide: Set<PixelRect>] = [:]
    for tried in derived {
      if let side = tried.derived, let board = tried.location?.board {
        read[side, default: []].insert(board)
      }
    }
    var others: [Candidate] = []
    for tried in derived {
      guard let location = tried.location, let side = tried.derived else { continue }
      for other in FallbackModel.BoardSide.allCases where other != side {
        guard read[other, default: []].insert(location.board).inserted else { continue }
        others.append(
          classify(
            name: other.attemptName, model: tried.model, location: location, derive: other,
            adaptation: nil))
      }
    }
    return others
  }

  /// The candidates of `Retry.gridSquares`: the models derived from the image, on either side
  /// of the blocks, at each square `LatticeLocator` finds by its grid of steps that overlaps no
  /// board a model derived from the image was read at in `known` as much as the same board's
  /// do (`LatticeLocator.rivalOverlap`); moved onto the image's tile grid where that fits
  /// clearly better, as the derived models' squares are.
  func gridSquares(besides known: [Candidate]) -> [Candidate] {
    let locator = LatticeLocator(policy.locate)
    let squares = timed(.locate) { locator.locate(image) }
    let located = known.filter(\.isFallback).compactMap { $0.location?.board }
    var attempts: [Candidate] = []
    for square in squares
    where located.allSatisfy({
      LatticeLocator.overlap($0, square.board) < LatticeLocator.rivalOverlap
    }) {
      let location = BoardLocation(
        board: square.board, workingStride: locator.stride(for: image.size),
        imageSize: image.size,
        candidates: [
          BoardCandidate(region: square.board, board: square.board, darkPixels: 0, rejection: nil)
        ])
      for side in FallbackModel.BoardSide.allCases {
        attempts.append(
          classify(
            name: side.attemptName, model: FallbackModel.unmatchableModel(policy.fallback),
            location: location, derive: side, adaptation: nil))
      }
    }
    return policy.fallback.movesOntoTileGrid ? gridFitted(replacing: attempts) : attempts
  }

  /// `tried`'s board moved onto the image's tile grid (nil: it stays), measured once per board.
  private func gridFitted(_ tried: Candidate, moves: inout [PixelRect: BoardLocation?])
    -> BoardLocation?
  {
    guard let location = tried.location else { return nil }
    if let measured = moves[location.board] { return measured }
    let moved = timed(.locate) { scanner.measurements.gridFitted(image, location: location) }
    moves[location.board] = moved
    return moved
  }

  /// `tried` classified again at `location` (its model derived again there, if derived).
  private func again(_ tried: Candidate, at location: BoardLocation) -> Candidate {
    var again = classify(
      name: tried.name, model: tried.model, location: location, derive: tried.derived,
      adaptation: nil)
    again.adaptation = tried.adaptation
    return again
  }

  /// The candidates of a profile moved onto the image's colours by `transform`.
  func adaptedAttempts(
    name: String, model: ScanModel, transform: LabTransform, working: WorkingImage,
    adaptation: ColourAdaptation, interior: Bool
  ) -> [Candidate] {
    let masks = timed(.adapt) { ColourTable.masks(of: model) }
    return attempt(
      name: name, model: model, working: working, lookup: masks.dark, frameLookup: masks.frame,
      adaptation: adaptation, interior: interior
    ).map {
      var adapted = $0
      adapted.adaptation = transform
      return adapted
    }
  }

  /// Locates and classifies with one model (or derives the fallback model after locating).
  func attempt(
    name: String, model: ScanModel, working: WorkingImage, lookup: [UInt8],
    frameLookup: [UInt8]?, derive: FallbackModel.BoardSide? = nil,
    adaptation: ColourAdaptation? = nil,
    interior: Bool = false, wholeBoard: Bool = true
  ) -> [Candidate] {
    classified(
      locate(
        name: name, model: model, working: working, lookup: lookup, frameLookup: frameLookup,
        derive: derive, adaptation: adaptation, interior: interior, wholeBoard: wholeBoard))
  }

  /// Locates the board's squares with one model (the first half of `attempt`).
  func locate(
    name: String, model: ScanModel, working: WorkingImage, lookup: [UInt8],
    frameLookup: [UInt8]?, derive: FallbackModel.BoardSide? = nil,
    adaptation: ColourAdaptation? = nil,
    interior: Bool = false, wholeBoard: Bool = true
  ) -> Located {
    let locator = BoardLocator(
      policy: policy, edgeShare: model.thresholds.boardEdgeShare,
      model: derive == nil ? model : nil, labs: labs)
    var considered: [BoardCandidate] = []
    var located = timed(.locate) {
      locator.locate(
        image: image, working: working, lookup: lookup, frameLookup: frameLookup, theme: name,
        considered: &considered)
    }
    let failed = { if case .failure = located { true } else { false } }()
    if derive == nil, wholeBoard, interior || failed {
      // The board's dark gaps can break apart (a small or blurred copy): look for the board as
      // the region of every board class, bounded by the frame.
      var inner: [BoardCandidate] = []
      let wholeBoard = BoardLocator(
        policy: policy, edgeShare: model.thresholds.boardEdgeShare, model: model,
        requiresVariety: true, labs: labs)
      let interiorLocated = timed(.locate) {
        wholeBoard.locate(
          image: image, working: working, lookup: ColourTable.interiorMask(of: model),
          frameLookup: frameLookup, theme: name, considered: &inner)
      }
      switch (located, interiorLocated) {
      case (.failure, .success):
        located = interiorLocated
        considered = inner
      case (.success(let dark), .success(let whole)):
        // Both: every distinct square, largest first.
        let extra = whole.filter { square in
          !dark.contains { $0.board.intersection(square.board).area * 10 >= square.board.area * 9 }
        }
        located = .success((dark + extra).sorted { $0.board.area > $1.board.area })
      default:
        break
      }
    }
    if let expectedBoard {
      located = ExpectedBoard(square: expectedBoard, policy: policy.geometry).constrain(
        located, stride: working.stride, size: image.size, considered: considered)
    }
    return Located(
      name: name, model: model, derive: derive, adaptation: adaptation, result: located,
      considered: considered)
  }

  /// Classifies every square `located` holds (the second half of `attempt`).
  func classified(_ located: Located) -> [Candidate] {
    switch located.result {
    case .failure(let error):
      return [
        Candidate(
          name: located.name, model: located.model, derived: located.derive,
          location: nil, tiles: [], score: 0, frameShare: nil, error: error,
          candidates: located.considered)
      ]
    case .success(let locations):
      return locations.map {
        classify(
          name: located.name, model: located.model, location: $0, derive: located.derive,
          adaptation: located.adaptation)
      }
    }
  }

  /// Classifies the tiles of one located board (deriving the fallback model, or fitting the
  /// adapted model again on the board's own tiles, first).
  func classify(
    name: String, model: ScanModel, location: BoardLocation, derive: FallbackModel.BoardSide?,
    adaptation: ColourAdaptation?
  ) -> Candidate {
    var model = model
    let samples = samples(of: location)
    if let derive {
      model = timed(.classify) {
        FallbackModel(policy: policy.fallback).derive(
          image, location: location, samples: samples, side: derive,
          prior: scanner.profiles.first?.scan.classes)
      }
    } else if let adaptation {
      // The board's own tiles are the surest samples of its classes: fit again on them.
      let fit = timed(.adapt) {
        adaptation.fit(ColourAdaptation.points(samples: samples), model: model)
      }
      if fit.transform.largestShift(of: model) >= policy.adapt.negligibleShift {
        model = fit.transform.apply(to: model)
      }
    }
    let classifier = TileClassifier(policy: policy, model: model, labs: labs)
    let tiles = timed(.classify) {
      classifier.classify(image, location: location, samples: samples)
    }
    let frameShare = timed(.classify) {
      FrameMeter(model: model, ringGap: policy.classify.frameRingGap, labs: labs).share(
        image, location: location)
    }
    return Candidate(
      name: name, model: model, derived: derive, location: location, tiles: tiles,
      score: TileClassifier.score(tiles), frameShare: frameShare, error: nil)
  }
}

extension FallbackModel {
  /// A placeholder model carrying the policy's thresholds until the real one is derived.
  static func unmatchableModel(_ policy: ScanPolicy.Fallback) -> ScanModel {
    ScanModel(
      classes: ColourClasses(
        board: unmatchable, block: unmatchable, prisoner: unmatchable, fixedBlock: unmatchable,
        rivet: unmatchable, seam: unmatchable, chute: unmatchable, frame: unmatchable),
      thresholds: policy.thresholds)
  }
}
