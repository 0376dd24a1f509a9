/// Dense linear systems, small enough for Gaussian elimination (a homography's eight unknowns,
/// a lighting field's twelve).
package enum LinearSystem {
  /// Solves the linear system of `rows` (each `n` coefficients then the right-hand side) by
  /// Gaussian elimination with partial pivoting; nil when singular.
  package static func solve(_ rows: [[Double]]) -> [Double]? {
    var a = rows
    let n = a.count
    for column in 0..<n {
      guard
        let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-12
      else { return nil }
      a.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = a[row][column] / a[column][column]
        if factor == 0 { continue }
        for k in column...n { a[row][k] -= factor * a[column][k] }
      }
    }
    return (0..<n).map { a[$0][n] / a[$0][$0] }
  }
}
