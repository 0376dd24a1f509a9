import Imaging
import Testing

@Suite struct GeometryTests {
  /// The stored 2x3 image used for all orientation cases.
  static let stored = ImageGrid.image(["ab", "cd", "ef"])

  struct OrientationCase: Sendable, CustomStringConvertible {
    var exifValue: Int
    var expected: [String]
    var description: String { "EXIF \(exifValue)" }
  }

  static let orientationCases: [OrientationCase] = [
    OrientationCase(exifValue: 1, expected: ["ab", "cd", "ef"]),
    OrientationCase(exifValue: 2, expected: ["ba", "dc", "fe"]),
    OrientationCase(exifValue: 3, expected: ["fe", "dc", "ba"]),
    OrientationCase(exifValue: 4, expected: ["ef", "cd", "ab"]),
    OrientationCase(exifValue: 5, expected: ["ace", "bdf"]),
    OrientationCase(exifValue: 6, expected: ["eca", "fdb"]),
    OrientationCase(exifValue: 7, expected: ["fdb", "eca"]),
    OrientationCase(exifValue: 8, expected: ["bdf", "ace"]),
  ]

  @Test(arguments: orientationCases)
  func orientsLikeEXIF(_ testCase: OrientationCase) throws {
    let orientation = try #require(ImageOrientation(exifValue: testCase.exifValue))
    #expect(orientation.exifValue == testCase.exifValue)
    let result = Self.stored.oriented(orientation)
    #expect(result == ImageGrid.image(testCase.expected))
    #expect(orientation.swapsDimensions == (result.width != Self.stored.width))
  }

  @Test(arguments: [0, 9, -1])
  func rejectsUnknownEXIFOrientation(_ value: Int) {
    #expect(ImageOrientation(exifValue: value) == nil)
  }

  @Test func namedTransformsMatchOrientations() {
    let image = Self.stored
    #expect(image.flippedHorizontally() == image.oriented(.mirrorHorizontal))
    #expect(image.flippedVertically() == image.oriented(.mirrorVertical))
    #expect(image.rotatedClockwise() == image.oriented(.rotate90Clockwise))
    #expect(image.rotatedCounterClockwise() == image.oriented(.rotate90CounterClockwise))
    #expect(image.rotated180() == image.oriented(.rotate180))
    #expect(image.transposed() == image.oriented(.transpose))
    #expect(image.rotatedClockwise().rotatedCounterClockwise() == image)
    #expect(image.rotatedClockwise().rotatedClockwise() == image.rotated180())
    #expect(image.transposed().transposed() == image)
  }

  @Test func cropsInsideRectangle() throws {
    let image = ImageGrid.image(["abcd", "efgh", "ijkl"])
    let crop = try image.cropped(to: PixelRect(x: 1, y: 1, width: 2, height: 2))
    #expect(crop == ImageGrid.image(["fg", "jk"]))
  }

  @Test func clampsCropToImage() throws {
    let image = ImageGrid.image(["abcd", "efgh", "ijkl"])
    let crop = try image.cropped(to: PixelRect(x: -5, y: 2, width: 7, height: 9))
    #expect(crop == ImageGrid.image(["ij"]))
  }

