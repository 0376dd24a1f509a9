extension ImageInfo {
  /// One file's result as `info --json` prints it: its path and facts, or its error.
  public struct Entry: Encodable, Sendable {
    /// The file as given.
    public var path: String
    /// Its facts, nil when they could not be read.
    public var info: ImageInfo?
    /// Why they could not be read.
    public var error: String?

    /// The result of `path`: its facts, or the error that kept them from being read.
    public init(path: String, info: ImageInfo? = nil, error: String? = nil) {
      self.path = path
      self.info = info
      self.error = error
    }

    /// `path`, the facts' keys (`format`, `width`, …, `frames`, `orientation`) and `error`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(path, forKey: .path)
      if let info {
        try container.encode(info.format.rawValue, forKey: .format)
        try container.encode(info.width, forKey: .width)
        try container.encode(info.height, forKey: .height)
        try container.encode(info.colourType.rawValue, forKey: .colourType)
        try container.encode(info.bitDepth, forKey: .bitDepth)
        try container.encode(info.hasAlpha, forKey: .hasAlpha)
        try container.encode(info.interlaced, forKey: .interlaced)
        try container.encode(info.frameCount, forKey: .frames)
        try container.encodeIfPresent(info.lossless, forKey: .lossless)
        try container.encode(info.orientation.exifValue, forKey: .orientation)
      }
      try container.encodeIfPresent(error, forKey: .error)
    }

    private enum Key: String, CodingKey {
      case path, format, width, height, colourType, bitDepth, hasAlpha, interlaced, frames
      case lossless, orientation, error
    }
  }

  /// `PNG 275x396, rgba 8-bit, interlaced` and the like.
  public var summary: String {
    var parts = ["\(format.name) \(width)x\(height)"]
    parts.append("\(colourType) \(bitDepth)-bit")
    if hasAlpha, colourType != .rgba, colourType != .greyAlpha {
      parts.append("transparency")
    }
    if interlaced { parts.append(format == .jpeg ? "progressive" : "interlaced") }
    if let lossless = lossless { parts.append(lossless ? "lossless" : "lossy") }
    if isAnimated { parts.append("animated, \(frameCount) frames") }
    if orientation != .identity {
      parts.append("EXIF orientation \(orientation.exifValue)")
    }
    return parts.joined(separator: ", ")
  }
}
