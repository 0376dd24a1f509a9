import FileGuard
import Imaging

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes image files: decode by content, write atomically, never overwrite unasked.
public enum ImageFile {
  /// Reads a file's bytes.
  /// - Parameter path: The file.
  /// - Returns: Its contents.
  /// - Throws: `ImageCodecError.cannotRead` (missing, a folder, no permission).
  public static func readBytes(path: String) throws(ImageCodecError) -> [UInt8] {
    try readBytes(path: path, upTo: Int.max).bytes
  }

  /// The most bytes read from standard input (`-`), whose size is not known beforehand.
  static let standardInputLimit = 1 << 30

  /// Reads at most `limit` bytes of a file; `-` reads standard input (all of it).
  /// - Returns: The bytes read and whether the file holds more.
  static func readBytes(path: String, upTo limit: Int) throws(ImageCodecError) -> (
    bytes: [UInt8], complete: Bool
  ) {
    if path == InputFile.standardInputName {
      do {
        return (
          try InputFile.read(path, limit: standardInputLimit, allowsStandardInput: true), true
        )
      } catch {
        throw .cannotRead(path: path, reason: error.reason)
      }
    }
    // A FIFO, device or socket is refused before it is opened: reading one can block forever.
    do {
      try InputFile.check(path)
    } catch {
      throw .cannotRead(path: path, reason: error.reason)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotRead(path: path, reason: systemError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .cannotRead(path: path, reason: systemError())
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw .cannotRead(path: path, reason: "not a regular file")
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(min(limit, max(0, Int(status.st_size))))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .cannotRead(path: path, reason: systemError())
      }
      if count == 0 { return (bytes, true) }
      bytes.append(contentsOf: chunk[0..<count])
    }
    // At the limit: the file is complete only if nothing follows.
    var probe: UInt8 = 0
    return (bytes, posixRead(descriptor, &probe, 1) == 0)
  }

  /// Reads only what `info` needs: the header facts of the image file at `path`.
  ///
  /// Reads the first MiB; the whole file only when the header runs past it or for WebP (whose
  /// frame count needs every chunk).
  /// - Parameters:
  ///   - path: The file; its name plays no part in recognising the format.
  ///   - limits: The largest image accepted.
  /// - Returns: Format, displayed size, bit depth, colour type, frames.
  /// - Throws: `ImageCodecError` naming `path`.
  public static func inspect(path: String, limits: ImageLimits = .standard)
    throws(ImageCodecError) -> ImageInfo
  {
    let head = try readBytes(path: path, upTo: headerBytes)
    if !head.complete {
      do {
        let info = try ImageDecoder.inspect(head.bytes, source: path, limits: limits)
        if info.format != .webp { return info }
      } catch .truncated {
        // The header runs past the first MiB: read it all.
      }
    }
    return try ImageDecoder.inspect(readBytes(path: path), source: path, limits: limits)
  }

  /// How much of a file `inspect` reads first (headers with EXIF and ICC data fit easily).
  static let headerBytes = 1 << 20

  /// Reads and decodes the image file at `path`.
  /// - Parameters:
  ///   - path: The file; its content decides the format, never its name.
  ///   - limits: The largest image accepted; larger ones are refused before decoding.
  /// - Returns: The pixels (RGBA8, EXIF orientation applied) and header facts.
  /// - Throws: `ImageCodecError` naming `path`.
  public static func read(path: String, limits: ImageLimits = .standard)
    throws(ImageCodecError) -> DecodedImage
  {
    try ImageDecoder.decode(readBytes(path: path), source: path, limits: limits)
  }

