import Imaging

/// A downscaled copy of the image for finding the board: one 15-bit colour code per cell of
/// `stride` x `stride` image pixels, the colour of the cell's centre pixel. (Not a mean: mixing
/// a black bezel with golden wood would make board-brown where there is none.)
struct WorkingImage: Sendable {
  /// Width in cells.
  let width: Int
  /// Height in cells.
  let height: Int
  /// Image pixels per cell along each axis.
  let stride: Int
  /// Colour codes, row-major.
  let codes: [UInt16]

  /// Downscales `image` so that its longer side is at most `maxDimension` cells.
  init(_ image: RGBAImage, maxDimension: Int) {
    let longer = max(image.width, image.height)
    let stride = max(1, (longer + maxDimension - 1) / max(1, maxDimension))
    let width = max(1, image.width / stride)
    let height = max(1, image.height / stride)
    var codes = [UInt16](repeating: 0, count: width * height)
    let imageWidth = image.width
    image.pixels.withUnsafeBufferPointer { pixels in
      codes.withUnsafeMutableBufferPointer { codes in
        if stride == 1 {
          for index in 0..<(width * height) {
            let y = index / width
            let x = index - y * width
            codes[index] = UInt16(ColourTable.code(pixels[y * imageWidth + x]))
          }
          return
        }
        let centre = stride / 2
        for y in 0..<height {
          let row = (y * stride + centre) * imageWidth
          for x in 0..<width {
            codes[y * width + x] = UInt16(ColourTable.code(pixels[row + x * stride + centre]))
          }
        }
      }
    }
    self.width = width
    self.height = height
    self.stride = stride
    self.codes = codes
  }

  /// The mask of cells whose code `lookup` marks 1.
  func mask(_ lookup: [UInt8]) -> [UInt8] {
    var mask = [UInt8](repeating: 0, count: codes.count)
    lookup.withUnsafeBufferPointer { lookup in
      codes.withUnsafeBufferPointer { codes in
        mask.withUnsafeMutableBufferPointer { mask in
          for index in 0..<codes.count { mask[index] = lookup[Int(codes[index])] }
        }
      }
    }
    return mask
  }
}
