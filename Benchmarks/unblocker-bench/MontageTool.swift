import ArgumentParser
import Foundation
import ImageCodecs
import Imaging

/// `unblocker-bench montage`: images side by side on a sheet, each scaled to one height and
/// captioned, to compare renders with real screenshots by eye (used by `tools/montage`).
struct MontageTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "montage",
    abstract: "Place images side by side, scaled to one height and captioned, on one sheet.",
    discussion: """
      Each IMAGE may end in @WxH+X+Y to use only that part of it. Images fill rows of \
      --columns; the sheet is written as PNG.
      """)

  @Argument(help: "The images, in reading order (PATH or PATH@WxH+X+Y).")
  var images: [String]

  @Option(name: .shortAndLong, help: "The sheet to write (.png).")
  var output: String

  @Option(help: "Images per row.")
  var columns: Int = 2

  @Option(help: "The height every image is scaled to, in pixels.")
  var height: Int = 640

  @Flag(help: "Replace the sheet if it exists.")
  var force = false

  func validate() throws {
    guard !images.isEmpty else { throw ValidationError("give at least one image") }
    guard columns > 0, (16...4096).contains(height) else {
      throw ValidationError("--columns must be positive and --height 16-4096")
    }
  }

  func run() throws {
    let gap = max(8, height / 40)
    let captionScale = max(1, height / 320)
    let captionHeight = 8 * captionScale + gap
    var cells: [(RGBAImage, String)] = []
    for argument in images {
      let parts = argument.split(separator: "@", maxSplits: 1).map(String.init)
      var image = try ImageFile.read(path: parts[0]).image
      if parts.count == 2 {
        image = try image.cropped(to: try Self.rect(parts[1]))
      }
      let width = max(1, image.width * height / image.height)
      let name = parts[0].split(separator: "/").last.map(String.init) ?? parts[0]
      cells.append((image.resized(width: width, height: height), name))
    }
    let rows = stride(from: 0, to: cells.count, by: columns).map {
      Array(cells[$0..<min(cells.count, $0 + columns)])
    }
    let sheetWidth =
      (rows.map { row in row.map(\.0.width).reduce(0, +) + gap * (row.count + 1) }.max() ?? 1)
    let sheetHeight = rows.count * (height + captionHeight + gap) + gap
    var sheet = RGBAImage(width: sheetWidth, height: sheetHeight, fill: .white)
    for (rowIndex, row) in rows.enumerated() {
      var x = gap
      let y = gap + rowIndex * (height + captionHeight + gap)
      for (image, name) in row {
        sheet.paste(image, at: PixelPoint(x: x, y: y))
        sheet.drawText(
          name, at: PixelPoint(x: x, y: y + height + gap / 2), scale: captionScale, colour: .black)
        x += image.width + gap
      }
    }
    try ImageFile.write(sheet, to: output, format: .png, force: force)
    print("wrote \(output) (\(sheet.width)x\(sheet.height), \(cells.count) images)")
  }

  /// Parses `WxH+X+Y`.
  static func rect(_ text: String) throws -> PixelRect {
    let numbers = text.split(whereSeparator: { $0 == "x" || $0 == "+" }).compactMap { Int($0) }
    guard numbers.count == 4 else {
      throw ValidationError("crop '\(text)' is not WxH+X+Y")
    }
    return PixelRect(x: numbers[2], y: numbers[3], width: numbers[0], height: numbers[1])
  }
}
