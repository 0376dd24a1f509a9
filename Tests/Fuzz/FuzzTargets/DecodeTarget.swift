// The image decoders: any crash, sanitizer report, leak or broken invariant is a finding.
import ImageCodecs
import Imaging

/// Small enough that the fuzzer explores headers, not 200 MB allocations.
let fuzzLimits = ImageLimits(maxPixels: 4_000_000)

/// Decodes one input and checks what decode, inspect and a PNG round trip agree on.
func decodeTarget(_ bytes: [UInt8], source: String) throws(FuzzFinding) -> FuzzOutcome {
  func broke(_ invariant: String) -> FuzzFinding {
    FuzzFinding(target: .decode, invariant: invariant)
  }
  let header = try? ImageDecoder.inspect(bytes, source: source, limits: fuzzLimits)
  let decoded: DecodedImage
  do {
    decoded = try ImageDecoder.decode(bytes, source: source, limits: fuzzLimits)
  } catch {
    return .refused(error.description)
  }
  // What decode returns agrees with the header and with inspect.
  guard decoded.image.width == decoded.info.width else {
    throw broke("width differs from the header")
  }
  guard decoded.image.height == decoded.info.height else {
    throw broke("height differs from the header")
  }
  guard header == decoded.info else { throw broke("inspect and decode disagree") }
  // Small results go through the PNG encoder and back, exactly.
  if decoded.image.pixels.count <= 65_536 {
    guard let png = try? ImageEncoder.encode(decoded.image, as: .png),
      let again = try? ImageDecoder.decode(png, limits: fuzzLimits)
    else { throw broke("a decoded image failed to round-trip through PNG") }
    guard again.image == decoded.image else { throw broke("PNG round trip changed pixels") }
  }
  return .accepted
}
