// The image decoders: any crash, sanitizer report, leak or broken invariant is a finding.
import ImageCodecs
import Imaging

/// Small enough that the fuzzer explores headers, not 200 MB allocations.
let fuzzLimits = ImageLimits(maxPixels: 4_000_000)

/// Decodes one input and checks what decode, inspect and a PNG round trip agree on.
func decodeTarget(_ bytes: [UInt8]) {
  let header = try? ImageDecoder.inspect(bytes, limits: fuzzLimits)
  guard let decoded = try? ImageDecoder.decode(bytes, limits: fuzzLimits) else { return }
  // What decode returns agrees with the header and with inspect.
  precondition(decoded.image.width == decoded.info.width, "width differs from the header")
  precondition(decoded.image.height == decoded.info.height, "height differs from the header")
  precondition(header == decoded.info, "inspect and decode disagree")
  // Small results go through the PNG encoder and back, exactly.
  if decoded.image.pixels.count <= 65_536 {
    guard let png = try? ImageEncoder.encode(decoded.image, as: .png),
      let again = try? ImageDecoder.decode(png, limits: fuzzLimits)
    else { preconditionFailure("a decoded image failed to round-trip through PNG") }
    precondition(again.image == decoded.image, "PNG round trip changed pixels")
  }
}
