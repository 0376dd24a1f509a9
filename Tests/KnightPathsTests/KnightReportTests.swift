import Foundation
import Testing

@testable import KnightPaths

@Suite("KnightReport: one answer as text and as a Codable JSON object")
struct KnightReportTests {
  static func report(_ from: String, _ to: String, maxMoves: Int = 6, listing: Int? = nil) throws
    -> KnightReport
  {
    let board = try KnightBoard(size: 8)
    return KnightReport(
      board: board, start: try board.square(from), goal: try board.square(to),
      maxMoves: maxMoves, listing: listing)
  }

  static func object(_ report: KnightReport) throws -> [String: Any] {
    let data = try JSONEncoder().encode(report)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aFoundRouteListsItsSquares() throws {
    let report = try Self.report("a1", "c2")
    #expect(report.text == "Shortest route from a1 to c2 on the 8x8 board: 1 move.\n  a1 -> c2\n")
    let object = try Self.object(report)
    #expect(object["outcome"] as? String == "found")
    #expect(object["distance"] as? Int == 1)
    #expect(object["route"] as? [String] == ["a1", "c2"])
    #expect(object["routes"] == nil)
  }

  @Test func aRouteBeyondTheLimitHasNoRouteKey() throws {
    let report = try Self.report("a1", "h8", maxMoves: 3)
    #expect(report.route == nil)
    let object = try Self.object(report)
    #expect(object["outcome"] as? String == "beyondLimit")
    #expect(object["distance"] as? Int == 6)
    #expect(object["route"] == nil && object.keys.contains("distance"))
    #expect(report.text.contains("use --max-moves 6"))
  }

  @Test func aListingCountsExactlyAndSaysWhenTruncated() throws {
    let report = try Self.report("a1", "h8", listing: 4)
    let listing = try #require(report.listing)
    #expect(listing.routes.count == 4)
    #expect(listing.count == RouteCount(108))
    #expect(listing.truncated)
    let object = try Self.object(report)
    #expect(object["routeCount"] as? String == "108")
    #expect(object["routesListed"] as? Int == 4)
    #expect(object["routesTruncated"] as? Bool == true)
    #expect(report.text.hasSuffix("Listed the first 4 of 108 routes; raise --limit to list more.\n"))
  }

  @Test func theSameSquareIsZeroMovesWithANote() throws {
    let object = try Self.object(try Self.report("d4", "d4"))
    #expect(object["distance"] as? Int == 0)
    #expect((object["note"] as? String)?.contains("0 moves is a valid answer") == true)
  }
}
