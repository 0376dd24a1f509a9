import Puzzle

extension ChuteEvidence {
  /// Chute evidence from measured strips and a given exit (for reports built outside the
  /// scanner, such as what a calibration measured against its label).
  ///
  /// - Parameters:
  ///   - strips: the strips measured.
  ///   - best: the strip at the exit, if it lies in the image.
  ///   - exit: the exit.
  /// - Returns: evidence whose notch is `best` (found when it is given), with full confidence.
  public static func given(strips: [Strip], best: Strip?, exit: Exit) -> ChuteEvidence {
    ChuteEvidence(
      strips: strips, score: best.map(\.notchContrast), best: best, found: best != nil,
      exit: exit, confidence: 1)
  }
}
