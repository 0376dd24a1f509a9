import Foundation
import TestSupport
import Testing

@Suite("File names that are not UTF-8 are reported, never skipped silently")
struct UndecodableNameTests {
  /// Creates `folder/NAME` where NAME is raw bytes, holding `contents`.
  static func create(_ name: [UInt8], in folder: URL, contents: Data) {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    _ = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  @Test func regressWarnsAboutEachOne() throws {
    let folder = try Fixtures.temporaryDirectory("undecodable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sample = Fixtures.samples.appendingPathComponent("renders/adjacent-columns-2-2-2")
    let image = try Data(contentsOf: URL(fileURLWithPath: sample.path + ".png"))
    let label = try Data(contentsOf: URL(fileURLWithPath: sample.path + ".json"))
    try image.write(to: folder.appendingPathComponent("good.png"))
    try label.write(to: folder.appendingPathComponent("good.json"))
    for stem in [Array("caf".utf8) + [0xE9], Array("x".utf8) + [0xFF, 0xFE]] {
      Self.create(stem + Array(".png".utf8), in: folder, contents: image)
      Self.create(stem + Array(".json".utf8), in: folder, contents: label)
    }
    let result = try CommandRunner.run(["regress", "."], in: folder)
    #expect(result.standardError.contains("warning: caf\\xE9.png: the file name is not UTF-8"))
    #expect(result.standardError.contains("warning: x\\xFF\\xFE.png: the file name is not UTF-8"))
    #expect(result.standardOutput.contains("1 sample: 1 passed"), "\(result.standardOutput)")
  }
}
