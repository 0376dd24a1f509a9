import Imaging

/// Builds tiny test images from literal grids: one string per row, one character per pixel.
enum ImageGrid {
  /// Distinct colours for letters and digits; `.` is transparent.
  static func colour(_ character: Character) -> RGBA {
    if character == "." { return .clear }
    let v = UInt8(character.asciiValue ?? 0)
    return RGBA(red: v, green: 255 - v, blue: v &* 7)
  }

  /// An image whose rows are `rows` (all of equal length), coloured by `colour(_:)`.
  static func image(_ rows: [String]) -> RGBAImage {
    image(rows) { colour($0) }
  }

  /// An image whose rows are `rows`, each character mapped through `palette`.
  static func image(_ rows: [String], palette: (Character) -> RGBA) -> RGBAImage {
    let width = rows.first?.count ?? 0
    precondition(rows.allSatisfy { $0.count == width }, "grid rows must have equal length")
    return RGBAImage(width: width, height: rows.count, pixels: rows.flatMap { $0.map(palette) })
  }

  /// A grey image from literal values, row by row.
  static func grey(_ rows: [[UInt8]]) -> RGBAImage {
    RGBAImage(
      width: rows[0].count, height: rows.count,
      pixels: rows.flatMap { $0.map { RGBA(red: $0, green: $0, blue: $0) } })
  }

  /// The image as grid rows, using `symbols` for known colours and `?` for anything else.
  static func rows(_ image: RGBAImage, symbols: [RGBA: Character]) -> [String] {
    (0..<image.height).map { y in
      String((0..<image.width).map { x in symbols[image[x, y]] ?? "?" })
    }
  }
}
