import Foundation
import Imaging
import Testing

@testable import Scanner

/// The outline of a picture lying on a plain background, read a little inside its edge.
@Suite("Picture outline")
struct PictureOutlineTests {
  @Test func insetMovesEachCornerInwardsAlongBothSides() {
    let square = GeometryStage.rectangle(PixelRect(x: 0, y: 0, width: 100, height: 100))
    let inset = GeometryStage.inset(square, by: 2)
    let expected = [
      ImagePoint(x: 2, y: 2), ImagePoint(x: 98, y: 2), ImagePoint(x: 98, y: 98),
      ImagePoint(x: 2, y: 98),
    ]
    for (corner, want) in zip(inset.corners, expected) {
      #expect(abs(corner.x - want.x) < 1e-9 && abs(corner.y - want.y) < 1e-9, "\(corner)")
    }
  }

  @Test func insetKeepsARotatedOutlinesAngle() {
    let angle = 8 * Double.pi / 180
    let (sine, cosine) = (sin(angle), cos(angle))
    let square: [(Double, Double)] = [(-50, -50), (50, -50), (50, 50), (-50, 50)]
    let corners = square.map { (x: Double, y: Double) -> ImagePoint in
      let rotatedX: Double = x * cosine - y * sine
      let rotatedY: Double = x * sine + y * cosine
      return ImagePoint(x: 50 + rotatedX, y: 50 + rotatedY)
    }
    let quad = BoardQuadrilateral(corners: corners, residual: 0, inlierShare: 1)
    let inset = GeometryStage.inset(quad, by: 3)
    #expect(abs(inset.angle - quad.angle) < 1e-6)
    for length in inset.sideLengths { #expect(abs(length - 94) < 1e-6, "side \(length)") }
  }
}