  @Test func rejectsCropOutsideImage() {
    let image = ImageGrid.image(["abcd", "efgh", "ijkl"])
    let rect = PixelRect(x: 4, y: 0, width: 3, height: 3)
    #expect(
      throws: ImagingError.emptyCrop(requested: rect, imageSize: PixelSize(width: 4, height: 3))
    ) {
      try image.cropped(to: rect)
    }
    let message = ImagingError.emptyCrop(requested: rect, imageSize: image.size).description
    #expect(
      message
        == "crop 3x3+4+0 does not overlap the 4x3 image; choose a rectangle inside 0..<4 x 0..<3")
  }

  @Test func rejectsEmptyCropRectangle() {
    let image = ImageGrid.image(["ab"])
    let rect = PixelRect(x: 0, y: 0, width: 0, height: 1)
    #expect(throws: ImagingError.emptyCrop(requested: rect, imageSize: image.size)) {
      try image.cropped(to: rect)
    }
  }

  @Test func pasteReplacesPixelsAndClips() {
    var image = ImageGrid.image(["abc", "def", "ghi"])
    image.paste(ImageGrid.image(["x.", "yz"]), at: PixelPoint(x: 2, y: -1))
    #expect(image == ImageGrid.image(["aby", "def", "ghi"]))
    image.paste(ImageGrid.image(["x.", "yz"]), at: PixelPoint(x: 0, y: 1))
    #expect(image == ImageGrid.image(["aby", "x.f", "yzi"]))
  }

  @Test func compositeBlendsWithAlphaAndOpacity() {
    var image = RGBAImage(width: 3, height: 1, fill: .white)
    let layer = RGBAImage(
      width: 2, height: 1,
      pixels: [RGBA(red: 0, green: 0, blue: 0, alpha: 128), .clear])
    image.composite(layer, at: PixelPoint(x: 1, y: 0))
    #expect(image.pixels == [.white, RGBA(red: 127, green: 127, blue: 127), .white])
    var faded = RGBAImage(width: 1, height: 1, fill: .white)
    faded.composite(
      RGBAImage(width: 1, height: 1, fill: .black), at: PixelPoint(x: 0, y: 0), opacity: 0.5)
    #expect(faded[0, 0] == RGBA(red: 127, green: 127, blue: 127))
    var clipped = RGBAImage(width: 2, height: 2, fill: .white)
    clipped.composite(RGBAImage(width: 5, height: 5, fill: .black), at: PixelPoint(x: -4, y: -4))
    #expect(clipped.pixels == [.black, .white, .white, .white])
  }

  @Test func rgbaIsFourBytesInChannelOrder() {
    #expect(MemoryLayout<RGBA>.size == 4)
    #expect(MemoryLayout<RGBA>.stride == 4)
    let bytes = withUnsafeBytes(of: RGBA(red: 1, green: 2, blue: 3, alpha: 4)) { Array($0) }
    #expect(bytes == [1, 2, 3, 4])
  }

  @Test func reportsOpacity() {
    var image = RGBAImage(width: 3, height: 2, fill: .white)
    #expect(image.isOpaque)
    image[2, 1] = RGBA.white.withAlpha(254)
    #expect(!image.isOpaque)
  }

  @Test func fillReplacesEveryPixel() {
    var image = ImageGrid.image(["ab", "cd"])
    image.fill(RGBA.white.withAlpha(3))
    #expect(image.pixels.allSatisfy { $0 == RGBA.white.withAlpha(3) })
  }

  @Test func mapTransformsEveryPixel() {
    let image = ImageGrid.grey([[10, 20], [30, 40]])
    let inverted = image.map { RGBA(red: 255 - $0.red, green: 0, blue: 0) }
    #expect(inverted.pixels.map(\.red) == [245, 235, 225, 215])
  }

  @Test func differenceMeasuresChannels() throws {
    let a = ImageGrid.grey([[10, 20], [30, 40]])
    var b = a
    b[1, 1] = RGBA(red: 45, green: 40, blue: 40)
    let same = try #require(a.difference(from: a))
    #expect(same.isZero)
    let d = try #require(a.difference(from: b))
    #expect(d.maximumChannelDifference == 5)
    #expect(d.meanChannelDifference == 5.0 / 16)
    #expect(d.differingPixelCount == 1)
    #expect(d.worstPixel == PixelPoint(x: 1, y: 1))
    #expect(d.isWithin(maximum: 5))
    #expect(!d.isWithin(maximum: 4))
    #expect(!d.isWithin(maximum: 5, mean: 0.1))
    #expect(a.difference(from: ImageGrid.grey([[1, 2]])) == nil)
  }
}

@Suite struct SamplingTests {
  @Test func averagesColourOfClippedRect() throws {
    let image = ImageGrid.grey([[10, 20, 30], [40, 50, 61]])
    let all = try #require(image.averageColour(in: image.bounds))
    #expect(all == RGBA(red: 35, green: 35, blue: 35))
    let corner = try #require(image.averageColour(in: PixelRect(x: 1, y: 1, width: 9, height: 9)))
    #expect(corner.red == 56)  // (50 + 61) / 2 = 55.5, rounded half up
    #expect(image.averageColour(in: PixelRect(x: 3, y: 0, width: 1, height: 1)) == nil)
  }

  @Test func maskMultipliesAlpha() {
    let layer = RGBAImage(width: 3, height: 1, fill: RGBA(red: 9, green: 8, blue: 7, alpha: 200))
    let mask = RGBAImage(
      width: 3, height: 1, pixels: [.white, RGBA.black.withAlpha(128), .clear])
    let masked = layer.masked(by: mask)
    #expect(masked.pixels.map(\.alpha) == [200, 100, 0])
    #expect(masked.pixels.allSatisfy { $0.red == 9 && $0.green == 8 && $0.blue == 7 })
  }
}
