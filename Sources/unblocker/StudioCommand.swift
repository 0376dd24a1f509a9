import ArgumentParser
import Foundation
import Studio

/// `unblocker studio [FOLDER...]`: the workbench in a browser.
struct StudioCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "studio",
    abstract: "Serve the workbench in a browser over folders of screenshots and labels.",
    discussion: """
      Starts a local web server over the FOLDERs (default: the current folder), prints its \
      URL, and serves until interrupted (Ctrl-C). The page lists every screenshot with its \
      label status and latest scan, shows a scan's evidence as layers, edits and saves labels \
      (NAME.json, written atomically, never over a label changed on disk since it was \
      loaded), runs the regression with live progress, fits a theme (saved into themes/ only \
      with confirmation to replace one), solves and plays any board, and renders a board as \
      a labelled screenshot. \
      Everything works offline: the page is compiled into this binary. It binds 127.0.0.1 \
      unless --host says otherwise; requests that change files need the token the page is \
      given when it loads.

      Examples:
        unblocker studio
        unblocker studio samples ../shared/screenshots --port 8080
        unblocker studio shots --host 0.0.0.0 --port 9000
      """ + "\n\n" + ExitStatus.helpText([.invalidInput, .cannotOpen, .cannotWrite]))

  @Argument(help: "The folders of screenshots and labels to serve (default: the current folder).")
  var folders: [String] = []

  @Option(
    help: "The address to listen on; beyond loopback, anyone who can reach it can read the folders."
  )
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be 0-65535, not \(port)")
    }
  }

  func run() async throws {
    let configuration = StudioConfiguration(folders: folders, host: host, port: port)
    let studio: Studio
    do {
      studio = try Studio(configuration: configuration)
    } catch {
      throw fail(error.message, error.status.code == 404 ? .cannotOpen : .invalidInput)
    }
    if !configuration.isLoopback {
      Terminal.standardError.write(
        "warning: --host \(host) is not loopback: anyone who can reach this address can read "
          + "the served folders; the token only guards changes\n")
    }
    do {
      try await studio.run { url in
        Terminal.standardOutput.write(
          "studio: \(url) serving \(configuration.folders.joined(separator: ", ")) "
            + "(Ctrl-C stops it)\n")
      }
    } catch {
      throw fail(
        "cannot serve on \(host):\(port): \(error); pick another --port (0 picks a free one)",
        .cannotWrite)
    }
  }
}
