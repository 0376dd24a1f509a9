/// Whole-image operations: crops, copies between images, fills, flips and rotations.
extension RGBAImage {
  /// The part of the image inside `rect`, after clamping `rect` to the image.
  ///
  /// - Parameter rect: the wanted region; parts outside the image are dropped.
  /// - Returns: a new image of the overlapping region.
  /// - Throws: `ImagingError.emptyCrop` when `rect` does not overlap the image.
  public func cropped(to rect: PixelRect) throws(ImagingError) -> RGBAImage {
    let region = rect.intersection(bounds)
    guard !region.isEmpty else { throw .emptyCrop(requested: rect, imageSize: size) }
    var result = [RGBA]()
    result.reserveCapacity(region.area)
    pixels.withUnsafeBufferPointer { source in
      for y in region.y..<region.maxY {
        let start = y * width + region.x
        result.append(contentsOf: source[start..<start + region.width])
      }
    }
    return RGBAImage(width: region.width, height: region.height, pixels: result)
  }

  /// Sets every pixel to `colour`, replacing what was there (no blending).
  public mutating func fill(_ colour: RGBA) {
    pixels.withUnsafeMutableBufferPointer { $0.update(repeating: colour) }
  }

  /// Copies `image` into this one with its top-left pixel at `origin`, replacing pixels
  /// (alpha included, no blending); parts outside this image are clipped.
  public mutating func paste(_ image: RGBAImage, at origin: PixelPoint) {
    let target = PixelRect(x: origin.x, y: origin.y, width: image.width, height: image.height)
      .intersection(bounds)
    guard !target.isEmpty else { return }
    let width = self.width
    image.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { destination in
        for y in target.y..<target.maxY {
          let sourceStart = (y - origin.y) * image.width + (target.x - origin.x)
          let destinationStart = y * width + target.x
          for i in 0..<target.width {
            destination[destinationStart + i] = source[sourceStart + i]
          }
        }
      }
    }
  }

  /// Draws `image` over this one with its top-left pixel at `origin` (source-over alpha
  /// blending); parts outside this image are clipped.
  ///
  /// - Parameters:
  ///   - image: the layer to draw; its alpha is respected.
  ///   - origin: where its top-left pixel lands (may be negative).
  ///   - opacity: multiplies the layer's alpha, 0...1.
  public mutating func composite(_ image: RGBAImage, at origin: PixelPoint, opacity: Double = 1) {
    let target = PixelRect(x: origin.x, y: origin.y, width: image.width, height: image.height)
      .intersection(bounds)
    let factor = Int(ImagingMath.clamp(opacity.isNaN ? 0 : opacity, 0, 1) * 255 + 0.5)
    guard !target.isEmpty, factor > 0 else { return }
    let width = self.width
    image.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { destination in
        for y in target.y..<target.maxY {
          let sourceStart = (y - origin.y) * image.width + (target.x - origin.x)
          let destinationStart = y * width + target.x
          for i in 0..<target.width {
            let s = source[sourceStart + i]
            let alpha = factor == 255 ? Int(s.alpha) : ImagingMath.div255(Int(s.alpha) * factor)
            destination[destinationStart + i] = RGBA.blend(
              destination[destinationStart + i], s, alpha: alpha)
          }
        }
      }
    }
  }

  /// The mean colour of the pixels of `rect` (clipped to the image), each channel averaged
  /// separately (straight, not premultiplied, so transparent pixels count like any other);
  /// nil when `rect` does not overlap the image.
  public func averageColour(in rect: PixelRect) -> RGBA? {
    let region = rect.intersection(bounds)
    guard !region.isEmpty else { return nil }
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    pixels.withUnsafeBufferPointer { buffer in
      for y in region.y..<region.maxY {
        let row = buffer.baseAddress! + y * width
        for x in region.x..<region.maxX {
          let p = row[x]
          red &+= Int(p.red)
          green &+= Int(p.green)
          blue &+= Int(p.blue)
          alpha &+= Int(p.alpha)
        }
      }
    }
    let count = region.area
    @inline(__always) func mean(_ sum: Int) -> UInt8 { UInt8((sum + count / 2) / count) }
    return RGBA(red: mean(red), green: mean(green), blue: mean(blue), alpha: mean(alpha))
  }

  /// The image with each pixel's alpha multiplied by the alpha of the same pixel of `mask`;
  /// draw a shape in any opaque colour on a clear mask to clip a layer (a gradient, a
  /// texture) to that shape, anti-aliased edges included.
  /// - Precondition: `mask` has the same size as the image.
  public func masked(by mask: RGBAImage) -> RGBAImage {
    precondition(mask.width == width && mask.height == height, "mask size must equal image size")
    var result = self
    mask.pixels.withUnsafeBufferPointer { m in
      result.pixels.withUnsafeMutableBufferPointer { p in
        for i in 0..<p.count {
          p[i].alpha = UInt8(
            truncatingIfNeeded: ImagingMath.div255(Int(p[i].alpha) * Int(m[i].alpha)))
        }
      }
    }
    return result
  }

  /// A new image with `transform` applied to every pixel.
  public func map(_ transform: (RGBA) throws -> RGBA) rethrows -> RGBAImage {
    RGBAImage(width: width, height: height, pixels: try pixels.map(transform))
  }

  /// The image transformed as an EXIF orientation tag says, so that it appears upright.
  ///
  /// - Parameter orientation: the stored image's EXIF orientation.
  /// - Returns: the upright image; width and height swap for orientations 5-8.
  public func oriented(_ orientation: ImageOrientation) -> RGBAImage {
    let w = width
    let h = height
    // Each case maps an output pixel (x, y) to a source index: start + x * stepX + y * stepY.
    switch orientation {
    case .identity: return self
    case .mirrorHorizontal: return remapped(width: w, height: h, start: w - 1, stepX: -1, stepY: w)
    case .rotate180: return remapped(width: w, height: h, start: w * h - 1, stepX: -1, stepY: -w)
    case .mirrorVertical:
      return remapped(width: w, height: h, start: (h - 1) * w, stepX: 1, stepY: -w)
    case .transpose: return remapped(width: h, height: w, start: 0, stepX: w, stepY: 1)
    case .rotate90Clockwise:
      return remapped(width: h, height: w, start: (h - 1) * w, stepX: -w, stepY: 1)
    case .transverse: return remapped(width: h, height: w, start: w * h - 1, stepX: -w, stepY: -1)
    case .rotate90CounterClockwise:
      return remapped(width: h, height: w, start: w - 1, stepX: w, stepY: -1)
    }
  }

  /// The image mirrored left-right.
  public func flippedHorizontally() -> RGBAImage { oriented(.mirrorHorizontal) }
  /// The image mirrored top-bottom.
  public func flippedVertically() -> RGBAImage { oriented(.mirrorVertical) }
  /// The image rotated by 90° clockwise (width and height swap).
  public func rotatedClockwise() -> RGBAImage { oriented(.rotate90Clockwise) }
  /// The image rotated by 90° counter-clockwise (width and height swap).
  public func rotatedCounterClockwise() -> RGBAImage { oriented(.rotate90CounterClockwise) }
  /// The image rotated by 180°.
  public func rotated180() -> RGBAImage { oriented(.rotate180) }
  /// The image mirrored about its main diagonal (width and height swap).
  public func transposed() -> RGBAImage { oriented(.transpose) }

  /// A `width` x `height` image whose pixel (x, y) is source pixel `start + x*stepX + y*stepY`.
  ///
  /// Works in 64 x 64 tiles so that rotations read and write within the cache.
  private func remapped(width: Int, height: Int, start: Int, stepX: Int, stepY: Int) -> RGBAImage {
    let count = width * height
    let tile = 64
    let result = pixels.withUnsafeBufferPointer { source in
      [RGBA](unsafeUninitializedCapacity: count) { destination, initialized in
        for tileY in stride(from: 0, to: height, by: tile) {
          let endY = Swift.min(tileY + tile, height)
          for tileX in stride(from: 0, to: width, by: tile) {
            let endX = Swift.min(tileX + tile, width)
            for y in tileY..<endY {
              var s = start + y * stepY + tileX * stepX
              for x in tileX..<endX {
                destination.initializeElement(at: y * width + x, to: source[s])
                s += stepX
              }
            }
          }
        }
        initialized = count
      }
    }
    return RGBAImage(width: width, height: height, pixels: result)
  }
}
