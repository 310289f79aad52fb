import Foundation

/// Views and modifiers an app offers to Xcode's library. Only Xcode reads them, on Apple
/// platforms as here: at run time a provider is a plain value, listing its items.
public protocol LibraryContentProvider {
    associatedtype ModifierBase = Any
    @LibraryContentBuilder var views: [LibraryItem] { get }
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// One entry of Xcode's library: a view or a modifier applied to a base, with its title.
public struct LibraryItem {
    /// Where the library files the item.
    public struct Category: Hashable, Sendable {
        let name: String
        public static let effect = Category(name: "effect")
        public static let layout = Category(name: "layout")
        public static let control = Category(name: "control")
        public static let other = Category(name: "other")
    }

    public let title: String?
    public let category: Category
    public let isVisible: Bool
    let content: Any

    public init<Item>(_ snippet: @autoclosure () -> Item, visible: Bool = true, title: String? = nil,
                      category: Category = .other, matchingSignature: String? = nil) {
        self.content = snippet()
        self.isVisible = visible
        self.title = title
        self.category = category
    }
}

/// Collects a provider's `LibraryItem`s.
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    public static func buildExpression(_ expression: LibraryItem) -> [LibraryItem] { [expression] }
    public static func buildExpression(_ expression: [LibraryItem]) -> [LibraryItem] { expression }
    public static func buildOptional(_ component: [LibraryItem]?) -> [LibraryItem] { component ?? [] }
    public static func buildEither(first component: [LibraryItem]) -> [LibraryItem] { component }
    public static func buildEither(second component: [LibraryItem]) -> [LibraryItem] { component }
    public static func buildArray(_ components: [[LibraryItem]]) -> [LibraryItem] { components.flatMap { $0 } }
}
