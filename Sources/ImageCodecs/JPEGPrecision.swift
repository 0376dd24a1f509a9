/// The sample precision a JPEG's frame header (SOF) declares, read before decoding: the
/// library is built for 8-bit samples and would call a valid 12-bit file "corrupt".
enum JPEGPrecision {
  /// The precision in bits of the first SOF marker before the scan, nil when none is found
  /// (truncated or damaged headers are left to the decoder to describe).
  static func read(_ bytes: [UInt8]) -> Int? {
    var index = 2  // after SOI
    while index + 1 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {  // fill byte
        index += 1
        continue
      }
      // Markers without a length: TEM, RSTn, SOI, EOI.
      if marker == 0x01 || (0xD0...0xD9).contains(marker) {
        index += 2
        continue
      }
      guard index + 4 < bytes.count else { return nil }
      if isStartOfFrame(marker) { return Int(bytes[index + 4]) }
      if marker == 0xDA { return nil }  // start of scan: no frame header came first
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }
}
