/// A non-negative whole number of routes, exact at any size.
///
/// Shortest-route counts grow exponentially with the distance, so they are added with carries
/// across 64-bit limbs instead of in a fixed-width integer that could overflow. Values below
/// 2^64 need no heap storage.
public struct RouteCount: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The lowest 64 bits.
  private var low: UInt64
  /// Higher 64-bit limbs, least significant first, with no trailing zero limb.
  private var high: [UInt64]

  /// Zero routes.
  public static let zero = RouteCount(0)

  /// Creates a count from a 64-bit value.
  public init(_ value: UInt64) {
    low = value
    high = []
  }

  /// Creates a count from a literal.
  public init(integerLiteral value: UInt64) {
    self.init(value)
  }

  /// True when the count is zero.
  public var isZero: Bool { low == 0 && high.isEmpty }

  /// The count as a `UInt64`, or nil when it does not fit.
  public var uint64Value: UInt64? { high.isEmpty ? low : nil }

  /// The exact sum.
  public static func + (lhs: RouteCount, rhs: RouteCount) -> RouteCount {
    var sum = lhs
    sum += rhs
    return sum
  }

  /// Adds `rhs` exactly, carrying into new limbs as needed.
  public static func += (lhs: inout RouteCount, rhs: RouteCount) {
    let (lowSum, lowOverflow) = lhs.low.addingReportingOverflow(rhs.low)
    lhs.low = lowSum
    guard lowOverflow || !rhs.high.isEmpty else { return }
    var carry: UInt64 = lowOverflow ? 1 : 0
    var position = 0
    while position < rhs.high.count || carry > 0 {
      if position == lhs.high.count { lhs.high.append(0) }
      let addend = position < rhs.high.count ? rhs.high[position] : 0
      let (partial, overflow1) = lhs.high[position].addingReportingOverflow(addend)
      let (total, overflow2) = partial.addingReportingOverflow(carry)
      lhs.high[position] = total
      carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
      position += 1
    }
  }

  /// Orders counts by value.
  public static func < (lhs: RouteCount, rhs: RouteCount) -> Bool {
    if lhs.high.count != rhs.high.count { return lhs.high.count < rhs.high.count }
    for position in lhs.high.indices.reversed() where lhs.high[position] != rhs.high[position] {
      return lhs.high[position] < rhs.high[position]
    }
    return lhs.low < rhs.low
  }

  /// The count in decimal digits.
  public var description: String {
    guard !high.isEmpty else { return String(low) }
    // Repeatedly divide by 10^19, the largest power of ten in a UInt64.
    let chunkBase: UInt64 = 10_000_000_000_000_000_000
    var rest = [low] + high
    var chunks: [UInt64] = []
    while !rest.isEmpty {
      var remainder: UInt64 = 0
      for position in rest.indices.reversed() {
        let (quotient, newRemainder) = chunkBase.dividingFullWidth((remainder, rest[position]))
        rest[position] = quotient
        remainder = newRemainder
      }
      chunks.append(remainder)
      while rest.last == 0 { rest.removeLast() }
    }
    var text = String(chunks.removeLast())
    for chunk in chunks.reversed() {
      let digits = String(chunk)
      text += String(repeating: "0", count: 19 - digits.count) + digits
    }
    return text
  }
}
