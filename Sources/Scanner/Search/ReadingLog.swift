/// Every reading one scan makes, whatever view of the image it reads (the whole image, a
/// rectified board, an evened or cut-out picture): the pool a reading's runner-up is taken
/// from. One scan's own, filled on its thread.
final class ReadingLog {
  /// The readings in the order made.
  private(set) var readings: [ScanReport] = []

  /// Adds `made`.
  func record(_ made: [ScanReport]) { readings += made }
}
