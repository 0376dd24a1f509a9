// Starts libFuzzer for the target named by UNBLOCKER_FUZZ_TARGET (decode, theme, label,
// baseline, scan: the FuzzTargets library, whose committed seeds FuzzSeedTests replays in the
// normal build). SwiftPM renames an executable's entry point and aliases `main` to it, so
// libFuzzer's own main is never linked; this top-level code hands control to its driver
// instead, with `LLVMFuzzerTestOneInput` as the callback.
import FuzzTargets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias FuzzDriver =
  @convention(c) (
    UnsafeMutablePointer<Int32>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    FuzzCallback
  ) -> Int32

func complain(_ text: String) -> Never {
  _ = text.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

let name = getenv("UNBLOCKER_FUZZ_TARGET").map { String(cString: $0) } ?? "decode"
guard let chosen = FuzzTarget(rawValue: name) else {
  complain(
    "UnblockerFuzzer: unknown UNBLOCKER_FUZZ_TARGET \(name); use one of "
      + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ") + "\n")
}
nonisolated(unsafe) var target: FuzzTarget = chosen

/// libFuzzer's entry: one input to the chosen target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  // A broken invariant is a crash: libFuzzer keeps the input as an artifact.
  do { _ = try target.run(bytes) } catch { preconditionFailure(error.description) }
  return 0
}

#if os(Linux)
  let everyLoadedImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
#else
  let everyLoadedImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
#endif

guard let symbol = dlsym(everyLoadedImage, "LLVMFuzzerRunDriver") else {
  complain("UnblockerFuzzer: libFuzzer is missing; build it with tools/fuzz\n")
}
let driver = unsafeBitCast(symbol, to: FuzzDriver.self)
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(driver(&argc, &argv) { data, size in fuzzerTestOneInput(data, size) })
