import Foundation

/// A space frames can be given in: the window's (`.global`), a view's own (`.local`), or
/// a view's named with `coordinateSpace(_:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// A space named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space of the nearest scroll view (or list) around the view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: nil))) }

    /// The space of the nearest scroll view around the view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: axis)))
    }
}

/// The space every scroll view has without being named: the nearest one's, or the nearest
/// one's that scrolls along `axis` (`LayoutTree.frame(ofSpace:around:)` finds it).
struct _ScrollViewSpaceName: Hashable {
    let axis: Axis?
}

/// The window's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace {
    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension View {
    /// Names this view's space, for `GeometryProxy.frame(in: .named(name))` in views inside it.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.coordinateSpace, .identifier(name.name)))
    }

    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.coordinateSpace, .identifier(AnyHashable(name))))
    }

    /// Calls `action` with `transform` of this view's geometry when the view appears and
    /// whenever the value changes after layout.
    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        background(_GeometryChangeReader(transform: transform, action: { _, new in action(new) }))
    }

    @preconcurrency nonisolated public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        background(_GeometryChangeReader(transform: transform, action: action))
    }
}

/// The reader behind `onGeometryChange`: an invisible `GeometryReader` in the view's
/// background, whose value's changes reach the action.
nonisolated public struct _GeometryChangeReader<T: Equatable>: View {
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    @MainActor public var body: some View {
        let transform = transform, action = action
        return GeometryReader { proxy in
            Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
        }
    }
}
