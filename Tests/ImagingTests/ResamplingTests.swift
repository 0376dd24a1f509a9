import Imaging
import Testing

@Suite struct ResamplingTests {
  /// Exact area average by brute force: replicate each source pixel into a
  /// `newWidth` x `newHeight` block, then average `width` x `height` blocks (one channel, red).
  static func referenceAreaAverage(_ image: RGBAImage, width newWidth: Int, height newHeight: Int)
    -> [Double]
  {
    var result = [Double](repeating: 0, count: newWidth * newHeight)
    for oy in 0..<newHeight {
      for ox in 0..<newWidth {
        var sum = 0.0
        for fy in oy * image.height..<(oy + 1) * image.height {
          for fx in ox * image.width..<(ox + 1) * image.width {
            sum += Double(image[fx / newWidth, fy / newHeight].red)
          }
        }
        result[oy * newWidth + ox] = sum / Double(image.width * image.height)
      }
    }
    return result
  }

  /// A deterministic pseudo-random grey image.
  static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var state = seed
    return RGBAImage(
      width: width, height: height,
      pixels: (0..<width * height).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let v = UInt8(truncatingIfNeeded: state >> 56)
        return RGBA(red: v, green: v, blue: v)
      })
  }

  @Test func areaAveragesCheckerToExactMeans() {
    let image = ImageGrid.grey([
      [10, 30, 100, 100],
      [50, 70, 0, 200],
      [255, 255, 0, 0],
      [255, 255, 0, 4],
    ])
    let small = image.resized(width: 2, height: 2)
    #expect(small == ImageGrid.grey([[40, 100], [255, 1]]))
  }

  @Test func areaAveragesNonIntegerRatioExactly() {
    // 3 -> 2: each output covers 1.5 source pixels: (0 + 0.5 * 90) / 1.5, (0.5 * 90 + 180) / 1.5.
    let image = ImageGrid.grey([[0, 90, 180]])
    #expect(image.resized(width: 2, height: 1) == ImageGrid.grey([[30, 150]]))
  }

  @Test(arguments: [(7, 5, 3, 2), (10, 10, 3, 7), (9, 4, 4, 3), (13, 11, 1, 1), (5, 8, 5, 3)])
  func areaAverageMatchesBruteForce(_ sizes: (Int, Int, Int, Int)) {
    let (width, height, newWidth, newHeight) = sizes
    let image = Self.noise(width: width, height: height, seed: UInt64(width * 100 + height))
    let small = image.resized(width: newWidth, height: newHeight)
    let reference = Self.referenceAreaAverage(image, width: newWidth, height: newHeight)
    for i in 0..<reference.count {
      #expect(abs(Double(small.pixels[i].red) - reference[i]) <= 0.5 + 1e-3, "pixel \(i)")
    }
  }

  @Test func bilinearEnlargesBetweenPixelCentres() {
    let image = ImageGrid.grey([[0, 200]])
    #expect(image.resized(width: 4, height: 1) == ImageGrid.grey([[0, 50, 150, 200]]))
    let tall = ImageGrid.grey([[0], [200]]).resized(width: 1, height: 4)
    #expect(tall == ImageGrid.grey([[0], [50], [150], [200]]))
  }

  @Test(arguments: [2, 3, 4])
  func bilinearUpThenAreaDownIsNearlyIdentity(_ factor: Int) throws {
    // A smooth image: bilinear is exact on linear ramps, so only the clamped borders drift.
    var pixels: [RGBA] = []
    for y in 0..<9 {
      for x in 0..<12 {
        let red = UInt8(40 + 10 * x)
        let green = UInt8(30 + 12 * y)
        let blue = UInt8(100 + 5 * x + 4 * y)
        pixels.append(RGBA(red: red, green: green, blue: blue))
      }
    }
    let image = RGBAImage(width: 12, height: 9, pixels: pixels)
    let roundTrip = image.resized(width: 12 * factor, height: 9 * factor).resized(
      width: 12, height: 9)
    let difference = try #require(roundTrip.difference(from: image))
    #expect(difference.isWithin(maximum: 3, mean: 0.5), "\(difference)")
    let inner = image.bounds.insetBy(1)
    let interior = try #require(
      try roundTrip.cropped(to: inner).difference(from: image.cropped(to: inner)))
    #expect(interior.isWithin(maximum: 1), "\(interior)")
  }

  @Test(arguments: [(1, 1), (3, 7), (16, 2), (40, 33)])
  func uniformImageStaysUniform(_ size: (Int, Int)) {
    let colour = RGBA(red: 17, green: 200, blue: 99, alpha: 180)
    let image = RGBAImage(width: 9, height: 6, fill: colour)
    let resized = image.resized(width: size.0, height: size.1)
    #expect(resized.pixels.allSatisfy { $0 == colour })
  }

  @Test func averagesPremultipliedAlpha() {
    // Half opaque red, half transparent black: the result is red at half alpha, not dark red.
    let image = RGBAImage(width: 2, height: 1, pixels: [RGBA(red: 255, green: 0, blue: 0), .clear])
    #expect(
      image.resized(width: 1, height: 1)[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 128))
    let transparent = RGBAImage(width: 4, height: 4, fill: .clear).resized(width: 2, height: 2)
    #expect(transparent.pixels.allSatisfy { $0 == .clear })
  }

  @Test func shrinksOneAxisAndEnlargesTheOther() {
    let image = ImageGrid.grey([[0, 100, 200, 40]])
    let result = image.resized(width: 2, height: 3)
    #expect(result == ImageGrid.grey([[50, 120], [50, 120], [50, 120]]))
  }

  @Test func scaledRoundsSizesAndKeepsAtLeastOnePixel() {
    let image = RGBAImage(width: 10, height: 5, fill: .white)
    #expect(image.scaled(by: 0.5).size == PixelSize(width: 5, height: 3))
    #expect(image.scaled(by: 0.01).size == PixelSize(width: 1, height: 1))
    #expect(image.scaled(by: 2.5).size == PixelSize(width: 25, height: 13))
    #expect(image.resized(width: 10, height: 5) == image)
  }
}
