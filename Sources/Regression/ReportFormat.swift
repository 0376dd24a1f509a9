import Imaging

/// Number formats shared by the reports.
enum ReportFormat {
  /// `0.43`: a fraction with two decimals.
  static func fraction(_ value: Double) -> String { Decimals.fixed(value, 2) }

  /// `87.5%`.
  static func percent(passed: Int, of total: Int) -> String {
    guard total > 0 else { return "-" }
    return Decimals.fixed(Double(passed) * 100 / Double(total), 1) + "%"
  }

  /// `0.123 s` below ten seconds, `12.3 s` above.
  static func seconds(_ value: Double) -> String {
    Decimals.fixed(value, value < 10 ? 3 : 1) + " s"
  }
}
