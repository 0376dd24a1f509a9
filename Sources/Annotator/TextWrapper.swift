/// Breaks text into lines of at most a given number of characters, at spaces where it can.
enum TextWrapper {
  /// The lines of `text` (whose own newlines are kept) no longer than `columns` characters;
  /// words longer than a line are cut. Continuation lines start with `indent`.
  static func wrap(_ text: String, columns: Int, indent: String = "  ") -> [String] {
    let width = max(indent.count + 4, columns)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var words = paragraph.split(separator: " ").map(String.init)
      guard !words.isEmpty else {
        result.append("")
        continue
      }
      var line = ""
      var hasWord = false
      var next = 0
      while next < words.count {
        let word = words[next]
        let candidate = hasWord ? line + " " + word : line + word
        if candidate.count <= width {
          line = candidate
          hasWord = true
          next += 1
        } else if hasWord {
          result.append(line)
          line = indent
          hasWord = false
        } else {
          // A word longer than a whole line: cut it.
          let room = max(1, width - line.count)
          result.append(line + word.prefix(room))
          line = indent
          words[next] = String(word.dropFirst(room))
          if words[next].isEmpty { next += 1 }
        }
      }
      if hasWord { result.append(line) }
    }
    return result
  }
}
