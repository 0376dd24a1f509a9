import Imaging
import Testing

@testable import Regression

@Suite("Report number formats are total")
struct ReportFormatTests {
  @Test(arguments: [
    Double.nan, .infinity, -.infinity, 1e19, -1e19, 1e300, .greatestFiniteMagnitude, 9.3e18,
  ])
  func neverTraps(_ value: Double) {
    #expect(!ReportFormat.fraction(value).isEmpty)
    #expect(!ReportFormat.seconds(value).isEmpty)
    #expect(!Decimals.fixed(value, 3).isEmpty)
  }

  @Test func formatsOrdinaryAndHugeValues() {
    #expect(ReportFormat.fraction(0.434) == "0.43")
    #expect(ReportFormat.fraction(-0.001) == "0.00")
    #expect(ReportFormat.seconds(12.34) == "12.3 s")
    #expect(ReportFormat.fraction(1e19) == "1e+19")
    #expect(ReportFormat.fraction(.nan) == "nan")
  }
}
