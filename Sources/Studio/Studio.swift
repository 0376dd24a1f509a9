import HTTPTypes
import Foundation
import Hummingbird
import Logging
import Scanner
import Synchronization
import Themes
import UnblockerKit

/// The web workbench: an HTTP front end over the same library calls as the command line.
///
/// `Studio` holds the served folders and the state a run keeps in memory (the latest scan of
/// each screenshot, the background jobs); `router()` answers the page's requests and `run`
/// serves them until the process is stopped.
public final class Studio: Sendable {
  /// How it serves.
  public let configuration: StudioConfiguration
  /// The folders.
  public let folders: ServedFolders
  /// The scanner every scan uses (replaced when a calibrated theme is saved).
  let scanner: Mutex<BoardScanner>
  /// The latest scan outcome of each screenshot, by file id.
  let outcomes = Mutex<[String: GalleryOutcome]>([:])
  /// Regression runs in the background.
  let jobs = JobBoard()

  /// Creates a studio over `configuration.folders`.
  ///
  /// - Throws: `StudioError` for a folder that does not exist, or a theme library that
  ///   cannot be read (the theme error's message).
  public init(configuration: StudioConfiguration) throws(StudioError) {
    self.configuration = configuration
    folders = try ServedFolders(configuration.folders)
    scanner = Mutex(try Studio.makeScanner())
  }

  /// The scanner over the shipped themes and those in ./themes (as `scan --theme auto`),
  /// built by UnblockerKit as the command line's.
  static func makeScanner() throws(StudioError) -> BoardScanner {
    do {
      return try Unblocker(selection: .auto, library: ThemeLibrary.standard()).scanner
    } catch {
      throw StudioError.invalid(error.description)
    }
  }

  /// The host names a request may address this studio by: loopback names when it listens on
  /// loopback (a foreign page whose name was rebound to 127.0.0.1 is refused), any otherwise.
  var hostNames: Set<String>? {
    guard configuration.isLoopback else { return nil }
    return ["127.0.0.1", "localhost", "::1", configuration.host.lowercased()]
  }

  /// The routes: the page and its assets, and the JSON API under `/api`.
  public func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: GuardMiddleware(token: configuration.token, hosts: hostNames))
    let token = configuration.token
    router.get("/") { _, _ in
      JSONBody.bytes(
        Assets.page(token: token), type: "text/html; charset=utf-8",
        extra: [
          HTTPField.Name("Content-Security-Policy")!:
            "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; "
            + "script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
            + "frame-ancestors 'none'"
        ])
    }
    router.get("/studio.js") { _, _ in
      JSONBody.bytes(Assets.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/studio.css") { _, _ in
      JSONBody.bytes(Assets.style, type: "text/css; charset=utf-8")
    }
    addFileRoutes(to: router)
    addBoardRoutes(to: router)
    addJobRoutes(to: router)
    addCalibrationRoutes(to: router)
    return router
  }

  /// Serves until the process is stopped (SIGINT or SIGTERM).
  ///
  /// - Parameter onReady: called with the URL once the server listens (the port chosen when
  ///   the configuration's port is 0).
  public func run(onReady: @escaping @Sendable (String) -> Void) async throws {
    var logger = Logger(label: "unblocker-studio")
    logger.logLevel = .error
    let host = configuration.host
    let app = Application(
      router: router(),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: configuration.port), serverName: "unblocker-studio"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        let shown = host.contains(":") ? "[\(host)]" : host
        onReady("http://\(shown):\(port)/")
      },
      logger: logger)
    try await app.runService()
  }

  /// The query parameter `name`, or a 400 error naming it.
  static func parameter(_ name: String, of request: Request) throws(StudioError) -> String {
    guard let value = request.uri.queryParameters.get(name), !value.isEmpty else {
      throw StudioError.badRequest("the request needs the query parameter \(name)")
    }
    return value
  }
}
