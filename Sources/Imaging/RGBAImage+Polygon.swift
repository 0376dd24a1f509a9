/// Anti-aliased filling of arbitrary polygons (non-zero winding rule).
extension RGBAImage {
  /// Fills the polygon through `vertices` (closed automatically), blending `colour` over the image.
  ///
  /// Self-intersecting outlines are filled by the non-zero winding rule. Edges are
  /// anti-aliased with exact horizontal coverage and 4 sub-rows per pixel row.
  /// - Parameters:
  ///   - vertices: at least three corners in continuous coordinates (`ImagePoint(centreOf:)`
  ///     for pixel centres); fewer, or any non-finite coordinate, draws nothing.
  ///   - colour: the fill; its alpha is respected.
  ///   - antialiased: false gives hard edges (pixels at least half covered are filled).
  public mutating func fillPolygon(
    _ vertices: [ImagePoint], colour: RGBA, antialiased: Bool = true
  ) {
    guard vertices.count >= 3, colour.alpha > 0, vertices.allSatisfy(\.isFinite) else { return }
    var minX = Double.infinity
    var maxX = -Double.infinity
    var minY = Double.infinity
    var maxY = -Double.infinity
    for v in vertices {
      minX = Swift.min(minX, v.x)
      maxX = Swift.max(maxX, v.x)
      minY = Swift.min(minY, v.y)
      maxY = Swift.max(maxY, v.y)
    }
    let firstRow = ImagingMath.floorInt(minY, 0, height)
    let lastRow = ImagingMath.ceilInt(maxY, 0, height) - 1
    let firstColumn = ImagingMath.floorInt(minX, 0, width)
    let lastColumn = ImagingMath.ceilInt(maxX, 0, width) - 1
    guard firstRow <= lastRow, firstColumn <= lastColumn else { return }

    let subRows = 4
    let subWeight = 1.0 / Double(subRows)
    let columnCount = lastColumn - firstColumn + 1
    let clipLeft = Double(firstColumn)
    let clipRight = Double(lastColumn + 1)
    var coverage = [Double](repeating: 0, count: columnCount)
    var crossings: [(x: Double, winding: Int)] = []
    crossings.reserveCapacity(vertices.count)
    let width = self.width
    let sourceAlpha = Int(colour.alpha)

    pixels.withUnsafeMutableBufferPointer { buffer in
      coverage.withUnsafeMutableBufferPointer { cover in
        for py in firstRow...lastRow {
          for i in 0..<columnCount { cover[i] = 0 }
          var touched = false
          for s in 0..<subRows {
            let y = Double(py) + (Double(s) + 0.5) * subWeight
            crossings.removeAll(keepingCapacity: true)
            var previous = vertices[vertices.count - 1]
            for current in vertices {
              if (previous.y <= y) != (current.y <= y) {
                let x =
                  previous.x + (y - previous.y) * (current.x - previous.x)
                  / (current.y - previous.y)
                crossings.append((x, current.y > previous.y ? 1 : -1))
              }
              previous = current
            }
            guard crossings.count >= 2 else { continue }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for k in 0..<crossings.count - 1 {
              winding += crossings[k].winding
              guard winding != 0 else { continue }
              let left = ImagingMath.clamp(crossings[k].x, clipLeft, clipRight)
              let right = ImagingMath.clamp(crossings[k + 1].x, clipLeft, clipRight)
              guard right > left else { continue }
              touched = true
              let a = Int(left) - firstColumn
              let b = Int(right) - firstColumn
              if a == b {
                cover[a] += (right - left) * subWeight
              } else {
                cover[a] += (Double(a + firstColumn + 1) - left) * subWeight
                var i = a + 1
                while i < b {
                  cover[i] += subWeight
                  i += 1
                }
                if b < columnCount { cover[b] += (right - Double(b + firstColumn)) * subWeight }
              }
            }
          }
          guard touched else { continue }
          let rowStart = py * width + firstColumn
          for i in 0..<columnCount {
            let c = cover[i]
            let alpha: Int
            if antialiased {
              guard c > 0.001 else { continue }
              alpha =
                c >= 0.999 ? sourceAlpha : ImagingMath.div255(sourceAlpha * Int(c * 255 + 0.5))
            } else {
              guard c >= 0.5 else { continue }
              alpha = sourceAlpha
            }
            buffer[rowStart + i] = RGBA.blend(buffer[rowStart + i], colour, alpha: alpha)
          }
        }
      }
    }
  }
}
