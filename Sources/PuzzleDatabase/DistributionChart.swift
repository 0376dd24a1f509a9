/// A bar chart of how many puzzles a database holds per move count, as an SVG document: the
/// distribution `db stats` prints, drawn (one bar per move count, its count above it).
public struct DistributionChart: Sendable, Hashable {
  /// Puzzles per move count, in any order.
  public var counts: [(moves: Int, count: Int)]
  /// A title drawn above the bars.
  public var title: String

  /// Creates a chart.
  public init(counts: [(moves: Int, count: Int)], title: String) {
    self.counts = counts
    self.title = title
  }

  public static func == (lhs: DistributionChart, rhs: DistributionChart) -> Bool {
    lhs.title == rhs.title && lhs.counts.map(\.moves) == rhs.counts.map(\.moves)
      && lhs.counts.map(\.count) == rhs.counts.map(\.count)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    for entry in counts {
      hasher.combine(entry.moves)
      hasher.combine(entry.count)
    }
  }

  /// The SVG document: bars scaled to the largest count, move counts along the bottom.
  public var svg: String {
    var totals: [Int: Int] = [:]
    for entry in counts { totals[entry.moves, default: 0] += entry.count }
    let moves = totals.keys.sorted()
    let largest = max(1, totals.values.max() ?? 1)
    let bar = 18
    let gap = 4
    let plotHeight = 240
    let left = 40
    let top = 40
    let width = left + max(1, moves.count) * (bar + gap) + 20
    let height = top + plotHeight + 40
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="10">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(left)" y="20" font-size="13">\(DistributionChart.escaped(title))</text>

      """
    for (index, move) in moves.enumerated() {
      let count = totals[move] ?? 0
      let barHeight = max(1, count * plotHeight / largest)
      let x = left + index * (bar + gap)
      let y = top + plotHeight - barHeight
      svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(bar)\" height=\"\(barHeight)\" fill=\"#b5651d\">"
      svg += "<title>\(move) moves: \(count) puzzles</title></rect>\n"
      svg += "<text x=\"\(x + bar / 2)\" y=\"\(y - 3)\" text-anchor=\"middle\">\(count)</text>\n"
      svg += "<text x=\"\(x + bar / 2)\" y=\"\(top + plotHeight + 14)\" text-anchor=\"middle\">"
      svg += "\(move)</text>\n"
    }
    svg += "<text x=\"\(left)\" y=\"\(top + plotHeight + 32)\">optimal moves</text>\n</svg>\n"
    return svg
  }

  /// `text` with the characters XML gives a meaning escaped.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
