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

/// The web client's files (Sources/TrellisWeb/Client): its ES modules, stylesheet and the
/// wire protocol's names shared with the server.
let webClientFiles = ["main.js", "page.js", "elements.js", "descriptions.js", "animation.js", "ops.js", "platform.js",
                      "outbox.js", "events.js", "lazy.js", "navigation.js", "geometry.js", "scrolling.js", "layout.js", "connection.js",
                      "client.css", "protocol.json"]

// How Xcode builds an iOS app's Swift: Swift 5 mode, with bare `/regex/` literals (Xcode
// passes -enable-bare-slash-regex; SwiftPM needs the feature named). The README's settings.
let appSettings: [SwiftSetting] = [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals")]
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
        .library(name: "SwiftUI", targets: swiftUIModules),
        .library(name: "Combine", targets: combineModules),
        .executable(name: "Gallery", targets: ["TrellisGallery"]),
        .executable(name: "RowTableBenchmark", targets: ["TrellisRowTableBenchmark"]),
        // Makes a target's files see what Apple's Foundation brings implicitly (Combine's
        // names, Observation, URLSession, Core Graphics' types): see Plugins/AppleImports.
        .plugin(name: "AppleImports", targets: ["AppleImports"]),
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
        // What Apple's Foundation gives an app beyond swift-corelibs-foundation: Combine's
        // names, Observation, FoundationNetworking, Core Graphics' types, and Foundation API
        // corelibs lacks. Trellis re-exports it; the AppleImports plugin brings it to files
        // that import only Foundation.
        .target(name: "TrellisFoundation", dependencies: ["TrellisCombine"]),
        .plugin(name: "AppleImports", capability: .buildTool(), dependencies: ["TrellisAssetSymbols"]),
        .executableTarget(name: "TrellisAssetSymbols"),
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisFoundation",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting", "TrellisGalleryApps"]),

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
            ],
            // The browser client: real files, linted and unit-tested (Tests/Client), compiled
            // into the binary so a server needs nothing beside it (see ClientFiles.swift).
            resources: webClientFiles.map { .embedInCode("Client/\($0)") }
        ),
        .testTarget(
            name: "TrellisWebTests",
            dependencies: [
                "TrellisWeb", "Trellis", "TrellisTesting", "TrellisGalleryApps", "TrellisRowTable",
                // Not HummingbirdTesting or HummingbirdWSClient: they bring TLS (BoringSSL)
                // and an HTTP client, minutes of every clean build, for no test's need.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
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

        .target(name: "TrellisGalleryApps", dependencies: ["Trellis", "TrellisRowTable", "UIKit", "CoreLocation", "MapKit", "PhotosUI", "AVFoundation", "AVKit", "Charts", "WebKit"],
                path: "Sources/GalleryApps"),
        .executableTarget(
            name: "TrellisGallery",
            dependencies: [
                "TrellisGalleryApps", "TrellisWeb", "TrellisTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Gallery"
        ),
        .testTarget(name: "TrellisGalleryTests", dependencies: ["TrellisGalleryApps", "Trellis", "TrellisTesting"],
                    path: "Tests/GalleryTests"),

        // The js-framework-benchmark row table: the app, a hand-written baseline, the runner.
        .target(name: "TrellisRowTable", dependencies: ["Trellis", "TrellisTesting"], path: "Benchmarks/RowTable"),
        .executableTarget(
            name: "TrellisRowTableBenchmark",
            dependencies: ["TrellisRowTable", .product(name: "MallocInterposerSwift", package: "malloc-interposer")],
            path: "Benchmarks/RowTableBenchmark"
        ),
        .testTarget(name: "TrellisRowTableTests", dependencies: ["TrellisRowTable", "Trellis", "TrellisTesting"],
                    path: "Tests/RowTableTests"),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
let corpus = ["SevenGUIs", "CombineTodos"]
// Source compatibility: modules named as Apple's (see the top of this file). `import
// SwiftUI` brings Combine and UIKit's common names too, as on iOS, so an app depends on one
// product; `import UIKit`, `import CoreGraphics` and `import SwiftUICore` work in its files.
package.targets += [
    .target(name: "SwiftUI", dependencies: ["Trellis", "TrellisWeb", "Combine", "UIKit", "CoreGraphics", "SwiftUICore",
                                            "OSLog", "SafariServices", "TrellisMacros", "UniformTypeIdentifiers", "CoreTransferable",
                                            "UserNotifications", "SwiftData", "CoreData",
                                            "LocalAuthentication", "StoreKit", "WidgetKit", "CoreLocation", "CoreLocationUI", "MapKit",
                                            "Photos", "PhotosUI", "CoreMedia", "AVFoundation", "AVKit", "Speech", "AudioToolbox", "SystemConfiguration", "Charts", "WebKit"]),
    .target(name: "Combine", dependencies: ["TrellisCombine"]),
    .target(name: "CoreGraphics", dependencies: ["TrellisFoundation", "_Testing_CoreGraphics"]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["TrellisFoundation"]),
    .target(name: "CoreTransferable", dependencies: ["TrellisFoundation"]),
    // Local notifications, scheduled and delivered in the server process.
    .target(name: "UserNotifications", dependencies: ["Trellis"]),
    // SwiftData: `@Model` classes kept per device, `@Query`, contexts and containers.
    .target(name: "SwiftData", dependencies: ["Trellis", "TrellisMacros", .product(name: "Logging", package: "swift-log")]),
    // Home-screen widgets: none in a browser. (No `Network` or `Security` module: Hummingbird,
    // AsyncHTTPClient and swift-certificates test `canImport(Network)`/`canImport(Security)`
    // and would take Apple's paths on Linux; the keychain comes through Foundation instead.)
    .target(name: "WidgetKit"),
    // `import StoreKit`: review requests (no App Store prompt in a browser).
    .target(name: "StoreKit", dependencies: ["Trellis", "UIKit", .product(name: "Logging", package: "swift-log")]),
    // Face ID, Touch ID and the passcode: none on a server, and each policy says so.
    .target(name: "LocalAuthentication", dependencies: ["TrellisFoundation"]),
    // Core Data: managed objects from the app's data models, kept per device; @FetchRequest.
    .target(name: "CoreData", dependencies: ["Trellis", .product(name: "Logging", package: "swift-log")]),
    // Where the device is: the browser's Geolocation API, or what a test sets.
    .target(name: "CoreLocation", dependencies: ["Trellis"]),
    // The one-tap location button.
    .target(name: "CoreLocationUI", dependencies: ["Trellis", "CoreLocation"]),
    // Maps drawn by the layout engine (no map tiles), their geometry, and annotations.
    .target(name: "MapKit", dependencies: ["Trellis", "CoreLocation", "UIKit"]),
    // The photo library as the visitor's own choices, and the pickers that ask for them.
    .target(name: "Photos"),
    .target(name: "PhotosUI", dependencies: ["Trellis", "Photos", "UIKit"]),
    // Sounds and speech on the tab's speakers; media times; the video player view.
    .target(name: "CoreMedia"),
    .target(name: "AVFoundation", dependencies: ["Trellis", "CoreMedia"]),
    .target(name: "AVKit", dependencies: ["Trellis", "AVFoundation", "UIKit"]),
    // Speech recognition, which has no service here: recognizers are never available.
    .target(name: "Speech", dependencies: ["AVFoundation"]),
    // System sounds: the app's own short sounds by number (the system's are iOS's).
    .target(name: "AudioToolbox", dependencies: ["Trellis", "AVFoundation"]),
    // Web pages in a view: a sandboxed frame of the browser's.
    .target(name: "WebKit", dependencies: ["Trellis", "UIKit"]),
    // Charts drawn by the layout engine: marks, scales, axes, legends, selection.
    .target(name: "Charts", dependencies: ["Trellis"]),
    // Network reachability: the device (the visitor's browser) is online while it is served.
    .target(name: "SystemConfiguration", dependencies: ["TrellisFoundation"]),
    .target(name: "SwiftUICore", dependencies: ["Trellis"]),
    // Not `os` as well: swift-syntax and swift-argument-parser test `canImport(os)` and
    // would take Darwin's lock and logging paths on Linux.
    .target(name: "OSLog", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .target(name: "UIKit", dependencies: ["Trellis", "UIKitEntryPoint", "_Testing_UIKit"]),
    // What the Swift compiler calls for `@UIApplicationMain` (a Clang module named UIKit),
    // and how an app delegate is made from its class alone (see its files).
    .target(name: "UIKitEntryPoint"),
    // The in-app browser (`SFSafariViewController`), as a browser tab.
    .target(name: "SafariServices", dependencies: ["UIKit"]),
    // Swift Testing's cross-import overlays for the two names above (see their files).
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    .testTarget(name: "TrellisCompatibilityTests",
                dependencies: ["SwiftUI", "TrellisTesting"] + corpus.map { .target(name: "TrellisCorpus\($0)") },
                path: "Tests/CompatibilityTests",
                // An asset catalog as Xcode writes one: the AppleImports plugin makes its symbols.
                resources: [.copy("Assets.xcassets"), .copy("Library.xcdatamodeld")],
                swiftSettings: appSettings,
                plugins: [.plugin(name: "AppleImports")]),
]
// Apps of our own written the way iOS code is (Swift 5 mode, `import SwiftUI`, previews,
// `@main`), built unmodified; TrellisCompatibilityTests runs them. Every target that is not
// a library is named Trellis… (its product keeps the short name), so an app of a user's can
// be called Gallery, Calculator or RowTable without clashing with ours.
for app in corpus {
    package.targets.append(.target(name: "TrellisCorpus\(app)", dependencies: ["SwiftUI"], path: "Examples/Corpus/\(app)",
                                   swiftSettings: appSettings, plugins: [.plugin(name: "AppleImports")]))
}
// Apps written exactly as for iOS (Swift 5 mode, `import SwiftUI`, `@main App`, previews),
// with the README's "Bring your SwiftUI app" settings.
for example in ["Calculator", "Todos", "Shapes", "Tally"] {
    package.targets.append(.executableTarget(name: "TrellisExample\(example)", dependencies: ["SwiftUI"],
                                             path: "Examples/\(example)",
                                             swiftSettings: appSettings,
                                             plugins: [.plugin(name: "AppleImports")]))
    package.products.append(.executable(name: example, targets: ["TrellisExample\(example)"]))
}
#endif
