import Imaging
import Puzzle
import Scanner

/// What a calibration measured on one screenshot, as a `ScanReport` the annotator can draw:
/// the located board and grid, each tile's colours measured with the fitted classes (its badge)
/// against the label's class, the gaps against the label's blocks, the frame strips and the
/// label's exit; with a verdict and the cells it blames.
public struct CalibrationMeasurement: Sendable {
  /// The screenshot's path.
  public var image: String
  /// The measurements: `location`, `tiles` (`measuredClass` from the colours, `finalClass` the
  /// label's), `seams` (`split` the label's), `blocks` and `chute.exit` the label's; `error`
  /// set when the board could not be located.
  public var report: ScanReport
  /// One line: whether the label fits what was measured, and the first facts if not.
  public var verdict: String
  /// True when the label fits what was measured here.
  public var passed: Bool
  /// Lines explaining the marks and the verdict.
  public var notes: [String]
  /// The tiles the disagreements name.
  public var cells: [Cell]
}

extension CalibrationMeasurement {
  /// The measurement of a screenshot whose board was not located.
  static func unlocated(_ path: String, image: RGBAImage, reason: ScanError) -> Self {
    var report = ScanReport(imageWidth: image.width, imageHeight: image.height)
    report.error = reason
    report.stageReached = reason.stage
    return CalibrationMeasurement(
      image: path, report: report,
      verdict: "CALIBRATION: BOARD NOT LOCATED: \(reason.description)", passed: false,
      notes: ["calibrate: the board could not be located without knowing the theme"], cells: [])
  }

  /// The measurements of every located screenshot with the fitted classes, in order.
  static func measured(
    _ fitting: ClassFitting, failure: CalibrationError?
  ) -> [CalibrationMeasurement] {
    fitting.evidence.indices.map { index in
      measured(fitting, index: index, failure: failure)
    }
  }

  private static func measured(
    _ fitting: ClassFitting, index: Int, failure: CalibrationError?
  ) -> CalibrationMeasurement {
    let item = fitting.evidence[index]
    let image = item.shot.image
    var report = ScanReport(imageWidth: image.width, imageHeight: image.height)
    report.theme = "calibrating"
    report.model = fitting.model
    report.location = item.location
    report.stageReached = .validate
    if fitting.tiles.indices.contains(index) {
      report.tiles = fitting.tiles[index].map { tile in
        var tile = tile
        tile.finalClass = item.classes[tile.cell.index]
        tile.confidence = tile.probability(of: tile.finalClass)
        return tile
      }
    }
    if fitting.seams.indices.contains(index) {
      report.seams = fitting.seams[index].map { seam in
        var seam = seam
        if item.bothSolid(seam.first, seam.second) {
          seam.split = item.labelSplits(seam.first, seam.second)
        } else {
          seam.split = item.classes[seam.first.index] != item.classes[seam.second.index]
        }
        return seam
      }
    }
    report.blocks = item.shot.puzzle.board.blocks
    let strips = fitting.strips.indices.contains(index) ? fitting.strips[index] : item.strips
    let exit = item.shot.puzzle.exit
    report.chute = ChuteEvidence.given(
      strips: strips, best: strips.first { $0.side == exit.side && $0.row == exit.row },
      exit: exit)
    let disagreements =
      fitting.disagreements.indices.contains(index) ? fitting.disagreements[index] : []
    var cells: [Cell] = []
    for disagreement in disagreements {
      switch disagreement {
      case .tile(let cell, _, _, _): cells.append(cell)
      case .seam(let first, let second, _, _, _): cells += [first, second]
      case .exit: break
      }
    }
    var seen = Set<Cell>()
    cells = cells.filter { seen.insert($0).inserted }
    let board = item.location.board
    var notes = [
      "calibrate: board located by \(item.locatedBy) at \(board.x),\(board.y) size "
        + "\(board.width)x\(board.height); badges: the class the tile's colours say with the "
        + "fitted classes (! where the label says another); outlines and letters: the label's "
        + "blocks; seams: measured darkening against the default threshold, split or joined as "
        + "the label says (! where the measurement says otherwise); exit: the label's"
    ]
    if let check = fitting.locationChecks[index] {
      notes.append("location check: \(check.description)")
    }
    notes += disagreements.map { "disagreement: \($0.description)" }
    report.puzzle = disagreements.isEmpty ? item.shot.puzzle : nil
    let verdict: String
    var passed = false
    switch failure {
    case .boardMisplaced(let path, _, let check, _) where path == item.shot.imagePath:
      verdict = "CALIBRATION: BOARD PROBABLY MISPLACED: \(check.description)"
    case .labelMismatch(let path, _, let list) where path == item.shot.imagePath:
      verdict =
        "CALIBRATION: LABEL DISAGREES: "
        + list.prefix(3).map(\.description).joined(separator: "; ")
        + (list.count > 3 ? "; and \(list.count - 3) more" : "")
    case .boardNotFound(let path, _):
      verdict =
        "CALIBRATION NOT FITTED: the board of \(path) could not be located; this board was "
        + "located by \(item.locatedBy) (badges: the classes of \(fitting.reference.name))"
    default:
      if disagreements.isEmpty {
        verdict =
          "CALIBRATION: the label fits what was measured (board located by \(item.locatedBy))"
        passed = true
      } else {
        verdict =
          "CALIBRATION: LABEL DISAGREES: "
          + disagreements.prefix(3).map(\.description).joined(separator: "; ")
      }
    }
    return CalibrationMeasurement(
      image: item.shot.imagePath, report: report, verdict: verdict, passed: passed,
      notes: notes, cells: cells)
  }
}
