import Foundation
import HTTPTypes
import Hummingbird
import Studio
import TestSupport
import Testing

/// The studio's HTTP routes, driven through the router with no socket (RouterClient): the page and its
/// token, the guards, path containment, label saves and their conflicts, solving, and jobs.
@Suite struct StudioHandlerTests {
  /// A served folder holding one labelled screenshot (a copy of a bundled render).
  struct Served {
    let folder: URL
    let studio: Studio
    var token: String { studio.configuration.token }
    let image = "0/shot.png"
    var labelURL: URL { folder.appendingPathComponent("shot.json") }

    init(bodyLimit: Int = 1 << 20, themesFolder: String = "themes") throws {
      folder = try Fixtures.temporaryDirectory("studio-test")
      let renders = Fixtures.samples.appendingPathComponent("renders")
      try FileManager.default.copyItem(
        at: renders.appendingPathComponent("original-1-old-phone.png"),
        to: folder.appendingPathComponent("shot.png"))
      try FileManager.default.copyItem(
        at: renders.appendingPathComponent("original-1-old-phone.json"),
        to: folder.appendingPathComponent("shot.json"))
      studio = try Studio(
        configuration: StudioConfiguration(
          folders: [folder.path], port: 0, bodyLimit: bodyLimit, themesFolder: themesFolder))
    }

    /// Runs `body` against the router (no socket: RouterClient).
    func test(_ body: (RouterClient) async throws -> Void) async throws {
      try await body(RouterClient(router: studio.router()))
    }

    /// The headers of a state-changing request from the page.
    var headers: HTTPFields {
      [.contentType: "application/json", HTTPField.Name("X-Studio-Token")!: token]
    }
  }

  static let board = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIoKKLLo"

