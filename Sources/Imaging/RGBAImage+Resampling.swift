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
    let opaque = isOpaque
    let sourceWidth = width
    let rowLength = newWidth * 4
    // Rows resampled horizontally are produced on demand into a ring of `ringSize` rows:
    // vertical taps only move forward, so older rows are never needed again.
    let ringSize = vertical.stride
    var ring = [Float](repeating: 0, count: ringSize * rowLength)
    var line = [Float](repeating: 0, count: sourceWidth * 4)
    var accumulator = [Float](repeating: 0, count: rowLength)
    let count = newWidth * newHeight

    let result = [RGBA](unsafeUninitializedCapacity: count) { destination, initialized in
      let output = UnsafeMutableRawPointer(destination.baseAddress!).assumingMemoryBound(
        to: UInt8.self)
      pixels.withUnsafeBytes { bytes in
        let source = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        ring.withUnsafeMutableBufferPointer { ring in
          line.withUnsafeMutableBufferPointer { line in
            accumulator.withUnsafeMutableBufferPointer { accumulator in
              horizontal.withBuffers { starts, counts, weights, stride in
                vertical.withBuffers { rowStarts, rowCounts, rowWeights, rowStride in
                  let linePointer = line.baseAddress!
                  let sums = accumulator.baseAddress!

                  /// Resamples source row `y` horizontally into its ring slot.
                  func produceRow(_ y: Int) {
                    let sourceRow = source + y * sourceWidth * 4
                    for i in 0..<sourceWidth * 4 { linePointer[i] = Float(sourceRow[i]) }
                    if !opaque {
                      for x in 0..<sourceWidth {
                        let alpha = linePointer[4 * x + 3]
                        linePointer[4 * x] *= alpha
                        linePointer[4 * x + 1] *= alpha
                        linePointer[4 * x + 2] *= alpha
                      }
                    }
                    let out = ring.baseAddress! + (y % ringSize) * rowLength
                    for x in 0..<newWidth {
                      var r: Float = 0
                      var g: Float = 0
                      var b: Float = 0
                      var a: Float = 0
                      var p = linePointer + 4 * starts[x]
                      let w = weights.baseAddress! + x * stride
                      for k in 0..<counts[x] {
                        r += w[k] * p[0]
                        g += w[k] * p[1]
                        b += w[k] * p[2]
                        a += w[k] * p[3]
                        p += 4
                      }
                      out[4 * x] = r
                      out[4 * x + 1] = g
                      out[4 * x + 2] = b
                      out[4 * x + 3] = a
                    }
                  }

                  var nextRow = 0
                  for y in 0..<newHeight {
                    let first = rowStarts[y]
                    let taps = rowCounts[y]
                    for j in Swift.max(nextRow, first)..<first + taps { produceRow(j) }
                    nextRow = Swift.max(nextRow, first + taps)
                    for k in 0..<taps {
                      let w = rowWeights[y * rowStride + k]
                      let row = ring.baseAddress! + ((first + k) % ringSize) * rowLength
                      if k == 0 {
                        for i in 0..<rowLength { sums[i] = w * row[i] }
                      } else {
                        for i in 0..<rowLength { sums[i] += w * row[i] }
                      }
                    }
                    if !opaque {
                      for x in 0..<newWidth {
                        let alpha = sums[4 * x + 3]
                        let scale: Float = alpha < 0.5 ? 0 : 1 / alpha
                        sums[4 * x] *= scale
                        sums[4 * x + 1] *= scale
                        sums[4 * x + 2] *= scale
                        if alpha < 0.5 { sums[4 * x + 3] = 0 }
                      }
                    }
                    let outRow = output + y * rowLength
                    for i in 0..<rowLength {
                      let clamped = Swift.min(Swift.max(sums[i], 0), 255)
                      outRow[i] = UInt8(truncatingIfNeeded: ImagingMath.roundedBits(clamped))
                    }
                  }
                }
              }
            }
          }
        }
      }
      initialized = count
    }
    return RGBAImage(width: newWidth, height: newHeight, pixels: result)
  }

  /// The image resized by `factor` in both directions (sizes rounded, at least 1 pixel).
  /// - Precondition: `factor` is positive and finite, and the result is below 2^31 pixels a side.
  public func scaled(by factor: Double) -> RGBAImage {
    precondition(factor.isFinite && factor > 0, "scale factor must be positive")
    let scaledWidth = (Double(width) * factor).rounded()
    let scaledHeight = (Double(height) * factor).rounded()
    precondition(scaledWidth < 0x1p31 && scaledHeight < 0x1p31, "scaled size is too large")
    let newWidth = Swift.max(1, Int(scaledWidth))
    let newHeight = Swift.max(1, Int(scaledHeight))
    return resized(width: newWidth, height: newHeight)
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
