import Imaging

/// The EXIF orientation of a JPEG (tag 0x0112 in IFD0 of the APP1 `Exif` segment), parsed here
/// with bounds checks on every read, and the pixel reorientation it asks for.
enum ExifOrientation {
  /// The orientation (1-8) declared by a JPEG's EXIF, or 1 when absent or malformed.
  static func read(fromJPEG bytes: [UInt8]) -> Int {
    var offset = 2  // after SOI
    while offset + 4 <= bytes.count {
      guard bytes[offset] == 0xFF else { return 1 }
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
      if marker == 0xDA || marker == 0xD9 { return 1 }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return 1 }
      if marker == 0xE1,
        let value = orientation(inAPP1: bytes[(offset + 4)..<(offset + 2 + length)])
      {
        return value
      }
      offset += 2 + length
    }
    return 1
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

  /// True when `orientation` swaps width and height (5-8: a quarter turn).
  static func swapsAxes(_ orientation: Int) -> Bool { (5...8).contains(orientation) }

  /// `image` as displayed under `orientation` (1 = unchanged).
  static func apply(_ orientation: Int, to image: RGBAImage) -> RGBAImage {
    guard (2...8).contains(orientation) else { return image }
    let width = image.width
    let height = image.height
    let outWidth = swapsAxes(orientation) ? height : width
    let outHeight = swapsAxes(orientation) ? width : height
    var pixels = [RGBA]()
    pixels.reserveCapacity(width * height)
    let source = image.pixels
    for y in 0..<outHeight {
      for x in 0..<outWidth {
        let (sx, sy): (Int, Int) =
          switch orientation {
          case 2: (width - 1 - x, y)  // mirrored left-right
          case 3: (width - 1 - x, height - 1 - y)  // turned 180 degrees
          case 4: (x, height - 1 - y)  // mirrored top-bottom
          case 5: (y, x)  // transposed
          case 6: (y, height - 1 - x)  // stored turned left: turn right to show
          case 7: (width - 1 - y, height - 1 - x)  // transversed
          default: (width - 1 - y, x)  // 8: stored turned right: turn left to show
          }
        pixels.append(source[sy * width + sx])
      }
    }
    return RGBAImage(width: outWidth, height: outHeight, pixels: pixels)
  }
}
