import Imaging
import Testing

@testable import Scanner

@Suite("Connected regions of a mask")
struct DarkRegionsTests {
  /// Random masks of every density, shapes that wind (a spiral, a comb joined at its foot, a
  /// U whose arms meet late): regions, their order and the label map are those of a plain flood
  /// fill, region by region in the order of their first cell.
  @Test func agreesWithAFloodFill() {
    var generator = SeededGenerator(seed: 15)
    var masks: [(mask: [UInt8], width: Int, height: Int)] = []
    for density in [0.0, 0.1, 0.45, 0.6, 0.9, 1.0] {
      for (width, height) in [(1, 1), (1, 9), (9, 1), (17, 13), (40, 31)] {
        let mask = (0..<width * height).map { _ in
          Double.random(in: 0..<1, using: &generator) < density ? UInt8(1) : 0
        }
        masks.append((mask, width, height))
      }
    }
    masks.append(Self.comb)
    masks.append(Self.lateU)
    for (mask, width, height) in masks {
      for minimumSide in [1, 3] {
        let found = DarkRegions.labelled(
          mask: mask, width: width, height: height, minimumSide: minimumSide)
        let expected = Self.floodFill(mask, width: width, height: height)
        #expect(found.labels == expected.labels)
        #expect(
          found.regions
            == expected.regions.filter { $0.width >= minimumSide && $0.height >= minimumSide })
      }
    }
  }

  /// Teeth joined only at the bottom row: every tooth starts a run of its own.
  static let comb: (mask: [UInt8], width: Int, height: Int) = {
    let width = 11
    let height = 6
    var mask = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width where x % 2 == 0 || y == height - 1 { mask[y * width + x] = 1 }
    }
    return (mask, width, height)
  }()

  /// Two arms that meet in the last row, the right one starting higher.
  static let lateU: (mask: [UInt8], width: Int, height: Int) = {
    let width = 7
    let height = 5
    var mask = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      if y >= 2 { mask[y * width] = 1 }
      mask[y * width + 6] = 1
      if y == height - 1 { for x in 0..<width { mask[y * width + x] = 1 } }
    }
    return (mask, width, height)
  }()

  /// The reference: each unlabelled set cell, in row-major order, floods its region.
  static func floodFill(
    _ mask: [UInt8], width: Int, height: Int
  ) -> (regions: [DarkRegion], labels: [Int32]) {
    var labels = [Int32](repeating: -1, count: mask.count)
    var regions: [DarkRegion] = []
    for start in mask.indices where mask[start] != 0 && labels[start] < 0 {
      let label = Int32(regions.count)
      var region = DarkRegion(
        minX: start % width, minY: start / width, maxX: start % width, maxY: start / width,
        count: 0, label: label)
      var stack = [start]
      labels[start] = label
      while let cell = stack.popLast() {
        let x = cell % width
        let y = cell / width
        region.minX = min(region.minX, x)
        region.maxX = max(region.maxX, x)
        region.minY = min(region.minY, y)
        region.maxY = max(region.maxY, y)
        region.count += 1
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && nx < width && ny >= 0 && ny < height {
          let next = ny * width + nx
          if mask[next] != 0 && labels[next] < 0 {
            labels[next] = label
            stack.append(next)
          }
        }
      }
      regions.append(region)
    }
    return (regions, labels)
  }
}
