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
  /// - Parameter radius: half the window size; 0 returns the image unchanged, and radii
  ///   above `maximumBlurRadius` are treated as that.
  public func boxBlurred(radius: Int) -> RGBAImage {
    guard radius > 0 else { return self }
    return blurred(radii: [Swift.min(radius, Self.maximumBlurRadius)])
  }

  /// The image blurred by a close approximation of a Gaussian of standard deviation `sigma`
  /// (three successive box blurs, as in Kutskir's "fastest Gaussian blur").
  ///
  /// - Parameter sigma: the standard deviation in pixels; values below 0.5 return the image,
  ///   values above 5000 are treated as 5000.
  public func gaussianBlurred(sigma: Double) -> RGBAImage {
    guard sigma.isFinite, sigma >= 0.5 else { return self }
    let radii = Self.boxRadii(forSigma: Swift.min(sigma, 5000), passes: 3)
    return blurred(radii: radii.map { Swift.min($0, Self.maximumBlurRadius) })
  }

  /// The largest box radius (window sums must fit 32 bits: 65025 x (2r + 1) < 2^31).
  public static let maximumBlurRadius = 16_000

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
    return (0..<passes).map { ($0 < m ? lower : upper) / 2 }
  }

  /// Successive separable box blurs of the given radii, on premultiplied 16-bit channels.
  private func blurred(radii: [Int]) -> RGBAImage {
    let count = width * height
    // Premultiplied, 4 values per pixel: colour * alpha (0...65025), alpha * 255 (0...65025).
    var planeA = [UInt16](repeating: 0, count: 4 * count)
    pixels.withUnsafeBytes { bytes in
      planeA.withUnsafeMutableBufferPointer { p in
        for i in 0..<count {
          let a = UInt16(bytes[4 * i + 3])
          p[4 * i] = UInt16(bytes[4 * i]) &* a
          p[4 * i + 1] = UInt16(bytes[4 * i + 1]) &* a
          p[4 * i + 2] = UInt16(bytes[4 * i + 2]) &* a
          p[4 * i + 3] = a &* 255
        }
      }
    }
    var planeB = [UInt16](repeating: 0, count: 4 * count)
    for radius in radii where radius > 0 {
      Self.boxPassHorizontal(
        from: planeA, into: &planeB, width: width, height: height, radius: radius)
      Self.boxPassVertical(
        from: planeB, into: &planeA, width: width, height: height, radius: radius)
    }
    let result = planeA.withUnsafeBufferPointer { p in
      [RGBA](unsafeUninitializedCapacity: count) { destination, initialized in
        for i in 0..<count {
          let a = p[4 * i + 3]
          guard a > 0 else {
            destination.initializeElement(at: i, to: .clear)
            continue
          }
          // colour = premultiplied * 255 / (alpha * 255), rounded; alpha = (alpha * 255) / 255.
          let scale = 255 / Float(a)
          @inline(__always) func channel(_ v: UInt16) -> UInt8 {
            UInt8(truncatingIfNeeded: Swift.min(255, ImagingMath.roundedBits(Float(v) * scale)))
          }
          destination.initializeElement(
            at: i,
            to: RGBA(
              red: channel(p[4 * i]), green: channel(p[4 * i + 1]), blue: channel(p[4 * i + 2]),
              alpha: UInt8((Int(a) + 127) / 255)))
        }
        initialized = count
      }
    }
    return RGBAImage(width: width, height: height, pixels: result)
  }

  /// Box-filters every row; pixels beyond the ends repeat the end pixels.
  private static func boxPassHorizontal(
    from source: [UInt16], into destination: inout [UInt16], width: Int, height: Int, radius: Int
  ) {
    let scale = Float(1) / Float(2 * radius + 1)
    let window = 2 * radius + 1
    // One padded row: radius copies of the first pixel, the row, radius + 1 of the last.
    var padded = [Int32](repeating: 0, count: 4 * (width + window))
    source.withUnsafeBufferPointer { s in
      destination.withUnsafeMutableBufferPointer { d in
        padded.withUnsafeMutableBufferPointer { row in
          for y in 0..<height {
            let base = 4 * y * width
            for c in 0..<4 {
              let first = Int32(s[base + c])
              let last = Int32(s[base + 4 * (width - 1) + c])
              for i in 0..<radius { row[4 * i + c] = first }
              for i in radius + width..<width + window { row[4 * i + c] = last }
            }
            let sourceRow = s.baseAddress! + base
            let paddedRow = row.baseAddress! + 4 * radius
            for i in 0..<4 * width { paddedRow[i] = Int32(sourceRow[i]) }
            var r: Int32 = 0
            var g: Int32 = 0
            var b: Int32 = 0
            var a: Int32 = 0
            for i in 0..<window {
              r &+= row[4 * i]
              g &+= row[4 * i + 1]
              b &+= row[4 * i + 2]
              a &+= row[4 * i + 3]
            }
            for x in 0..<width {
              let o = base + 4 * x
              d[o] = UInt16(truncatingIfNeeded: ImagingMath.roundedBits(Float(r) * scale))
              d[o + 1] = UInt16(truncatingIfNeeded: ImagingMath.roundedBits(Float(g) * scale))
              d[o + 2] = UInt16(truncatingIfNeeded: ImagingMath.roundedBits(Float(b) * scale))
              d[o + 3] = UInt16(truncatingIfNeeded: ImagingMath.roundedBits(Float(a) * scale))
              let incoming = 4 * (x + window)
              let outgoing = 4 * x
              r &+= row[incoming] &- row[outgoing]
              g &+= row[incoming + 1] &- row[outgoing + 1]
              b &+= row[incoming + 2] &- row[outgoing + 2]
              a &+= row[incoming + 3] &- row[outgoing + 3]
            }
          }
        }
      }
    }
  }

  /// Box-filters every column; rows beyond the ends repeat the end rows.
  private static func boxPassVertical(
    from source: [UInt16], into destination: inout [UInt16], width: Int, height: Int, radius: Int
  ) {
    let scale = Float(1) / Float(2 * radius + 1)
    let stride = 4 * width
    var sums = [Int32](repeating: 0, count: stride)
    source.withUnsafeBufferPointer { s in
      destination.withUnsafeMutableBufferPointer { d in
        sums.withUnsafeMutableBufferPointer { acc in
          @inline(__always) func rowStart(_ y: Int) -> Int {
            Swift.min(Swift.max(y, 0), height - 1) * stride
          }
          let edge = Int32(radius + 1)
          for i in 0..<stride { acc[i] = Int32(s[i]) &* edge }
          for y in 1...radius {
            let r = rowStart(y)
            for i in 0..<stride { acc[i] &+= Int32(s[r + i]) }
          }
          let sums = acc.baseAddress!
          for y in 0..<height {
            let out = d.baseAddress! + y * stride
            let incoming = s.baseAddress! + rowStart(y + radius + 1)
            let outgoing = s.baseAddress! + rowStart(y - radius)
            for i in 0..<stride {
              let sum = sums[i]
              out[i] = UInt16(truncatingIfNeeded: ImagingMath.roundedBits(Float(sum) * scale))
              sums[i] = sum &+ Int32(incoming[i]) &- Int32(outgoing[i])
            }
          }
        }
      }
    }
  }
}
