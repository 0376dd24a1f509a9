import Foundation
import TestSupport
import Testing

/// `-` names standard input and output; a FIFO or `/dev/stdout` given as a report is written
/// into, never replaced by a rename.
@Suite("Standard input, standard output and FIFOs as files")
struct StandardStreamTests {
  static let i4 = Fixtures.sharedScreenshots.appendingPathComponent("unblocker-I-4.png").path
  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  /// What a shell script printed and returned.
  struct ShellResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs a shell script in `folder` with `$U` the built `unblocker`; its standard output and
  /// error go to files beside the folder (no pipe to fill and block).
  static func shell(_ script: String, in folder: URL) throws -> ShellResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["U"] = CommandRunner.productsDirectory.appendingPathComponent("unblocker").path
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let logs = try Fixtures.temporaryDirectory("shell-logs")
    defer { try? FileManager.default.removeItem(at: logs) }
    let outputFile = logs.appendingPathComponent("out")
    let errorFile = logs.appendingPathComponent("err")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    let output = try FileHandle(forWritingTo: outputFile)
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    try output.close()
    try error.close()
    return ShellResult(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputFile, encoding: .utf8),
      standardError: try String(contentsOf: errorFile, encoding: .utf8))
  }

  @Test func scanAndSolveReadAScreenshotFromStandardInput() throws {
    let folder = try Fixtures.temporaryDirectory("stdin")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scan = try Self.shell("\"$U\" scan --json - < '\(Self.i4)'", in: folder)
    #expect(scan.status == 0, "\(scan.standardError)")
    let line = try #require(
      try JSONSerialization.jsonObject(with: Data(scan.standardOutput.utf8)) as? [String: Any])
    #expect(line["file"] as? String == "-")
    #expect(line["board"] as? String == Self.board)
    let solve = try Self.shell("\"$U\" solve - < '\(Self.i4)'", in: folder)
    #expect(solve.status == 0, "\(solve.standardError)")
    #expect(solve.standardOutput.contains("23 moves"))
    let text = try Self.shell("echo \(Self.board) | \"$U\" solve --json -", in: folder)
    #expect(text.status == 0, "\(text.standardError)")
    #expect(text.standardOutput.contains("\"moves\" : 23"))
  }

  @Test func renderAndConvertWriteToStandardOutputAndSayWhatTheyDidOnStandardError() throws {
    let folder = try Fixtures.temporaryDirectory("stdout")
    defer { try? FileManager.default.removeItem(at: folder) }
    let piped = try Self.shell(
      "\"$U\" render \(Self.board) --solve -o - | \"$U\" scan --json -", in: folder)
    #expect(piped.status == 0, "\(piped.standardError)")
    #expect(piped.standardOutput.contains("\"board\":\"\(Self.board)\""))
    #expect(piped.standardError.contains("wrote - ("))
    // No label beside a stream, and no file named `-`.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

    let converted = try Self.shell(
      "\"$U\" convert '\(Self.i4)' - --format webp > out.webp && \"$U\" info out.webp",
      in: folder)
    #expect(converted.status == 0, "\(converted.standardError)")
    #expect(converted.standardOutput.hasPrefix("out.webp: WebP"))
    #expect(converted.standardError.contains("-: WebP"))

    let overlay = try Self.shell(
      "\"$U\" annotate '\(Self.i4)' -o - > overlay.png && \"$U\" info overlay.png", in: folder)
    #expect(overlay.status == 0, "\(overlay.standardError)")
    #expect(overlay.standardOutput.hasPrefix("overlay.png: PNG"))
    #expect(overlay.standardError.contains("-: scan ok"))

    // knight and pentomino draw their picture to standard output; the report goes to stderr.
    let knight = try Self.shell(
      "\"$U\" knight --size 8 --from a1 --to h8 --max-moves 6 -o - > route.png && \"$U\" info route.png",
      in: folder)
    #expect(knight.status == 0, "\(knight.standardError)")
    #expect(knight.standardOutput.hasPrefix("route.png: PNG"))
    #expect(knight.standardError.contains("6 moves"))
    let tiling = try Self.shell(
      "\"$U\" pentomino 6x10 -o - > tiling.png && \"$U\" info tiling.png", in: folder)
    #expect(tiling.status == 0, "\(tiling.standardError)")
    #expect(tiling.standardOutput.hasPrefix("tiling.png: PNG"))
    let two = try CommandRunner.run(["annotate", Self.i4, Self.i4 + "x", "-o", "-"], in: folder)
    #expect(two.status == 64)
    #expect(two.standardError.contains("-o - is a stream and takes one overlay"))
  }

  @Test func labelRefusesStandardInputForItsLabelGoesBesideTheImage() throws {
    let folder = try Fixtures.temporaryDirectory("label-stdin")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.shell("\"$U\" label - < '\(Self.i4)'", in: folder)
    #expect(result.status == 64)
    #expect(result.standardError.contains("label needs image files, not - (standard input)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aFolderGivenAsAnOutputFileIsRefused() throws {
    let folder = try Fixtures.temporaryDirectory("folder-output")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
    let result = try CommandRunner.run(
      ["convert", Self.i4, "dir", "--format", "png", "--force"], in: folder)
    #expect(result.status == 73)
    #expect(result.standardError.contains("dir: cannot write"))
    #expect(result.standardError.contains("it is a folder"))
  }

  @Test func regressWritesItsReportsIntoStandardOutputAndAFIFO() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    // --json - : the JSON alone on standard output, the text report on standard error.
    let json = try Self.shell("\"$U\" regress corpus --jobs 1 --json - > results.json", in: root)
    #expect(json.status == 4)
    #expect(json.standardError.contains("passed"))
    let document = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("results.json")))
    #expect(try SchemaValidator(named: "regress-results").problems(document) == [])

    // A FIFO: written into while a reader drains it; it is still a FIFO afterwards.
    #expect(mkfifo(root.appendingPathComponent("junit.fifo").path, 0o600) == 0)
    let fifo = try Self.shell(
      "cat junit.fifo > junit.xml & \"$U\" regress corpus --jobs 1 --junit junit.fifo; "
        + "status=$?; wait; exit $status", in: root)
    #expect(fifo.status == 4, "\(fifo.standardError)")
    let xml = try String(
      contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(xml.contains("<testsuites name=\"unblocker regress\""))
    var status = stat()
    #expect(lstat(root.appendingPathComponent("junit.fifo").path, &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFIFO)

    // /dev/stdout: the same, through the shell's redirection.
    let device = try Self.shell(
      "\"$U\" regress corpus --jobs 1 --junit /dev/stdout > device.xml", in: root)
    #expect(device.status == 4, "\(device.standardError)")
    let written = try String(
      contentsOf: root.appendingPathComponent("device.xml"), encoding: .utf8)
    #expect(written.hasPrefix("<?xml") && written.contains("</testsuites>"))
  }

  @Test func junitEntriesLinkToTheirPlaceInTheHTMLReport() throws {
    let root = try RegressCommandTests.corpus()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try CommandRunner.run(
      ["regress", "corpus", "--jobs", "1", "--junit", "junit.xml", "--html", "report"], in: root)
    #expect(result.status == 4)
    let xml = try String(contentsOf: root.appendingPathComponent("junit.xml"), encoding: .utf8)
    // wrong.jpg is the third sample and fails: its entry and its full-size overlay.
    #expect(xml.contains("<property name=\"html\" value=\"report/index.html#sample-3\"/>"))
    #expect(xml.contains("<property name=\"overlay\" value=\"report/images/0003.webp\"/>"))
    #expect(xml.contains("<system-out>[[ATTACHMENT|report/images/0003.webp]]</system-out>"))
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("report/images/0003.webp").path))
    // The passing good.png links to its thumbnail.
    #expect(xml.contains("<property name=\"overlay\" value=\"report/images/0002-thumb.jpg\"/>"))
    _ = try RegressCommandTests.xml(root.appendingPathComponent("junit.xml"))
  }
}
