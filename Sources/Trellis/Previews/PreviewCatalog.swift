import Foundation

import Synchronization

/// Every preview the running program declares — `PreviewProvider` types and `#Preview`
/// macros — found in the Swift runtime's protocol conformance records, so a host can
/// show them all (the web host's previews page, a test that renders each one).
///
/// Generic preview types are skipped: there is no one type to show.
public enum PreviewCatalog {
    /// One preview declaration.
    public struct Entry: @unchecked Sendable {
        public let name: String
        public let type: any _PreviewProvider.Type

        /// The preview's views, made fresh.
        @MainActor public func makeView() -> AnyView { type._previewView }
    }

    /// All previews, by name (then type name, for equal names).
    public static var all: [Entry] { cached }

    private static let cached: [Entry] = {
        ConformanceRecords.types(conformingTo: "_PreviewProvider")
            .compactMap { type in (type as? any _PreviewProvider.Type).map { Entry(name: $0._previewName, type: $0) } }
            .sorted { ($0.name, String(reflecting: $0.type)) < ($1.name, String(reflecting: $1.type)) }
    }()
}
