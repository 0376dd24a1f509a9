import Imaging
import Themes

/// The scanner's own measurements at a board location that is already known, with a given
/// colour model: what the calibrator fits a profile from and checks a label against, so that
/// the calibrator and the scanner read the same facts. They depend on the policy alone (no
/// profile, no search).
public struct ScanMeasurements: Sendable {
  /// Every threshold, prior and coefficient of the scan.
  public var policy: ScanPolicy

  /// Measurements under `policy`.
  public init(policy: ScanPolicy = .standard) {
    self.policy = policy
  }

  /// Classifies the 36 tiles at `location` with `model`, exactly as a scan does.
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - location: where the board is (from an earlier scan).
  ///   - model: the colour classes and thresholds to classify with.
  /// - Returns: the evidence of the 36 tiles in reading order (`finalClass` is the measured
  ///   class: no legal-reading search is run).
  public func measureTiles(
    _ image: RGBAImage, location: BoardLocation, model: ScanModel
  ) -> [TileEvidence] {
    TileClassifier(policy: policy, model: asScanned(model, image)).classify(
      image, location: location,
      samples: TileSampler(policy: policy).samples(image, location: location))
  }

  /// Measures the gaps between neighbouring tiles that may both be solid, exactly as a scan
  /// does.
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - location: where the board is.
  ///   - tiles: the tiles' evidence (from `measureTiles`), whose wood lightness the gaps are
  ///     compared with.
  ///   - threshold: the `seamDarkening` threshold to report probabilities against.
  ///   - model: the colour classes that tell marks drawn over the board (which match none)
  ///     from gaps, as a scan does; nil counts every pixel.
  /// - Returns: one piece of evidence per measured gap.
  public func measureSeams(
    _ image: RGBAImage, location: BoardLocation, tiles: [TileEvidence], threshold: Threshold,
    model: ScanModel? = nil
  ) -> [SeamEvidence] {
    SeamMeter(
      policy: policy, threshold: threshold, classes: model.map { asScanned($0, image) },
      polarity: model?.seamPolarity ?? .darker
    ).measure(image, location: location, tiles: tiles)
  }

  /// Measures the strips of frame beside both ends of every row, exactly as the chute search
  /// does.
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - location: where the board is.
  ///   - model: the colour classes (the board's colour when no tile is empty).
  ///   - tiles: the tiles' evidence; the empty ones give the board's colour in this image.
  /// - Returns: the strips inside the image (none for a board-only crop).
  public func measureChuteStrips(
    _ image: RGBAImage, location: BoardLocation, model: ScanModel, tiles: [TileEvidence] = []
  ) -> [ChuteEvidence.Strip] {
    let scanned = asScanned(model, image)
    return ChuteFinder(policy: policy, model: scanned).strips(
      image, location: location,
      boardColour: ChuteFinder.boardColour(tiles: tiles, model: scanned))
  }

  /// `location`'s board moved onto the image's own tile grid (`GridFit`), as a scan reads it
  /// again when its first readings are unsure: nil when the fitted grid's steps are not
  /// `gridFitGain` times the located one's, the fitted board is not square, or the located
  /// board reaches three of the image's edges.
  public func gridFitted(_ image: RGBAImage, location: BoardLocation) -> BoardLocation? {
    // (A board that reaches three edges of the image, a board-only crop, has no frame to have
    // taken in.)
    guard
      BoardLocation.edgesReached(
        by: location.board, stride: location.workingStride, size: image.size) < 3,
      let fit = GridFit.fit(
        image, board: location.board, reach: policy.locate.gridFitReach,
        smoothing: policy.locate.gridFitSmoothing, squareTolerance: policy.locate.squareTolerance),
      fit.board != location.board, fit.score > 0,
      fit.score >= policy.locate.gridFitGain * fit.locatedScore
    else { return nil }
    // (The region considered is the located board; its grid fitted gives the board.)
    let candidate = BoardCandidate(
      region: location.board, board: fit.board, darkPixels: 0, rejection: nil)
    return BoardLocation(
      board: fit.board, workingStride: location.workingStride, imageSize: image.size,
      candidates: [candidate] + location.candidates)
  }

  /// `model` as a scan of `image` uses it: every spread widened by the image's lightness noise
  /// when that is above the noise floor.
  public func asScanned(_ model: ScanModel, _ image: RGBAImage) -> ScanModel {
    let noise = NoiseEstimate.lightness(image)
    return noise > policy.locate.noiseFloor
      ? NoiseEstimate.widened(model, by: noise, ceiling: policy.locate.noiseCeiling) : model
  }

  /// The theme score of a set of tiles (their mean confidence), as `--theme auto` compares it
  /// with a profile's `themeFit`.
  public static func themeScore(_ tiles: [TileEvidence]) -> Double {
    TileClassifier.score(tiles)
  }
}

extension BoardScanner {
  /// The scanner's measurements at a known board location, under its policy.
  public var measurements: ScanMeasurements { ScanMeasurements(policy: policy) }
}
