import Corpus
import Imaging

/// Receives each sample's picture while a run is under way, so reports can keep images without
/// the run holding them all in memory.
public protocol OverlaySink: Sendable {
  /// Keeps the picture of one sample.
  ///
  /// Called concurrently from the run's workers, once per sample whose image decoded.
  /// - Parameters:
  ///   - picture: the scanner's overlay, or the screenshot itself when there is none.
  ///   - isOverlay: true when `picture` is an annotated overlay.
  ///   - index: the sample's position in the corpus's labelled samples.
  ///   - sample: the sample.
  func keep(_ picture: ScanPicture, isOverlay: Bool, index: Int, sample: CorpusSample)
}
