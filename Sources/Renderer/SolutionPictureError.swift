import ImageCodecs

/// Why the pictures of a solution were not written: a folder that cannot be made, a file that
/// exists, a move that cannot be drawn, or an image that cannot be encoded or written.
public enum SolutionPictureError: Error, Sendable, CustomStringConvertible {
  /// The folder for the frames cannot be created.
  case cannotCreateFolder(String)
  /// A frame exists and files may not be replaced.
  case frameExists(String)
  /// The animation exists and files may not be replaced.
  case animationExists(String)
  /// A picture cannot be drawn.
  case render(RendererError)
  /// A picture cannot be encoded or written.
  case image(ImageCodecError)

  /// What failed, on which file, and what to do.
  public var description: String {
    switch self {
    case .cannotCreateFolder(let folder):
      "\(folder): cannot create the folder for --frames; check the path"
    case .frameExists(let path): "\(path): already exists; use --force to replace the frames"
    case .animationExists(let path): "\(path): already exists; use --force to replace it"
    case .render(let error): error.description
    case .image(let error): error.description
    }
  }
}
