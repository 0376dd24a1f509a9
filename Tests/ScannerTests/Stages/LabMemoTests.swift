import Imaging
import Testing

@testable import Scanner

@Suite("CIELAB conversions remembered within a scan")
struct LabMemoTests {
  /// Every colour of a coarse grid, twice over (the second time from the table), including the
  /// many that share a slot: each answer is the colour's own conversion, bit for bit.
  @Test func answersExactlyAsTheConversion() {
    let memo = LabMemo()
    let levels = Array(stride(from: 0, through: 255, by: 9)).map(UInt8.init)
    for _ in 0..<2 {
      for red in levels {
        for green in levels {
          for blue in levels {
            let pixel = RGBA(red: red, green: green, blue: blue)
            #expect(memo.lab(pixel) == LabColour(pixel))
          }
        }
      }
    }
  }
}
