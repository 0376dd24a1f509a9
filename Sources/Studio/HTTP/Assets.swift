import Foundation

/// The page, its script and its style, compiled into the binary (no file is read at run time).
enum Assets {
  /// The page, with the run's token in place of `{{TOKEN}}`.
  static func page(token: String) -> [UInt8] {
    let text = String(decoding: PackageResources.index_html, as: UTF8.self)
    return Array(text.replacingOccurrences(of: "{{TOKEN}}", with: token).utf8)
  }

  /// The script.
  static var script: [UInt8] { PackageResources.studio_js }

  /// The style sheet.
  static var style: [UInt8] { PackageResources.studio_css }
}
