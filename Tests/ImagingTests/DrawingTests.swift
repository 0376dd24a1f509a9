import Imaging
import Testing

@Suite struct DrawingTests {
  static let red = RGBA(red: 255, green: 0, blue: 0)
  static let symbols: [RGBA: Character] = [.white: ".", red: "#"]

  /// Sum of the red-over-white coverage of every pixel (white is 255 in green).
  static func coveredArea(_ image: RGBAImage) -> Double {
    image.pixels.reduce(0) { $0 + Double(255 - Int($1.green)) / 255 }
  }

  @Test func fillRectCoversExactlyItsPixels() {
    var image = RGBAImage(width: 8, height: 6, fill: .white)
    let rect = PixelRect(x: 2, y: 1, width: 3, height: 4)
    image.fillRect(rect, colour: Self.red)
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = rect.contains(PixelPoint(x: x, y: y))
        #expect(image[x, y] == (inside ? Self.red : .white), "pixel (\(x), \(y))")
      }
    }
  }

  @Test func fillRectBlendsTranslucentColour() {
    var image = RGBAImage(width: 2, height: 1, fill: .white)
    image.fillRect(PixelRect(x: 1, y: 0, width: 5, height: 5), colour: Self.red.withAlpha(128))
    #expect(image.pixels == [.white, RGBA(red: 255, green: 127, blue: 127)])
    var clear = RGBAImage(width: 1, height: 1)
    clear.fillRect(clear.bounds, colour: Self.red.withAlpha(40))
    #expect(clear[0, 0] == Self.red.withAlpha(40))
  }

  @Test func strokeRectDrawsInsideBoundsOnce() {
    var image = RGBAImage(width: 7, height: 6, fill: .white)
    image.strokeRect(PixelRect(x: 1, y: 1, width: 5, height: 4), colour: Self.red)
    #expect(
      ImageGrid.rows(image, symbols: Self.symbols) == [
        ".......",
        ".#####.",
        ".#...#.",
        ".#...#.",
        ".#####.",
        ".......",
      ])
    var thick = RGBAImage(width: 6, height: 6, fill: .white)
    let half = Self.red.withAlpha(128)
    thick.strokeRect(thick.bounds, colour: half, lineWidth: 2)
    let tinted = RGBA(red: 255, green: 127, blue: 127)
    #expect(thick[0, 0] == tinted)
    #expect(thick[1, 1] == tinted)
    #expect(thick[5, 3] == tinted)
    #expect(thick[2, 2] == .white)
    #expect(thick[3, 3] == .white)
    var full = RGBAImage(width: 4, height: 4, fill: .white)
    full.strokeRect(full.bounds, colour: Self.red, lineWidth: 2)
    #expect(full.pixels.allSatisfy { $0 == Self.red })
  }

  @Test func onePixelLinesCoverExactlyTheirPixels() {
    var image = RGBAImage(width: 8, height: 5, fill: .white)
    image.drawLine(from: PixelPoint(x: 1, y: 1), to: PixelPoint(x: 6, y: 1), colour: Self.red)
    image.drawLine(from: PixelPoint(x: 7, y: 4), to: PixelPoint(x: 7, y: 2), colour: Self.red)
    image.drawLine(from: PixelPoint(x: 2, y: 3), to: PixelPoint(x: 2, y: 3), colour: Self.red)
    #expect(
      ImageGrid.rows(image, symbols: Self.symbols) == [
        "........",
        ".######.",
        ".......#",
        "..#....#",
        ".......#",
      ])
  }

  @Test(arguments: [1.0, 2.5, 6.0])
  func lineEndpointsAreCovered(_ width: Double) {
    var image = RGBAImage(width: 30, height: 30, fill: .white)
    let ends = [
      (PixelPoint(x: 3, y: 4), PixelPoint(x: 25, y: 17)),
      (PixelPoint(x: 20, y: 2), PixelPoint(x: 6, y: 27)),
    ]
    for (a, b) in ends {
      image.drawLine(from: a, to: b, colour: Self.red, lineWidth: width)
      #expect(image[a.x, a.y] == Self.red)
      #expect(image[b.x, b.y] == Self.red)
    }
  }

  @Test func thickLineHasRoundCaps() {
    var image = RGBAImage(width: 30, height: 21, fill: .white)
    image.drawLine(
      from: PixelPoint(x: 10, y: 10), to: PixelPoint(x: 20, y: 10), colour: Self.red, lineWidth: 5)
    // 2 px from the start centre: covered; 3 px straight out: untouched.
    #expect(image[8, 10] == Self.red)
    #expect(image[10, 8] == Self.red)
    #expect(image[7, 10] == .white)
    // The corner a square cap would fill is only partly covered.
    let corner = image[8, 8]
    #expect(corner != Self.red && corner != .white)
    // The sides are pixel-aligned: rows 8...12 full, row 13 untouched.
    #expect(image[15, 12] == Self.red)
    #expect(image[15, 13] == .white)
    #expect(abs(Self.coveredArea(image) - (50 + 6.25 * Double.pi)) < 1)
  }

  @Test func hardEdgedLineUsesOnlyTheColour() {
    var image = RGBAImage(width: 20, height: 20, fill: .white)
    image.drawLine(
      from: ImagePoint(x: 1.3, y: 2.7), to: ImagePoint(x: 18.1, y: 15.2), colour: Self.red,
      lineWidth: 3, antialiased: false)
    #expect(image.pixels.allSatisfy { $0 == Self.red || $0 == .white })
    #expect(image[1, 2] == Self.red)
    #expect(image[18, 15] == Self.red)
  }

  @Test func polylineDoesNotDoubleBlendJoins() {
    var image = RGBAImage(width: 20, height: 20, fill: .white)
    let points = [
      ImagePoint(x: 2.5, y: 2.5), ImagePoint(x: 15.5, y: 2.5), ImagePoint(x: 15.5, y: 15.5),
    ]
    image.drawPolyline(points, colour: Self.red.withAlpha(128), lineWidth: 3)
    let tinted = RGBA(red: 255, green: 127, blue: 127)
    #expect(image[8, 2] == tinted)
    #expect(image[15, 2] == tinted)
    #expect(image[15, 9] == tinted)
    #expect(image[8, 9] == .white)
  }

  @Test func filledCircleIsRoundAndSymmetric() {
    var image = RGBAImage(width: 21, height: 21, fill: .white)
    image.fillCircle(centre: ImagePoint(x: 10.5, y: 10.5), radius: 8, colour: Self.red)
    #expect(image[10, 10] == Self.red)
    #expect(image[10, 3] == Self.red)
    #expect(image[10, 1] == .white)
    #expect(image[3, 3] == .white)
    #expect(image == image.flippedHorizontally())
    #expect(image == image.flippedVertically())
    #expect(image == image.transposed())
    #expect(abs(Self.coveredArea(image) - Double.pi * 64) < 1)
  }

  @Test func strokedCircleLeavesCentreUntouched() {
    var image = RGBAImage(width: 21, height: 21, fill: .white)
    image.strokeCircle(
      centre: ImagePoint(x: 10.5, y: 10.5), radius: 7, colour: Self.red, lineWidth: 2)
    #expect(image[10, 10] == .white)
    #expect(image[10, 3] == Self.red)
    #expect(image[17, 10] == Self.red)
    #expect(image[10, 0] == .white)
    #expect(abs(Self.coveredArea(image) - Double.pi * (64 - 36)) < 1.5)
  }

  @Test func ellipseStaysInsideItsRect() {
    var image = RGBAImage(width: 30, height: 20, fill: .white)
    let rect = PixelRect(x: 3, y: 4, width: 22, height: 10)
    image.fillEllipse(in: rect, colour: Self.red)
    for y in 0..<20 {
      for x in 0..<30 where !rect.contains(PixelPoint(x: x, y: y)) {
        #expect(image[x, y] == .white, "pixel (\(x), \(y))")
      }
    }
    #expect(image[14, 8] == Self.red)
    #expect(image[3, 8] != .white)
    #expect(image[3, 4] == .white)
    #expect(abs(Self.coveredArea(image) - Double.pi * 11 * 5) < 1.5)
  }

  @Test func strokedEllipseLeavesInsideUntouched() {
    var image = RGBAImage(width: 40, height: 30, fill: .white)
    image.strokeEllipse(
      centre: ImagePoint(x: 20.5, y: 15.5), radiusX: 15, radiusY: 8, colour: Self.red,
      lineWidth: 2)
    #expect(image[20, 15] == .white)
    #expect(image[5, 15] == Self.red)
    #expect(image[20, 7] == Self.red)
    #expect(image[20, 23] == Self.red)
    #expect(image[0, 0] == .white)
    // A band of width w around a convex curve of length L has area L * w; Ramanujan's
    // perimeter of the 15 x 8 ellipse is pi * (3 * 23 - sqrt(53 * 39)).
    let perimeter = Double.pi * (69 - Double(53 * 39).squareRoot())
    #expect(abs(Self.coveredArea(image) - 2 * perimeter) < 1)
  }

  @Test func gridAlignedPolygonMatchesFillRect() {
    var polygon = RGBAImage(width: 9, height: 7, fill: .white)
    polygon.fillPolygon(
      [
        ImagePoint(x: 2, y: 2), ImagePoint(x: 6, y: 2), ImagePoint(x: 6, y: 5),
        ImagePoint(x: 2, y: 5),
      ],
      colour: Self.red)
    var rect = RGBAImage(width: 9, height: 7, fill: .white)
    rect.fillRect(PixelRect(x: 2, y: 2, width: 4, height: 3), colour: Self.red)
    #expect(polygon == rect)
  }

  @Test func triangleCoversItsArea() {
    var image = RGBAImage(width: 40, height: 40, fill: .white)
    image.fillPolygon(
      [ImagePoint(x: 5, y: 5), ImagePoint(x: 35, y: 10), ImagePoint(x: 12, y: 33)], colour: Self.red
    )
    // Shoelace area: |(30 * 28 - 5 * 7)| / 2 = 402.5.
    #expect(abs(Self.coveredArea(image) - 402.5) < 1)
    #expect(image[15, 15] == Self.red)
    #expect(image[30, 30] == .white)
    #expect(image[4, 4] == .white)
  }

  @Test func polygonUsesNonZeroWinding() {
    // A pentagram: its inner pentagon has winding number 2 and stays filled.
    var image = RGBAImage(width: 41, height: 41, fill: .white)
    let star = (0..<5).map { i -> ImagePoint in
      let angles = [-90.0, 54.0, 198.0, 342.0, 126.0]
      let radians = angles[i] * Double.pi / 180
      return ImagePoint(x: 20.5 + 18 * cosine(radians), y: 20.5 + 18 * sine(radians))
    }
    image.fillPolygon(star, colour: Self.red)
    #expect(image[20, 21] == Self.red)
  }

  @Test func roundedRectWithZeroRadiusIsTheRect() {
    var rounded = RGBAImage(width: 9, height: 7, fill: .white)
    rounded.fillRoundedRect(
      PixelRect(x: 1, y: 2, width: 6, height: 4), cornerRadius: 0, colour: Self.red)
    var plain = RGBAImage(width: 9, height: 7, fill: .white)
    plain.fillRect(PixelRect(x: 1, y: 2, width: 6, height: 4), colour: Self.red)
    #expect(rounded == plain)
  }

  @Test func roundedRectRoundsOnlyCorners() {
    var image = RGBAImage(width: 30, height: 20, fill: .white)
    let rect = PixelRect(x: 2, y: 3, width: 24, height: 14)
    image.fillRoundedRect(rect, cornerRadius: 5, colour: Self.red)
    #expect(image[2, 3] == .white)
    #expect(image[25, 16] == .white)
    #expect(image[2, 10] == Self.red)
    #expect(image[14, 3] == Self.red)
    #expect(image[1, 10] == .white)
    #expect(abs(Self.coveredArea(image) - (24 * 14 - (100 - 25 * Double.pi))) < 1)
  }

  @Test func arrowCoversTailAndTip() {
    var image = RGBAImage(width: 40, height: 20, fill: .white)
    image.drawArrow(
      from: ImagePoint(x: 3.5, y: 10.5), to: ImagePoint(x: 35.5, y: 10.5), colour: Self.red,
      lineWidth: 2, headLength: 10, headWidth: 10)
    #expect(image[3, 10] == Self.red)
    #expect(image[33, 10] == Self.red)
    #expect(image[35, 10] != .white)
    #expect(image[36, 10] == .white)
    #expect(image[27, 7] == Self.red)
    #expect(image[27, 13] == Self.red)
    #expect(image[20, 6] == .white)
  }

  @Test func drawingFarOutsideNeverTraps() {
    var image = RGBAImage(width: 5, height: 5, fill: .white)
    let original = image
    image.fillRect(PixelRect(x: -100, y: -100, width: 50, height: 50), colour: Self.red)
    image.strokeRect(PixelRect(x: Int.max / 4, y: 0, width: 9, height: 9), colour: Self.red)
    image.drawLine(
      from: ImagePoint(x: -1e300, y: 3), to: ImagePoint(x: -1e300, y: 1e300), colour: Self.red,
      lineWidth: 3)
    image.drawLine(from: ImagePoint(x: .nan, y: 3), to: ImagePoint(x: 2, y: 2), colour: Self.red)
    image.drawLine(
      from: PixelPoint(x: 1, y: 1), to: PixelPoint(x: 3, y: 3), colour: Self.red, lineWidth: -2)
    image.fillCircle(centre: ImagePoint(x: 1e9, y: 1e9), radius: 10, colour: Self.red)
    image.fillCircle(centre: ImagePoint(x: 2, y: 2), radius: .infinity, colour: Self.red)
    image.strokeEllipse(
      centre: ImagePoint(x: -50, y: 2), radiusX: 10, radiusY: 1e12, colour: Self.red)
    image.fillPolygon(
      [ImagePoint(x: 100, y: 100), ImagePoint(x: 200, y: 100), ImagePoint(x: 150, y: 300)],
      colour: Self.red)
    image.fillPolygon([ImagePoint(x: 0, y: 0), ImagePoint(x: 5, y: 5)], colour: Self.red)
    image.drawArrow(from: ImagePoint(x: 2, y: 2), to: ImagePoint(x: 2, y: 2), colour: Self.red)
    image.drawText("hello", at: PixelPoint(x: -1000, y: 3), colour: Self.red, backing: .black)
    image.fillRect(image.bounds, colour: .clear)
    #expect(image == original)
  }

  @Test func shapesCrossingEdgesAreClipped() {
    // Pseudo-random shapes around and across a small image: nothing traps, every pixel
    // the shapes miss keeps its colour, and drawing is deterministic.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ range: Double) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (Double(state >> 11) / Double(1 << 53) - 0.25) * range
    }
    var image = RGBAImage(width: 16, height: 12, fill: .white)
    for _ in 0..<200 {
      let a = ImagePoint(x: next(40), y: next(30))
      let b = ImagePoint(x: next(40), y: next(30))
      image.drawLine(from: a, to: b, colour: Self.red.withAlpha(60), lineWidth: abs(next(8)))
      image.fillCircle(centre: a, radius: abs(next(10)), colour: Self.red.withAlpha(30))
      image.strokeEllipse(
        centre: b, radiusX: abs(next(12)), radiusY: abs(next(12)), colour: Self.red.withAlpha(30),
        lineWidth: abs(next(4)))
      image.fillPolygon(
        [a, b, ImagePoint(x: next(40), y: next(30))], colour: Self.red.withAlpha(20))
    }
    #expect(image.pixels.allSatisfy { $0.red == 255 && $0.alpha == 255 })
  }
}

