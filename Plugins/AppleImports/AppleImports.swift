import Foundation
import PackagePlugin

/// On Apple platforms `import Foundation` brings more than Foundation: Combine's names
/// (`ObservableObject`, `@Published`, `AnyCancellable`), Observation's `@Observable`,
/// `URLSession` and Core Graphics' types. iOS code relies on it: view models and services
/// live in files that import only Foundation. On Linux Foundation brings none of these, so
/// this plugin adds one generated file to the target that re-exports TrellisFoundation (the
/// module that holds them). Swift makes a module's `@_exported` imports visible in every
/// file of that module, so each file sees the names it would see on an Apple platform.
///
/// On Apple platforms the plugin adds nothing: Apple's own Foundation does the job.
@main
struct AppleImports: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        #if os(Linux)
        let output = context.pluginWorkDirectoryURL.appending(path: "_TrellisAppleImports.swift")
        let catalogs = assetCatalogs(of: target)
        // Each catalog's files, walked here: a catalog declared as one copied resource is one
        // entry among the target's files, not a file each.
        let catalogFiles = catalogs.flatMap { catalog in
            (FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.lastPathComponent == "Contents.json" || $0.lastPathComponent == "contents" }
        }
        return [
            .buildCommand(
                displayName: "Adding Apple's implicit imports and asset symbols to \(target.name)",
                executable: try context.tool(named: "TrellisAssetSymbols").url,
                // The target's own files: the tool leaves out members they declare.
                arguments: [output.path] + catalogs.map(\.path) + swiftSources(of: target).map(\.path),
                inputFiles: trellisSources(context) + catalogFiles + swiftSources(of: target),
                outputFiles: [output]
            )
        ]
        #else
        return []
        #endif
    }

    /// The target's Swift files.
    private func swiftSources(of target: Target) -> [URL] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return module.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
    }

    /// The `.xcassets` and Core Data `.xcdatamodeld` folders among the target's files (a
    /// file inside one, or the folder itself when it is declared as a resource).
    private func assetCatalogs(of target: Target) -> [URL] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var catalogs = Set<URL>()
        for file in module.sourceFiles {
            var url = file.url
            while url.pathComponents.count > 1 {
                if ["xcassets", "xcdatamodeld"].contains(url.pathExtension) { catalogs.insert(url); break }
                url = url.deletingLastPathComponent()
            }
        }
        return catalogs.sorted { $0.path < $1.path }
    }

    /// Trellis's own source files. The generated file is written again when one changes,
    /// so the app's files compile again against the new Trellis. Without it they might
    /// not: `SwiftUI`'s module only re-exports Trellis, so its file stays byte for byte the
    /// same when Trellis changes, and the build sees nothing new for the app to compile
    /// (objects laid out for the old Trellis, a crash at run time).
    /// The Trellis modules an app compiles against: the `SwiftUI` product's and those it
    /// depends on in Trellis's package (other packages' versions change with a resolve).
    private func trellisSources(_ context: PluginContext) -> [URL] {
        let packages = [context.package] + context.package.dependencies.map(\.package)
        guard let trellis = packages.first(where: { $0.products.contains { $0.name == "SwiftUI" } }),
              let product = trellis.products.first(where: { $0.name == "SwiftUI" }) else { return [] }
        let own = Set(trellis.targets.map(\.id))
        var seen = Set<Target.ID>()
        return product.targets.flatMap { [$0] + $0.recursiveTargetDependencies }
            .filter { own.contains($0.id) && seen.insert($0.id).inserted }
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
    }
}
