/// Seeded value noise in one and two dimensions: smooth random functions built from a
/// hashed lattice, interpolated with a cubic (no platform maths library, so the same seed
/// gives the same values on every machine).
struct ValueNoise: Sendable {
  /// Selects the lattice; two seeds give unrelated functions.
  var seed: UInt64

  /// The lattice value at `(i, j)`, in `0..<1`.
  @inline(__always)
  func lattice(_ i: Int, _ j: Int) -> Double {
    var h = seed ^ (UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15)
    h ^= UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    h ^= h >> 33
    return Double(h >> 11) * 0x1.0p-53
  }

  /// Smooth noise along a line, in `0...1`.
  @inline(__always)
  func value(_ x: Double) -> Double {
    let floorX = x.rounded(.down)
    let i = Int(floorX)
    let t = smooth(x - floorX)
    let a = lattice(i, 0)
    return a + (lattice(i + 1, 0) - a) * t
  }

  /// Smooth noise over the plane, in `0...1`.
  @inline(__always)
  func value(_ x: Double, _ y: Double) -> Double {
    let floorX = x.rounded(.down)
    let floorY = y.rounded(.down)
    let i = Int(floorX)
    let j = Int(floorY)
    let tx = smooth(x - floorX)
    let ty = smooth(y - floorY)
    let a = lattice(i, j)
    let b = lattice(i + 1, j)
    let c = lattice(i, j + 1)
    let d = lattice(i + 1, j + 1)
    let top = a + (b - a) * tx
    let bottom = c + (d - c) * tx
    return top + (bottom - top) * ty
  }

  /// Fractal noise along a line: `octaves` layers, each twice the frequency and half the
  /// weight of the one before; in `-1...1`.
  func fractal(_ x: Double, octaves: Int) -> Double {
    var sum = 0.0
    var weight = 0.5
    var frequency = 1.0
    var total = 0.0
    for octave in 0..<octaves {
      let layer = ValueNoise(seed: seed &+ UInt64(octave) &* 0x632B_E59B_D9B4_E019)
      sum += weight * (layer.value(x * frequency) * 2 - 1)
      total += weight
      weight *= 0.5
      frequency *= 2
    }
    return sum / total
  }

  @inline(__always)
  private func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
