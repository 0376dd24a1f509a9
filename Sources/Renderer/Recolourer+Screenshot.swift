import Imaging
import Puzzle

extension Recolourer {
  /// `image`, the labelled screenshot at `input`, with its board and frame in the random wood
  /// theme `seed` (`convert --recolour random:SEED`): the label gives the tiles' classes, a scan
  /// with the shipped profiles the board's place, and it must have read the label's board
  /// upright.
  ///
  /// - Parameters:
  ///   - label: the board of the screenshot's label.
  ///   - read: the board the scan read, if any.
  ///   - location: where the scan located the board, if it did.
  ///   - upright: the scan read the board without rectifying the image.
  /// - Throws: `RendererError.cannotRecolour` when the scan read another board (or none, or
  ///   not upright), or the board is too small to measure its classes' colours.
  public static func recolour(
    _ image: RGBAImage, input: String, seed: UInt64, label: Board, read: Board?,
    location: PixelRect?, upright: Bool
  ) throws(RendererError) -> RGBAImage {
    guard let location, upright, read == label else {
      let found = read.map { "reads \($0.notation)" } ?? "reads no board"
      throw .cannotRecolour(
        input: input,
        reason: "scanned with the shipped profiles it \(found) upright, not its label's "
          + "\(label.notation); only screenshots they read exactly can be recoloured")
    }
    let palette = RandomWoodTheme.profile(seed: seed).palette
    guard let result = Recolourer(palette: palette).recolour(image, board: location, layout: label)
    else {
      throw .cannotRecolour(
        input: input,
        reason: "its board (\(location)) is too small to measure its classes' colours")
    }
    return result
  }
}
