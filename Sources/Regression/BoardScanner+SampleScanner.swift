import Annotator
import Foundation
import Imaging
import Puzzle
import Scanner

extension BoardScanner: SampleScanner {
  /// Scans `image` with the real scanner and keeps what the harness compares; the overlay is the
  /// annotator's picture of the scan, titled with the file name, its board drawn 576 pixels
  /// wide, thumbnails showing the annotated screenshot without the legend.
  public func scan(_ image: RGBAImage, file: URL) async -> ScanOutcome {
    let report = scan(image)
    var outcome = ScanOutcome(report)
    let title = file.lastPathComponent
    outcome.overlay = {
      let options = AnnotationOptions(title: title, minimumBoardSide: 576, maximumBoardSide: 576)
      let annotation = Annotator.annotate(report, on: image, options: options)
      return ScanPicture(image: annotation.image, thumbnailRegion: annotation.layout.overlay)
    }
    return outcome
  }
}

extension ScanOutcome {
  /// The outcome of a scanner report: its puzzle, tiles (board letters, or tile classes when no
  /// puzzle was read), confidence, error and theme (no overlay).
  ///
  /// - Parameter report: the scanner's report.
  public init(_ report: ScanReport) {
    var tiles: [TileReading] = []
    if report.tiles.count == Board.cellCount {
      tiles = report.tiles.map { tile in
        TileReading(
          symbol: report.puzzle?.board[tile.cell] ?? tile.finalClass.symbol,
          confidence: tile.confidence)
      }
    }
    self.init(
      puzzle: report.puzzle, tiles: tiles, confidence: report.confidence,
      error: report.error?.description, theme: report.theme)
  }
}
