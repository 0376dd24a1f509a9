import Imaging

/// The answer to one knight query, as text or as a `Codable` JSON object: the outcome and,
/// when routes are listed, their exact number and the first `limit` of them.
public struct KnightReport: Sendable, Encodable {
  /// The board.
  public let board: KnightBoard
  /// The knight's square.
  public let start: Square
  /// The goal square.
  public let goal: Square
  /// The most moves allowed.
  public let maxMoves: Int
  /// The shortest route within `maxMoves`, or why there is none.
  public let outcome: RouteOutcome
  /// When listing: the routes listed (at most the limit asked for) and the exact number of
  /// shortest routes; nil when not listing.
  public let listing: Listing?

  /// The routes listed for `--all`.
  public struct Listing: Sendable {
    /// Every shortest route when the outcome is a route; zero otherwise.
    public let count: RouteCount
    /// The first routes, in the order `ShortestRoutes` generates them.
    public let routes: [[Square]]
    /// True when `count` exceeds the routes listed.
    public var truncated: Bool { RouteCount(UInt64(routes.count)) < count }
  }

  /// Answers a query.
  ///
  /// - Parameters:
  ///   - board: the board.
  ///   - start: the knight's square.
  ///   - goal: the goal square.
  ///   - maxMoves: the most moves allowed.
  ///   - listing: nil for one route; else the most routes to list (their number is exact).
  public init(board: KnightBoard, start: Square, goal: Square, maxMoves: Int, listing: Int?) {
    self.board = board
    self.start = start
    self.goal = goal
    self.maxMoves = maxMoves
    let map = DistanceMap(board: board, goal: goal)
    outcome = map.outcome(from: start, maxMoves: maxMoves)
    guard let limit = listing else {
      self.listing = nil
      return
    }
    guard case .found = outcome else {
      self.listing = Listing(count: .zero, routes: [])
      return
    }
    self.listing = Listing(
      count: map.routeCount(from: start),
      routes: Array(map.shortestRoutes(from: start).prefix(max(0, limit))))
  }

  /// The route found, nil when there is none within `maxMoves`.
  public var route: [Square]? {
    if case .found(let squares) = outcome { return squares }
    return nil
  }

  /// "1 move", "6 moves".
  static func moves(_ count: Int) -> String { count == 1 ? "1 move" : "\(count) moves" }

  /// The human-readable answer, ending in a newline.
  public var text: String {
    var output = ""
    switch outcome {
    case .found(let route):
      let distance = Self.moves(route.count - 1)
      if let listing {
        let noun = listing.count == 1 ? "route" : "routes"
        output +=
          "Shortest routes from \(start) to \(goal) on the \(board) board: "
          + "\(distance), \(listing.count) \(noun).\n"
        for (index, route) in listing.routes.enumerated() {
          output += "  \(index + 1). " + route.map(\.algebraic).joined(separator: " -> ") + "\n"
        }
        if listing.truncated {
          output +=
            "Listed the first \(listing.routes.count) of \(listing.count) routes; "
            + "raise --limit to list more.\n"
        }
      } else {
        output += "Shortest route from \(start) to \(goal) on the \(board) board: \(distance).\n"
        output += "  " + route.map(\.algebraic).joined(separator: " -> ") + "\n"
      }
    case .beyondLimit(let distance):
      output +=
        "No route from \(start) to \(goal) within \(Self.moves(maxMoves)) on the "
        + "\(board) board: the shortest route needs \(Self.moves(distance)) "
        + "(use --max-moves \(distance) to see it).\n"
    case .unreachable:
      output +=
        "No route from \(start) to \(goal) on the \(board) board: no sequence of knight moves "
        + "joins them.\n"
    }
    return output
  }

  private enum CodingKeys: String, CodingKey {
    case size, from, to, maxMoves, outcome, distance, note, route
    case routeCount, routes, routesListed, routesTruncated
  }

  /// Encodes `size`, `from`, `to`, `maxMoves`, `outcome` (`found`, `beyondLimit` or
  /// `unreachable`), `distance` (absent when unreachable), `route` (absent when none), a `note`
  /// when start and goal are the same square, and with a listing `routeCount` (a decimal string: it can exceed 64
  /// bits), `routes`, `routesListed` and `routesTruncated`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(board.size, forKey: .size)
    try container.encode(start.algebraic, forKey: .from)
    try container.encode(goal.algebraic, forKey: .to)
    try container.encode(maxMoves, forKey: .maxMoves)
    let name =
      switch outcome {
      case .found: "found"
      case .beyondLimit: "beyondLimit"
      case .unreachable: "unreachable"
      }
    try container.encode(name, forKey: .outcome)
    try container.encodeIfPresent(outcome.distance, forKey: .distance)
    if start == goal {
      try container.encode(
        "start and goal are the same square; 0 moves is a valid answer", forKey: .note)
    }
    try container.encodeIfPresent(route?.map(\.algebraic), forKey: .route)
    if let listing {
      try container.encode(listing.count.description, forKey: .routeCount)
      try container.encode(listing.routes.map { $0.map(\.algebraic) }, forKey: .routes)
      try container.encode(listing.routes.count, forKey: .routesListed)
      try container.encode(listing.truncated, forKey: .routesTruncated)
    }
  }
}

extension KnightReport {
  /// The board, the knight, the goal and the route found (none unless found), captioned with
  /// the outcome.
  public func picture(maxMoves: Int) -> RGBAImage {
    let caption = KnightPicture.caption(
      for: outcome, from: start, to: goal, on: board, maxMoves: maxMoves)
    return KnightPicture(board: board, start: start, goal: goal, route: route, caption: caption)
      .render()
  }
}
