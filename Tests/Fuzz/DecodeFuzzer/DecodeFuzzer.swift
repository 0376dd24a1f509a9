// libFuzzer entry for the image decoders. Built only by tools/fuzz (UNBLOCKER_FUZZ=1 adds the
// target), with -sanitize=fuzzer,address: libFuzzer supplies main and mutates the inputs.
import ImageCodecs
import Imaging

/// Small enough that the fuzzer explores headers, not 200 MB allocations.
private let limits = ImageLimits(maxPixels: 4_000_000)

/// Decodes one input; any crash, sanitizer report, leak or broken invariant is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func decodeFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  let header = try? ImageDecoder.inspect(bytes, limits: limits)
  guard let decoded = try? ImageDecoder.decode(bytes, limits: limits) else { return 0 }
  // What decode returns agrees with the header and with inspect.
  precondition(decoded.image.width == decoded.info.width, "width differs from the header")
  precondition(decoded.image.height == decoded.info.height, "height differs from the header")
  precondition(header == decoded.info, "inspect and decode disagree")
  // Small results go through the PNG encoder and back, exactly.
  if decoded.image.pixels.count <= 65_536 {
    guard let png = try? ImageEncoder.encode(decoded.image, as: .png),
      let again = try? ImageDecoder.decode(png, limits: limits)
    else { preconditionFailure("a decoded image failed to round-trip through PNG") }
    precondition(again.image == decoded.image, "PNG round trip changed pixels")
  }
  return 0
}
