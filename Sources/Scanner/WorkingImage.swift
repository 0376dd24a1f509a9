import Imaging

/// A downscaled copy of the image for finding the board: one 15-bit colour code per cell of
/// `stride` x `stride` image pixels (the mean of four samples in the cell).
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
        let near = stride / 4
        let far = (3 * stride) / 4
        for y in 0..<height {
          let row0 = (y * stride + near) * imageWidth
          let row1 = (y * stride + far) * imageWidth
          for x in 0..<width {
            let x0 = x * stride + near
            let x1 = x * stride + far
            let a = pixels[row0 + x0]
            let b = pixels[row0 + x1]
            let c = pixels[row1 + x0]
            let d = pixels[row1 + x1]
            let red = (Int(a.red) + Int(b.red) + Int(c.red) + Int(d.red)) >> 2
            let green = (Int(a.green) + Int(b.green) + Int(c.green) + Int(d.green)) >> 2
            let blue = (Int(a.blue) + Int(b.blue) + Int(c.blue) + Int(d.blue)) >> 2
            codes[y * width + x] = UInt16(ColourTable.code(red: red, green: green, blue: blue))
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
