import Foundation
import Testing

@testable import ImageCodecs

@Suite("Data input")
struct DataInputTests {
  @Test func decodesFoundationData() throws {
    let path = FixtureFiles.valid("base.png")
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(try ImageDecoder.decode(data, source: path) == ImageFile.read(path: path))
    #expect(try ImageDecoder.inspect(data).width == 48)
  }
}
