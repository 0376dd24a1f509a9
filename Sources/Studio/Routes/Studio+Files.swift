import Annotator
import Corpus
import FileGuard
import Foundation
import Hummingbird
import ImageCodecs
import Imaging
import Puzzle
import Regression
import Scanner
import Solver

/// The routes that read and write the served files: the gallery, images, scans and labels.
extension Studio {
  /// One screenshot in the gallery.
  struct GalleryItem: Encodable {
    var file: String
    /// The file's path relative to its served folder: the card's caption.
    var name: String
    /// The whole path (the caption's tooltip).
    var path: String
    var folder: String
    var label: String
    var scan: GalleryOutcome?
  }

  /// A label as the page edits it.
  struct LabelState: Codable {
    /// The file id of the image.
    var file: String
    /// The version of the label file this state was read from (`absent`: none).
    var version: String
    /// `labelled`, `draft`, `unlabelled` or `reject`.
    var status: String
    var board: String?
    var exit: String?
    var reject: Bool
    var note: String?
    var optimalMoves: Int?
  }

  /// A label to save.
  struct LabelSave: Decodable {
    var file: String
    var version: String
    var board: String?
    var exit: String?
    var reject: Bool
    var note: String?
  }

  /// A screenshot to add to the first served folder.
  struct Upload: Decodable {
    /// The file name (`NAME.png`, `.jpg`, `.jpeg` or `.webp`).
    var name: String
    /// The file's bytes, base64.
    var data: String
  }

  struct FileRequest: Decodable {
    var file: String
  }

  func addFileRoutes(to router: Router<BasicRequestContext>) {
    router.get("/api/folders") { _, _ in
      JSONBody.response(["folders": self.folders.roots.map(\.display)])
    }
    router.get("/api/screenshots") { _, _ in JSONBody.response(self.gallery()) }
    router.get("/api/image") { request, _ in
      let path = try self.folders.resolve(try Studio.parameter("file", of: request))
      return try Studio.imageResponse(path)
    }
    router.get("/api/overlay") { request, _ in
      let path = try self.folders.resolve(try Studio.parameter("file", of: request))
      let image = try Studio.decode(path)
      let report = self.scanner.withLock { $0 }.scan(image)
      let annotation = Annotator.annotate(
        report, on: image, options: AnnotationOptions(title: Studio.name(of: path)))
      let bytes: [UInt8]
      do throws(ImageCodecError) {
        bytes = try ImageEncoder.encode(annotation.image, as: .png)
      } catch {
        throw StudioError(.internalServerError, "internal", error.description)
      }
      return JSONBody.bytes(bytes, type: "image/png")
    }
    router.post("/api/scan") { request, _ in
      let body = try await JSONBody.decode(
        FileRequest.self, from: request, limit: self.configuration.bodyLimit)
      return JSONBody.response(try self.scan(body.file))
    }
    router.post("/api/upload") { request, _ in
      // Base64 is 4 bytes for every 3.
      let limit = self.configuration.uploadLimit / 3 * 4 + 4096
      let body = try await JSONBody.decode(Upload.self, from: request, limit: limit)
      return JSONBody.response(["file": try self.upload(body)])
    }
    router.get("/api/label") { request, _ in
      let file = try Studio.parameter("file", of: request)
      return JSONBody.response(try self.labelState(file))
    }
    router.post("/api/label") { request, _ in
      let body = try await JSONBody.decode(
        LabelSave.self, from: request, limit: self.configuration.bodyLimit)
      return JSONBody.response(try self.save(body))
    }
  }

  /// Every screenshot with its label status and latest scan.
  func gallery() -> [GalleryItem] {
    let known = outcomes.withLock { $0 }
    return folders.images().map { entry in
      let status = Studio.labelStatus(entry.sample.label?.path).status
      return GalleryItem(
        file: entry.id, name: ServedFolders.relativePath(ofID: entry.id), path: entry.sample.path, folder: entry.sample.folder, label: status,
        scan: known[entry.id])
    }
  }

  /// The status of the label at `path` and the label, when it can be read.
  static func labelStatus(_ path: String?) -> (status: String, label: Label?) {
    guard let path, let data = FileManager.default.contents(atPath: path) else {
      return ("unlabelled", nil)
    }
    guard let label = try? Label(json: data, file: path) else { return ("invalid", nil) }
    if label.isReject { return ("reject", label) }
    if label.needsReview { return ("draft", label) }
    return ("labelled", label)
  }

  /// The bytes of an image file with its type (decoders' formats only).
  static func imageResponse(_ path: String) throws(StudioError) -> Response {
    let bytes: [UInt8]
    do {
      try InputFile.check(path)
      bytes = try ImageFile.readBytes(path: path)
    } catch let error as InputFileError {
      throw StudioError(.notFound, "notFound", error.description)
    } catch {
      throw StudioError(.notFound, "notFound", "\(error)")
    }
    let type: String
    switch DetectedFormat.detect(bytes) {
    case .supported(.png): type = "image/png"
    case .supported(.jpeg): type = "image/jpeg"
    case .supported(.webp): type = "image/webp"
    case .unsupported(let format):
      throw StudioError.invalid("\(Studio.name(of: path)): unsupported format (\(format))")
    }
    return JSONBody.bytes(bytes, type: type)
  }

  /// Decodes the image at `path` (the decoders' 50-megapixel limit applies).
  static func decode(_ path: String) throws(StudioError) -> RGBAImage {
    do {
      try InputFile.check(path)
    } catch {
      throw StudioError(.notFound, "notFound", error.description)
    }
    do {
      return try ImageFile.read(path: path).image
    } catch {
      throw StudioError.invalid(error.description)
    }
  }

