import Imaging
import Testing

@Suite("Homography")
struct HomographyTests {
  static let square = [
    ImagePoint(x: 0, y: 0), ImagePoint(x: 1, y: 0), ImagePoint(x: 1, y: 1), ImagePoint(x: 0, y: 1),
  ]
  static let quad = [
    ImagePoint(x: 10, y: 12), ImagePoint(x: 110, y: 8), ImagePoint(x: 118, y: 105),
    ImagePoint(x: 4, y: 96),
  ]

  static func near(_ a: ImagePoint, _ b: ImagePoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func fourPointsDetermineTheMapAndItsInverse() throws {
    let h = try #require(Homography.mapping(Self.square, to: Self.quad))
    for (s, d) in zip(Self.square, Self.quad) { #expect(Self.near(h.apply(s), d)) }
    let back = try #require(h.inverse)
    for (s, d) in zip(Self.square, Self.quad) { #expect(Self.near(back.apply(d), s)) }
    let centre = ImagePoint(x: 0.3, y: 0.7)
    #expect(Self.near(back.composed(after: h).apply(centre), centre))
  }

  @Test func collinearPointsHaveNoHomography() {
    let line = [
      ImagePoint(x: 0, y: 0), ImagePoint(x: 1, y: 1), ImagePoint(x: 2, y: 2),
      ImagePoint(x: 0, y: 1),
    ]
    #expect(Homography.mapping(line, to: Self.quad) == nil)
  }

  @Test func rotationTurnsClockwiseOnScreen() {
    let quarter = Homography.rotation(degrees: 90, about: ImagePoint(x: 0, y: 0))
    // y grows downwards: the point to the right turns to the point below.
    #expect(Self.near(quarter.apply(ImagePoint(x: 1, y: 0)), ImagePoint(x: 0, y: 1), 1e-12))
  }

  @Test func warpingByTheIdentityCopiesTheImage() {
    var image = RGBAImage(width: 3, height: 2, fill: RGBA(red: 1, green: 2, blue: 3))
    image[2, 1] = RGBA(red: 200, green: 100, blue: 50)
    let copy = image.warped(width: 3, height: 2, sourceOf: .identity, fill: .clear)
    #expect(copy == image)
    let shifted = image.warped(
      width: 3, height: 2, sourceOf: .affine(1, 0, 5, 0, 1, 0), fill: .clear)
    #expect(shifted.pixels.allSatisfy { $0 == .clear })
  }
}
