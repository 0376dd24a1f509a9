/// Why an output path was refused before any work was done.
public enum OutputPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Something (a file, a folder, a symbolic link, even a dangling one) is at `path` and
  /// replacing was not allowed.
  case exists(path: String)
  /// `output` is one of the command's inputs (same resolved path, or the same file through a
  /// link); `--force` never allows this.
  case isInput(output: String, input: String)

  /// The output path at fault.
  public var path: String {
    switch self {
    case .exists(let path): path
    case .isInput(let output, _): output
    }
  }

  /// `PATH: what is wrong; what to do`.
  public var description: String {
    switch self {
    case .exists(let path):
      "\(Printable.path(path)): the output file exists; use --force to overwrite it or choose "
        + "another name"
    case .isInput(let output, let input):
      "\(Printable.path(output)): this output is the input \(Printable.path(input)); write it "
        + "elsewhere (--force never overwrites an input)"
    }
  }
}
