import Foundation
import Imaging

/// The board's outline as four corners in image pixels (top-left, top-right, bottom-right,
/// bottom-left as the image shows them), fitted as four lines to the edges of a board-coloured
/// region: a rotated, turned or photographed board is a quadrilateral, not a rectangle.
public struct BoardQuadrilateral: Hashable, Sendable, Codable {
  /// The corners: top-left, top-right, bottom-right, bottom-left (as the image shows them).
  public var corners: [ImagePoint]
  /// The root-mean-square distance, in image pixels, of the edge points kept by the line fits
  /// from their lines (how straight the region's edges are).
  public var residual: Double
  /// The share of edge points the line fits kept (the rest: the chute notch, blocks touching
  /// an edge, noise).
  public var inlierShare: Double

  /// Creates a quadrilateral.
  public init(corners: [ImagePoint], residual: Double, inlierShare: Double) {
    self.corners = corners
    self.residual = residual
    self.inlierShare = inlierShare
  }

  /// The four sides' directions, in degrees clockwise from the axis each is closest to (top
  /// and bottom from the x axis, left and right from the y axis): all zero for an upright
  /// rectangle.
  public var sideAngles: [Double] {
    (0..<4).map { index in
      let a = corners[index]
      let b = corners[(index + 1) % 4]
      let dx = b.x - a.x
      let dy = b.y - a.y
      switch index {
      case 0: return atan2(dy, dx) * 180 / .pi  // top, left to right
      case 1: return atan2(-dx, dy) * 180 / .pi  // right, top to bottom
      case 2: return atan2(-dy, -dx) * 180 / .pi  // bottom, right to left
      default: return atan2(dx, -dy) * 180 / .pi  // left, bottom to top
      }
    }
  }

  /// The rotation of the board, in degrees clockwise: the mean of the four sides' angles.
  public var angle: Double { sideAngles.reduce(0, +) / 4 }

  /// How far the quadrilateral is from a square after removing its rotation: the largest
  /// difference between a side's angle and the mean, in degrees, and the ratio of the
  /// longest side to the shortest.
  public var distortion: (skew: Double, sideRatio: Double) {
    let mean = angle
    let skew = sideAngles.map { abs($0 - mean) }.max() ?? 0
    let lengths = sideLengths
    let shortest = lengths.min() ?? 0
    return (skew, shortest > 0 ? (lengths.max() ?? 0) / shortest : .infinity)
  }

  /// The lengths of the four sides (top, right, bottom, left), in image pixels.
  public var sideLengths: [Double] {
    (0..<4).map { index in
      let a = corners[index]
      let b = corners[(index + 1) % 4]
      return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
  }

  /// The largest distance, in image pixels, between a corner and the matching corner of the
  /// axis-aligned rectangle `rect`.
  public func largestOffset(from rect: PixelRect) -> Double {
    let box = [
      ImagePoint(x: Double(rect.x), y: Double(rect.y)),
      ImagePoint(x: Double(rect.maxX), y: Double(rect.y)),
      ImagePoint(x: Double(rect.maxX), y: Double(rect.maxY)),
      ImagePoint(x: Double(rect.x), y: Double(rect.maxY)),
    ]
    return zip(corners, box).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? 0
  }

  /// The corners starting at the one that shows the board's top-left corner when the image
  /// holds the board turned clockwise by `turn`.
  public func corners(turnedBy turn: BoardTurn) -> [ImagePoint] {
    (0..<4).map { corners[($0 + turn.quarters) % 4] }
  }
}
