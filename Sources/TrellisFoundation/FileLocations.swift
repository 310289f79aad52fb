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
