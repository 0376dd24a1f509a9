/// Resizing: exact area averaging when shrinking, bilinear interpolation when enlarging.
extension RGBAImage {
  /// The image resampled to `width` x `height`.
  ///
  /// Each axis is handled on its own: shrinking uses an exact box filter (every output pixel
  /// is the area-weighted mean of the source pixels it covers, correct for non-integer
  /// ratios), enlarging uses bilinear interpolation between pixel centres (edges repeat).
  /// Averages are taken on premultiplied alpha in gamma-encoded sRGB, like most image tools.
  /// - Precondition: `width` and `height` are positive.
  public func resized(width newWidth: Int, height newHeight: Int) -> RGBAImage {
    precondition(newWidth > 0 && newHeight > 0, "resized size must be positive")
    if newWidth == width && newHeight == height { return self }
    let horizontal = ResamplingKernel(source: width, destination: newWidth)
    let vertical = ResamplingKernel(source: height, destination: newHeight)
    let opaque = pixels.allSatisfy { $0.alpha == 255 }

    // Pass 1: rows, width -> newWidth, into premultiplied floats (height x newWidth x 4).
    var rows = [Float](repeating: 0, count: height * newWidth * 4)
    pixels.withUnsafeBufferPointer { source in
      rows.withUnsafeMutableBufferPointer { out in
        horizontal.withBuffers { starts, counts, weights, stride in
          for y in 0..<height {
            let sourceRow = y * width
            let outRow = y * newWidth * 4
            for x in 0..<newWidth {
              var r: Float = 0
              var g: Float = 0
              var b: Float = 0
              var a: Float = 0
              let start = starts[x]
              let weightBase = x * stride
              for k in 0..<counts[x] {
                let p = source[sourceRow + start + k]
                let w = weights[weightBase + k]
                if opaque {
                  r += w * Float(p.red)
                  g += w * Float(p.green)
                  b += w * Float(p.blue)
                } else {
                  let wa = w * Float(p.alpha)
                  r += wa * Float(p.red)
                  g += wa * Float(p.green)
                  b += wa * Float(p.blue)
                  a += w * Float(p.alpha)
                }
              }
              let o = outRow + 4 * x
              out[o] = r
              out[o + 1] = g
              out[o + 2] = b
              out[o + 3] = opaque ? 255 : a
            }
          }
        }
      }
    }

    // Pass 2: columns, height -> newHeight, back to bytes.
    let count = newWidth * newHeight
    let rowStride = newWidth * 4
    let result = rows.withUnsafeBufferPointer { input in
      [RGBA](unsafeUninitializedCapacity: count) { destination, initialized in
        var accumulator = [Float](repeating: 0, count: rowStride)
        accumulator.withUnsafeMutableBufferPointer { acc in
          vertical.withBuffers { starts, counts, weights, stride in
            for y in 0..<newHeight {
              for i in 0..<rowStride { acc[i] = 0 }
              let start = starts[y]
              for k in 0..<counts[y] {
                let w = weights[y * stride + k]
                let row = (start + k) * rowStride
                for i in 0..<rowStride { acc[i] += w * input[row + i] }
              }
              let outRow = y * newWidth
              for x in 0..<newWidth {
                let o = 4 * x
                let pixel: RGBA
                if opaque {
                  pixel = RGBA(
                    red: Self.byte(acc[o]), green: Self.byte(acc[o + 1]),
                    blue: Self.byte(acc[o + 2]))
                } else {
                  let a = acc[o + 3]
                  if a < 0.5 / 255 {
                    pixel = .clear
                  } else {
                    pixel = RGBA(
                      red: Self.byte(acc[o] / a), green: Self.byte(acc[o + 1] / a),
                      blue: Self.byte(acc[o + 2] / a), alpha: Self.byte(a))
                  }
                }
                destination.initializeElement(at: outRow + x, to: pixel)
              }
            }
          }
        }
        initialized = count
      }
    }
    return RGBAImage(width: newWidth, height: newHeight, pixels: result)
  }

  /// The image resized by `factor` in both directions (sizes rounded, at least 1 pixel).
  /// - Precondition: `factor` is positive and finite.
  public func scaled(by factor: Double) -> RGBAImage {
    precondition(factor.isFinite && factor > 0, "scale factor must be positive")
    let newWidth = Swift.max(1, Int((Double(width) * factor).rounded()))
    let newHeight = Swift.max(1, Int((Double(height) * factor).rounded()))
    return resized(width: newWidth, height: newHeight)
  }

  @inline(__always)
  private static func byte(_ value: Float) -> UInt8 {
    guard value > 0 else { return 0 }
    return value >= 254.5 ? 255 : UInt8(value + 0.5)
  }
}

/// For each destination index along one axis: the first source index and the weights of
/// consecutive source samples (a box filter when shrinking, two bilinear taps when enlarging).
struct ResamplingKernel {
  private(set) var starts: [Int]
  private(set) var counts: [Int]
  /// `stride` weights per destination index (unused slots are zero).
  private(set) var weights: [Float]
  let stride: Int

  init(source: Int, destination: Int) {
    starts = []
    counts = []
    starts.reserveCapacity(destination)
    counts.reserveCapacity(destination)
    if destination < source {
      // Destination pixel i covers source interval [i*s, (i+1)*s) with s = source/destination.
      // Exact rational boundaries: i*source/destination.
      let s = Double(source) / Double(destination)
      stride = Int(s.rounded(.up)) + 1
      weights = [Float](repeating: 0, count: destination * stride)
      for i in 0..<destination {
        let first = (i * source) / destination
        let endNumerator = (i + 1) * source
        let last = (endNumerator - 1) / destination  // last source index touched
        starts.append(first)
        counts.append(last - first + 1)
        for j in first...last {
          // Overlap of [j, j+1) with [i*source, (i+1)*source)/destination, in source pixels.
          let low = Swift.max(j * destination, i * source)
          let high = Swift.min((j + 1) * destination, endNumerator)
          weights[i * stride + j - first] = Float(Double(high - low) / Double(source))
        }
      }
    } else if destination > source {
      stride = 2
      weights = [Float](repeating: 0, count: destination * 2)
      let s = Double(source) / Double(destination)
      for i in 0..<destination {
        let position = (Double(i) + 0.5) * s - 0.5
        if position <= 0 {
          starts.append(0)
          counts.append(1)
          weights[2 * i] = 1
        } else if position >= Double(source - 1) {
          starts.append(source - 1)
          counts.append(1)
          weights[2 * i] = 1
        } else {
          let j = Int(position)
          let f = position - Double(j)
          starts.append(j)
          counts.append(2)
          weights[2 * i] = Float(1 - f)
          weights[2 * i + 1] = Float(f)
        }
      }
    } else {
      stride = 1
      weights = [Float](repeating: 1, count: destination)
      starts = Array(0..<destination)
      counts = Array(repeating: 1, count: destination)
    }
  }

  /// Calls `body` with unchecked views of the tables.
  func withBuffers<R>(
    _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>, Int)
      throws -> R
  ) rethrows -> R {
    try starts.withUnsafeBufferPointer { s in
      try counts.withUnsafeBufferPointer { c in
        try weights.withUnsafeBufferPointer { w in try body(s, c, w, stride) }
      }
    }
  }
}
