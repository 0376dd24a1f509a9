import Corpus
import Imaging
import Puzzle
import Scanner
import Themes

extension Calibrator {
  /// `image` read as a scan with only `profiles` reads it (and the models derived from the
  /// image too, when `derived`), under the calibration's scan policy: the one way calibration
  /// scans.
  func scan(_ image: RGBAImage, with profiles: [ThemeProfile], derived: Bool = false)
    -> ScanReport
  {
    // (The classes are measured at the board's rim and gaps: its square as located by colour,
    // exact to the pixel, not moved onto a grid the blocks' shading can pull a few pixels off.)
    var policy = scanPolicy
    policy.fallback.movesOntoTileGrid = false
    return BoardScanner(profiles: profiles, allowsFallback: derived, policy: policy).scan(image)
  }

  /// Locates the board of a labelled screenshot with the scanner's own locator.
  ///
  /// Each way the scanner can find a board is tried: the theme-free fallback (board-dark by an
  /// Otsu split of the image's lightness) and every known profile's board colours; when none
  /// gives a place that the label fits, the locator is run again with board-dark meaning
  /// "darker than L" for a ladder of lightness splits (a dark background or frame can take the
  /// Otsu split). The label decides between the places found: the one where the labelled tile
  /// classes have the most distinct colours wins.
  ///
  /// - Throws: `CalibrationError.boardNotFound` when no way finds a board.
  func locate(_ shot: LabelledScreenshot) throws(CalibrationError) -> ScreenshotEvidence {
    let fallbackReport = scan(shot.image, with: [], derived: true)
    var candidates: [(source: String, location: BoardLocation)] = []
    // (Only boards located in the image itself: a reading through a homography, of a rotated
    // board or a picture cut out of the image, has its coordinates in another image.)
    if let location = fallbackReport.location, fallbackReport.geometry?.isRectified != true {
      candidates.append(("fallback", location))
    }
    func tryProfile(_ profile: ThemeProfile) {
      let report = scan(shot.image, with: [profile])
      if let location = report.location, report.geometry?.isRectified != true,
        !candidates.contains(where: { $0.location.board == location.board })
      {
        candidates.append((profile.name, location))
      }
    }
    for profile in library { tryProfile(profile) }
    let classes = (0..<36).map { TileClass(notation: shot.puzzle.board[Cell(index: $0)]) }
    let letters = (0..<36).map { shot.puzzle.board[Cell(index: $0)] }
    let measurer = ScanMeasurements(policy: scanPolicy)
    let model = library.first?.scan ?? Calibrator.placeholderProfile(policy).scan
    func bestAgreement() -> Double {
      candidates.map {
        Calibrator.agreement(
          classes,
          measurer.measureTiles(shot.image, location: $0.location, model: model).map(\.meanColour))
      }.max() ?? 0
    }
    if bestAgreement() < policy.locatedAgreement || !policy.lightnessSplitsOnlyWhenNeeded {
      for split in policy.lightnessSplits {
        for board in Polarity.allCases {
          tryProfile(Calibrator.lightnessSplitProfile(split, board: board, policy: policy))
        }
      }
    }
    // The label's fit decides; between places it fits about equally well, the grid whose tiles
    // are most uniform inside wins (a grid off by part of a tile samples gaps and neighbours).
    var best: (agreement: Double, spread: Double, evidence: ScreenshotEvidence)?
    for candidate in candidates {
      let tiles = measurer.measureTiles(shot.image, location: candidate.location, model: model)
      // A place whose empty and solid tiles look alike is a plain area, not the board.
      guard
        Calibrator.tileContrast(classes, tiles.map(\.meanColour)).map({
          $0 >= policy.leastTileContrast
        }) ?? true
      else { continue }
      let agreement = Calibrator.agreement(classes, tiles.map(\.meanColour))
      let spread =
        tiles.reduce(0.0) { $0 + $1.colourSpread.l + $1.colourSpread.a + $1.colourSpread.b }
        / Double(max(1, tiles.count))
      let better: Bool
      if let best {
        better =
          abs(agreement - best.agreement) > policy.agreementTolerance
          ? agreement > best.agreement : spread < best.spread
      } else {
        better = true
      }
      if better {
        let strips = measurer.measureChuteStrips(
          shot.image, location: candidate.location, model: model, tiles: tiles)
        best = (
          agreement, spread,
          ScreenshotEvidence(
            shot: shot, location: candidate.location, rivetLocation: candidate.location,
            locatedBy: candidate.source,
            classes: classes, letters: letters, regions: tiles.map(\.sampleRegion),
            strips: strips)
        )
      }
    }
    guard let best else {
      throw .boardNotFound(
        image: shot.imagePath,
        reason: fallbackReport.error
          ?? .noDarkRegion(theme: "fallback", minimumSide: scanPolicy.locate.minimumBoardSide))
    }
    var evidence = best.evidence
    // (Once, for the place chosen.)
    evidence.rivetLocation =
      measurer.gridFitted(shot.image, location: evidence.location) ?? evidence.location
    evidence.alternatives = candidates.filter { $0.location.board != evidence.location.board }
    return evidence
  }

