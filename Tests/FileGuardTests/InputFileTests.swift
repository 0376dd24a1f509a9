import FileGuard
import Foundation
import TestSupport
import Testing

@Suite("Input files: regular files only, bounded, never blocking")
struct InputFileTests {
  @Test func refusesAFIFOWithoutOpeningIt() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("board.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Reading a FIFO nobody writes to would block this test forever.
    #expect(throws: InputFileError.notRegularFile(path: fifo, kind: "a FIFO")) {
      try InputFile.read(fifo)
    }
    #expect(throws: InputFileError.notRegularFile(path: fifo, kind: "a FIFO")) {
      try InputFile.check(fifo)
    }
  }

  @Test func refusesASymbolicLinkToAFIFO() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    let link = folder.appendingPathComponent("theme.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    #expect(throws: InputFileError.notRegularFile(path: link, kind: "a FIFO")) {
      try InputFile.read(link)
    }
  }

  @Test func refusesADevice() {
    #expect(throws: InputFileError.notRegularFile(path: "/dev/zero", kind: "a character device")) {
      try InputFile.read("/dev/zero")
    }
  }

  @Test func refusesAFolderAndAMissingFile() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: InputFileError.isFolder(path: folder.path)) { try InputFile.read(folder.path) }
    let missing = folder.appendingPathComponent("missing.json").path
    #expect(throws: InputFileError.cannotOpen(path: missing, reason: "No such file or directory")) {
      try InputFile.read(missing)
    }
  }

  @Test func refusesAFileAboveTheLimit() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("big.json").path
    try Data(repeating: 65, count: 2048).write(to: URL(fileURLWithPath: path))
    #expect(throws: InputFileError.tooLarge(path: path, limit: 1024)) {
      try InputFile.read(path, limit: 1024)
    }
    #expect(try InputFile.read(path, limit: 2048).count == 2048)
  }

  @Test func namesTheFileAndWhatToDo() {
    let error = InputFileError.notRegularFile(path: "in\u{1B}[2J.png", kind: "a FIFO")
    #expect(
      error.description
        == "in\\u{1B}[2J.png: not a regular file (a FIFO); give a regular file (FIFOs, devices "
        + "and sockets are refused)")
  }
}