/// cos and sin by Taylor series (tests avoid Foundation's maths for one star).
private func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }

private func sine(_ x: Double) -> Double {
  var angle = x.truncatingRemainder(dividingBy: 2 * Double.pi)
  if angle > Double.pi { angle -= 2 * Double.pi }
  if angle < -Double.pi { angle += 2 * Double.pi }
  var term = angle
  var sum = angle
  for n in 1..<20 {
    term *= -angle * angle / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}

@Suite struct ExtremeParameterTests {
  @Test func extremeSizesNeitherTrapNorSpill() {
    var image = RGBAImage(width: 6, height: 4, fill: .white)
    image.strokeRect(image.bounds, colour: .black, lineWidth: .max)
    #expect(image.pixels.allSatisfy { $0 == .black })
    image.drawText(
      "W", at: PixelPoint(x: 0, y: 0), scale: .max, colour: .white, backing: .black, padding: .max)
    #expect(image.pixels.allSatisfy { $0 == .white })
    image.drawArrow(
      from: ImagePoint(x: 0.5, y: 1.5), to: ImagePoint(x: 5.5, y: 1.5), colour: .black,
      lineWidth: 1, headLength: .nan, headWidth: -3)
    #expect(image[0, 1] == .black)
    // A ring far wider than its radius covers its own centre.
    image.strokeCircle(
      centre: ImagePoint(x: 3, y: 2), radius: 1e300, colour: .black, lineWidth: 3e300)
    #expect(image.pixels.allSatisfy { $0 == .black })
  }

  @Test func hugeBlursAreClampedNotOverflowed() {
    var image = RGBAImage(width: 3, height: 2, fill: .black)
    image[0, 0] = .white
    let box = image.boxBlurred(radius: .max)
    let gaussian = image.gaussianBlurred(sigma: 1e300)
    // With edge pixels repeated far beyond the image, every pixel tends to the mean of the
    // four corners: white in one of them gives about 255 / 4.
    #expect(box.pixels.allSatisfy { $0.alpha == 255 && (60...68).contains($0.red) })
    #expect(gaussian.pixels.allSatisfy { $0.alpha == 255 && (60...68).contains($0.red) })
  }
}