  /// Encodes `image` and writes it to `path` atomically (temporary file, then rename).
  /// - Parameters:
  ///   - image: The pixels.
  ///   - path: The output file.
  ///   - format: The format; nil takes it from `path`'s extension.
  ///   - options: Quality, lossless and the like.
  ///   - force: Replace an existing file; without it an existing `path` is an error.
  /// - Returns: The number of bytes written.
  /// - Throws: `ImageCodecError.outputExists`, `.unknownOutputFormat`, `.cannotWrite`,
  ///   `.encodeFailed`.
  @discardableResult
  public static func write(
    _ image: RGBAImage, to path: String, format: ImageFormat? = nil,
    options: EncodeOptions = EncodeOptions(), force: Bool = false
  ) throws(ImageCodecError) -> Int {
    guard let format = format ?? ImageFormat(outputPath: path) ?? streamFormat(path) else {
      throw .unknownOutputFormat(path: path)
    }
    // Fail before the work of encoding when the answer is already known.
    if !force, !StreamOutput.isStream(path), exists(path) { throw .outputExists(path: path) }
    let bytes: [UInt8]
    do {
      bytes = try ImageEncoder.encode(image, as: format, options: options)
    } catch {
      throw error.attributed(to: path)
    }
    try write(bytes: bytes, to: path, force: force)
    return bytes.count
  }

  /// PNG for a stream without an extension (`-`, `/dev/stdout`); nil for a file.
  private static func streamFormat(_ path: String) -> ImageFormat? {
    StreamOutput.isStream(path) ? .png : nil
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then a rename
  /// (or, without `force`, a hard link that fails when `path` exists). No half-written file is
  /// ever left at `path`. A stream (`-` for standard output, `/dev/stdout`, a FIFO, a
  /// character device: see `StreamOutput`) is written into instead, without `force`; a folder
  /// is refused.
  /// - Parameters:
  ///   - bytes: The file contents.
  ///   - path: The output file.
  ///   - force: Replace an existing file.
  /// - Throws: `ImageCodecError.outputExists` or `.cannotWrite`.
  public static func write(bytes: [UInt8], to path: String, force: Bool = false)
    throws(ImageCodecError)
  {
    if StreamOutput.isStream(path) {
      if let failure = StreamOutput.write(bytes, to: path) {
        throw .cannotWrite(path: path, reason: failure)
      }
      return
    }
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .cannotWrite(path: path, reason: "it is a folder; give a file name")
    }
    if !force, exists(path) { throw .outputExists(path: path) }
    let folder = folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? "image"
    var template = Array("\(folder)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemError()) }
    let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
    // Removed by InterruptCleanup should the run be interrupted before the rename.
    TemporaryPaths.shared.register(temporary)
    defer { TemporaryPaths.shared.unregister(temporary) }
    var written = 0
    var failure: String?
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        posixWrite(descriptor, raw.baseAddress! + written, raw.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = systemError()
        break
      }
      written += count
    }
    if failure == nil, fchmod(descriptor, 0o644) != 0 || fsync(descriptor) != 0 {
      failure = systemError()
    }
    if close(descriptor) != 0, failure == nil { failure = systemError() }
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: failure)
    }
    if force {
      guard rename(temporary, path) == 0 else {
        let reason = systemError()
        unlink(temporary)
        throw .cannotWrite(path: path, reason: reason)
      }
      return
    }
    // link() fails with EEXIST if another process created `path` meanwhile: no overwrite race.
    if link(temporary, path) == 0 {
      unlink(temporary)
      return
    }
    let linkError = errno
    if linkError == EEXIST {
      unlink(temporary)
      throw .outputExists(path: path)
    }
    // A file system without hard links: rename, having checked that `path` is still free.
    guard !exists(path), rename(temporary, path) == 0 else {
      let reason = exists(path) ? "it appeared while writing" : systemError()
      unlink(temporary)
      throw exists(path) ? .outputExists(path: path) : .cannotWrite(path: path, reason: reason)
    }
  }

  /// True when something (file, folder, link) is at `path`.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// The folder part of `path` (`.` for a bare name).
  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The text of the current `errno`.
  private static func systemError() -> String { String(cString: strerror(errno)) }
}

/// POSIX read(2), under a name that does not clash with `ImageFile.read`.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

/// POSIX write(2), under a name that does not clash with `ImageFile.write`.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
