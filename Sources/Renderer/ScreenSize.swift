/// The size of a rendered screenshot in pixels, written `WxH` on the command line.
public struct ScreenSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The largest width or height the renderer accepts (keeps memory bounded).
  public static let maximumSide = 8192
  /// The smallest width or height the renderer accepts (a board needs some pixels).
  public static let minimumSide = 48

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  ///
  /// - Throws: `RendererError.sizeOutOfRange` when a side is outside
  ///   `minimumSide...maximumSide`.
  public init(width: Int, height: Int) throws(RendererError) {
    let allowed = Self.minimumSide...Self.maximumSide
    guard allowed.contains(width), allowed.contains(height) else {
      throw .sizeOutOfRange(width: width, height: height)
    }
    self.width = width
    self.height = height
  }

  /// Parses `WxH`, for example `1080x1920`.
  ///
  /// - Throws: `RendererError.badSize` when the text is not `WxH` with whole numbers,
  ///   `RendererError.sizeOutOfRange` when a side is too small or too large.
  public init(parsing text: String) throws(RendererError) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      throw .badSize(text)
    }
    try self.init(width: width, height: height)
  }

  /// Creates a size known to be in range (layout defaults).
  init(checkedWidth width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WxH`.
  public var description: String { "\(width)x\(height)" }
}
