/// Gradients and blurs.
extension RGBAImage {
  /// Blends a linear gradient over `rect`: the first row (or column) gets `start`, the last
  /// `end`, with channels interpolated in between (alpha included).
  ///
  /// - Parameters:
  ///   - rect: the area to paint (clipped to the image).
  ///   - start: the colour at the top (vertical) or left (horizontal) edge.
  ///   - end: the colour at the bottom or right edge.
  ///   - axis: the direction of change.
  public mutating func fillLinearGradient(
    _ rect: PixelRect, from start: RGBA, to end: RGBA, axis: GradientAxis = .vertical
  ) {
    let region = rect.intersection(bounds)
    guard !region.isEmpty else { return }
    let steps = (axis == .vertical ? rect.height : rect.width) - 1
    @inline(__always) func colour(at offset: Int) -> RGBA {
      steps <= 0 ? start : start.mixed(with: end, fraction: Double(offset) / Double(steps))
    }
    let width = self.width
    pixels.withUnsafeMutableBufferPointer { buffer in
      switch axis {
      case .vertical:
        for y in region.y..<region.maxY {
          let c = colour(at: y - rect.y)
          let alpha = Int(c.alpha)
          for i in y * width + region.x..<y * width + region.maxX {
            buffer[i] = RGBA.blend(buffer[i], c, alpha: alpha)
          }
        }
      case .horizontal:
        let colours = (region.x..<region.maxX).map { colour(at: $0 - rect.x) }
        for y in region.y..<region.maxY {
          let start = y * width + region.x
          for i in 0..<region.width {
            buffer[start + i] = RGBA.blend(
              buffer[start + i], colours[i], alpha: Int(colours[i].alpha))
          }
        }
      }
    }
  }

  /// The image blurred by a box filter of `(2 * radius + 1)` pixels in each direction.
  ///
  /// Works on premultiplied alpha (transparent pixels do not darken edges); pixels beyond
  /// the border repeat the edge pixel. Time does not depend on the radius.
  /// - Parameter radius: half the window size; 0 returns the image unchanged.
  public func boxBlurred(radius: Int) -> RGBAImage {
    guard radius > 0 else { return self }
    return blurred(radii: [radius])
  }

  /// The image blurred by a close approximation of a Gaussian of standard deviation `sigma`
  /// (three successive box blurs, as in Kutskir's "fastest Gaussian blur").
  ///
  /// - Parameter sigma: the standard deviation in pixels; values below 0.5 return the image.
  public func gaussianBlurred(sigma: Double) -> RGBAImage {
    guard sigma.isFinite, sigma >= 0.5 else { return self }
    return blurred(radii: Self.boxRadii(forSigma: sigma, passes: 3))
  }

  /// Radii of `passes` box filters whose succession approximates a Gaussian of `sigma`.
  static func boxRadii(forSigma sigma: Double, passes: Int) -> [Int] {
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal)
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let mIdeal = (12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
    let m = Int(mIdeal.rounded())
    return (0..<passes).map { ($0 < m ? lower : upper - 0) / 2 }
  }

  /// Successive separable box blurs of the given radii, on premultiplied 16-bit channels.
  private func blurred(radii: [Int]) -> RGBAImage {
    let count = width * height
    // Premultiplied: colour * alpha (0...65025), alpha * 255 (0...65025).
    var planeA = [UInt16](repeating: 0, count: 4 * count)
    var planeB = [UInt16](repeating: 0, count: 4 * count)
    pixels.withUnsafeBufferPointer { source in
      planeA.withUnsafeMutableBufferPointer { p in
        for i in 0..<count {
          let c = source[i]
          let a = Int(c.alpha)
          p[4 * i] = UInt16(Int(c.red) * a)
          p[4 * i + 1] = UInt16(Int(c.green) * a)
          p[4 * i + 2] = UInt16(Int(c.blue) * a)
          p[4 * i + 3] = UInt16(a * 255)
        }
      }
    }
    for radius in radii where radius > 0 {
      Self.boxPassHorizontal(
        from: planeA, into: &planeB, width: width, height: height, radius: radius)
      Self.boxPassVertical(
        from: planeB, into: &planeA, width: width, height: height, radius: radius)
    }
    let result = planeA.withUnsafeBufferPointer { p in
      [RGBA](unsafeUninitializedCapacity: count) { destination, initialized in
        for i in 0..<count {
          let a = Int(p[4 * i + 3])
          guard a > 0 else {
            destination.initializeElement(at: i, to: .clear)
            continue
          }
          @inline(__always) func channel(_ v: UInt16) -> UInt8 {
            UInt8(Swift.min(255, (Int(v) * 255 + a / 2) / a))
          }
          destination.initializeElement(
            at: i,
            to: RGBA(
              red: channel(p[4 * i]), green: channel(p[4 * i + 1]), blue: channel(p[4 * i + 2]),
              alpha: UInt8((a + 127) / 255)))
        }
        initialized = count
      }
    }
    return RGBAImage(width: width, height: height, pixels: result)
  }

  private static func boxPassHorizontal(
    from source: [UInt16], into destination: inout [UInt16], width: Int, height: Int, radius: Int
  ) {
    let window = 2 * radius + 1
    let reciprocal = (1 << 32) / window + 1
    source.withUnsafeBufferPointer { s in
      destination.withUnsafeMutableBufferPointer { d in
        for y in 0..<height {
          let row = y * width * 4
          for channel in 0..<4 {
            let base = row + channel
            @inline(__always) func value(_ x: Int) -> Int {
              Int(s[base + 4 * Swift.min(Swift.max(x, 0), width - 1)])
            }
            var sum = (radius + 1) * value(0)
            for x in 1...radius { sum += value(x) }
            for x in 0..<width {
              d[base + 4 * x] = UInt16(truncatingIfNeeded: (sum * reciprocal) >> 32)
              sum += value(x + radius + 1) - value(x - radius)
            }
          }
        }
      }
    }
  }

  private static func boxPassVertical(
    from source: [UInt16], into destination: inout [UInt16], width: Int, height: Int, radius: Int
  ) {
    let window = 2 * radius + 1
    let reciprocal = (1 << 32) / window + 1
    let stride = width * 4
    var sums = [Int](repeating: 0, count: stride)
    source.withUnsafeBufferPointer { s in
      destination.withUnsafeMutableBufferPointer { d in
        sums.withUnsafeMutableBufferPointer { acc in
          @inline(__always) func rowStart(_ y: Int) -> Int {
            Swift.min(Swift.max(y, 0), height - 1) * stride
          }
          for i in 0..<stride { acc[i] = (radius + 1) * Int(s[i]) }
          for y in 1...radius {
            let r = rowStart(y)
            for i in 0..<stride { acc[i] += Int(s[r + i]) }
          }
          for y in 0..<height {
            let out = y * stride
            let incoming = rowStart(y + radius + 1)
            let outgoing = rowStart(y - radius)
            for i in 0..<stride {
              d[out + i] = UInt16(truncatingIfNeeded: (acc[i] * reciprocal) >> 32)
              acc[i] += Int(s[incoming + i]) - Int(s[outgoing + i])
            }
          }
        }
      }
    }
  }
}
