import Imaging

/// A downscaled copy of the image for finding the board: for each cell of `stride` x `stride`
/// image pixels, the 15-bit colour codes of the 2x2 pixels at its centre (one pixel when the
/// stride is 1).
///
/// A cell belongs to a colour mask when at least half of its pixels do. Classifying before
/// combining keeps edges clean (averaging a black bezel with golden wood would make
/// board-brown where there is none) while the vote still halves the effect of noise.
struct WorkingImage: Sendable {
  /// Width in cells.
  let width: Int
  /// Height in cells.
  let height: Int
  /// Image pixels per cell along each axis.
  let stride: Int
  /// Pixels sampled per cell (4, or 1 at full resolution).
  let samplesPerCell: Int
  /// Colour codes, `samplesPerCell` per cell, cells row-major.
  let codes: [UInt16]

  /// Downscales `image` so that its longer side is at most `maxDimension` cells (`inHalves`:
  /// its two halves of rows side by side, for a large image; the same copy).
  init(_ image: RGBAImage, maxDimension: Int, inHalves: Bool = false) {
    let longer = max(image.width, image.height)
    let stride = max(1, (longer + maxDimension - 1) / max(1, maxDimension))
    let width = max(1, image.width / stride)
    let height = max(1, image.height / stride)
    let perCell = stride == 1 ? 1 : 4
    let imageWidth = image.width
    // (Every code is written below: no need to clear the buffer first.)
    let codes = [UInt16](unsafeUninitializedCapacity: width * height * perCell) {
      codes, initialized in
      image.pixels.withUnsafeBufferPointer { pixels in
        if stride == 1 {
          for index in 0..<(width * height) {
            let y = index / width
            let x = index - y * width
            codes[index] = UInt16(ColourTable.code(pixels[y * imageWidth + x]))
          }
          return
        }
        // The 2x2 pixels at a cell's centre, clamped to the image: along a side shorter than
        // the stride (a 5000x2 or 401x1 image) a cell reaches past the last row or column.
        let centre = stride / 2 - 1
        let lastX = image.width - 1
        let lastY = image.height - 1
        // (The cells whose two columns lie inside the image, all but at most the last few, need
        // no clamping.)
        let reach = lastX - 1 - centre
        let unclamped = reach < 0 ? 0 : min(width, reach / stride + 1)
        // (The unclamped cells' pixels read as whole words: one load and a few shifts each.)
        let words = UnsafeRawPointer(pixels.baseAddress!)
        @inline(__always) func code(_ index: Int) -> UInt16 {
          ColourTable.code(packed: words.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
        }
        /// Cell rows `rows`, each written at its own place.
        func sample(_ rows: Range<Int>) {
          var out = rows.lowerBound * width * 4
          for y in rows {
            let top = min(y * stride + centre, lastY)
            let row0 = top * imageWidth
            let row1 = min(top + 1, lastY) * imageWidth
            var x0 = row0 &+ centre
            var x1 = row1 &+ centre
            for _ in 0..<unclamped {
              codes[out] = code(x0)
              codes[out &+ 1] = code(x0 &+ 1)
              codes[out &+ 2] = code(x1)
              codes[out &+ 3] = code(x1 &+ 1)
              out &+= 4
              x0 &+= stride
              x1 &+= stride
            }
            for x in unclamped..<width {
              let x0 = min(x * stride + centre, lastX)
              let x1 = min(x0 + 1, lastX)
              codes[out] = UInt16(ColourTable.code(pixels[row0 + x0]))
              codes[out + 1] = UInt16(ColourTable.code(pixels[row0 + x1]))
              codes[out + 2] = UInt16(ColourTable.code(pixels[row1 + x0]))
              codes[out + 3] = UInt16(ColourTable.code(pixels[row1 + x1]))
              out += 4
            }
          }
        }
        // (Each half writes only its own cells.)
        guard inHalves, height >= 2 else {
          sample(0..<height)
          return
        }
        _ = sideBySide(2) { half in sample(half == 0 ? 0..<height / 2 : height / 2..<height) }
      }
      initialized = width * height * perCell
    }
    self.width = width
    self.height = height
    self.stride = stride
    self.samplesPerCell = perCell
    self.codes = codes
  }

  /// The mask of cells at least half of whose pixels `lookup` marks 1.
  func mask(_ lookup: [UInt8]) -> [UInt8] {
    let perCell = samplesPerCell
    let count = width * height
    // (Every cell is written below: no need to clear the buffer first.)
    return [UInt8](unsafeUninitializedCapacity: count) { mask, initialized in
      lookup.withUnsafeBufferPointer { lookup in
        codes.withUnsafeBufferPointer { codes in
          if perCell == 1 {
            for index in 0..<count { mask[index] = lookup[Int(codes[index])] }
            return
          }
          var code = 0
          for index in 0..<count {
            let hits =
              Int(lookup[Int(codes[code])]) + Int(lookup[Int(codes[code + 1])])
              + Int(lookup[Int(codes[code + 2])]) + Int(lookup[Int(codes[code + 3])])
            mask[index] = hits >= 2 ? 1 : 0
            code += 4
          }
        }
      }
      initialized = count
    }
  }

  /// True when at least half of the pixels of cell (`x`, `y`) are marked by `lookup`.
  func marks(x: Int, y: Int, _ lookup: [UInt8]) -> Bool {
    let base = (y * width + x) * samplesPerCell
    if samplesPerCell == 1 { return lookup[Int(codes[base])] != 0 }
    let hits =
      Int(lookup[Int(codes[base])]) + Int(lookup[Int(codes[base + 1])])
      + Int(lookup[Int(codes[base + 2])]) + Int(lookup[Int(codes[base + 3])])
    return hits >= 2
  }
}
