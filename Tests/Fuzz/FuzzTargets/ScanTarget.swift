// The whole path a user's file takes: decode, scan with every shipped theme, draw the overlay.
import Annotator
import ImageCodecs
import Imaging
import Scanner

/// The `--theme auto` scanner, built once.
private let scanner = try? BoardScanner.withShippedThemes()

/// Decodes, scans and annotates one input (images up to a quarter megapixel, to keep it fast).
func scanTarget(_ bytes: [UInt8], source: String) throws(FuzzFinding) -> FuzzOutcome {
  guard let scanner else {
    throw FuzzFinding(target: .scan, invariant: "the shipped themes did not load")
  }
  let decoded: DecodedImage
  do {
    decoded = try ImageDecoder.decode(
      bytes, source: source, limits: ImageLimits(maxPixels: 250_000))
  } catch {
    return .refused(error.description)
  }
  let report = scanner.scan(decoded.image)
  guard (report.puzzle == nil) != (report.error == nil) else {
    throw FuzzFinding(target: .scan, invariant: "a scan is a board or an error")
  }
  let overlay = Annotator.overlay(for: report, on: decoded.image)
  guard overlay.width > 0 && overlay.height > 0 else {
    throw FuzzFinding(target: .scan, invariant: "an empty overlay")
  }
  return .accepted
}
