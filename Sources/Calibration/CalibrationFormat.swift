import Imaging

/// Number formatting shared by the calibration's messages and reports (digits by `Decimals`).
package enum CalibrationFormat {
  /// Two decimals: `0.25`.
  package static func two(_ value: Double) -> String { Decimals.fixed(value, 2) }

  /// One decimal: `12.3`.
  package static func one(_ value: Double) -> String { Decimals.fixed(value, 1) }
}
