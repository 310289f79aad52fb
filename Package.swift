// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        .target(
            name: "Trellis",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting"]),

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
