import Imaging

/// CIELAB conversions remembered within one scan. The stages look at the same board many times
/// over (every theme tried samples the same tiles, rivet windows and frame ring), and a
/// screenshot's flat areas repeat a few colours, so most conversions become lookups.
///
/// Exact: a direct-mapped table keyed by the whole colour, so an entry only ever answers for
/// the colour it was computed from (a colour whose slot another holds is converted again).
/// One scan's, not shared between threads.
final class LabMemo {
  /// Slots in the table (a power of two).
  private static let slotBits = 13
  private static let slotCount = 1 << slotBits
  /// The colour (`0xRRGGBB`) each slot holds; `UInt32.max`, which no colour is, when empty.
  private let keys: UnsafeMutablePointer<UInt32>
  /// Each slot's conversion.
  private let values: UnsafeMutablePointer<LabColour>

  init() {
    keys = .allocate(capacity: Self.slotCount)
    keys.initialize(repeating: .max, count: Self.slotCount)
    // (A slot's value is read only once its key is set, and the key is set with it: the values
    // need no clearing.)
    values = .allocate(capacity: Self.slotCount)
  }

  deinit {
    keys.deallocate()
    values.deallocate()
  }

  /// `LabColour(pixel)` (alpha ignored).
  @inline(__always)
  func lab(_ pixel: RGBA) -> LabColour {
    let key = UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
    // (Fibonacci hashing: the top bits of the product mix all three channels.)
    let slot = Int(truncatingIfNeeded: (key &* 2_654_435_769) >> UInt32(32 - Self.slotBits))
    if keys[slot] == key { return values[slot] }
    let colour = LabColour(pixel)
    keys[slot] = key
    values[slot] = colour
    return colour
  }
}
