import Imaging
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
    #expect(!Decimals.fixed(value, 2).isEmpty)
    #expect(!Decimals.fixed(value, 0).isEmpty)
    #expect(!Decimals.percent(value).isEmpty)
    #expect(!Numbers.against(value, 0.5).isEmpty)
    #expect(!Numbers.against(0.5, value).isEmpty)
    #expect(!Numbers.against(value, value).isEmpty)
  }

  @Test func formatsOrdinaryValuesAsBefore() {
    #expect(Decimals.fixed(0.456, 2) == "0.46")
    #expect(Decimals.percent(0.315) == "32")
    #expect(Numbers.against(0.31, 0.12) == "31>12")
    #expect(Decimals.percent(1e17) == "1e+19")
    #expect(Decimals.percent(.nan) == "?")
  }
}
