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

/// Connected regions of a mask: the runs of set cells along each row, joined by union-find
/// where runs of neighbouring rows share a column, then one pass over the runs for statistics.
/// (Working row by row in runs, not cell by cell: a board's mask is mostly long runs.)
enum DarkRegions {
  /// The regions of `mask` (`width` x `height`, row-major) whose boxes are at least
  /// `minimumSide` cells on both sides.
  static func find(mask: [UInt8], width: Int, height: Int, minimumSide: Int) -> [DarkRegion] {
    labelled(mask: mask, width: width, height: height, minimumSide: minimumSide).regions
  }

  /// The regions of `mask` as `find` gives them, and a label map: for each cell the `label` of
  /// its region (of every region, kept or not), -1 for unset cells.
  ///
  /// Regions are numbered in the order of their first cell (row by row, left to right).
  static func labelled(
    mask: [UInt8], width: Int, height: Int, minimumSide: Int
  ) -> (regions: [DarkRegion], labels: [Int32]) {
    let runs = Runs(mask: mask, width: width, height: height)
    var labels = [Int32](repeating: -1, count: mask.count)
    var regions: [DarkRegion] = []
    var slotOf = [Int32](repeating: -1, count: runs.count)
    runs.parent.withUnsafeBufferPointer { parent in
      labels.withUnsafeMutableBufferPointer { labels in
        for index in 0..<runs.count {
          // (A run's root is the component's first run, so it is met, and given its slot,
          // before any other run of its component.)
          let root = Int(parent[index])
          let run = runs.runs[index]
          let slot: Int
          if slotOf[root] >= 0 {
            slot = Int(slotOf[root])
            if run.start < regions[slot].minX { regions[slot].minX = run.start }
            if run.end > regions[slot].maxX { regions[slot].maxX = run.end }
            regions[slot].maxY = run.row
            regions[slot].count += run.end - run.start + 1
          } else {
            slot = regions.count
            slotOf[root] = Int32(slot)
            regions.append(
              DarkRegion(
                minX: run.start, minY: run.row, maxX: run.end, maxY: run.row,
                count: run.end - run.start + 1, label: Int32(slot)))
          }
          let offset = run.row * width
          for x in run.start...run.end { labels[offset + x] = Int32(slot) }
        }
      }
    }
    return (regions.filter { $0.width >= minimumSide && $0.height >= minimumSide }, labels)
  }

  /// The runs of set cells of a mask, in row-major order, each joined to the first run of its
  /// 4-connected component.
  private struct Runs {
    /// One row's stretch of set cells, `start` to `end` inclusive.
    struct Run {
      var row: Int
      var start: Int
      var end: Int
    }

    private(set) var runs: [Run] = []
    /// For each run, the index of its component's first run (after `init`).
    private(set) var parent: [Int32] = []

    var count: Int { runs.count }

    init(mask: [UInt8], width: Int, height: Int) {
      var previous = 0..<0
      mask.withUnsafeBytes { bytes in
        let mask = bytes.bindMemory(to: UInt8.self)
        // (Eight cells at a time through stretches all clear, or all set to 1.)
        let allSet: UInt64 = 0x0101_0101_0101_0101
        func word(_ index: Int) -> UInt64 {
          bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        }
        for y in 0..<height {
          let row = y * width
          let first = runs.count
          var x = 0
          while x < width {
            while x + 8 <= width && word(row + x) == 0 { x += 8 }
            guard x < width else { break }
            guard mask[row + x] != 0 else {
              x += 1
              continue
            }
            let start = x
            while x + 8 <= width && word(row + x) == allSet { x += 8 }
            while x < width && mask[row + x] != 0 { x += 1 }
            runs.append(Run(row: y, start: start, end: x - 1))
            parent.append(Int32(runs.count - 1))
          }
          // Join each run to the runs of the row above that share a column with it (both
          // rows' runs are in order: one sweep).
          var above = previous.lowerBound
          for index in first..<runs.count {
            let run = runs[index]
            while above < previous.upperBound && runs[above].end < run.start { above += 1 }
            var touching = above
            while touching < previous.upperBound && runs[touching].start <= run.end {
              union(index, touching)
              touching += 1
            }
          }
          previous = first..<runs.count
        }
      }
      // Every run straight to its root, in one pass: a run's parent always lies at or before
      // it, and is by then a root.
      for index in parent.indices { parent[index] = parent[Int(parent[index])] }
    }

    /// The root of `index`'s component (halving the path on the way).
    private mutating func root(_ index: Int) -> Int {
      var node = index
      while Int(parent[node]) != node {
        let next = parent[Int(parent[node])]
        parent[node] = next
        node = Int(next)
      }
      return node
    }

    /// Joins two runs' components under the earlier root (so a root is its component's first
    /// run).
    private mutating func union(_ a: Int, _ b: Int) {
      let rootA = root(a)
      let rootB = root(b)
      if rootA < rootB {
        parent[rootB] = Int32(rootA)
      } else if rootB < rootA {
        parent[rootA] = Int32(rootB)
      }
    }
  }
}
