import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// A response as the studio's handler tests read it: status, headers and the whole body.
struct TestResponse: Sendable {
  var status: HTTPResponse.Status
  var headers: HTTPFields
  var body: ByteBuffer
}

/// Sends requests straight to a router's responder, with no socket: what Hummingbird's
/// `HummingbirdTesting` does in its `.router` mode, written against Hummingbird's public API, so
/// the tests need neither that module nor the HTTP client and TLS stack it brings (most of the
/// test build's time). The browser test (tools/check-studio) drives the real server.
struct RouterClient: Sendable {
  let responder: RouterResponder<BasicRequestContext>
  let logger = Logger(label: "studio-tests")

  init(router: Router<BasicRequestContext>) {
    responder = router.buildResponder()
  }

  /// Sends one request and passes its response to `check`; returns what `check` returns.
  ///
  /// A handler that throws an error which is not an HTTP error gives 500, as the server does.
  @discardableResult
  func execute<Value>(
    uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
    testCallback check: (TestResponse) async throws -> Value
  ) async throws -> Value {
    var headers = headers
    if let body { headers[.contentLength] = String(body.readableBytes) }
    let request = Request(
      head: HTTPRequest(
        method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
      body: RequestBody(buffer: body ?? ByteBuffer()))
    let context = BasicRequestContext(
      source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
    let response: Response
    do {
      response = try await responder.respond(to: request, context: context)
    } catch {
      response = Response(status: .internalServerError)
    }
    let head = response.head
    let collector = BodyCollector()
    try await response.body.write(collector)
    return try await check(
      TestResponse(status: head.status, headers: head.headerFields, body: collector.body))
  }
}

/// Collects a response body's buffers.
private final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected = ByteBuffer()

  var body: ByteBuffer { lock.withLock { collected } }

  func write(_ buffer: ByteBuffer) async throws {
    var buffer = buffer
    lock.withLock { _ = collected.writeBuffer(&buffer) }
  }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
