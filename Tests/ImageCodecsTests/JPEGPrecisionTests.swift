import Foundation
import ImageCodecs
import Testing

@Suite("JPEG sample precision other than 8 bits is named, not called corrupt")
struct JPEGPrecisionTests {
  /// base.jpg with its frame header's sample precision set to `bits`.
  static func jpeg(precision bits: UInt8) throws -> [UInt8] {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: FixtureFiles.valid("base.jpg"))))
    var index = 2
    while index + 4 < bytes.count {
      let marker = bytes[index + 1]
      if (0xC0...0xC2).contains(marker) {
        bytes[index + 4] = bits
        return bytes
      }
      index += 2 + Int(bytes[index + 2]) << 8 + Int(bytes[index + 3])
    }
    Issue.record("no SOF marker in base.jpg")
    return bytes
  }

  @Test(arguments: [UInt8(12), 16])
  func refusesTwelveAndSixteenBitJPEG(_ bits: UInt8) throws {
    let bytes = try Self.jpeg(precision: bits)
    let expected = ImageCodecError.unsupportedFeature(
      path: "<memory>", format: .jpeg,
      reason: "\(bits)-bit JPEG is not supported, only 8-bit")
    #expect(throws: expected) { try ImageDecoder.decode(bytes) }
    #expect(throws: expected) { try ImageDecoder.inspect(bytes) }
    #expect(
      expected.description
        == "<memory>: unsupported JPEG feature (\(bits)-bit JPEG is not supported, only 8-bit); "
        + "re-save it as a plain JPEG")
  }

  @Test func stillDecodesEightBitJPEG() throws {
    _ = try ImageDecoder.decode(Self.jpeg(precision: 8))
  }
}
