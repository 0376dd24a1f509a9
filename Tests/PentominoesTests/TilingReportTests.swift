import Foundation
import Pentominoes
import Testing

@Suite("Tiling reports: Codable types, encoded once by the command")
struct TilingReportTests {
  static func object(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aTilingReportHoldsTheBoardAndItsRows() throws {
    let solver = try PentominoSolver(board: .rectangle(rows: 6, columns: 10))
    let tiling = try #require(solver.firstTiling())
    let report = TilingReport(tiling: tiling)
    #expect(report.board == "6x10" && report.rows == 6 && report.columns == 10)
    #expect(report.tiling == tiling.rowStrings)
    let decoded = try JSONDecoder().decode(TilingReport.self, from: JSONEncoder().encode(report))
    #expect(decoded == report)
    let line = try Self.object(TilingLine(index: 7, tiling: tiling))
    #expect(line["index"] as? Int == 7)
    #expect(line["tiling"] as? [String] == tiling.rowStrings)
  }

  @Test func aCountEncodesItsSymmetryGroup() throws {
    let count = TilingCount(board: "3x20", symmetries: [.identity], total: 8, distinct: 2)
    let object = try Self.object(count)
    #expect(object["board"] as? String == "3x20")
    #expect(object["symmetries"] as? Int == 1)
    #expect(object["symmetryGroup"] as? [String] == [SquareSymmetry.identity.description])
    #expect(object["distinct"] as? Int == 2 && object["total"] as? Int == 8)
  }
}
