import Testing

@testable import Annotator

@Suite("Number formatting is total: NaN, infinities and huge values never trap")
struct NumberFormatTests {
  static let hostile: [Double] = [
    .nan, .infinity, -.infinity, 1e17, -1e17, 1e19, 1e300, -1e300, .greatestFiniteMagnitude,
    9.3e18, 1e12, 0.999_999_999,
  ]

  @Test(arguments: hostile)
  func everyFormatterReturnsText(_ value: Double) {
    #expect(!Numbers.fixed(value, 2).isEmpty)
    #expect(!Numbers.fixed(value, 0).isEmpty)
    #expect(!Numbers.percent(value).isEmpty)
    #expect(!Numbers.against(value, 0.5).isEmpty)
    #expect(!Numbers.against(0.5, value).isEmpty)
    #expect(!Numbers.against(value, value).isEmpty)
  }

  @Test func formatsOrdinaryValuesAsBefore() {
    #expect(Numbers.fixed(0.456, 2) == "0.46")
    #expect(Numbers.percent(0.315) == "32")
    #expect(Numbers.against(0.31, 0.12) == "31>12")
    #expect(Numbers.percent(1e17) == "1e+19")
    #expect(Numbers.percent(.nan) == "?")
  }
}
