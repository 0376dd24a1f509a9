import Foundation

/// How a studio serves: which folders, where it listens, and its limits.
public struct StudioConfiguration: Sendable {
  /// The folders of screenshots and labels, as given (their display names).
  public var folders: [String]
  /// The address to bind (loopback by default).
  public var host: String
  /// The port to bind; 0 picks a free one.
  public var port: Int
  /// The secret every state-changing request must carry (`X-Studio-Token`).
  public var token: String
  /// The largest request body accepted, in bytes.
  public var bodyLimit: Int
  /// The largest screenshot upload accepted, in bytes of the image file.
  public var uploadLimit: Int
  /// Where theme profiles are saved (`themes/` of the current folder by default).
  public var themesFolder: String

  /// Creates a configuration; the token is random unless given.
  public init(
    folders: [String], host: String = "127.0.0.1", port: Int = 8080, token: String? = nil,
    bodyLimit: Int = 1 << 20, uploadLimit: Int = 25 << 20, themesFolder: String = "themes"
  ) {
    self.folders = folders.isEmpty ? ["."] : folders
    self.host = host
    self.port = port
    self.token = token ?? StudioConfiguration.randomToken()
    self.bodyLimit = bodyLimit
    self.uploadLimit = uploadLimit
    self.themesFolder = themesFolder
  }

  /// True when `host` is a loopback address (no warning needed).
  public var isLoopback: Bool {
    host == "127.0.0.1" || host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// 32 random hexadecimal digits from the system's generator.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let value = generator.next() as UInt32
      let text = String(value, radix: 16)
      return String(repeating: "0", count: 8 - text.count) + text
    }.joined()
  }
}
