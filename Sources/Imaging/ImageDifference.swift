/// How far two equally sized images are apart, channel by channel (alpha included).
///
/// For lossy comparisons in tests: `#expect(a.difference(from: b)?.isWithin(maximum: 3) == true)`.
public struct ImageDifference: Hashable, Sendable, CustomStringConvertible {
  /// The largest absolute difference of any channel of any pixel, 0-255.
  public var maximumChannelDifference: Int
  /// The mean absolute channel difference over all pixels and all four channels.
  public var meanChannelDifference: Double
  /// How many pixels differ in at least one channel.
  public var differingPixelCount: Int
  /// The first pixel (in row-major order) holding the largest difference; nil when identical.
  public var worstPixel: PixelPoint?

  /// Creates a difference record.
  public init(
    maximumChannelDifference: Int, meanChannelDifference: Double, differingPixelCount: Int,
    worstPixel: PixelPoint?
  ) {
    self.maximumChannelDifference = maximumChannelDifference
    self.meanChannelDifference = meanChannelDifference
    self.differingPixelCount = differingPixelCount
    self.worstPixel = worstPixel
  }

  /// True when the images are pixel-identical.
  public var isZero: Bool { maximumChannelDifference == 0 }

  /// True when no channel differs by more than `maximum` and the mean difference is at most
  /// `mean` (which defaults to no limit).
  public func isWithin(maximum: Int, mean: Double = .infinity) -> Bool {
    maximumChannelDifference <= maximum && meanChannelDifference <= mean
  }

  /// e.g. `max 3 at (4, 7), mean 0.125, 12 pixels differ`.
  public var description: String {
    let at = worstPixel.map { " at \($0)" } ?? ""
    return
      "max \(maximumChannelDifference)\(at), mean \(meanChannelDifference), "
      + "\(differingPixelCount) pixels differ"
  }
}

extension RGBAImage {
  /// The channel-wise difference between this image and `other`; nil when their sizes differ.
  public func difference(from other: RGBAImage) -> ImageDifference? {
    guard width == other.width, height == other.height else { return nil }
    var maximum = 0
    var total = 0
    var differing = 0
    var worst: Int?
    pixels.withUnsafeBufferPointer { a in
      other.pixels.withUnsafeBufferPointer { b in
        for i in 0..<a.count {
          let p = a[i]
          let q = b[i]
          let d0 = abs(Int(p.red) - Int(q.red))
          let d1 = abs(Int(p.green) - Int(q.green))
          let d2 = abs(Int(p.blue) - Int(q.blue))
          let d3 = abs(Int(p.alpha) - Int(q.alpha))
          let sum = d0 + d1 + d2 + d3
          guard sum > 0 else { continue }
          differing += 1
          total += sum
          let largest = Swift.max(d0, d1, d2, d3)
          if largest > maximum {
            maximum = largest
            worst = i
          }
        }
      }
    }
    return ImageDifference(
      maximumChannelDifference: maximum,
      meanChannelDifference: Double(total) / Double(4 * pixels.count),
      differingPixelCount: differing,
      worstPixel: worst.map { PixelPoint(x: $0 % width, y: $0 / width) })
  }
}
