// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// On Linux the products `SwiftUI` and `Combine` are Trellis, so an app's `import SwiftUI`
// and `import Combine` build unmodified. On Apple platforms the same products hold an
// empty module and the imports resolve to Apple's frameworks: a package that depends on
// Trellis builds on both without conditions of its own.
#if os(Linux)
let swiftUIModules: [String] = ["SwiftUI"]
let combineModules: [String] = ["Combine"]
#else
let swiftUIModules: [String] = ["TrellisApplePlatforms"]
let combineModules: [String] = ["TrellisApplePlatforms"]
#endif

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
        .library(name: "SwiftUI", targets: swiftUIModules),
        .library(name: "Combine", targets: combineModules),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // Combine's API: OpenCombine with Apple's Foundation spellings and the operators it lacks.
        .target(
            name: "TrellisCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisCombine",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting", "GalleryApps"]),

        // The web host: server-rendered HTML, a thin JS client, DOM patches over a WebSocket.
        .target(
            name: "TrellisWeb",
            dependencies: [
                "Trellis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                // permessage-deflate (RFC 7692) on the socket.
                .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                // Graceful shutdown on SIGTERM: drain the sessions, then stop the server.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // @AppStorage and @SceneStorage of each browser, in SQLite.
                .product(name: "SQLiteNIO", package: "sqlite-nio"),
            ]
        ),
        .testTarget(
            name: "TrellisWebTests",
            dependencies: [
                "TrellisWeb", "Trellis", "GalleryApps", "RowTable",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),

        // The Gallery: the seed examples as apps (a library, so tests can mount them) and
        // the executable that serves them.
        // The `#Preview` macro: swift-syntax is built only for apps that import SwiftUI.
        .macro(
            name: "TrellisMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "TrellisApplePlatforms"),

        .target(name: "GalleryApps", dependencies: ["Trellis", "RowTable"]),
        .executableTarget(
            name: "Gallery",
            dependencies: [
                "GalleryApps", "TrellisWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GalleryTests", dependencies: ["GalleryApps", "Trellis", "TrellisTesting"]),

        // The js-framework-benchmark row table: the app, a hand-written baseline, the runner.
        .target(name: "RowTable", dependencies: ["Trellis", "TrellisTesting"], path: "Benchmarks/RowTable"),
        .executableTarget(
            name: "RowTableBenchmark",
            dependencies: ["RowTable", .product(name: "MallocInterposerSwift", package: "malloc-interposer")],
            path: "Benchmarks/RowTableBenchmark"
        ),
        .testTarget(name: "RowTableTests", dependencies: ["RowTable", "Trellis", "TrellisTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
let corpus = ["WeSplit", "GuessTheFlag", "BetterRest", "WordScramble", "Animations", "IExpense", "Moonshot",
              "CupcakeCorner", "Flashzilla", "Drawing", "Navigation", "Scrumdinger", "SevenGUIs", "CombineTodos"]
// Source compatibility: modules named as Apple's (see the top of this file). `import
// SwiftUI` brings Combine too, as on Apple platforms, so an app depends on one product.
package.targets += [
    .target(name: "SwiftUI", dependencies: ["Trellis", "TrellisWeb", "Combine", "TrellisMacros"]),
    .target(name: "Combine", dependencies: ["TrellisCombine"]),
    .testTarget(name: "CompatibilityTests", dependencies: ["SwiftUI", "TrellisTesting"] + corpus.map { .target(name: "Corpus\($0)") },
                swiftSettings: [.swiftLanguageMode(.v5)]),
]
// A corpus of apps written the way public SwiftUI tutorials and courses write them (Swift 5
// mode, `import SwiftUI`, previews, `@main`), built unmodified; CompatibilityTests runs them.
for app in corpus {
    package.targets.append(.target(name: "Corpus\(app)", dependencies: ["SwiftUI"], path: "Examples/Corpus/\(app)",
                                   swiftSettings: [.swiftLanguageMode(.v5)]))
}
// Apps written exactly as for iOS (Swift 5 mode, `import SwiftUI`, `@main App`, previews).
for example in ["Calculator", "Todos", "Shapes"] {
    package.targets.append(.executableTarget(name: example, dependencies: ["SwiftUI"], path: "Examples/\(example)",
                                             swiftSettings: [.swiftLanguageMode(.v5)]))
    package.products.append(.executable(name: example, targets: [example]))
}
#endif
