import Imaging
import Themes

/// The colour samples of every tile: a square grid of points inside each tile (the tile minus
/// `sampleInset` on each side), converted to CIELAB. Shared by every theme tried on a board and
/// by the calibrator, which fits class models from the samples of labelled tiles.
public struct TileSampler: Sendable {
  /// Structural parameters (`sampleInset`, `samplesPerAxis`).
  public var policy: ScanPolicy

  /// Creates a sampler.
  public init(policy: ScanPolicy = .standard) {
    self.policy = policy
  }

  /// The samples of the 36 tiles in reading order, each row-major within its tile.
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - location: the board and its grid.
  /// - Returns: 36 arrays of `samplesPerAxis`² colours.
  public func samples(_ image: RGBAImage, location: BoardLocation) -> [[LabColour]] {
    samples(image, location: location, labs: LabMemo())
  }

  /// The samples of `samples(_:location:)` of the tiles in `rows` (all 36 by default),
  /// converted through `labs`.
  func samples(
    _ image: RGBAImage, location: BoardLocation, rows: Range<Int> = 0..<6, labs: LabMemo
  ) -> [[LabColour]] {
    var tiles: [[LabColour]] = []
    tiles.reserveCapacity(6 * rows.count)
    let count = max(1, policy.classify.samplesPerAxis)
    let inset = policy.classify.sampleInset
    for row in rows {
      for column in 0..<6 {
        let left = location.columnLines[column]
        let top = location.rowLines[row]
        var samples: [LabColour] = []
        samples.reserveCapacity(count * count)
        for j in 0..<count {
          let y =
            top + location.tileHeight
            * (inset + (1 - 2 * inset) * (Double(j) + 0.5) / Double(count))
          let py = min(image.height - 1, max(0, Int(y)))
          for i in 0..<count {
            let x =
              left + location.tileWidth
              * (inset + (1 - 2 * inset) * (Double(i) + 0.5) / Double(count))
            let px = min(image.width - 1, max(0, Int(x)))
            samples.append(labs.lab(image[px, py]))
          }
        }
        tiles.append(samples)
      }
    }
    return tiles
  }

  /// The region the samples of the tile at `row`, `column` come from.
  public func sampleRegion(row: Int, column: Int, location: BoardLocation) -> PixelRect {
    let inset = policy.classify.sampleInset
    let left = location.columnLines[column] + location.tileWidth * inset
    let top = location.rowLines[row] + location.tileHeight * inset
    return PixelRect(
      x: Int(left.rounded()), y: Int(top.rounded()),
      width: Int((location.tileWidth * (1 - 2 * inset)).rounded()),
      height: Int((location.tileHeight * (1 - 2 * inset)).rounded()))
  }
}
