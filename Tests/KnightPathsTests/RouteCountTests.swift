import Testing

@testable import KnightPaths

@Suite("Exact route counts")
struct RouteCountTests {
  /// 2^power by repeated doubling.
  func powerOfTwo(_ power: Int) -> RouteCount {
    var value: RouteCount = 1
    for _ in 0..<power { value += value }
    return value
  }

  @Test func smallValuesPrintAsDecimal() {
    #expect(RouteCount.zero.description == "0")
    #expect(RouteCount(7).description == "7")
    #expect(RouteCount(UInt64.max).description == "18446744073709551615")
  }

  @Test func additionCarriesPastSixtyFourBits() {
    let sum = RouteCount(UInt64.max) + 1
    #expect(sum.description == "18446744073709551616")
    #expect(sum.uint64Value == nil)
    #expect(sum == powerOfTwo(64))
    #expect(
      (RouteCount(UInt64.max) + RouteCount(UInt64.max)).description == "36893488147419103230")
  }

  @Test func largePowersOfTwoPrintExactly() {
    #expect(powerOfTwo(128).description == "340282366920938463463374607431768211456")
    #expect(
      powerOfTwo(200).description
        == "1606938044258990275541962092341162602522202993782792835301376")
  }

  @Test func countsCompareByValue() {
    #expect(RouteCount(3) < RouteCount(4))
    #expect(RouteCount(UInt64.max) < powerOfTwo(64))
    #expect(!(powerOfTwo(65) < powerOfTwo(64)))
    #expect(RouteCount(9).uint64Value == 9)
  }
}
