extension Duration {
  /// The duration in seconds, as a `Double` (the one conversion every timing and report uses).
  package var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// The duration in milliseconds, as a `Double`.
  package var milliseconds: Double { seconds * 1000 }
}
