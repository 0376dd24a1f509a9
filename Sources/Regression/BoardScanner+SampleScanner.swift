import Foundation
import Imaging
import Puzzle
import Scanner

extension BoardScanner: SampleScanner {
  /// Scans `image` with the real scanner and keeps what the harness compares.
  public func scan(_ image: RGBAImage, file: URL) async -> ScanOutcome {
    ScanOutcome(scan(image))
  }
}

extension ScanOutcome {
  /// The outcome of a scanner report: its puzzle, tiles (board letters, or tile classes when no
  /// puzzle was read), confidence, error and theme. No overlay yet: reports show the screenshot.
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
