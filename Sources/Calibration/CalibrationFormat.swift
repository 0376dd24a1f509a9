import Foundation

/// Number formatting shared by the calibration's messages and reports.
package enum CalibrationFormat {
  /// Two decimals: `0.25`.
  package static func two(_ value: Double) -> String { String(format: "%.2f", value) }

  /// One decimal: `12.3`.
  package static func one(_ value: Double) -> String { String(format: "%.1f", value) }
}
