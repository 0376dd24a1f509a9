import Imaging
import Testing

@Suite struct EffectsTests {
  @Test func verticalGradientRunsFromStartToEnd() {
    var image = RGBAImage(width: 3, height: 7, fill: .white)
    let start = RGBA(red: 0, green: 60, blue: 0)
    let end = RGBA(red: 240, green: 0, blue: 0)
    image.fillLinearGradient(PixelRect(x: 1, y: 1, width: 1, height: 5), from: start, to: end)
    #expect(image[1, 1] == start)
    #expect(image[1, 5] == end)
    #expect(image[1, 3] == RGBA(red: 120, green: 30, blue: 0))
    #expect(image[1, 0] == .white)
    #expect(image[1, 6] == .white)
    #expect(image[0, 3] == .white)
    let reds = (1...5).map { image[1, $0].red }
    #expect(reds == [0, 60, 120, 180, 240])
  }

  @Test func horizontalGradientBlendsTranslucentColours() {
    var image = RGBAImage(width: 5, height: 2, fill: .black)
    image.fillLinearGradient(
      image.bounds, from: .white, to: RGBA.white.withAlpha(0), axis: .horizontal)
    #expect(image[0, 0] == .white)
    #expect(image[4, 1] == .black)
    #expect(image[2, 1] == RGBA(red: 128, green: 128, blue: 128))
  }

  @Test func gradientIsClippedButKeepsItsRamp() {
    var image = RGBAImage(width: 1, height: 3, fill: .white)
    image.fillLinearGradient(
      PixelRect(x: 0, y: -2, width: 1, height: 5), from: .black,
      to: RGBA(red: 200, green: 200, blue: 200))
    #expect(image.pixels.map(\.red) == [100, 150, 200])
  }

  @Test func boxBlurSpreadsAPointEvenly() {
    var image = RGBAImage(width: 5, height: 5, fill: .black)
    image[2, 2] = .white
    let blurred = image.boxBlurred(radius: 1)
    for y in 0..<5 {
      for x in 0..<5 {
        let near = abs(x - 2) <= 1 && abs(y - 2) <= 1
        #expect(
          blurred[x, y] == (near ? RGBA(red: 28, green: 28, blue: 28) : .black), "(\(x), \(y))")
      }
    }
  }

  @Test(arguments: [0.0, 0.4, 1.0, 3.5, 20])
  func blurKeepsUniformImagesUniform(_ sigma: Double) {
    let colour = RGBA(red: 10, green: 200, blue: 99, alpha: 77)
    let image = RGBAImage(width: 13, height: 7, fill: colour)
    #expect(image.gaussianBlurred(sigma: sigma) == image)
    #expect(image.boxBlurred(radius: Int(sigma)) == image)
  }

  @Test func gaussianBlurIsSymmetricAndConservesLight() {
    var image = RGBAImage(width: 41, height: 41, fill: .black)
    image.fillRect(PixelRect(x: 18, y: 18, width: 5, height: 5), colour: .white)
    let blurred = image.gaussianBlurred(sigma: 3)
    #expect(blurred == blurred.flippedHorizontally())
    #expect(blurred == blurred.transposed())
    let before = image.pixels.reduce(0) { $0 + Int($1.red) }
    let after = blurred.pixels.reduce(0) { $0 + Int($1.red) }
    #expect(abs(after - before) < before / 50)
    // Gaussian profile: darker away from the centre, never negative, smooth.
    let profile = (20...30).map { blurred[$0, 20].red }
    #expect(profile == profile.sorted(by: >))
    #expect(blurred[20, 20].red < 255)
    #expect(blurred[28, 20].red > 0)
  }

  @Test func blurDoesNotDarkenTransparentEdges() {
    var layer = RGBAImage(width: 20, height: 20, fill: .clear)
    layer.fillRect(
      PixelRect(x: 5, y: 5, width: 10, height: 10), colour: RGBA(red: 255, green: 0, blue: 0))
    let blurred = layer.gaussianBlurred(sigma: 2)
    let edge = blurred[4, 10]
    #expect(edge.alpha > 0 && edge.alpha < 255)
    #expect(edge.red == 255 && edge.green == 0)
    #expect(blurred[0, 0] == .clear)
  }
}
