import FileGuard
import Foundation
import TestSupport
import Testing

@Suite("Swapping folders and cleaning up temporary paths")
struct FolderSwapTests {
  @Test func exchangesTwoFoldersAtomically() throws {
    let root = try Fixtures.temporaryDirectory("folder-swap")
    defer { try? FileManager.default.removeItem(at: root) }
    let old = root.appendingPathComponent("report")
    let new = root.appendingPathComponent(".report.tmp")
    for (folder, text) in [(old, "old"), (new, "new")] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: folder.appendingPathComponent("index.html"))
    }
    try #require(FolderSwap.exchange(new.path, old.path))
    let shown = try String(
      contentsOf: old.appendingPathComponent("index.html"), encoding: .utf8)
    let aside = try String(contentsOf: new.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(shown == "new")
    #expect(aside == "old")
  }

  @Test func removesEveryRegisteredPath() throws {
    let root = try Fixtures.temporaryDirectory("temporary-paths")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent(".a.tmp-1").path
    let folder = root.appendingPathComponent(".b.tmp-2")
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    // A registry of its own: the shared one holds other tests' staging folders.
    let registry = TemporaryPaths()
    registry.register(file)
    registry.register(folder.path)
    registry.removeAll()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    #expect(registry.registered.isEmpty)
  }

  @Test func aHeldLockIsRefused() throws {
    let root = try Fixtures.temporaryDirectory("file-lock")
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent(".report.lock").path
    let first = try FileLock(path: path)
    #expect(throws: FileLockError.held(path: path)) { try FileLock(path: path) }
    first.release()
    _ = try FileLock(path: path)
  }
}
