import Imaging
import Testing

@testable import ImageCodecs

/// JPEG EXIF orientation is read from APP1 and applied to the pixels and the reported size.
@Suite("EXIF orientation")
struct ExifOrientationTests {
  static let red = RGBA(red: 230, green: 20, blue: 20)
  static let green = RGBA(red: 20, green: 230, blue: 20)
  static let blue = RGBA(red: 20, green: 20, blue: 230)
  static let white = RGBA(red: 240, green: 240, blue: 240)

  /// 32x16 stored: quadrants red (top-left), green (top-right), blue (bottom-left), white.
  static func stored() -> RGBAImage {
    var image = RGBAImage(width: 32, height: 16)
    for y in 0..<16 {
      for x in 0..<32 {
        image[x, y] = y < 8 ? (x < 16 ? red : green) : (x < 16 ? blue : white)
      }
    }
    return image
  }

  /// An APP1 Exif segment holding one orientation entry, in either byte order.
  static func exifSegment(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
    func u16(_ value: UInt16) -> [UInt8] {
      littleEndian
        ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
    func u32(_ value: UInt32) -> [UInt8] {
      let high = u16(UInt16(value >> 16))
      let low = u16(UInt16(value & 0xFFFF))
      return littleEndian ? low + high : high + low
    }
    var tiff: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
    tiff += u16(42) + u32(8) + u16(1)
    tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
    tiff += u32(0)
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
  }

  /// `jpeg` with `segment` inserted right after SOI.
  static func inserting(_ segment: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
    Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
  }

  /// Orientation -> colours expected at the displayed corners (TL, TR, BL, BR) and the size.
  static let cases: [(orientation: UInt16, corners: [RGBA], width: Int, height: Int)] = [
    (1, [red, green, blue, white], 32, 16),
    (2, [green, red, white, blue], 32, 16),
    (3, [white, blue, green, red], 32, 16),
    (4, [blue, white, red, green], 32, 16),
    (5, [red, blue, green, white], 16, 32),
    (6, [blue, red, white, green], 16, 32),
    (7, [white, green, blue, red], 16, 32),
    (8, [green, white, red, blue], 16, 32),
  ]

  @Test(arguments: cases, [false, true])
  func orientationIsApplied(
    testCase: (orientation: UInt16, corners: [RGBA], width: Int, height: Int), littleEndian: Bool
  ) throws {
    let jpeg = try ImageEncoder.encode(
      Self.stored(), as: .jpeg, options: EncodeOptions(quality: 95))
    let bytes = Self.inserting(
      Self.exifSegment(orientation: testCase.orientation, littleEndian: littleEndian), into: jpeg)
    let decoded = try ImageDecoder.decode(bytes)
    #expect(decoded.info.orientation.exifValue == Int(testCase.orientation))
    #expect(decoded.info.width == testCase.width && decoded.info.height == testCase.height)
    let image = decoded.image
    #expect(image.width == testCase.width && image.height == testCase.height)
    let corners = [
      image[3, 3], image[image.width - 4, 3], image[3, image.height - 4],
      image[image.width - 4, image.height - 4],
    ]
    for (found, wanted) in zip(corners, testCase.corners) {
      #expect(abs(Int(found.red) - Int(wanted.red)) < 12, "\(found) vs \(wanted)")
      #expect(abs(Int(found.green) - Int(wanted.green)) < 12, "\(found) vs \(wanted)")
      #expect(abs(Int(found.blue) - Int(wanted.blue)) < 12, "\(found) vs \(wanted)")
    }
  }

  @Test func malformedExifMeansNoRotation() throws {
    let jpeg = try ImageEncoder.encode(Self.stored(), as: .jpeg)
    var segment = Self.exifSegment(orientation: 6, littleEndian: true)
    segment[10] = 0x58  // byte order "XI": not TIFF
    #expect(
      try ImageDecoder.decode(Self.inserting(segment, into: jpeg)).info.orientation == .identity)
    let outOfRange = Self.exifSegment(orientation: 9, littleEndian: false)
    #expect(
      try ImageDecoder.decode(Self.inserting(outOfRange, into: jpeg)).info.orientation == .identity)
    // A segment whose length runs past the end of the file is ignored by the EXIF reader.
    #expect(
      ExifOrientation.read(fromJPEG: [0xFF, 0xD8, 0xFF, 0xE1, 0x40, 0x00, 0x45]) == .identity)
  }

  @Test func jpegWithoutExifIsUpright() throws {
    let jpeg = try ImageEncoder.encode(Self.stored(), as: .jpeg)
    #expect(ExifOrientation.read(fromJPEG: jpeg) == .identity)
  }
}
