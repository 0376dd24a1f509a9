/// The kind of screen a render imitates: where the header, board and buttons go, and what
/// chrome surrounds them.
public enum ScreenLayout: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// An old iPhone (320x480): a status bar, a header with the puzzle panel only (no Moves
  /// panel), the board and the bottom buttons.
  case oldPhone = "old-phone"
  /// A tall phone (1080x1920), full screen as the app draws it: the puzzle and Moves panels,
  /// the board and the bottom buttons.
  case tallPhone = "tall-phone"
  /// An iPad (1536x2048, 4:3): the phone layout centred, wood filling the sides.
  case tablet
  /// A desktop emulator window (1280x800): a title bar, a dark window, the phone screen in
  /// the middle and an emulator toolbar beside it.
  case desktop
  /// A crop of the board alone, with no frame, header or buttons (600x600).
  case boardOnly = "board-only"

  /// The size rendered when no `--size` is given.
  public var defaultSize: ScreenSize {
    switch self {
    case .oldPhone: ScreenSize(checkedWidth: 320, height: 480)
    case .tallPhone: ScreenSize(checkedWidth: 1080, height: 1920)
    case .tablet: ScreenSize(checkedWidth: 1536, height: 2048)
    case .desktop: ScreenSize(checkedWidth: 1280, height: 800)
    case .boardOnly: ScreenSize(checkedWidth: 600, height: 600)
    }
  }

  /// The name used on the command line and in labels, e.g. `tall-phone`.
  public var description: String { rawValue }
}
