extension EncodeOptions {
  /// What is wrong with `convert`'s encoding options for `format` (`--quality`, `--lossless`,
  /// `--progressive`), in the options' words; nil when they fit it.
  public static func problem(
    for format: ImageFormat, quality: Int?, lossless: Bool, progressive: Bool
  ) -> String? {
    if lossless, format != .webp {
      return "--lossless applies to WebP output only (\(format.name) here)"
    }
    if progressive, format != .jpeg {
      return "--progressive applies to JPEG output only (\(format.name) here)"
    }
    guard let quality else { return nil }
    guard format != .png else {
      return "--quality applies to JPEG and WebP output, not PNG (always lossless)"
    }
    let range = format == .jpeg ? 1...100 : 0...100
    guard range.contains(quality) else {
      return "--quality \(quality) is out of range for \(format.name); use "
        + "\(range.lowerBound)-\(range.upperBound)"
    }
    return nil
  }
}
