/// Byte counts for messages: `512 bytes`, `16 MiB`.
package enum ByteCount {
  /// `count` in bytes, KiB, MiB or GiB (whole units when exact, else one decimal).
  package static func text(_ count: Int) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB"]
    var value = Double(count)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    if unit == 0 { return "\(count) bytes" }
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0
      ? "\(tenths / 10) \(units[unit])" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}
