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
    ],
    targets: [
        .target(
            name: "Trellis",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
