import Testing

@testable import Renderer

@Suite struct ScreenSizeTests {
  @Test func parsesWidthByHeight() throws {
    let size = try ScreenSize(parsing: "1080x1920")
    #expect(size.width == 1080 && size.height == 1920)
    #expect(size.description == "1080x1920")
  }

  @Test(arguments: ["1080", "1080x", "x1920", "axb", "10x20x30", ""])
  func rejectsMalformedSize(_ text: String) {
    #expect(throws: RendererError.badSize(text)) { try ScreenSize(parsing: text) }
  }

  @Test func rejectsTinyAndHugeSizes() {
    #expect(throws: RendererError.sizeOutOfRange(width: 10, height: 400)) {
      try ScreenSize(parsing: "10x400")
    }
    #expect(throws: RendererError.sizeOutOfRange(width: 400, height: 90000)) {
      try ScreenSize(parsing: "400x90000")
    }
  }

  @Test func sizeErrorSaysWhatToDo() {
    #expect(RendererError.badSize("12").description.contains("1080x1920"))
  }
}
