import Dispatch

/// Independent pieces of one scan's work run side by side: `body(index)` for every index below
/// `count`, on as many threads at once as the machine has cores (libdispatch's
/// `concurrentPerform`), with the results in index order. Only for pieces that share no mutable
/// state and whose results do not depend on the order they are made in: a scan reads the same
/// on one core as on many.
func sideBySide<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
  guard count > 1 else { return (0..<count).map(body) }
  var results = [T?](repeating: nil, count: count)
  results.withUnsafeMutableBufferPointer { slots in
    withoutActuallyEscaping(body) { body in
      let work = SideBySideWork(body: body, slots: slots)
      DispatchQueue.concurrentPerform(iterations: count) { work.run($0) }
    }
  }
  return results.map { $0! }
}

/// The work of `sideBySide` handed to its threads. Unchecked: each index writes only its own
/// slot, the pieces share no mutable state (their callers' promise), and `sideBySide` waits for
/// every index before reading the slots.
private struct SideBySideWork<T>: @unchecked Sendable {
  let body: (Int) -> T
  let slots: UnsafeMutableBufferPointer<T?>

  func run(_ index: Int) { slots[index] = body(index) }
}
