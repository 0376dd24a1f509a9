/// Number formats shared by the reports.
enum ReportFormat {
  /// `0.43`: a fraction with two decimals.
  static func fraction(_ value: Double) -> String { fixed(value, decimals: 2) }

  /// `87.5%`.
  static func percent(passed: Int, of total: Int) -> String {
    guard total > 0 else { return "-" }
    return fixed(Double(passed) * 100 / Double(total), decimals: 1) + "%"
  }

  /// `0.123 s` below ten seconds, `12.3 s` above.
  static func seconds(_ value: Double) -> String {
    fixed(value, decimals: value < 10 ? 3 : 1) + " s"
  }

  /// `value` with exactly `decimals` digits after the point (no locale); total: NaN,
  /// infinities and values too large for fixed notation print as Swift writes them (`1e+19`).
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite, abs(value) < 1e12, (0...6).contains(decimals) else {
      return String(describing: value)
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let sign = value < 0 && scaled > 0 ? "-" : ""
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
