import Foundation
import Synchronization

/// The colours `Color("Name")` finds. On Apple platforms they come from the app's asset
/// catalog; Linux has no asset catalogs, so an app registers them at launch, one by one
/// or by loading its `Assets.xcassets` folder:
///
/// ```swift
/// NamedColors.register("Brand", Color(red: 0.9, green: 0.3, blue: 0.2))
/// try NamedColors.loadAssetCatalog(at: URL(fileURLWithPath: "Sources/MyApp/Assets.xcassets"))
/// ```
///
/// A name nobody registered draws in `NamedColors.missing` (magenta, to be seen) and
/// warns once.
public enum NamedColors {
    /// What an unknown name draws in.
    public static let missing = Color(red: 1, green: 0, blue: 1)

    private struct Registry {
        var colors: [String: Color] = [:]
        var reported: Set<String> = []
    }

    private static let registry = Mutex(Registry())

    /// Makes `Color(name)` return `color` from now on.
    public static func register(_ name: String, _ color: Color) {
        registry.withLock { $0.colors[name] = color }
    }

    /// Forgets every registered colour (for tests).
    public static func removeAll() {
        registry.withLock { $0 = Registry() }
    }

    /// The colour registered under `name`, if any: registered by hand, or found in an asset
    /// catalog the AppleImports plugin compiled into the program.
    public static func color(named name: String) -> Color? {
        if let color = registry.withLock({ $0.colors[name] }) { return color }
        guard loadCompiledCatalogs() else { return nil }
        return registry.withLock { $0.colors[name] }
    }

    private static let compiledCatalogsLoaded = Mutex(false)

    /// Registers the colour sets of every compiled-in asset catalog, once (names already
    /// registered by hand keep their colour); true when this call loaded them.
    private static func loadCompiledCatalogs() -> Bool {
        let first = compiledCatalogsLoaded.withLock { loaded in
            defer { loaded = true }
            return !loaded
        }
        guard first else { return false }
        for case let catalog as any _AssetCatalog.Type in ConformanceRecords.types(conformingTo: "_AssetCatalog") {
            for set in catalog._colorSets {
                guard let json = Data(base64Encoded: set.contents), let color = try? colorSetColor(json) else { continue }
                registry.withLock { if $0.colors[set.name] == nil { $0.colors[set.name] = color } }
            }
        }
        return true
    }

    /// Registers every colour set (`<Name>.colorset/Contents.json`) in an Xcode asset
    /// catalog, folders included; returns how many. A colour set's universal, light
    /// variant is used: Trellis has no per-appearance colours yet.
    @discardableResult
    public static func loadAssetCatalog(at url: URL) throws -> Int {
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var loaded = 0
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "colorset" else { continue }
            let contents = try Data(contentsOf: file.appendingPathComponent("Contents.json"))
            let name = file.deletingPathExtension().lastPathComponent
            if let color = try colorSetColor(contents) {
                register(name, color)
                loaded += 1
            }
        }
        return loaded
    }

    /// The first appearance-free colour of a colour set's `Contents.json`.
    static func colorSetColor(_ json: Data) throws -> Color? {
        struct ColorSet: Decodable {
            struct Entry: Decodable {
                struct Value: Decodable {
                    var components: [String: String]?
                }
                var color: Value?
                var appearances: [[String: String]]?
            }
            var colors: [Entry]?
        }
        let set = try JSONDecoder().decode(ColorSet.self, from: json)
        guard let entry = set.colors?.first(where: { $0.appearances == nil && $0.color?.components != nil }) ?? set.colors?.first,
              let components = entry.color?.components else { return nil }
        func channel(_ key: String) -> Double? {
            guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
            // Xcode writes "0.5" (a fraction), "128" (0–255) or "0x80" (hex, 0–255).
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) / 255 }
            guard let value = Double(text) else { return nil }
            return text.contains(".") || value <= 1 ? value : value / 255
        }
        if let white = channel("white") {
            return Color(white: white, opacity: channel("alpha") ?? 1)
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: channel("alpha") ?? 1)
    }

    /// Warns once per name that `Color(name)` found nothing.
    static func reportMissing(_ name: String) {
        let first = registry.withLock { $0.reported.insert(name).inserted }
        func message() -> String {
            "No color named '\(name)' is registered; drawing it in NamedColors.missing. Register it with NamedColors.register(_:_:) or NamedColors.loadAssetCatalog(at:) (Linux has no asset catalogs)."
        }
        if first { ViewGraph.logger.warning("\(message())") }
        // Inside a body evaluation the warning also reaches the graph (host.warnings), once per graph.
        if let node = DependencyTracking.evaluatingNode {
            MainActor.assumeIsolated { node.graph.warnOnce(key: "color:\(name)", message()) }
        }
    }
}

extension Color {
    /// A colour registered with `NamedColors` (Linux has no asset catalogs); an unknown
    /// name draws in `NamedColors.missing` and warns. `bundle` is accepted and ignored.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = NamedColors.color(named: name) {
            self = color
        } else {
            NamedColors.reportMissing(name)
            self = NamedColors.missing
        }
    }
}
