// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "Trellis",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting", "GalleryApps"]),

        // The web host: server-rendered HTML, a thin JS client, DOM patches over a WebSocket.
        .target(
            name: "TrellisWeb",
            dependencies: [
                "Trellis",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "TrellisWebTests",
            dependencies: [
                "TrellisWeb", "Trellis", "GalleryApps",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ]
        ),

        // The Gallery: the seed examples as apps (a library, so tests can mount them) and
        // the executable that serves them.
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
