import Imaging

/// Every reading one scan makes, whatever view of the image it reads (the whole image, a
/// rectified board, an evened or cut-out picture), each with the map from its view to the
/// scanned image: the pool a reading's runner-up is taken from. One scan's own, filled on its
/// thread.
final class ReadingLog {
  /// A reading and the map from the coordinates it was read in to the scanned image's (nil:
  /// the same).
  struct Entry {
    var reading: ScanReport
    var toImage: Homography?
  }

  /// The readings in the order made.
  private(set) var entries: [Entry] = []

  /// Adds `made`, read in a view that `toImage` maps onto the scanned image.
  func record(_ made: [ScanReport], toImage: Homography?) {
    entries += made.map { Entry(reading: $0, toImage: toImage) }
  }
}
