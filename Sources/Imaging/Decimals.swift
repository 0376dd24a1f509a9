/// Number formatting for reports, labels and legends, without Foundation or locale surprises:
/// the one place that turns a `Double` into fixed-point text.
package enum Decimals {
  /// `value` with exactly `digits` decimals, e.g. `fixed(0.456, 2)` is `0.46` (halves round away
  /// from zero, `-0.0` prints as `0.0`); total: NaN, infinities and values too large for fixed
  /// notation print as Swift writes them (`1e+17`).
  package static func fixed(_ value: Double, _ digits: Int = 2) -> String {
    guard value.isFinite, abs(value) < 1e12, (0...6).contains(digits) else { return "\(value)" }
    var factor = 1.0
    for _ in 0..<max(0, digits) { factor *= 10 }
    let scaled = Int64((abs(value) * factor).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(scaled) }
    var fraction = String(scaled % Int64(factor))
    while fraction.count < digits { fraction = "0" + fraction }
    return "\(sign)\(scaled / Int64(factor)).\(fraction)"
  }

  /// `value` rounded to `digits` decimals, in Swift's shortest form: `short(0.504, 2)` is
  /// `0.5`, `short(3, 2)` is `3.0` (for messages, where trailing zeros say nothing).
  package static func short(_ value: Double, _ digits: Int = 2) -> String {
    var factor = 1.0
    for _ in 0..<max(0, digits) { factor *= 10 }
    return String(describing: (value * factor).rounded() / factor)
  }

  /// `value` (0-1) as a whole percentage, e.g. `percent(0.315)` is `32`; `?` for NaN and
  /// infinities, Swift's notation (`1e+19`) beyond what fits in whole numbers.
  package static func percent(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    let scaled = (value * 100).rounded()
    guard abs(scaled) < 1e15 else { return "\(scaled)" }
    return String(Int(scaled))
  }

  /// `value` right-aligned in `width` characters (longer text is not cut), for table columns:
  /// `rightAligned(42, 5)` is `   42`.
  package static func rightAligned(_ value: some CustomStringConvertible, _ width: Int) -> String {
    let text = value.description
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
