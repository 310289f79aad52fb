import Foundation

/// What an app tells its home-screen widgets. A web page has no home screen, so the app
/// has no widgets installed here: reloads have nothing to reload (the first is logged) and
/// the current configurations are none. Widget extensions themselves are separate targets
/// (`Widget`, `TimelineProvider`) and are not built (docs/Differences.md).
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private let lock = NSLock()
    private var reloads = 0

    private init() {}

    /// Asks every widget of the app to reload its timeline: none is installed here.
    public func reloadAllTimelines() { countReload() }

    /// Asks the widgets of one kind to reload their timelines: none is installed here.
    public func reloadTimelines(ofKind kind: String) { countReload() }

    /// The app's installed widgets: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// How many reloads the app asked for (for tests: nothing else records them).
    public var _reloadCount: Int { lock.withLock { reloads } }

    private func countReload() {
        let first = lock.withLock { () -> Bool in
            reloads += 1
            return reloads == 1
        }
        if first {
            FileHandle.standardError.write(Data("WidgetKit: a widget reload was asked for; a web page has no home-screen widgets, so there is nothing to reload.\n".utf8))
        }
    }
}

/// An installed widget (none are, here).
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}

/// The sizes a widget comes in.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}
