/// One colour model per class, keyed in JSON by the class name (`scan.classes.board`, ...).
public struct ColourClasses: Hashable, Sendable, Codable {
  /// The empty board.
  public var board: ColourModel
  /// Movable block wood, grain, highlight and all.
  public var block: ColourModel
  /// The red prisoner.
  public var prisoner: ColourModel
  /// A fixed block's face.
  public var fixedBlock: ColourModel
  /// A fixed block's rivets.
  public var rivet: ColourModel
  /// Gaps and drop shadows between blocks.
  public var seam: ColourModel
  /// The chute opening in the frame.
  public var chute: ColourModel
  /// The frame around the board.
  public var frame: ColourModel

  /// Creates the set from one model per class.
  public init(
    board: ColourModel, block: ColourModel, prisoner: ColourModel, fixedBlock: ColourModel,
    rivet: ColourModel, seam: ColourModel, chute: ColourModel, frame: ColourModel
  ) {
    self.board = board
    self.block = block
    self.prisoner = prisoner
    self.fixedBlock = fixedBlock
    self.rivet = rivet
    self.seam = seam
    self.chute = chute
    self.frame = frame
  }

  /// The model of `colourClass`.
  @inlinable
  public subscript(colourClass: ColourClass) -> ColourModel {
    get {
      switch colourClass {
      case .board: board
      case .block: block
      case .prisoner: prisoner
      case .fixedBlock: fixedBlock
      case .rivet: rivet
      case .seam: seam
      case .chute: chute
      case .frame: frame
      }
    }
    set {
      switch colourClass {
      case .board: board = newValue
      case .block: block = newValue
      case .prisoner: prisoner = newValue
      case .fixedBlock: fixedBlock = newValue
      case .rivet: rivet = newValue
      case .seam: seam = newValue
      case .chute: chute = newValue
      case .frame: frame = newValue
      }
    }
  }
}
