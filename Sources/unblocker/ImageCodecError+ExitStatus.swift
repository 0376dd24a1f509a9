import ImageCodecs

extension ImageCodecError {
  /// The exit status for this error: 66 cannot open, 73 cannot write or exists, 65 bad image.
  var exitStatus: ExitStatus {
    switch self {
    case .cannotRead: .cannotOpen
    case .outputExists, .cannotWrite, .unknownOutputFormat, .encodeFailed: .cannotWrite
    case .outOfMemory: .failure
    case .emptyFile, .unsupportedFormat, .truncated, .corrupt, .unsupportedFeature, .tooLarge:
      .invalidInput
    }
  }
}
