/// The theme files shipped with the binary, compiled in so that it works from any directory
/// (`stored` is generated from `themes/*.json` by ShippedThemesTests).
enum ShippedThemes {
  /// File name and exact contents of each `themes/*.json`, in name order: `stored` with each
  /// `@@ FILE LINE COUNT @@` line replaced by the lines of the earlier file it names.
  static let files: [(file: String, json: String)] = {
    var expanded: [[Substring]] = []
    return stored.map { file in
      var lines: [Substring] = []
      for line in file.json.split(separator: "\n", omittingEmptySubsequences: false) {
        let words = line.split(separator: " ")
        if words.count == 5, words.first == "@@", words.last == "@@",
          let number = Int(words[1]), let start = Int(words[2]), let count = Int(words[3]),
          expanded.indices.contains(number), start >= 0, count > 0,
          start + count <= expanded[number].count
        {
          lines += expanded[number][start..<(start + count)]
        } else {
          lines.append(line)
        }
      }
      expanded.append(lines)
      return (file.file, lines.joined(separator: "\n"))
    }
  }()
}
