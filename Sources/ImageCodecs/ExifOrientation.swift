import Imaging

/// The EXIF orientation of a JPEG (tag 0x0112 in IFD0 of the APP1 `Exif` segment), parsed here
/// with bounds checks on every read; `RGBAImage.oriented(_:)` (Imaging) applies it.
enum ExifOrientation {
  /// The orientation declared by a JPEG's EXIF; `.identity` when absent or malformed.
  static func read(fromJPEG bytes: [UInt8]) -> ImageOrientation {
    readValue(fromJPEG: bytes).flatMap(ImageOrientation.init(exifValue:)) ?? .identity
  }

  /// The raw orientation value (1-8), or nil.
  private static func readValue(fromJPEG bytes: [UInt8]) -> Int? {
    var offset = 2  // after SOI
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {  // fill byte
        offset += 1
        continue
      }
      // Markers without a length; SOS or EOI end the headers.
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        offset += 2
        continue
      }
      if marker == 0xDA || marker == 0xD9 { return nil }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
      if marker == 0xE1,
        let value = orientation(inAPP1: bytes[(offset + 4)..<(offset + 2 + length)])
      {
        return value
      }
      offset += 2 + length
    }
    return nil
  }

  /// The orientation in one APP1 payload, or nil when it is not EXIF or has no valid tag.
  private static func orientation(inAPP1 payload: ArraySlice<UInt8>) -> Int? {
    let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]  // "Exif\0\0"
    guard payload.starts(with: exifHeader) else { return nil }
    let tiff = Array(payload.dropFirst(exifHeader.count))
    guard tiff.count >= 8 else { return nil }
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func read16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      let a = Int(tiff[at])
      let b = Int(tiff[at + 1])
      return littleEndian ? a | b << 8 : a << 8 | b
    }
    func read32(_ at: Int) -> Int? {
      guard let low = read16(littleEndian ? at : at + 2),
        let high = read16(littleEndian ? at + 2 : at)
      else { return nil }
      return high << 16 | low
    }
    guard read16(2) == 42, let ifd = read32(4), let entries = read16(ifd) else { return nil }
    for index in 0..<entries {
      let entry = ifd + 2 + index * 12
      guard let tag = read16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      guard read16(entry + 2) == 3, let value = read16(entry + 8), (1...8).contains(value) else {
        return nil
      }
      return value
    }
    return nil
  }
}
