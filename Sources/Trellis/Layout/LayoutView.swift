import Foundation

/// A layout value with its cache, behind one non-generic face for the engine.
class AnyLayoutStorage {
    var stackOrientation: Axis? { nil }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {}
    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
}

/// One layout value and the cache it made: made once, then updated when the subviews
/// change, as SwiftUI calls `makeCache` and `updateCache`.
final class LayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L
    private var cache: L.Cache?
    private var cachedSubviews: [ObjectIdentifier] = []

    init(_ layout: L) { self.layout = layout }

    override var stackOrientation: Axis? { (layout as? AnyLayout)?.orientation ?? L.layoutProperties.stackOrientation }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        let identities = subviews.storage.map { ObjectIdentifier($0.box) }
        var current = cache ?? layout.makeCache(subviews: subviews)
        if cache != nil && identities != cachedSubviews { layout.updateCache(&current, subviews: subviews) }
        cachedSubviews = identities
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

/// The element of a custom layout: its children are the layout's subviews.
nonisolated public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { .customLayout }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.layout, .layout(LayoutValue(LayoutStorage(layout), name: String(describing: L.self))))])
    }
}

@_spi(TrellisHost) extension _LayoutView: _PrimitiveView {}

extension ElementKind {
    /// A container laid out by a `Layout` (`layout`: the layout value).
    public static let customLayout = ElementKind(rawValue: "Layout")
}

/// Hands a value to the layout around the view, read with `subview[Key.self]`.
extension View {
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_ElementPropertyModifier(.layoutValue, .layoutValue(LayoutKeyedValue(K.self, value))))
    }
}

/// A type-erased layout: switching between layouts keeps the subviews' identities (and
/// state), as `AnyLayout` does in SwiftUI.
public struct AnyLayout: Layout {
    let make: @Sendable () -> AnyLayoutStorage
    let orientation: Axis?

    public init<L: Layout>(_ layout: L) {
        make = { LayoutStorage(layout) }
        orientation = L.layoutProperties.stackOrientation
    }

    public struct Cache {
        let storage: AnyLayoutStorage
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(storage: make())
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let storage = cache.storage
        return storage.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let storage = cache.storage
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        let storage = cache.storage
        return storage.spacing(subviews: subviews)
    }
}
