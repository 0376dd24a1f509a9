import Foundation

extension Corpus {
  /// The corpus with only the samples whose key matches one of `patterns` (all when there is
  /// none) and none of `excluded`: `-k` and `--exclude`.
  ///
  /// A pattern with `*`, `?` or `[` is a shell pattern matched against the whole key
  /// (`set/*.png`); any other pattern matches when the key contains it (`oak`).
  /// - Parameters:
  ///   - patterns: keep a sample matching any of these.
  ///   - excluded: drop a sample matching any of these.
  /// - Returns: the selected samples, in the same order; warnings about names that cannot be
  ///   read are kept.
  public func selecting(_ patterns: [String], excluding excluded: [String]) -> Corpus {
    var selected = self
    selected.samples = samples.filter { sample in
      (patterns.isEmpty || patterns.contains { Self.matches($0, sample.key) })
        && !excluded.contains { Self.matches($0, sample.key) }
    }
    return selected
  }

  /// The corpus of `paths` (sample keys relative to `root`, as `discover` finds it) with the
  /// samples `selecting(_:excluding:)` keeps: `regress PATH... -k --exclude`.
  ///
  /// - Throws: `CorpusError` for paths that cannot be read; `.nothingSelected` when the patterns
  ///   leave no labelled sample.
  public static func discover(
    _ paths: [String], root: String?, selecting patterns: [String], excluding excluded: [String]
  ) throws(CorpusError) -> Corpus {
    let corpus = try discover(paths, root: root).selecting(patterns, excluding: excluded)
    if corpus.labelled.isEmpty, !(patterns.isEmpty && excluded.isEmpty) {
      throw .nothingSelected(
        paths: paths, patterns: patterns, excluded: excluded,
        root: corpus.keyRoot?.path ?? "the current folder")
    }
    return corpus
  }

  /// True when `key` matches `pattern` (see `selecting(_:excluding:)`).
  public static func matches(_ pattern: String, _ key: String) -> Bool {
    guard pattern.contains(where: { "*?[".contains($0) }) else { return key.contains(pattern) }
    return fnmatch(pattern, key, 0) == 0
  }
}
