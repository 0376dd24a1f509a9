import Foundation
import Imaging
import Puzzle
import Regression

/// Tiny test screenshots that carry their board in their pixels, and a fake scanner that reads
/// it back: the harness is tested on its own logic, not on the real scanner's.
///
/// The picture is a 6x7 grid of 8x8-pixel cells drawn like a board. The centre pixel of each
/// of the first six rows' cells holds the tile: red = the notation character's ASCII code,
/// green = the tile's confidence (0-255). Row 6 holds the kind: cell 0's red is `R` or `L`
/// (a puzzle, its green the exit row), `N` (not a puzzle: no board) or `T` (tiles located, no
/// legal puzzle); cell 1's red is the overall confidence (0-255).
enum PixelBoard {
  static let cell = 8
  static let width = 6 * cell
  static let height = 7 * cell

  /// The picture of `puzzle` (nil: a menu with no board).
  static func image(
    _ puzzle: Puzzle?, confidence: Double = 0.9, tileConfidences: [Double]? = nil
  ) -> RGBAImage {
    let symbols = puzzle.map { Array($0.board.notation) } ?? Array(repeating: "o", count: 36)
    let kind: Character =
      puzzle.map { $0.exit.side == .right ? "R" : "L" } ?? "N"
    return image(
      symbols: symbols, kind: kind, exitRow: puzzle?.exit.row ?? 0, confidence: confidence,
      tileConfidences: tileConfidences)
  }

  /// The picture of a located board whose tiles have `classes` (`o`, `#`, `A`, `x`) but no legal
  /// reading.
  static func illegal(classes: String, confidence: Double = 0.3) -> RGBAImage {
    image(
      symbols: Array(classes), kind: "T", exitRow: 0, confidence: confidence,
      tileConfidences: nil)
  }

  private static func image(
    symbols: [Character], kind: Character, exitRow: Int, confidence: Double,
    tileConfidences: [Double]?
  ) -> RGBAImage {
    var image = RGBAImage(width: width, height: height, fill: RGBA(red: 60, green: 40, blue: 30))
    for index in 0..<36 {
      let symbol = symbols[index]
      let colour: RGBA =
        switch symbol {
        case "o": RGBA(red: 90, green: 62, blue: 44)
        case "A": RGBA(red: 200, green: 50, blue: 43)
        case "x": RGBA(red: 140, green: 140, blue: 140)
        default: RGBA(red: 233, green: 201, blue: 154)
        }
      let x0 = (index % 6) * cell
      let y0 = (index / 6) * cell
      for y in (y0 + 1)..<(y0 + cell - 1) {
        for x in (x0 + 1)..<(x0 + cell - 1) { image[x, y] = colour }
      }
      let tileConfidence = tileConfidences?[index] ?? 1
      image[x0 + cell / 2, y0 + cell / 2] = RGBA(
        red: symbol.asciiValue ?? 0, green: byte(tileConfidence), blue: 0)
    }
    let y = 6 * cell + cell / 2
    image[cell / 2, y] = RGBA(red: kind.asciiValue ?? 0, green: UInt8(exitRow), blue: 0)
    image[cell + cell / 2, y] = RGBA(red: byte(confidence), green: 0, blue: 0)
    return image
  }

  private static func byte(_ fraction: Double) -> UInt8 {
    UInt8(max(0, min(255, (fraction * 255).rounded())))
  }

  /// Reads the picture back.
  static func read(_ image: RGBAImage) -> ScanOutcome {
    guard image.width == width, image.height == height else {
      return ScanOutcome(
        puzzle: nil, confidence: 0,
        error: "no board found (fake): the image is \(image.width)x\(image.height), not a "
          + "\(width)x\(height) pixel board")
    }
    let y = 6 * cell + cell / 2
    let marker = image[cell / 2, y]
    let confidence = Double(image[cell + cell / 2, y].red) / 255
    let kind = Character(UnicodeScalar(marker.red))
    guard kind != "N" else {
      return ScanOutcome(
        puzzle: nil, confidence: confidence, error: "no board found (fake): a menu")
    }
    var symbols: [Character] = []
    var tiles: [TileReading] = []
    for index in 0..<36 {
      let pixel = image[(index % 6) * cell + cell / 2, (index / 6) * cell + cell / 2]
      let symbol = Character(UnicodeScalar(pixel.red))
      symbols.append(symbol)
      tiles.append(TileReading(symbol: symbol, confidence: Double(pixel.green) / 255))
    }
    if kind == "R" || kind == "L",
      let exit = try? Exit(side: kind == "R" ? .right : .left, row: Int(marker.green)),
      let puzzle = try? Puzzle(notation: String(symbols), exit: exit)
    {
      return ScanOutcome(puzzle: puzzle, tiles: tiles, confidence: confidence, theme: "fake")
    }
    return ScanOutcome(
      puzzle: nil, tiles: tiles, confidence: confidence,
      error: "not a legal puzzle (fake): the tiles form no legal board", theme: "fake")
  }
}

/// A scanner for tests: reads `PixelBoard` pictures, optionally after a delay, counting how many
/// scans run at once.
struct PixelBoardScanner: SampleScanner {
  /// Counts scans in flight and the most seen at once.
  actor Gauge {
    private(set) var current = 0
    private(set) var maximum = 0
    func enter() {
      current += 1
      maximum = max(maximum, current)
    }
    func leave() { current -= 1 }
  }

  var gauge = Gauge()
  /// The delay before answering, by file name.
  var delay: @Sendable (URL) -> Duration? = { _ in nil }
  /// Whether to offer an overlay (the picture, inverted).
  var overlays = false

  func scan(_ image: RGBAImage, file: URL) async -> ScanOutcome {
    await gauge.enter()
    if let delay = delay(file) { try? await Task.sleep(for: delay) }
    var outcome = PixelBoard.read(image)
    if overlays {
      outcome.overlay = {
        ScanPicture(
          image: image.map { RGBA(red: 255 - $0.red, green: 255 - $0.green, blue: 255 - $0.blue) })
      }
    }
    await gauge.leave()
    return outcome
  }
}