  /// A scan of one screenshot: the whole report, its verdict, and the label beside it.
  struct ScanAnswer: Encodable {
    var file: String
    var report: ScanReport
    var verdict: ScanVerdict
    var leastSure: String?
    var error: String?
    var scan: GalleryOutcome
    var label: LabelState
  }

  /// Scans the screenshot `file` and remembers the outcome for the gallery.
  func scan(_ file: String) throws(StudioError) -> ScanAnswer {
    let path = try folders.resolve(file)
    let image = try Studio.decode(path)
    let report = scanner.withLock { $0 }.scan(image)
    let label = try labelState(file)
    let judged = Studio.labelStatus(try labelPath(file)).label
    let outcome = GalleryOutcome(report: report, label: judged)
    outcomes.withLock { $0[file] = outcome }
    return ScanAnswer(
      file: file, report: report, verdict: report.verdict(),
      leastSure: report.leastSureDecision,
      error: report.error.map { "\(Studio.name(of: path)): \($0.description)" }, scan: outcome,
      label: label)
  }

  /// Writes an uploaded screenshot into the first folder, once it decodes (within the
  /// decoders' 50-megapixel limit); never over an existing file.
  func upload(_ upload: Upload) throws(StudioError) -> String {
    let name = upload.name
    guard !name.hasPrefix("."), name.count <= 200, Studio.isImageName(name),
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
    else {
      throw StudioError.invalid(
        "\(name): name the screenshot with letters, digits, '.', '_' and '-', ending in .png, "
          + ".jpg, .jpeg or .webp")
    }
    guard let data = Data(base64Encoded: upload.data) else {
      throw StudioError.badRequest("\(name): the upload is not base64")
    }
    guard data.count <= configuration.uploadLimit else {
      throw StudioError(
        .contentTooLarge, "tooLarge",
        "\(name): \(data.count) bytes is more than the \(configuration.uploadLimit)-byte limit")
    }
    do {
      _ = try ImageDecoder.decode(data, source: name)
    } catch {
      throw StudioError.invalid(error.description)
    }
    let id = "0/\(name)"
    let path = try folders.resolve(id, mayBeNew: true)
    do {
      try ImageFile.write(bytes: [UInt8](data), to: path)
    } catch {
      throw StudioError(.conflict, "exists", error.description)
    }
    return id
  }

  /// The absolute path of the label of image `file` (which need not exist yet).
  func labelPath(_ file: String) throws(StudioError) -> String {
    let image = try folders.resolve(file)
    guard Studio.isImageName(image) else { throw .notFound(file) }
    let labelID = Corpus.labelPath(forImage: file)
    return try folders.resolve(labelID, mayBeNew: true)
  }

  /// The label of image `file` as the page edits it.
  func labelState(_ file: String) throws(StudioError) -> LabelState {
    let path = try labelPath(file)
    guard let data = FileManager.default.contents(atPath: path) else {
      return LabelState(
        file: file, version: FileVersion.absent, status: "unlabelled", board: nil, exit: nil,
        reject: false, note: nil, optimalMoves: nil)
    }
    let version = FileVersion.of([UInt8](data))
    let label: Label
    do {
      label = try Label(json: data, file: Studio.name(of: path))
    } catch {
      throw StudioError.invalid(error.description)
    }
    var moves: Int?
    if case .moves(let count) = label.optimalMoves { moves = count }
    return LabelState(
      file: file, version: version, status: Studio.labelStatus(path).status,
      board: label.puzzle?.board.notation, exit: label.puzzle?.exit.description,
      reject: label.isReject, note: label.note, optimalMoves: moves)
  }

  /// Writes a label atomically, refusing when the file changed since the page read it.
  func save(_ request: LabelSave) throws(StudioError) -> LabelState {
    let path = try labelPath(request.file)
    let now = FileVersion.current(path)
    guard now == request.version else {
      throw StudioError(
        .conflict, "conflict",
        "\(Studio.name(of: path)): the label changed on disk since it was loaded; reload it "
          + "(your edits are kept in the editor's undo) and save again")
    }
    var attributes: [String: LabelValue] = [:]
    if let data = FileManager.default.contents(atPath: path),
      let old = try? Label(json: data, file: path)
    {
      // A label of the old format gets its extra keys in the current one.
      attributes = old.currentAttributes
    }
    let label: Label
    if request.reject {
      label = .reject(note: request.note, attributes: attributes)
    } else {
      let puzzle = try Studio.puzzle(board: request.board, exit: request.exit)
      let moves = Solver().solve(puzzle).moveCount
      label = Label(
        puzzle: puzzle, optimalMoves: moves.map { .moves($0) } ?? .unsolvable,
        note: request.note, attributes: attributes)
    }
    do {
      // A label saved from the editor has been checked by a person: it is no longer a draft.
      try ImageFile.write(
        bytes: [UInt8](label.accepted().jsonData()), to: path, force: now != FileVersion.absent)
    } catch {
      throw StudioError(.conflict, "cannotWrite", error.description)
    }
    return try labelState(request.file)
  }

  /// A puzzle from notation and exit text, or the notation's error as the CLI prints it.
  static func puzzle(board: String?, exit: String?) throws(StudioError) -> Puzzle {
    guard let board else { throw StudioError.invalid("the board is missing") }
    do {
      let exit = try exit.map { text throws(PuzzleError) in try Exit(parsing: text) } ?? .standard
      return try Puzzle(notation: board, exit: exit)
    } catch {
      throw StudioError.invalid(error.description)
    }
  }

  /// True when `path` ends in an image extension the corpus looks for.
  static func isImageName(_ path: String) -> Bool { Corpus.isImage(name(of: path)) }

  /// The last component of a path.
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
