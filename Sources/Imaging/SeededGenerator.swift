/// A small, fast, seeded random number generator (xoshiro256**, seeded with SplitMix64).
///
/// Renders must be reproducible: the same seed gives the same pixels on every platform and
/// Swift version, so the renderer never touches the system generator. The sequence of a
/// generator depends only on its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator whose whole sequence is determined by `seed`.
  ///
  /// - Parameter seed: any value; nearby seeds give unrelated sequences.
  public init(seed: UInt64) {
    var mixer = seed
    state = (
      Self.splitMix(&mixer), Self.splitMix(&mixer), Self.splitMix(&mixer), Self.splitMix(&mixer)
    )
  }

  /// Creates a generator for one named stream of `seed` (for example one block's grain), so
  /// that drawing one part never shifts the random numbers of another part.
  ///
  /// - Parameters:
  ///   - seed: the render's seed.
  ///   - stream: a number naming the part (a block letter's code, a layer number).
  public init(seed: UInt64, stream: UInt64) {
    var mixer = seed ^ (stream &* 0x9E37_79B9_7F4A_7C15)
    self.init(seed: Self.splitMix(&mixer))
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotateLeft(state.3, 45)
    return result
  }

  /// A uniformly distributed `Double` in `0..<1` (53 random bits, no platform dependence).
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// A uniformly distributed `Double` in `range`.
  public mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
  }

  /// A uniformly distributed integer in `range` (slightly biased for huge ranges; fine here).
  public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// An approximately normal `Double` with mean 0 and standard deviation 1: the centred sum
  /// of four uniform numbers, scaled. It needs no platform maths library, so it gives the
  /// same values everywhere (its tails stop at ±3.5, which is fine for image noise).
  public mutating func nextGaussian() -> Double {
    let sum = nextUnit() + nextUnit() + nextUnit() + nextUnit()
    return (sum - 2) * 1.732_050_807_568_877_2
  }

  private static func splitMix(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private func rotateLeft(_ value: UInt64, _ amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
  }
}
