import FileGuard
import Testing

@Suite("OrderedTasks: a bounded task group that hands results back in order")
struct OrderedTasksTests {
  /// Counts the units running at once and the most seen.
  actor Gauge {
    var running = 0
    var most = 0
    func enter() {
      running += 1
      most = max(most, running)
    }
    func leave() { running -= 1 }
  }

  @Test(arguments: [1, 2, 5])
  func deliversEveryResultInIndexOrderWithinTheLimit(limit: Int) async {
    let gauge = Gauge()
    var received: [Int] = []
    await OrderedTasks.run(3..<40, limit: limit) { index in
      await gauge.enter()
      // Later units finish first, so results arrive out of order.
      for _ in 0..<(40 - index) { await Task.yield() }
      await gauge.leave()
      return index * index
    } receive: { index, square in
      #expect(square == index * index)
      received.append(index)
      return true
    }
    #expect(received == Array(3..<40))
    #expect(await gauge.most <= limit)
  }

  @Test func stopsWhenReceiveSaysSo() async {
    var received: [Int] = []
    await OrderedTasks.run(0..<100, limit: 3) { index in index } receive: { index, _ in
      received.append(index)
      return index < 4
    }
    #expect(received == [0, 1, 2, 3, 4])
  }

  @Test func anEmptyRangeReceivesNothing() async {
    var calls = 0
    await OrderedTasks.run(0..<0, limit: 4) { index in index } receive: { _, _ in
      calls += 1
      return true
    }
    #expect(calls == 0)
  }
}
