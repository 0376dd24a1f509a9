import Dispatch
import FileGuard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the registered temporary paths when the run is interrupted (SIGINT, SIGTERM), then
/// exits with 128 + the signal's number (130, 143), as a shell reports it.
public enum InterruptCleanup {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers; call once, first thing in `main`.
  public static func install() {
    guard sources.isEmpty else { return }
    for number in [SIGINT, SIGTERM] {
      // The default action would end the process before the handler could run.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: DispatchQueue.global(qos: .userInteractive))
      source.setEventHandler {
        TemporaryPaths.shared.removeAll()
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }
}
