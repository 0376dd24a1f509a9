import StrictJSON

extension PentominoSolver {
  /// `pentomino --all`: writes every tiling as it is found: a JSON line (`json`), or the
  /// letter grid after a blank line.
  ///
  /// - Returns: how many tilings were written (0: the board has none).
  public func writeEveryTiling(json: Bool, colour: Bool, write: (String) -> Void) -> Int {
    var index = 0
    forEachTiling { tiling in
      index += 1
      if json {
        let line = (try? JSONText.encode(TilingLine(index: index, tiling: tiling), pretty: false))
        write((line ?? "") + "\n")
      } else {
        write((index > 1 ? "\n" : "") + tiling.text(colour: !json && colour) + "\n")
      }
      return true
    }
    return index
  }
}

extension TilingCount {
  /// `pentomino --count`'s line: the tilings up to the board's symmetries (named) and in all.
  public var text: String {
    let names = symmetries.map(\.description).joined(separator: ", ")
    return "\(board): \(distinct) tilings up to symmetry (\(symmetries.count) symmetries: "
      + "\(names)), \(total) in total\n"
  }
}
