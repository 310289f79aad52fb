import Foundation

#if !canImport(Darwin)
extension URL {
    /// Apple's sandbox asks for access to a file the user chose outside the app's
    /// container. Linux has no such sandbox: a file URL that exists is readable as it is
    /// (a `fileImporter`'s URLs are the tab's own copies), so this answers whether it does.
    public func startAccessingSecurityScopedResource() -> Bool {
        isFileURL && FileManager.default.fileExists(atPath: path)
    }

    /// Ends access begun by `startAccessingSecurityScopedResource()`: nothing to end here.
    public func stopAccessingSecurityScopedResource() {}
}
#endif
