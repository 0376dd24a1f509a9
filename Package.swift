// swift-tools-version: 6.2
// Unblocker: reads Unblock Me screenshots, solves them optimally, keeps recognition honest.
import Foundation
import PackageDescription

/// Every Swift target treats warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The settings of the project's own modules (not its tests). tools/test builds in the debug
/// configuration with UNBLOCKER_OPTIMISE=1: these modules are then optimised as in a release
/// build (-O -wmo, with one object file per source file as SwiftPM expects, from one thread per
/// core: the pixel loops run at full speed), while the dependencies and the test code build
/// unoptimised, which compiles in about half the time of a release build of everything;
/// `@testable import` works as in any debug build. Without the variable nothing changes (and no
/// unsafe flag is set).
let source: [SwiftSetting] =
  strict
  + (Context.environment["UNBLOCKER_OPTIMISE"] == nil
    ? []
    : [
      .unsafeFlags([
        "-O", "-wmo", "-num-threads", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))",
      ])
    ])

let package = Package(
  name: "Unblocker",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "unblocker", targets: ["unblocker"]),
    .library(name: "UnblockerKit", targets: ["UnblockerKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    // Only for the studio's handler tests (NIOEmbedded's test channel, swift-log's Logger); both
    // are already in the build through Hummingbird.
    .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
  ],
  targets: [
    // C boundary: system libraries (pkg-config only) and the one C shim that includes them.
    .systemLibrary(
      name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    .systemLibrary(
      name: "CWebPDemux", path: "Sources/CWebPDemux", pkgConfig: "libwebpdemux",
      providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    .target(
      name: "CImageCodecs", dependencies: ["CPNG", "CJPEG", "CWebP", "CWebPDemux"],
      cSettings: [.unsafeFlags(["-Wall", "-Wextra", "-Werror"])]),

    // Swift modules, one job each.
    .target(name: "FileGuard", swiftSettings: source),
    .target(name: "StrictJSON", dependencies: ["FileGuard"], swiftSettings: source),
    .target(name: "Progress", dependencies: ["FileGuard"], swiftSettings: source),
    .target(name: "Interrupts", dependencies: ["FileGuard"], swiftSettings: source),
    .target(name: "Imaging", swiftSettings: source),
    .target(
      name: "ImageCodecs", dependencies: ["CImageCodecs", "Imaging", "FileGuard"],
      swiftSettings: source),
    .target(name: "Puzzle", dependencies: ["FileGuard", "StrictJSON"], swiftSettings: source),
    .target(
      name: "Solver", dependencies: ["Puzzle", "Imaging", "FileGuard", "StrictJSON", "Progress"],
      swiftSettings: source),
    .target(
      name: "Themes", dependencies: ["Imaging", "FileGuard", "StrictJSON"], swiftSettings: source),
    .target(
      name: "Scanner", dependencies: ["Imaging", "Themes", "Puzzle", "FileGuard"],
      swiftSettings: source),
    .target(
      name: "Annotator",
      dependencies: [
        "Scanner", "Imaging", "ImageCodecs", "FileGuard", "Progress", "Themes", "Puzzle",
      ],
      exclude: ["overlay.jpg"], swiftSettings: source),
    .target(
      name: "Renderer", dependencies: ["Imaging", "Themes", "Puzzle", "ImageCodecs", "FileGuard"],
      swiftSettings: source),
    .target(
      name: "Gestures", dependencies: ["Imaging", "Puzzle", "Scanner"], exclude: ["moves.png"],
      swiftSettings: source),
    // The library product: scan, solve, gestures (README: Use it as a Swift library).
    .target(
      name: "UnblockerKit",
      dependencies: [
        "Gestures", "Scanner", "Solver", "Puzzle", "Imaging", "ImageCodecs", "Themes", "FileGuard",
        "StrictJSON",
      ],
      swiftSettings: source),
    .target(
      name: "Calibration",
      dependencies: [
        "Scanner", "Themes", "Puzzle", "Imaging", "ImageCodecs", "FileGuard", "Corpus",
        "Annotator",
      ],
      swiftSettings: source),
    .target(
      name: "Corpus", dependencies: ["ImageCodecs", "Imaging", "Puzzle", "FileGuard"],
      swiftSettings: source),
    .target(
      name: "Regression",
      dependencies: [
        "Corpus", "Scanner", "Annotator", "ImageCodecs", "FileGuard", "StrictJSON", "Progress",
      ],
      swiftSettings: source),
    .target(name: "KnightPaths", dependencies: ["Imaging"], swiftSettings: source),
    .target(
      name: "Pentominoes", dependencies: ["Imaging", "FileGuard", "StrictJSON"],
      swiftSettings: source),
    .target(
      name: "PuzzleDatabase",
      dependencies: [
        "Puzzle", "Solver", "FileGuard", "StrictJSON", "Imaging", "Progress",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: source),
    .target(
      name: "Studio",
      dependencies: [
        "Puzzle", "Solver", "Themes", "Scanner", "Annotator", "Renderer", "Calibration",
        "Regression", "Corpus", "ImageCodecs", "Imaging", "FileGuard", "StrictJSON",
        "UnblockerKit", .product(name: "Hummingbird", package: "hummingbird"),
      ],
      // README's picture of the studio lives beside it; it is not part of the binary.
      exclude: ["studio.jpg"],
      // The page, its script and its style are compiled into the binary: it runs anywhere.
      resources: [
        .embedInCode("Web/index.html"), .embedInCode("Web/studio.js"),
        .embedInCode("Web/studio.css"),
      ],
      swiftSettings: source),

    // The command: parse, call, print.
    .executableTarget(
      name: "unblocker",
      dependencies: [
        "Imaging", "ImageCodecs", "Puzzle", "Solver", "Themes", "Scanner", "Annotator",
        "Renderer", "Calibration", "Regression", "KnightPaths", "Pentominoes", "FileGuard",
        "Progress", "Interrupts", "StrictJSON", "PuzzleDatabase", "Corpus", "Studio", "Gestures", "UnblockerKit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // JSON Schemas of the command's JSON outputs and of labels: documentation, checked by
      // the CLI tests.
      exclude: ["Schemas"],
      swiftSettings: source),

    // In-process benchmarks (run with -c release): `swift run -c release unblocker-bench --help`.
    .executableTarget(
      name: "unblocker-bench",
      dependencies: [
        "Imaging", "ImageCodecs", "Puzzle", "Solver", "Scanner", "Renderer", "Regression",
        "KnightPaths", "Pentominoes", "Themes", "Annotator", "Calibration", "FileGuard",
        "Corpus", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/unblocker-bench",
      swiftSettings: source),

    // Tests mirror the source modules; TestSupport holds paths and the command runner.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
    .testTarget(
      name: "FileGuardTests", dependencies: ["TestSupport", "FileGuard"], swiftSettings: strict),
    .testTarget(
      name: "StrictJSONTests", dependencies: ["TestSupport", "StrictJSON"], swiftSettings: strict),
    .testTarget(
      name: "ImagingTests", dependencies: ["TestSupport", "Imaging"], swiftSettings: strict),
    .testTarget(
      name: "ImageCodecsTests", dependencies: ["TestSupport", "ImageCodecs", "Imaging"],
      resources: [.copy("Fixtures")], swiftSettings: strict),
    .testTarget(
      name: "PuzzleTests", dependencies: ["TestSupport", "Puzzle"], swiftSettings: strict),
    .testTarget(
      name: "SolverTests", dependencies: ["TestSupport", "Solver", "Puzzle"], swiftSettings: strict),
    .testTarget(
      name: "ThemesTests", dependencies: ["TestSupport", "Themes", "Imaging"],
      swiftSettings: strict),
    .testTarget(
      name: "ScannerTests",
      dependencies: [
        "TestSupport", "Scanner", "Themes", "Renderer", "ImageCodecs", "Imaging", "Puzzle",
        "Solver",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "GesturesTests",
      dependencies: [
        "TestSupport", "Gestures", "Scanner", "Solver", "Renderer", "Themes", "ImageCodecs",
        "Imaging", "Puzzle", "Corpus",
      ],
      swiftSettings: strict),
    .testTarget(name: "UnblockerKitTests", dependencies: ["UnblockerKit"], swiftSettings: strict),
    .testTarget(
      name: "RendererTests",
      dependencies: ["TestSupport", "Renderer", "Themes", "Imaging", "Puzzle", "ImageCodecs"],
      swiftSettings: strict),
    .testTarget(
      name: "AnnotatorTests",
      dependencies: [
        "TestSupport", "Annotator", "Scanner", "Renderer", "ImageCodecs", "Imaging", "Puzzle",
        "Themes",
      ],
      exclude: ["Goldens"], swiftSettings: strict),
    .testTarget(
      name: "CalibrationTests",
      dependencies: [
        "TestSupport", "Calibration", "Scanner", "Themes", "Renderer", "ImageCodecs", "Puzzle",
        "Imaging", "Corpus",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RegressionTests",
      dependencies: [
        "TestSupport", "Regression", "Corpus", "Scanner", "ImageCodecs", "Imaging", "Puzzle",
      ],
      exclude: ["Fixtures"], swiftSettings: strict),
    .testTarget(
      name: "CorpusTests", dependencies: ["TestSupport", "Corpus", "Puzzle"],
      swiftSettings: strict),
    .testTarget(
      name: "KnightPathsTests", dependencies: ["TestSupport", "KnightPaths", "Imaging"], swiftSettings: strict),
    .testTarget(
      name: "PentominoesTests", dependencies: ["TestSupport", "Pentominoes"], swiftSettings: strict),
    .testTarget(
      name: "PuzzleDatabaseTests",
      dependencies: [
        "TestSupport", "PuzzleDatabase", "Puzzle", "Solver",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "StudioTests",
      dependencies: [
        "TestSupport", "Studio", "Puzzle", "FileGuard",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOEmbedded", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "CLITests", dependencies: ["TestSupport", "unblocker", "FileGuard"],
      swiftSettings: strict),

    // The fuzz targets (UnblockerFuzzer's entry points) and the replay of their committed seeds
    // and past findings as ordinary tests, as `go test` runs a fuzz target's seed corpus.
    .target(
      name: "FuzzTargets",
      dependencies: [
        "ImageCodecs", "Imaging", "Themes", "Puzzle", "Regression", "Scanner", "Annotator",
        "FileGuard", "StrictJSON",
      ],
      path: "Tests/Fuzz/FuzzTargets", swiftSettings: strict),
    .testTarget(
      name: "FuzzSeedTests", dependencies: ["TestSupport", "FuzzTargets"], swiftSettings: strict),
  ]
)

// The fuzzer exists only for tools/fuzz (`UNBLOCKER_FUZZ=1`), which builds it with
// -sanitize=fuzzer,address (and the C shim with -fsanitize=fuzzer-no-link,address): libFuzzer
// drives it, so a normal build could not link it. One binary holds every target (decode, theme,
// label, baseline, scan, in the FuzzTargets library), chosen by UNBLOCKER_FUZZ_TARGET, so one
// build serves them all.
if Context.environment["UNBLOCKER_FUZZ"] != nil {
  package.products.append(.executable(name: "UnblockerFuzzer", targets: ["UnblockerFuzzer"]))
  package.targets.append(
    .executableTarget(
      name: "UnblockerFuzzer",
      dependencies: ["FuzzTargets"], path: "Tests/Fuzz/UnblockerFuzzer", swiftSettings: source))
}
