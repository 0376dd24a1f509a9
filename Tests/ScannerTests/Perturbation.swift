import ImageCodecs
import Imaging
import Scanner
import Testing

/// A change to a real screenshot that a scan must survive: re-encoding, scaling, chrome around
/// the screen, things drawn over it, the board cut out alone.
enum Perturbation: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case jpegQuality30
  case scaledHalf
  case scaledOneAndHalf
  case scaledThree
  case paddedOnBlue
  case statusBar
  case titleBar
  case boardOnly
  case phoneFrame
  case bannerOverHeader
  case decoyBoardInCorner

  var testDescription: String { rawValue }

  /// The perturbed image. `board` is where the board lies in `image` (for `boardOnly`).
  func apply(to image: RGBAImage, board: PixelRect) throws -> RGBAImage {
    switch self {
    case .jpegQuality30:
      let bytes = try ImageEncoder.encode(image, as: .jpeg, options: EncodeOptions(quality: 30))
      return try ImageDecoder.decode(bytes).image
    case .scaledHalf: return image.scaled(by: 0.5)
    case .scaledOneAndHalf: return image.scaled(by: 1.5)
    case .scaledThree: return image.scaled(by: 3)
    case .paddedOnBlue:
      var canvas = RGBAImage(
        width: image.width * 2, height: image.height * 3 / 2,
        fill: RGBA(red: 40, green: 90, blue: 160))
      canvas.paste(image, at: PixelPoint(x: image.width / 3, y: image.height / 5))
      return canvas
    case .statusBar:
      let bar = max(8, image.height / 24)
      var canvas = RGBAImage(width: image.width, height: image.height + bar, fill: .black)
      _ = canvas.drawText("9:41", at: PixelPoint(x: 4, y: 1), colour: .white)
      _ = canvas.drawText("100%", at: PixelPoint(x: image.width - 30, y: 1), colour: .white)
      canvas.paste(image, at: PixelPoint(x: 0, y: bar))
      return canvas
    case .titleBar:
      let bar = max(12, image.height / 16)
      let border = max(2, image.width / 60)
      var canvas = RGBAImage(
        width: image.width + 2 * border, height: image.height + bar + border,
        fill: RGBA(red: 214, green: 214, blue: 214))
      for (k, colour) in [
        RGBA(red: 255, green: 95, blue: 87), RGBA(red: 255, green: 189, blue: 46),
        RGBA(red: 40, green: 201, blue: 64),
      ].enumerated() {
        canvas.fillCircle(
          centre: ImagePoint(x: Double(border + 8 + 14 * k), y: Double(bar) / 2),
          radius: Double(bar) / 4, colour: colour)
      }
      _ = canvas.drawText(
        "Simulator", at: PixelPoint(x: image.width / 2 - 20, y: bar / 2 - 4), colour: .black)
      canvas.paste(image, at: PixelPoint(x: border, y: bar))
      return canvas
    case .boardOnly:
      return try image.cropped(to: board)
    case .phoneFrame:
      let margin = max(10, image.width / 14)
      var canvas = RGBAImage(
        width: image.width * 2, height: image.height * 3 / 2,
        fill: RGBA(red: 236, green: 128, blue: 170))
      let body = PixelRect(
        x: image.width / 2, y: image.height / 8, width: image.width + 2 * margin,
        height: image.height + 4 * margin)
      canvas.fillRoundedRect(body, cornerRadius: Double(margin) * 2, colour: .black)
      canvas.paste(image, at: PixelPoint(x: body.x + margin, y: body.y + 2 * margin))
      return canvas
    case .bannerOverHeader:
      var canvas = image
      let banner = PixelRect(
        x: 0, y: image.height / 12, width: image.width, height: image.height / 8)
      canvas.fillRect(banner, colour: RGBA(red: 200, green: 30, blue: 120))
      _ = canvas.drawText(
        "NEW LEVELS!", at: PixelPoint(x: image.width / 4, y: banner.y + banner.height / 3),
        scale: max(1, image.width / 160), colour: .white)
      return canvas
    case .decoyBoardInCorner:
      var canvas = RGBAImage(
        width: image.width * 2, height: image.height * 3 / 2,
        fill: RGBA(red: 250, green: 250, blue: 245))
      canvas.paste(image, at: PixelPoint(x: image.width / 2, y: image.height / 4))
      let decoy = try image.cropped(to: board.insetBy(-board.width / 30)).flippedHorizontally()
        .scaled(by: 0.35)
      canvas.paste(decoy, at: PixelPoint(x: 4, y: canvas.height - decoy.height - 4))
      return canvas
    }
  }
}
