/// A 4-connected region of set cells in a mask: its bounding box and size.
struct DarkRegion: Hashable, Sendable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int
  var count: Int
  /// The region's label in the label map of `DarkRegions.labelled` (its cells hold it).
  var label: Int32 = -1

  var width: Int { maxX - minX + 1 }
  var height: Int { maxY - minY + 1 }
}

/// Connected regions of a mask (union-find over one pass, then one pass of statistics).
enum DarkRegions {
  /// The regions of `mask` (`width` x `height`, row-major) whose boxes are at least
  /// `minimumSide` cells on both sides.
  static func find(mask: [UInt8], width: Int, height: Int, minimumSide: Int) -> [DarkRegion] {
    labelled(mask: mask, width: width, height: height, minimumSide: minimumSide).regions
  }

  /// The regions of `mask` as `find` gives them, and a label map: for each cell the `label` of
  /// its region (of every region, kept or not), -1 for unset cells.
  static func labelled(
    mask: [UInt8], width: Int, height: Int, minimumSide: Int
  ) -> (regions: [DarkRegion], labels: [Int32]) {
    var parent = [Int32](repeating: -1, count: mask.count)
    func root(_ index: Int32, _ parent: UnsafeMutableBufferPointer<Int32>) -> Int32 {
      var node = index
      while parent[Int(node)] != node {
        let next = parent[Int(parent[Int(node)])]
        parent[Int(node)] = next
        node = next
      }
      return node
    }
    mask.withUnsafeBufferPointer { mask in
      parent.withUnsafeMutableBufferPointer { parent in
        for y in 0..<height {
          let row = y * width
          for x in 0..<width where mask[row + x] != 0 {
            let index = Int32(row + x)
            let left = x > 0 && mask[row + x - 1] != 0
            let up = y > 0 && mask[row - width + x] != 0
            if left && up {
              let a = root(index - 1, parent)
              let b = root(index - Int32(width), parent)
              let low = min(a, b)
              parent[Int(a)] = low
              parent[Int(b)] = low
              parent[Int(index)] = low
            } else if left {
              parent[Int(index)] = root(index - 1, parent)
            } else if up {
              parent[Int(index)] = root(index - Int32(width), parent)
            } else {
              parent[Int(index)] = index
            }
          }
        }
      }
    }
    var slotOf = [Int32](repeating: -1, count: mask.count)
    var regions: [DarkRegion] = []
    parent.withUnsafeMutableBufferPointer { parent in
      // Every cell straight to its root, in one pass: a cell's parent always lies at or before
      // it, and is by then a root.
      for index in 0..<parent.count where parent[index] >= 0 {
        parent[index] = parent[Int(parent[index])]
      }
      slotOf.withUnsafeMutableBufferPointer { slotOf in
        for y in 0..<height {
          for x in 0..<width where parent[y * width + x] >= 0 {
            let r = Int(parent[y * width + x])
            let slot = Int(slotOf[r])
            if slot >= 0 {
              if x < regions[slot].minX { regions[slot].minX = x }
              if x > regions[slot].maxX { regions[slot].maxX = x }
              regions[slot].maxY = y
              regions[slot].count += 1
              // (A root is never a later cell's non-root, so slotOf doubles as the label map:
              // an entry read as a root's slot is only ever written with that same slot.)
              slotOf[y * width + x] = Int32(slot)
            } else {
              slotOf[r] = Int32(regions.count)
              regions.append(
                DarkRegion(
                  minX: x, minY: y, maxX: x, maxY: y, count: 1, label: Int32(regions.count)))
            }
          }
        }
      }
    }
    return (regions.filter { $0.width >= minimumSide && $0.height >= minimumSide }, slotOf)
  }
}
