import HTTPTypes
import Hummingbird

/// Checks every request before a route sees it, and turns every failure into a JSON error.
///
/// - On loopback, the Host header must name a loopback address (a page of another site that
///   rebinds its name to this machine is refused).
/// - A request that changes anything (any method but GET and HEAD) must carry the run's
///   token in `X-Studio-Token`, which only the studio's own page knows, and a JSON body.
struct GuardMiddleware<Context: RequestContext>: RouterMiddleware {
  let token: String
  /// The names the Host header may give; nil accepts any.
  let hosts: Set<String>?

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      try check(request)
      return try await next(request, context)
    } catch let error as StudioError {
      return JSONBody.error(error)
    } catch let error as HTTPError {
      return JSONBody.error(
        StudioError(error.status, "http", error.body ?? error.status.reasonPhrase))
    } catch {
      return JSONBody.error(StudioError(.internalServerError, "internal", "\(error)"))
    }
  }

  private func check(_ request: Request) throws(StudioError) {
    if let hosts, let authority = request.head.authority {
      let name = GuardMiddleware.hostName(authority)
      guard hosts.contains(name) else {
        throw StudioError(
          .forbidden, "forbidden", "the Host \(authority) is not this studio's address")
      }
    }
    guard request.method != .get, request.method != .head else { return }
    guard let given = request.headers[HTTPField.Name("X-Studio-Token")!], given == token else {
      throw StudioError(
        .forbidden, "forbidden",
        "this request changes state and needs the studio's token: reload the studio page")
    }
    let type = request.headers[.contentType] ?? ""
    guard type.lowercased().hasPrefix("application/json") else {
      throw StudioError(
        .unsupportedMediaType, "badRequest", "the request body must be JSON (application/json)")
    }
  }

  /// `127.0.0.1` of `127.0.0.1:8080`, `::1` of `[::1]:8080`.
  static func hostName(_ authority: String) -> String {
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
      return String(authority[authority.index(after: authority.startIndex)..<close])
    }
    if let colon = authority.lastIndex(of: ":") { return String(authority[..<colon]).lowercased() }
    return authority.lowercased()
  }
}