  /// The CIELAB distance between the mean colour of the tiles labelled empty and that of the
  /// tiles labelled solid; nil when the label has no tile of either kind.
  static func tileContrast(_ classes: [TileClass], _ colours: [LabColour]) -> Double? {
    func mean(_ keep: (TileClass) -> Bool) -> LabColour? {
      LabColour.mean(colours.indices.filter { keep(classes[$0]) }.map { colours[$0] })
    }
    guard let empty = mean({ $0 == .empty }), let solid = mean({ $0.isSolid }) else { return nil }
    return empty.distance(to: solid)
  }

  /// How well tile colours follow the labelled classes: the share of tiles whose mean colour is
  /// nearest to the mean of their own class, plus a small bonus for distinct class means (a
  /// grid that is off by part of a tile mixes the classes).
  static func agreement(_ classes: [TileClass], _ colours: [LabColour]) -> Double {
    let centres = classCentres(classes, colours)
    var contrast = 0.0
    if let empty = centres[.empty], let solid = centres[.block] ?? centres[.prisoner] {
      contrast = distance(empty, solid)
    }
    return Double(tilesFollowing(classes, colours, centres: centres))
      / Double(max(1, colours.count)) + min(contrast, 100) / 10_000
  }

  /// How many tiles have a mean colour nearest to the mean of their own labelled class.
  static func tilesFollowing(
    _ classes: [TileClass], _ colours: [LabColour], centres: [TileClass: LabColour]? = nil
  ) -> Int {
    let centres = centres ?? classCentres(classes, colours)
    var agreeing = 0
    for index in colours.indices {
      let nearest = centres.min {
        distance(colours[index], $0.value) < distance(colours[index], $1.value)
      }
      if nearest?.key == classes[index] { agreeing += 1 }
    }
    return agreeing
  }

  /// The mean colour of the tiles of each labelled class.
  private static func classCentres(
    _ classes: [TileClass], _ colours: [LabColour]
  ) -> [TileClass: LabColour] {
    var centres: [TileClass: LabColour] = [:]
    for tileClass in TileClass.allCases {
      let members = colours.indices.filter { classes[$0] == tileClass }.map { colours[$0] }
      guard !members.isEmpty else { continue }
      let n = Double(members.count)
      centres[tileClass] = LabColour(
        l: members.reduce(0) { $0 + $1.l } / n, a: members.reduce(0) { $0 + $1.a } / n,
        b: members.reduce(0) { $0 + $1.b } / n)
    }
    return centres
  }

  private static func distance(_ x: LabColour, _ y: LabColour) -> Double {
    ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b))
      .squareRoot()
  }

  /// A profile whose only distinction is lightness, for the scanner's locator to find a board
  /// with: the board below `split` and blocks above it (`board` darker), or the other way
  /// round (`board` lighter); chroma ignored.
  static func lightnessSplitProfile(
    _ split: Double, board: Polarity, policy: CalibrationPolicy
  ) -> ThemeProfile {
    let reach = policy.defaultThresholds.sampleDistance.value
    var profile = placeholderProfile(policy)
    profile.name = "lightness-\(board == .darker ? "below" : "above")-\(Int(split))"
    let low = ColourModel(
      mean: LabColour(l: split / 2, a: 0, b: 0),
      spread: LabSpread(l: split / 2 / reach, a: 1000, b: 1000))
    let high = ColourModel(
      mean: LabColour(l: (100 + split) / 2, a: 0, b: 0),
      spread: LabSpread(l: (100 - split) / 2 / reach, a: 1000, b: 1000))
    profile.scan.classes.board = board == .darker ? low : high
    profile.scan.classes.block = board == .darker ? high : low
    profile.scan.polarities = MeasuredPolarities(seam: board, board: board)
    return profile
  }

  /// A stand-in when no profile is known: every class a colour no wood theme shows.
  static func placeholderProfile(_ policy: CalibrationPolicy) -> ThemeProfile {
    let unseen = policy.unseenClass
    let grey = RGBA(red: 128, green: 128, blue: 128)
    return ThemeProfile(
      name: "placeholder", description: "classes no wood theme shows",
      palette: ThemePalette(
        background: grey, frame: grey, board: grey, wood: grey, woodGrain: grey,
        woodHighlight: grey, prisoner: grey, fixedBlock: grey, rivet: .white, shadow: .black,
        text: .white),
      scan: ScanModel(
        classes: ColourClasses(
          board: unseen, block: unseen, prisoner: unseen, fixedBlock: unseen, rivet: unseen,
          seam: unseen, chute: unseen, frame: unseen),
        thresholds: policy.defaultThresholds))
  }
}
