import Foundation
import Imaging
import Puzzle
import Themes

/// Samples every tile on a grid of points and lets each sample vote for its nearest colour class.
struct TileClassifier {
  /// Structural parameters.
  let policy: ScanPolicy
  /// The theme's colour model.
  let model: ScanModel
  /// The scan's CIELAB conversions.
  var labs = LabMemo()

  /// Evidence for the tiles of `rows` (all 36 by default), in reading order, from their
  /// samples (`TileSampler`'s of the same rows).
  func classify(
    _ image: RGBAImage, location: BoardLocation, samples: [[LabColour]], rows: Range<Int> = 0..<6
  ) -> [TileEvidence] {
    var tiles: [TileEvidence] = []
    tiles.reserveCapacity(6 * rows.count)
    for row in rows {
      for column in 0..<6 {
        tiles.append(
          classifyTile(
            image, location: location, row: row, column: column,
            samples: samples[(row - rows.lowerBound) * 6 + column]))
      }
    }
    return tiles
  }

  /// The mean confidence of `tiles`: how well the theme explains the board.
  static func score(_ tiles: [TileEvidence]) -> Double {
    tiles.isEmpty ? 0 : tiles.reduce(0) { $0 + $1.confidence } / Double(tiles.count)
  }

  private func classifyTile(
    _ image: RGBAImage, location: BoardLocation, row: Int, column: Int, samples: [LabColour]
  ) -> TileEvidence {
    let left = location.columnLines[column]
    let top = location.rowLines[row]
    let width = location.tileWidth
    let height = location.tileHeight
    let limit = model.thresholds.sampleDistance.value
    var votes = ColourVotes()
    var sum = (l: 0.0, a: 0.0, b: 0.0)
    var sumSquares = (l: 0.0, a: 0.0, b: 0.0)
    var classLightness = [Double](repeating: 0, count: ColourClass.allCases.count)
    // The tile class each sample matched (nil: an outlier), for comparing the tile's halves.
    var matched = [TileClass?](repeating: nil, count: samples.count)
    for (index, colour) in samples.enumerated() {
      sum.l += colour.l
      sum.a += colour.a
      sum.b += colour.b
      sumSquares.l += colour.l * colour.l
      sumSquares.a += colour.a * colour.a
      sumSquares.b += colour.b * colour.b
      let nearest = model.nearest(colour)
      if nearest.distance <= limit {
        matched[index] = TileClass(votingFor: nearest.colourClass)
        votes[nearest.colourClass] += 1
        classLightness[ColourVotes.index(nearest.colourClass)] += colour.l
      } else {
        votes.outliers += 1
      }
    }
    let n = Double(max(1, samples.count))
    let mean = LabColour(l: sum.l / n, a: sum.a / n, b: sum.b / n)
    func deviation(_ squares: Double, _ mean: Double) -> Double {
      max(0, squares / n - mean * mean).squareRoot()
    }
    let spread = LabSpread(
      l: deviation(sumSquares.l, mean.l), a: deviation(sumSquares.a, mean.a),
      b: deviation(sumSquares.b, mean.b))

    let tileRect = location.tileRect(row: row, column: column)
    let sampleRegion = TileSampler(policy: policy).sampleRegion(
      row: row, column: column, location: location)

    var support = TileClass.allCases.map { Double(votes.support(for: $0)) }
    // The rivets are looked for where a fixed block is in question: its votes at least half
    // those of any other class. (Where they are fewer, the rivets could only lower a vote that
    // loses anyway: the winner, its share and its coverage stay, and only the fixed block's
    // small probability is left as its votes give it. So the close look at four corners of
    // every tile with a few grey samples, in a theme that does not fit the image, is spared.)
    var rivetShare: Double?
    let fixedVotes = Double(votes[.fixedBlock])
    var otherVotes = 0.0
    for (index, tileClass) in TileClass.allCases.enumerated() where tileClass != .fixed {
      otherVotes = max(otherVotes, support[index])
    }
    if fixedVotes > 0, fixedVotes * 2 >= otherVotes {
      rivetShare = rivets(image, face: mean, left: left, top: top, width: width, height: height)
    }
    // The votes before the rivet check: a fixed block's face whose rivets are not found is not
    // thereby another class, so another winner's share counts against every vote cast.
    let cast = support.reduce(0, +)
    if let rivetShare, let fixedIndex = TileClass.allCases.firstIndex(of: .fixed) {
      support[fixedIndex] *= model.thresholds.rivetShare.probability(rivetShare)
    }
    let supported = support.reduce(0, +)
    let probabilities = support.map { ($0 + 0.5) / (supported + 2) }
    let winnerIndex = support.indices.max { support[$0] < support[$1] } ?? 0
    let winner = TileClass.allCases[winnerIndex]
    let votesAgainst = winner == .fixed ? supported : cast
    let share = votesAgainst > 0 ? support[winnerIndex] / votesAgainst : 0
    let coverage =
      Double(
        votes.support(for: .empty) + votes[.block] + votes[.prisoner]
          + votes[.fixedBlock]) / n
    var coverageFactor = min(1, coverage / max(0.01, model.thresholds.tileCoverage.value))
    if let rivetShare, winnerIndex == TileClass.allCases.firstIndex(of: .fixed) {
      // A fixed block's face without its rivets is doubtful.
      coverageFactor *= model.thresholds.rivetShare.probability(rivetShare)
    }
    let halves = Self.halvesDifference(matched, winner: winner)
    let split = policy.classify.splitTile
    if halves > split {
      coverageFactor *= max(0, 1 - (halves - split) / max(1e-9, 1 - split))
    }
    let winnerClasses: [ColourClass] =
      switch winner {
      case .empty: [.board, .seam, .chute]
      case .block: [.block]
      case .prisoner: [.prisoner]
      case .fixed: [.fixedBlock]
      }
    let winnerVotes = winnerClasses.reduce(0) { $0 + votes[$1] }
    let winnerLightness =
      winnerVotes > 0
      ? winnerClasses.reduce(0) { $0 + classLightness[ColourVotes.index($1)] }
        / Double(winnerVotes) : mean.l
    return TileEvidence(
      cell: Cell(row: row, column: column), tileRect: tileRect, sampleRegion: sampleRegion,
      votes: votes, meanColour: mean, colourSpread: spread, classLightness: winnerLightness,
      measuredClass: winner, classProbabilities: probabilities, share: share, coverage: coverage,
      rivetShare: rivetShare, finalClass: winner, confidence: share * coverageFactor,
      halves: halves)
  }