  /// The body as a JSON object.
  static func object(_ response: TestResponse) throws -> [String: Any] {
    let data = Data(response.body.readableBytesView)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func json(_ object: [String: Any?]) throws -> ByteBuffer {
    let cleaned = object.mapValues { $0 ?? NSNull() }
    return ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: cleaned))
  }

  @Test func servesThePageWithItsTokenAndNoExternalReference() async throws {
    let served = try Served()
    try await served.test { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        let page = String(buffer: response.body)
        #expect(page.contains("content=\"\(served.token)\""))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(
          response.headers[HTTPField.Name("Content-Security-Policy")!]?.contains(
            "default-src 'self'") == true)
      }
      try await client.execute(uri: "/studio.js", method: .get) { response in
        #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
        #expect(!String(buffer: response.body).contains("https://"))
      }
    }
  }

  @Test func refusesChangesWithoutTheTokenOrAJSONBody() async throws {
    let served = try Served()
    let before = try Data(contentsOf: served.labelURL)
    let save = try Self.json([
      "file": served.image, "version": "absent", "board": Self.board, "exit": "right:2",
      "reject": false,
    ])
    try await served.test { client in
      try await client.execute(
        uri: "/api/label", method: .post, headers: [.contentType: "application/json"], body: save
      ) { response in
        #expect(response.status == .forbidden)
        let error = try Self.object(response)["error"] as? String
        #expect(
          error == "this request changes state and needs the studio's token: reload the studio page"
        )
      }
      try await client.execute(
        uri: "/api/label", method: .post,
        headers: [.contentType: "application/json", HTTPField.Name("X-Studio-Token")!: "guess"],
        body: save
      ) { response in #expect(response.status == .forbidden) }
      try await client.execute(
        uri: "/api/label", method: .post,
        headers: [.contentType: "text/plain", HTTPField.Name("X-Studio-Token")!: served.token],
        body: save
      ) { response in #expect(response.status == .unsupportedMediaType) }
    }
    #expect(try Data(contentsOf: served.labelURL) == before)
  }

  @Test(arguments: [
    "0/../outside.png", "0//etc/passwd", "/etc/passwd", "1/shot.png", "0/./shot.png",
    "0/missing.png",
    "0/link.png", "0/linked/secret.png", "x/shot.png",
  ])
  func pathsOutsideTheFoldersAreNotFound(_ file: String) async throws {
    let served = try Served()
    // A secret beside the served folder, reachable only through symbolic links.
    let outside = try Fixtures.temporaryDirectory("studio-secret")
    try FileManager.default.copyItem(
      at: served.folder.appendingPathComponent("shot.png"),
      to: outside.appendingPathComponent("secret.png"))
    try FileManager.default.createSymbolicLink(
      at: served.folder.appendingPathComponent("link.png"),
      withDestinationURL: outside.appendingPathComponent("secret.png"))
    try FileManager.default.createSymbolicLink(
      at: served.folder.appendingPathComponent("linked"), withDestinationURL: outside)
    let encoded = file.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? file
    try await served.test { client in
      try await client.execute(uri: "/api/image?file=\(encoded)", method: .get) { response in
        #expect(response.status == .notFound)
        let error = try Self.object(response)["error"] as? String
        #expect(error == "\(file): no such file in the served folders")
      }
      try await client.execute(uri: "/api/label?file=\(encoded)", method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
    #expect(
      FileManager.default.fileExists(atPath: outside.appendingPathComponent("secret.png").path))
    #expect(
      !FileManager.default.fileExists(atPath: outside.appendingPathComponent("secret.json").path))
  }

  @Test func savesALabelAndRefusesOneChangedOnDisk() async throws {
    let served = try Served()
    let moved = "ooBCCCDoBEFFDAAEGooHooGIoHJJGIKKoLLo"
    try await served.test { client in
      let loaded = try await client.execute(uri: "/api/label?file=0/shot.png", method: .get) {
        try Self.object($0)
      }
      #expect(loaded["board"] as? String == Self.board)
      #expect(loaded["status"] as? String == "labelled")
      let version = try #require(loaded["version"] as? String)
      let saved = try await client.execute(
        uri: "/api/label", method: .post, headers: served.headers,
        body: try Self.json([
          "file": served.image, "version": version, "board": moved, "exit": "right:2",
          "reject": false, "note": "checked",
        ])
      ) { response in
        #expect(response.status == .ok)
        return try Self.object(response)
      }
      #expect(saved["board"] as? String == moved)
      #expect(saved["optimalMoves"] as? Int == 22)
      let label = try String(contentsOf: served.labelURL, encoding: .utf8)
      #expect(label.contains("\"board\" : \"\(moved)\""))
      // The old version no longer matches the file: a second save from it is refused.
      try await client.execute(
        uri: "/api/label", method: .post, headers: served.headers,
        body: try Self.json([
          "file": served.image, "version": version, "board": Self.board, "exit": "right:2",
          "reject": false,
        ])
      ) { response in
        #expect(response.status == .conflict)
        let error = try Self.object(response)["error"] as? String
        #expect(
          error?.hasPrefix("shot.json: the label changed on disk since it was loaded") == true)
      }
      #expect(try String(contentsOf: served.labelURL, encoding: .utf8) == label)
    }
  }

  @Test func savingALabelOfTheOldFormatWritesItsExtraKeysInTheCurrentOne() async throws {
    let served = try Served()
    // The old format: extra keys as text, and "none" for a theme the scan did not name.
    let old = """
      {"board": "\(Self.board)", "exit": {"side": "right", "row": 2}, "theme": "none",
       "seed": "101", "tileSize": "49.667", "boardRect": "298x298+11+121",
       "boardCorners": "11,121 309,121 309,419 11,419", "layout": "old-phone",
       "source": "phone"}
      """
    try Data(old.utf8).write(to: served.labelURL)
    let schema = try SchemaValidator(named: "label")
    let before = try JSONSerialization.jsonObject(with: Data(contentsOf: served.labelURL))
    #expect(!schema.problems(before).isEmpty, "the old label breaks the schema")
    try await served.test { client in
      let loaded = try await client.execute(uri: "/api/label?file=0/shot.png", method: .get) {
        try Self.object($0)
      }
      #expect(loaded["status"] as? String == "labelled")
      let version = try #require(loaded["version"] as? String)
      try await client.execute(
        uri: "/api/label", method: .post, headers: served.headers,
        body: try Self.json([
          "file": served.image, "version": version, "board": Self.board, "exit": "right:2",
          "reject": false,
        ])
      ) { response in #expect(response.status == .ok) }
    }
    let saved = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: served.labelURL)) as? [String: Any])
    #expect(schema.problems(saved) == [])
    #expect(saved["theme"] == nil)
    #expect(saved["seed"] as? Int == 101)
    #expect(saved["tileSize"] as? Double == 49.667)
    let rect = try #require(saved["boardRect"] as? [String: Int])
    #expect(rect == ["x": 11, "y": 121, "width": 298, "height": 298])
    let corners = try #require(saved["boardCorners"] as? [[String: Int]])
    #expect(corners.count == 4 && corners[1] == ["x": 309, "y": 121])
    #expect(saved["layout"] as? String == "old-phone" && saved["source"] as? String == "phone")
    #expect(saved["optimalMoves"] as? Int == 23)
  }

  @Test func anInvalidBoardGetsTheCommandLinesMessageAndWritesNothing() async throws {
    let served = try Served()
    let before = try Data(contentsOf: served.labelURL)
    try await served.test { client in
      let version = try await client.execute(uri: "/api/label?file=0/shot.png", method: .get) {
        try Self.object($0)["version"] as? String
      }
      try await client.execute(
        uri: "/api/label", method: .post, headers: served.headers,
        body: try Self.json([
          "file": served.image, "version": version, "board": "oooooooooooooAAoooooBooooooooooooooo",
          "exit": "right:2", "reject": false,
        ])
      ) { response in
        #expect(response.status == .unprocessableContent)
        let error = try Self.object(response)["error"] as? String
        #expect(
          error
            == "block B covers only cell (3,2); blocks are 2 or 3 cells long (use x for a fixed 1x1 block)"
        )
      }
      try await client.execute(
        uri: "/api/check", method: .post, headers: served.headers,
        body: try Self.json(["board": "ooooooooooooooooooAAoooooooooooooooo", "exit": "right:2"])
      ) { response in
        let answer = try Self.object(response)
        #expect(answer["valid"] as? Bool == false)
        #expect((answer["problem"] as? String)?.contains("row 3") == true)
      }
    }
    #expect(try Data(contentsOf: served.labelURL) == before)
  }

  @Test func writesANewLabelAndAReject() async throws {
    let served = try Served()
    try FileManager.default.removeItem(at: served.labelURL)
    try await served.test { client in
      try await client.execute(uri: "/api/label?file=0/shot.png", method: .get) { response in
        let status = try Self.object(response)["status"] as? String
        #expect(status == "unlabelled")
      }
      try await client.execute(
        uri: "/api/label", method: .post, headers: served.headers,
        body: try Self.json([
          "file": served.image, "version": "absent", "board": nil, "exit": nil, "reject": true,
          "note": "a menu",
        ])
      ) { response in
        #expect(response.status == .ok)
        let status = try Self.object(response)["status"] as? String
        #expect(status == "reject")
      }
    }
    let text = try String(contentsOf: served.labelURL, encoding: .utf8)
    #expect(text.contains("\"reject\" : true"))
  }

  @Test func galleryItemsAreNamedRelativeToTheirFolder() async throws {
    let served = try Served()
    let nested = served.folder.appendingPathComponent("day 2/phone")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: served.folder.appendingPathComponent("shot.png"),
      to: nested.appendingPathComponent("shot.png"))
    try await served.test { client in
      try await client.execute(uri: "/api/screenshots", method: .get) { response in
        let data = Data(response.body.readableBytesView)
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let names = items.compactMap { $0["name"] as? String }.sorted()
        #expect(names == ["day 2/phone/shot.png", "shot.png"])
        for item in items {
          let name = try #require(item["name"] as? String)
          #expect((item["path"] as? String)?.hasSuffix("/" + name) == true)
        }
      }
    }
  }

  @Test func scansAndSolvesWithTheLibrary() async throws {
    let served = try Served()
    try await served.test { client in
      try await client.execute(
        uri: "/api/scan", method: .post, headers: served.headers,
        body: try Self.json(["file": served.image])
      ) { response in
        let answer = try Self.object(response)
        let scan = try #require(answer["scan"] as? [String: Any])
        #expect(scan["outcome"] as? String == "exact")
        #expect((answer["report"] as? [String: Any])?["board"] as? String == Self.board)
      }
      try await client.execute(uri: "/api/screenshots", method: .get) { response in
        let data = Data(response.body.readableBytesView)
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["label"] as? String == "labelled")
        #expect((items.first?["scan"] as? [String: Any])?["outcome"] as? String == "exact")
      }
      try await client.execute(
        uri: "/api/solve", method: .post, headers: served.headers,
        body: try Self.json(["board": Self.board, "exit": "right:2"])
      ) { response in
        let answer = try Self.object(response)
        #expect((answer["moves"] as? [Any])?.count == 23)
        #expect((answer["boards"] as? [String])?.first == Self.board)
        #expect((answer["boards"] as? [String])?.count == 24)
      }
    }
  }

  @Test func aReadingWithOtherLettersIsExactAndAnotherBoardIsWrong() async throws {
    let served = try Served()
    for (board, outcome) in [
      ("ooBCCCDoBEFFDAAEGooHooGIoHJJGIoLLKKo", "exact"),
      ("ooBCCCDoBEFFDAAEGooHooGIoHJJGIKKoLLo", "wrong"),
    ] {
      let label = "{\"board\": \"\(board)\", \"exit\": {\"side\": \"right\", \"row\": 2}}\n"
      try Data(label.utf8).write(to: served.labelURL)
      try await served.test { client in
        try await client.execute(
          uri: "/api/scan", method: .post, headers: served.headers,
          body: try Self.json(["file": served.image])
        ) { response in
          let scan = try Self.object(response)["scan"] as? [String: Any]
          #expect(scan?["outcome"] as? String == outcome)
        }
      }
    }
  }

  @Test func uploadsAScreenshotThatDecodesAndNeverReplacesOne() async throws {
    let served = try Served()
    let png = try Data(contentsOf: served.folder.appendingPathComponent("shot.png"))
    try await served.test { client in
      try await client.execute(
        uri: "/api/upload", method: .post, headers: served.headers,
        body: try Self.json(["name": "new.png", "data": png.base64EncodedString()])
      ) { response in
        let file = try Self.object(response)["file"] as? String
        #expect(file == "0/new.png")
      }
      try await client.execute(
        uri: "/api/upload", method: .post, headers: served.headers,
        body: try Self.json(["name": "new.png", "data": png.base64EncodedString()])
      ) { response in #expect(response.status == .conflict) }
      try await client.execute(
        uri: "/api/upload", method: .post, headers: served.headers,
        body: try Self.json(["name": "cut.png", "data": png.prefix(100).base64EncodedString()])
      ) { response in
        #expect(response.status == .unprocessableContent)
        let error = try Self.object(response)["error"] as? String
        #expect(error?.hasPrefix("cut.png: ") == true)
      }
      try await client.execute(
        uri: "/api/upload", method: .post, headers: served.headers,
        body: try Self.json(["name": "../up.png", "data": png.base64EncodedString()])
      ) { response in #expect(response.status == .unprocessableContent) }
    }
    #expect(try Data(contentsOf: served.folder.appendingPathComponent("new.png")) == png)
    #expect(
      !FileManager.default.fileExists(atPath: served.folder.appendingPathComponent("cut.png").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: served.folder.deletingLastPathComponent().appendingPathComponent("up.png").path))
  }

  @Test func refusesABodyOverTheLimitAndMalformedJSON() async throws {
    let served = try Served(bodyLimit: 64)
    try await served.test { client in
      try await client.execute(
        uri: "/api/solve", method: .post, headers: served.headers,
        body: ByteBuffer(string: "{\"board\": \"\(String(repeating: "o", count: 200))\"}")
      ) { response in #expect(response.status == .contentTooLarge) }
      try await client.execute(
        uri: "/api/solve", method: .post, headers: served.headers,
        body: ByteBuffer(string: "{\"board\": 1,}")
      ) { response in
        #expect(response.status == .badRequest)
        let error = try Self.object(response)["error"] as? String
        #expect(error?.hasPrefix("the request body: ") == true)
      }
    }
  }

  @Test func runsARegressionInTheBackground() async throws {
    let served = try Served()
    try await served.test { client in
      let started = try await client.execute(
        uri: "/api/regress", method: .post, headers: served.headers,
        body: try Self.json(["perturb": "darker"])
      ) { response in
        #expect(response.status == .accepted)
        return try Self.object(response)
      }
      let id = try #require(started["id"] as? String)
      var job: [String: Any] = [:]
      for _ in 0..<600 {
        job = try await client.execute(uri: "/api/job?id=\(id)", method: .get) {
          try Self.object($0)
        }
        if job["state"] as? String != "running" { break }
        try await Task.sleep(for: .milliseconds(100))
      }
      #expect(job["state"] as? String == "finished")
      #expect(job["total"] as? Int == 2)
      #expect(job["done"] as? Int == 2)
      let failed = try #require(job["failed"] as? Int)
      #expect((job["passed"] as? Int).map { $0 + failed } == 2)
      #expect((job["results"] as? [Any])?.count == failed)
      try await client.execute(
        uri: "/api/regress", method: .post, headers: served.headers,
        body: try Self.json(["perturb": "sepia"])
      ) { response in
        #expect(response.status == .unprocessableContent)
        let error = try Self.object(response)["error"] as? String
        #expect(error?.hasPrefix("--perturb: ") == true)
      }
    }
  }

  /// Polls job `id` until it is no longer running.
  static func finished(_ id: String, client: RouterClient) async throws -> [String: Any] {
    var job: [String: Any] = [:]
    for _ in 0..<600 {
      job = try await client.execute(uri: "/api/job?id=\(id)", method: .get) { try Self.object($0) }
      if job["state"] as? String != "running" { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    return job
  }

  @Test func aCancelledRegressionStopsStartingSamples() async throws {
    let served = try Served()
    for index in 1...7 {
      for ext in ["png", "json"] {
        try FileManager.default.copyItem(
          at: served.folder.appendingPathComponent("shot.\(ext)"),
          to: served.folder.appendingPathComponent("copy-\(index).\(ext)"))
      }
    }
    try await served.test { client in
      let started = try await client.execute(
        uri: "/api/regress", method: .post, headers: served.headers,
        body: try Self.json(["perturb": "photometric"])
      ) { try Self.object($0) }
      let id = try #require(started["id"] as? String)
      try await client.execute(
        uri: "/api/job/cancel", method: .post, headers: served.headers,
        body: try Self.json(["id": id])
      ) { response in #expect(response.status == .ok) }
      let job = try await Self.finished(id, client: client)
      #expect(job["state"] as? String == "cancelled")
      let done = try #require(job["done"] as? Int)
      let total = try #require(job["total"] as? Int)
      #expect(done < total)
    }
  }

  @Test func calibratesInTheBackgroundAndNeverReplacesAThemeUnasked() async throws {
    let themes = try Fixtures.temporaryDirectory("studio-themes")
    let served = try Served(themesFolder: themes.path)
    try await served.test { client in
      let started = try await client.execute(
        uri: "/api/calibrate", method: .post, headers: served.headers,
        body: try Self.json(["name": "trial", "files": [served.image]])
      ) { try Self.object($0) }
      let job = try await Self.finished(try #require(started["id"] as? String), client: client)
      #expect(job["state"] as? String == "finished")
      let calibration = try #require(job["calibration"] as? [String: Any])
      #expect(calibration["output"] as? String == "\(themes.path)/trial.json")
      let save = try Self.json(["id": started["id"] as? String, "replace": false])
      try await client.execute(
        uri: "/api/calibrate/save", method: .post, headers: served.headers, body: save
      ) {
        #expect($0.status == .ok)
      }
      let written = try Data(contentsOf: themes.appendingPathComponent("trial.json"))
      try await client.execute(
        uri: "/api/calibrate/save", method: .post, headers: served.headers, body: save
      ) {
        response in
        #expect(response.status == .conflict)
        let kind = try Self.object(response)["kind"] as? String
        #expect(kind == "exists")
      }
      #expect(try Data(contentsOf: themes.appendingPathComponent("trial.json")) == written)
      try await client.execute(
        uri: "/api/calibrate", method: .post, headers: served.headers,
        body: try Self.json(["name": "Bad Name", "files": [served.image]])
      ) { response in
        #expect(response.status == .unprocessableContent)
        let error = try Self.object(response)["error"] as? String
        #expect(error?.hasPrefix("--name: ") == true)
      }
    }
  }

  @Test func rendersABoardAndSavesItAsALabelledScreenshotOnce() async throws {
    let served = try Served()
    let request: [String: String] = [
      "board": Self.board, "exit": "right:2", "theme": "original-2", "layout": "board-only",
      "save": "drawn",
    ]
    try await served.test { client in
      try await client.execute(
        uri: "/api/render", method: .post, headers: served.headers, body: try Self.json(request)
      ) { response in
        #expect(response.status == .ok)
        let file = try Self.object(response)["file"] as? String
        #expect(file == "0/drawn.png")
      }
      try await client.execute(
        uri: "/api/render", method: .post, headers: served.headers, body: try Self.json(request)
      ) { response in #expect(response.status == .conflict) }
      var escaping = request
      escaping["save"] = "../drawn"
      try await client.execute(
        uri: "/api/render", method: .post, headers: served.headers, body: try Self.json(escaping)
      ) { response in #expect(response.status == .unprocessableContent) }
    }
    let label = try String(
      contentsOf: served.folder.appendingPathComponent("drawn.json"), encoding: .utf8)
    #expect(label.contains(Self.board))
    #expect(label.contains("\"optimalMoves\" : 23"))
    #expect(
      FileManager.default.fileExists(atPath: served.folder.appendingPathComponent("drawn.png").path)
    )
  }
}
