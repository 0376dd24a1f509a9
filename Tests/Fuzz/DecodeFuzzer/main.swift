// Starts libFuzzer. SwiftPM renames an executable's entry point (`DecodeFuzzer_main`) and
// aliases `main` to it, so libFuzzer's own main is never linked; this top-level code hands
// control to its driver instead, with `LLVMFuzzerTestOneInput` as the callback.
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

#if os(Linux)
  let everyLoadedImage: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
#else
  let everyLoadedImage = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
#endif

guard let symbol = dlsym(everyLoadedImage, "LLVMFuzzerRunDriver") else {
  let text = "DecodeFuzzer: libFuzzer is missing; build it with tools/fuzz\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
  exit(2)
}
let driver = unsafeBitCast(symbol, to: FuzzDriver.self)
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(driver(&argc, &argv) { data, size in decodeFuzzerTestOneInput(data, size) })