  /// The largest difference, between the left and right halves or the top and bottom halves of
  /// a square grid of samples (row-major; the middle line left out), of `winner`'s share of the
  /// samples that matched a class. A half with fewer than a quarter of its samples matched
  /// tells nothing (0).
  static func halvesDifference(_ matched: [TileClass?], winner: TileClass) -> Double {
    let side = Int(Double(matched.count).squareRoot())
    guard side >= 2, side * side == matched.count else { return 0 }
    let half = side / 2
    // (votes for the winner, votes matched) in the four halves: left, right, top, bottom.
    var counts = [(winner: Int, matched: Int)](repeating: (0, 0), count: 4)
    for row in 0..<side {
      for column in 0..<side {
        guard let tileClass = matched[row * side + column] else { continue }
        let hit = tileClass == winner ? 1 : 0
        func count(_ index: Int) {
          counts[index].winner += hit
          counts[index].matched += 1
        }
        if column < half { count(0) }
        if column >= side - half { count(1) }
        if row < half { count(2) }
        if row >= side - half { count(3) }
      }
    }
    let least = max(1, side * half / 4)
    func share(_ index: Int) -> Double? {
      counts[index].matched >= least
        ? Double(counts[index].winner) / Double(counts[index].matched) : nil
    }
    var difference = 0.0
    for (first, second) in [(0, 1), (2, 3)] {
      if let a = share(first), let b = share(second) { difference = max(difference, abs(a - b)) }
    }
    return difference
  }

  /// Mean share of rivet-coloured samples in four windows near the tile's corners (a rivet
  /// fills a fraction of its window, so the theme's `rivetShare` is well below 1).
  ///
  /// A sample is rivet-coloured when the rivet is its nearest class, or when it lies on the way
  /// from this tile's own face colour (`face`) to the rivet's, at least half way and close to
  /// that line: a small or blurred screenshot mixes each rivet with the face around it, and a
  /// face lit otherwise than the calibration's moves both.
  private func rivets(
    _ image: RGBAImage, face: LabColour, left: Double, top: Double, width: Double,
    height: Double
  ) -> Double {
    let limit = model.thresholds.sampleDistance.value
    let rivet = model.classes.rivet.mean
    let axis = (l: rivet.l - face.l, a: rivet.a - face.a, b: rivet.b - face.b)
    let axisSquared = axis.l * axis.l + axis.a * axis.a + axis.b * axis.b
    func towardsRivet(_ colour: LabColour) -> Bool {
      guard axisSquared > 0 else { return false }
      let d = (l: colour.l - face.l, a: colour.a - face.a, b: colour.b - face.b)
      let along = (d.l * axis.l + d.a * axis.a + d.b * axis.b) / axisSquared
      guard along >= policy.classify.rivetMixture else { return false }
      let squared = d.l * d.l + d.a * d.a + d.b * d.b
      let across = squared - along * along * axisSquared
      return across <= policy.classify.rivetMixture * policy.classify.rivetMixture * axisSquared
    }
    let start = policy.classify.rivetWindowStart
    let span = policy.classify.rivetWindowEnd - policy.classify.rivetWindowStart
    let count = 7
    var total = 0.0
    for corner in 0..<4 {
      let flipX = corner % 2 == 1
      let flipY = corner >= 2
      var hits = 0
      for j in 0..<count {
        for i in 0..<count {
          let u = start + span * (Double(i) + 0.5) / Double(count)
          let v = start + span * (Double(j) + 0.5) / Double(count)
          let x = left + width * (flipX ? 1 - u : u)
          let y = top + height * (flipY ? 1 - v : v)
          let colour = labs.lab(pixel(image, x: x, y: y))
          if model.matches(.rivet, colour, within: limit) || towardsRivet(colour) {
            hits += 1
          }
        }
      }
      total += Double(hits) / Double(count * count)
    }
    return total / 4
  }

  private func pixel(_ image: RGBAImage, x: Double, y: Double) -> RGBA {
    let px = min(image.width - 1, max(0, Int(x)))
    let py = min(image.height - 1, max(0, Int(y)))
    return image[px, py]
  }
}
