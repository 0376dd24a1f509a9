/// Something the scan assumed or doubted, with a message for people.
public typealias ScanWarning = KindedMessage<ScanWarningKind>

/// A message for people with the kind of thing it reports, for code to tell apart: a scan's
/// warning (`ScanWarning`), a regression sample's failure (`SampleFailure`).
public struct KindedMessage<Kind: Hashable & Sendable & Codable>: Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The kind.
  public var kind: Kind
  /// The message.
  public var message: String

  /// Creates a message.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// The kinds of a scan's warning.
public enum ScanWarningKind: String, Hashable, Sendable, Codable {
  /// The chute was not seen; the exit is a default.
  case chuteNotVisible
  /// A notch was seen in another row than the prisoner's, too weakly to trust.
  case chuteDoubtful
  /// No theme profile fits; thresholds were derived from the image.
  case fallbackTheme
  /// The requested theme explains the image poorly.
  case poorThemeFit
  /// A tile or seam was read against its measurement because only that gives a legal puzzle.
  case legalised
  /// The block search stopped at its node limit.
  case searchLimit
  /// The board touches the image edges (a board-only crop).
  case boardOnlyCrop
  /// Another reading of the image (another square, theme or model) also gave a legal board,
  /// or a larger board-like square could not be read: the confidence is lowered.
  case rivalReading
  /// Beyond one side of the board the colours go on like the board's own, while another
  /// side is closed: the square read may be part of the board.
  case boardContinues
  /// The colours gave no single prisoner; the pair of neighbours nearest the prisoner's colour
  /// was taken.
  case prisonerByRedness
  /// The reading does not explain the board (its empty tiles show two distinct colours): the
  /// confidence is lowered.
  case unexplainedBoard
  /// Another reading (another theme or model) gives the same puzzle more surely; the puzzle
  /// takes its confidence.
  case agreeingReading
  /// The board's shape casts doubt on the reading: the blocks' shading shows another turn,
  /// or the rectified board is not square.
  case geometryDoubt
  /// The board was lit unevenly (a photo's vignette or glare): it was read with the lighting
  /// its tiles show evened out.
  case unevenLighting
  /// The board was read in the picture inside a plain surround (an emulator's screen in a
  /// desktop window), cut out of the image: read in the whole image, it was not read surely.
  case windowCrop
  /// The image's edges lie between the grid's lines more than on them: the grid may be off
  /// the board's tiles.
  case gridOffTiles
}
