import Calibration
import Corpus
import FileGuard
import ImageCodecs
import Pentominoes
import PuzzleDatabase
import Regression
import Renderer
import Solver
import Themes
import UnblockerKit

// The one mapping of library errors to exit statuses, for every command: a corrupt image is
// 65 whether `scan`, `solve`, `annotate` or `label` read it.

extension ImageCodecError {
  /// The exit status: 66 cannot read, 73 cannot write or exists, 65 bad image, 1 out of memory.
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

extension ThemeError {
  /// The exit status: 66 an unreadable theme file, 65 any other theme problem.
  var exitStatus: ExitStatus { isUnreadable ? .cannotOpen : .invalidInput }
}

extension InputFileError {
  /// The exit status: always 66 (the file cannot be read as a regular file).
  var exitStatus: ExitStatus { .cannotOpen }
}

extension OutputPathError {
  /// The exit status: always 73 (the output may not be written).
  var exitStatus: ExitStatus { .cannotWrite }
}

extension RegressionError {
  /// The exit status: 66 cannot open, 65 invalid input, 73 cannot write.
  var exitStatus: ExitStatus {
    switch self {
    case .unreadableBaseline, .unreadableShard: .cannotOpen
    case .malformedBaseline, .baselineMatchesNothing, .malformedShard, .shardMismatch: .invalidInput
    case .outputIsInput, .reportExists, .insideReportFolder, .reportFolderOverlapsInput,
      .reportFolderNotOurs,
      .cannotWrite, .notOurReport, .foreignFilesInReport, .reportLocked:
      .cannotWrite
    }
  }
}

extension CalibrationError {
  /// The exit status: 64 usage, 65 a label that contradicts its image, 3 no board (or one
  /// located where the label does not fit), 73 a profile that may not be written there.
  var exitStatus: ExitStatus {
    switch self {
    case .invalidName, .noScreenshots: .usage
    case .labelMismatch: .invalidInput
    case .boardNotFound, .boardMisplaced: .noBoardFound
    case .output: .cannotWrite
    }
  }
}

extension LabelDraftError {
  /// The exit status: 73 a label that may not be written, 3 no board read, the codec's status
  /// for the image.
  var exitStatus: ExitStatus {
    switch self {
    case .labelExists, .output: .cannotWrite
    case .image(let error): error.exitStatus
    case .noBoard: .noBoardFound
    }
  }
}

extension CorpusError {
  /// The exit status: 66 a missing path, folder, label or image, 65 an invalid one, 64 a
  /// selection that leaves no sample.
  var exitStatus: ExitStatus {
    switch self {
    case .pathNotFound, .rootNotFound, .unreadableFile, .unreadableFolder, .noImages,
      .missingLabel, .unreadableLabel:
      .cannotOpen
    case .notAnImage, .label, .rejectLabel: .invalidInput
    case .nothingSelected: .usage
    case .image(let error): error.exitStatus
    }
  }
}

extension RendererError {
  /// The exit status: 64 when the options leave no room for a perturbation or ask to draw in
  /// `auto`, 1 a failed compression (a bug), 65 otherwise.
  var exitStatus: ExitStatus {
    switch self {
    case .noRoom, .autoTheme: .usage
    case .jpegCompression: .failure
    default: .invalidInput
    }
  }
}

extension SolutionPictureError {
  /// The exit status: 73 a file that exists or cannot be written, 65 a picture that cannot be
  /// drawn, the codec's status otherwise.
  var exitStatus: ExitStatus {
    switch self {
    case .cannotCreateFolder, .frameExists, .animationExists: .cannotWrite
    case .render(let error): error.exitStatus
    case .image(let error): error.exitStatus
    }
  }
}

extension PuzzleSourceError {
  /// The exit status: 66 cannot read, 65 an invalid board, 3 no board found, 5 an uncertain
  /// reading, the codec's or the theme's status otherwise.
  var exitStatus: ExitStatus {
    switch self {
    case .unreadable: .cannotOpen
    case .invalidBoard: .invalidInput
    case .image(let error): error.exitStatus
    case .theme(let error): error.exitStatus
    case .noBoard: .noBoardFound
    case .uncertain: .uncertain
    }
  }
}

extension SwipeError {
  /// The exit status: 64 a device screen of another shape, 1 moves that cannot be placed (a
  /// bug), the codec's status for the picture.
  var exitStatus: ExitStatus {
    switch self {
    case .screen: .usage
    case .placing: .failure
    case .image(let error): error.exitStatus
    }
  }
}

extension BatchError {
  /// The exit status: 66 an unreadable list, 4 results that differ, 65 invalid lines or none.
  var exitStatus: ExitStatus {
    switch self {
    case .unreadableList: .cannotOpen
    case .mismatches: .checksFailed
    case .noBoards, .invalidLines: .invalidInput
    }
  }
}

extension DatabaseJobError {
  /// The exit status: 66 a file that cannot be read, 65 one that is not what it should be, 73
  /// an output that cannot be written, 4 a file that disagrees with its reference.
  var exitStatus: ExitStatus {
    switch self {
    case .cannotOpen: .cannotOpen
    case .invalid: .invalidInput
    case .cannotWrite: .cannotWrite
    case .disagreement: .checksFailed
    }
  }
}

extension PentominoError {
  /// The exit status: 66 an unreadable mask file, 65 any other board problem.
  var exitStatus: ExitStatus {
    if case .unreadableMask = self { return .cannotOpen }
    return .invalidInput
  }
}

extension ExitStatus {
  /// The status of a library error that a command lets through; nil for any other error (the
  /// argument parser's own, an `ExitCode`).
  init?(of error: any Error) {
    switch error {
    case let error as ImageCodecError: self = error.exitStatus
    case let error as ThemeError: self = error.exitStatus
    case let error as InputFileError: self = error.exitStatus
    case let error as OutputPathError: self = error.exitStatus
    case let error as RegressionError: self = error.exitStatus
    case let error as CalibrationError: self = error.exitStatus
    case let error as CorpusError: self = error.exitStatus
    case let error as RendererError: self = error.exitStatus
    case let error as SolutionPictureError: self = error.exitStatus
    case let error as PentominoError: self = error.exitStatus
    case let error as PuzzleSourceError: self = error.exitStatus
    case let error as SwipeError: self = error.exitStatus
    case let error as BatchError: self = error.exitStatus
    case let error as DatabaseJobError: self = error.exitStatus
    default: return nil
    }
  }
}
