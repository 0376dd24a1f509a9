#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a finished folder in place of another, so that a reader always sees one whole version.
public enum FolderSwap {
  /// Atomically exchanges the entries at `first` and `second` (both must exist): Linux
  /// `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`.
  ///
  /// - Returns: false when the system or file system cannot (the caller falls back).
  public static func exchange(_ first: String, _ second: String) -> Bool {
    #if os(Linux)
      typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
      // Looked up at run time: the C library exports it (glibc 2.28+) but its header hides
      // it from Swift.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return false
      }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
      return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    #elseif canImport(Darwin)
      return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
    #else
      return false
    #endif
  }
}
