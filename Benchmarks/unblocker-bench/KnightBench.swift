import ArgumentParser
import FileGuard
import Foundation
import Imaging
import KnightPaths

/// `unblocker-bench knight`: breadth-first search, route counting and route listing speed.
struct KnightBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "knight",
    abstract: "Measure knight distance maps, route counts and route listing.")

  @Option(help: "Squares per side of the board, from 3 to 64.")
  var size: Int = 64

  @Option(help: "How many routes to list when measuring the listing rate.")
  var routes: Int = 1_000_000

  mutating func validate() throws {
    guard KnightBoard.sizes.contains(size) else {
      throw ValidationError("--size must be from 3 to 64, found \(size)")
    }
    guard routes >= 1 else { throw ValidationError("--routes must be 1 or more, found \(routes)") }
  }

  func run() throws {
    let board = try KnightBoard(size: size)
    let clock = ContinuousClock()
    let corner = Square(row: 0, column: 0)
    let farCorner = Square(row: size - 1, column: size - 1)

    // One distance map per goal square: the whole board's all-pairs distances.
    var checksum = 0
    let mapsTime = clock.measure {
      for row in 0..<size {
        for column in 0..<size {
          let map = DistanceMap(board: board, goal: Square(row: row, column: column))
          checksum &+= map.distance(from: corner) ?? 0
        }
      }
    }
    let maps = size * size
    print(
      "distance maps, \(board): \(maps) in \(milliseconds(mapsTime)) ms, "
        + "\(oneDecimal(microseconds(mapsTime) / Double(maps))) us each (checksum \(checksum))")

    let map = DistanceMap(board: board, goal: farCorner)
    var count = RouteCount.zero
    let repeats = 20
    let countTime = clock.measure {
      for _ in 0..<repeats { count = map.routeCount(from: corner) }
    }
    print(
      "route count \(corner) to \(farCorner): \(count) routes, "
        + "\(oneDecimal(microseconds(countTime) / Double(repeats))) us per count")

    var listed = 0
    var squares = 0
    let listTime = clock.measure {
      for route in map.shortestRoutes(from: corner) {
        listed += 1
        squares &+= route.count
        if listed == routes { break }
      }
    }
    let seconds = listTime.seconds
    print(
      "route listing \(corner) to \(farCorner): \(listed) routes in \(milliseconds(listTime)) ms, "
        + "\(Int(Double(listed) / max(seconds, 1e-9))) routes/s")

    let route = map.shortestRoute(from: corner)
    var pixels = 0
    let drawings = 5
    let drawTime = clock.measure {
      for _ in 0..<drawings {
        let image = KnightPicture(
          board: board, start: corner, goal: farCorner, route: route, caption: "benchmark"
        ).render()
        pixels = image.width * image.height
      }
    }
    print(
      "picture \(board) with a \((route?.count ?? 1) - 1)-move route: "
        + "\(oneDecimal(microseconds(drawTime) / Double(drawings) / 1000)) ms per render "
        + "(\(pixels) pixels)")
  }

  /// A duration in whole milliseconds.
  func milliseconds(_ duration: Duration) -> String {
    Decimals.fixed(duration.milliseconds, 0)
  }

  /// A duration in microseconds.
  func microseconds(_ duration: Duration) -> Double {
    duration.seconds * 1e6
  }

  /// A value with one decimal.
  func oneDecimal(_ value: Double) -> String { Decimals.fixed(value, 1) }
}
