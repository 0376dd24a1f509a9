// The whole path a user's file takes: decode, scan with every shipped theme, draw the overlay.
import Annotator
import ImageCodecs
import Imaging
import Scanner

/// The `--theme auto` scanner, built once.
private let scanner = try? BoardScanner.withShippedThemes()

/// Decodes, scans and annotates one input (images up to a quarter megapixel, to keep it fast).
func scanTarget(_ bytes: [UInt8]) {
  guard let scanner,
    let decoded = try? ImageDecoder.decode(bytes, limits: ImageLimits(maxPixels: 250_000))
  else { return }
  let report = scanner.scan(decoded.image)
  precondition((report.puzzle == nil) != (report.error == nil), "a scan is a board or an error")
  let overlay = Annotator.overlay(for: report, on: decoded.image)
  precondition(overlay.width > 0 && overlay.height > 0, "an empty overlay")
}
