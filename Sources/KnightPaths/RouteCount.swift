/// A non-negative whole number of routes, exact at any size.
///
/// Shortest-route counts grow exponentially with the distance, so they are added with carries
/// across 64-bit limbs instead of in a fixed-width integer that could overflow.
public struct RouteCount: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// Little-endian 64-bit limbs with no trailing zero limb; empty for zero.
  private var limbs: [UInt64]

  /// Zero routes.
  public static let zero = RouteCount(0)

  /// Creates a count from a 64-bit value.
  public init(_ value: UInt64) {
    limbs = value == 0 ? [] : [value]
  }

  /// Creates a count from a literal.
  public init(integerLiteral value: UInt64) {
    self.init(value)
  }

  /// True when the count is zero.
  public var isZero: Bool { limbs.isEmpty }

  /// The count as a `UInt64`, or nil when it does not fit.
  public var uint64Value: UInt64? {
    switch limbs.count {
    case 0: return 0
    case 1: return limbs[0]
    default: return nil
    }
  }

  /// The exact sum.
  public static func + (lhs: RouteCount, rhs: RouteCount) -> RouteCount {
    var sum = lhs
    sum += rhs
    return sum
  }

  /// Adds `rhs` exactly, carrying into new limbs as needed.
  public static func += (lhs: inout RouteCount, rhs: RouteCount) {
    if lhs.limbs.count < rhs.limbs.count {
      lhs.limbs.append(contentsOf: repeatElement(0, count: rhs.limbs.count - lhs.limbs.count))
    }
    var carry: UInt64 = 0
    for position in lhs.limbs.indices {
      let addend = position < rhs.limbs.count ? rhs.limbs[position] : 0
      if addend == 0 && carry == 0 && position >= rhs.limbs.count { break }
      let (partial, overflow1) = lhs.limbs[position].addingReportingOverflow(addend)
      let (total, overflow2) = partial.addingReportingOverflow(carry)
      lhs.limbs[position] = total
      carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
    }
    if carry > 0 { lhs.limbs.append(carry) }
  }

  /// Orders counts by value.
  public static func < (lhs: RouteCount, rhs: RouteCount) -> Bool {
    if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
    for position in lhs.limbs.indices.reversed() where lhs.limbs[position] != rhs.limbs[position] {
      return lhs.limbs[position] < rhs.limbs[position]
    }
    return false
  }

  /// The count in decimal digits.
  public var description: String {
    guard !isZero else { return "0" }
    // Repeatedly divide by 10^19, the largest power of ten in a UInt64.
    let chunkBase: UInt64 = 10_000_000_000_000_000_000
    var rest = limbs
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
