import FileGuard
import Foundation
import HTTPTypes
import Hummingbird
import StrictJSON

/// Reading JSON request bodies and writing JSON answers, one way for every route.
enum JSONBody {
  /// Reads the body (at most `limit` bytes) as strict JSON and decodes it.
  ///
  /// - Throws: `StudioError` 413 for a body over the limit, 400 for JSON that is malformed
  ///   or not of the expected shape (the message names the key).
  static func decode<Value: Decodable>(
    _ type: Value.Type, from request: Request, limit: Int
  ) async throws -> Value {
    var request = request
    let buffer: ByteBuffer
    do {
      buffer = try await request.collectBody(upTo: limit)
    } catch {
      throw StudioError(
        .contentTooLarge, "tooLarge", "the request body is larger than \(limit) bytes")
    }
    do {
      return try JSONProblem.decode(type, from: Array(buffer.readableBytesView))
    } catch {
      throw StudioError.badRequest("the request body: \(error.description)")
    }
  }

  /// A JSON answer.
  static func response<Value: Encodable>(_ value: Value, status: HTTPResponse.Status = .ok)
    -> Response
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return bytes(Array(data), type: "application/json; charset=utf-8", status: status)
  }

  /// An answer of raw bytes.
  static func bytes(
    _ bytes: [UInt8], type: String, status: HTTPResponse.Status = .ok,
    extra: HTTPFields = [:]
  ) -> Response {
    var headers: HTTPFields = [
      .contentType: type, .cacheControl: "no-store",
      HTTPField.Name("X-Content-Type-Options")!: "nosniff",
    ]
    headers.append(contentsOf: extra)
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  /// The JSON answer for an error: `{"error": MESSAGE, "kind": KIND}`.
  static func error(_ error: StudioError) -> Response {
    response(["error": error.message, "kind": error.kind], status: error.status)
  }
}
