import Foundation

/// Why content below is drawn as placeholders (`redacted(reason:)`).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Loading: text and images show as grey shapes of their size.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private: views marked `privacySensitive()` show as placeholders.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Stale content (widgets).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct ContentMarginsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }

extension Text {
    /// Where an overflowing line is cut for the ellipsis.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

extension EnvironmentValues {
    /// The reasons content below is redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Where text below is cut when it does not fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The margins scroll views below add around their content (`contentMargins`).
    var contentMargins: EdgeInsets? {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

/// Whether people can select (and copy) the text below.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}
extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which margins `contentMargins` sets: around a scroll view's content, its indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static var automatic: ContentMarginPlacement { .init(name: "automatic") }
    public static var scrollContent: ContentMarginPlacement { .init(name: "scrollContent") }
    public static var scrollIndicators: ContentMarginPlacement { .init(name: "scrollIndicators") }
}

extension View {
    /// Hides the view; it keeps its place and takes no taps.
    nonisolated public func hidden() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.hidden, .bool(true)))
    }

    /// Draws the text and images below as placeholders of their size (`.placeholder`), or
    /// the `privacySensitive()` views below (`.privacy`).
    nonisolated public func redacted(reason: RedactionReasons)
        -> ModifiedContent<ModifiedContent<Self, _EnvironmentWritingModifier<RedactionReasons>>, _ElementPropertyModifier> {
        let names = [reason.contains(.placeholder) ? "placeholder" : nil, reason.contains(.privacy) ? "privacy" : nil].compactMap { $0 }
        return modifier(_EnvironmentWritingModifier(keyPath: \.redactionReasons, transform: { $0.formUnion(reason) }))
            .modifier(_ElementPropertyModifier(.redacted, .strings(names)))
    }

    /// Shows the content below as it is, inside a redacted view.
    nonisolated public func unredacted()
        -> ModifiedContent<ModifiedContent<Self, _EnvironmentWritingModifier<RedactionReasons>>, _ElementPropertyModifier> {
        modifier(_EnvironmentWritingModifier(keyPath: \.redactionReasons, transform: { $0 = [] }))
            .modifier(_ElementPropertyModifier(.redacted, .strings([])))
    }

    /// Marks the view as private: it is redacted while the `.privacy` reason is.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.privacySensitive, .bool(sensitive)))
    }

    /// Where the text below is cut when it does not fit: at its start, middle or end.
    nonisolated public func truncationMode(_ mode: Text.TruncationMode)
        -> ModifiedContent<ModifiedContent<Self, _EnvironmentWritingModifier<Text.TruncationMode>>, _ElementPropertyModifier> {
        let name = switch mode {
        case .head: "head"
        case .middle: "middle"
        case .tail: "tail"
        }
        return modifier(_EnvironmentWritingModifier(keyPath: \.truncationMode, transform: { $0 = mode }))
            .modifier(_ElementPropertyModifier(.truncationMode, .string(name)))
    }

    /// Lets people select the text below (or stops them).
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.textSelection, .bool(S.allowsSelection)))
    }

    /// Adds margins around the content of the scroll views and lists below (iOS 17).
    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<EdgeInsets?>> {
        let amount = length ?? 16
        return contentMargins(edges, EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount), for: placement)
    }

    nonisolated public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<EdgeInsets?>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.contentMargins, transform: { margins in
            guard placement != .scrollIndicators else { return }
            var result = margins ?? EdgeInsets()
            if edges.contains(.top) { result.top = insets.top }
            if edges.contains(.leading) { result.leading = insets.leading }
            if edges.contains(.bottom) { result.bottom = insets.bottom }
            if edges.contains(.trailing) { result.trailing = insets.trailing }
            margins = result
        }))
    }

    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<EdgeInsets?>> {
        contentMargins(.all, length, for: placement)
    }

    /// Adds to the safe area the content sees (iOS 17). A page has no safe area, so this is
    /// padding of that amount around the content.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(edges, length)
    }

    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(insets)
    }

    nonisolated public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(length)
    }
}
