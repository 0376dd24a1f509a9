import Imaging
import Testing

@Suite struct SeededGeneratorTests {
  @Test func sameSeedGivesSameSequence() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<100).map { _ in first.next() }
    let b = (0..<100).map { _ in second.next() }
    #expect(a == b)
  }

  @Test func differentSeedsGiveDifferentSequences() {
    var first = SeededGenerator(seed: 1)
    var second = SeededGenerator(seed: 2)
    #expect((0..<8).map { _ in first.next() } != (0..<8).map { _ in second.next() })
  }

  @Test func streamsOfOneSeedDiffer() {
    var first = SeededGenerator(seed: 7, stream: 65)
    var second = SeededGenerator(seed: 7, stream: 66)
    #expect(first.next() != second.next())
  }

  @Test func unitValuesStayInRangeAndSpread() {
    var generator = SeededGenerator(seed: 3)
    let values = (0..<10_000).map { _ in generator.nextUnit() }
    #expect(values.allSatisfy { (0..<1).contains($0) })
    let mean = values.reduce(0, +) / Double(values.count)
    #expect(abs(mean - 0.5) < 0.02)
  }

  @Test func gaussianHasUnitSpread() {
    var generator = SeededGenerator(seed: 9)
    let values = (0..<20_000).map { _ in generator.nextGaussian() }
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
    #expect(abs(mean) < 0.03)
    #expect(abs(variance - 1) < 0.05)
  }

  @Test func integersStayInRange() {
    var generator = SeededGenerator(seed: 11)
    let values = (0..<1000).map { _ in generator.nextInt(in: 3...7) }
    #expect(values.allSatisfy { (3...7).contains($0) })
    #expect(Set(values) == Set(3...7))
  }
}
