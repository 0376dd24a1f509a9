import Imaging
import Testing

@testable import Annotator

@Suite("Text helpers")
struct TextHelpersTests {
  @Test func wrapsAtSpacesAndIndentsContinuationLines() {
    #expect(
      TextWrapper.wrap("one two three four five", columns: 9)
        == ["one two", "  three", "  four", "  five"])
  }

  @Test func keepsItsOwnNewlinesAndEmptyLines() {
    #expect(TextWrapper.wrap("a b\n\nc", columns: 20) == ["a b", "", "c"])
  }

  @Test func cutsAWordLongerThanALine() {
    #expect(
      TextWrapper.wrap("abcdefghijklmnop", columns: 8) == ["abcdefgh", "  ijklmn", "  op"])
  }

  @Test(arguments: [
    (0.456, 2, "0.46"), (3.0, 1, "3.0"), (-0.004, 2, "0.00"), (-1.25, 1, "-1.3"), (7.0, 0, "7"),
    (1e300, 2, "1e+300"),
  ])
  func formatsFixedDecimals(_ value: Double, _ digits: Int, _ text: String) {
    #expect(Decimals.fixed(value, digits) == text)
  }

  @Test func comparesAMeasurementWithItsThresholdInPercent() {
    #expect(Numbers.against(0.31, 0.25) == "31>25")
    #expect(Numbers.against(0.05, 0.25) == "5<25")
    // Equal whole percentages get a decimal so the sign is explained.
    #expect(Numbers.against(0.2496, 0.25) == "25.0<25.0")
    #expect(Numbers.against(0.2504, 0.25) == "25.0>25.0")
  }
}
