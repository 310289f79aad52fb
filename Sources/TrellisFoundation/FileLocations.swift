import Foundation

#if os(Linux)
extension URL {
    /// The user's documents folder, as on Apple platforms (`~/Documents` here), for apps
    /// that save files with `URL.documentsDirectory.appending(path:)`.
    @_disfavoredOverload
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents")
    }
}
#endif

#if !canImport(Darwin)
extension Data.WritingOptions {
    /// Apple's other name for `.atomic`: write to a temporary file, then move it in place.
    public static let atomicWrite: Data.WritingOptions = .atomic
}
#endif
