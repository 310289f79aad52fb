import Foundation

/// Pushes a screen on the enclosing stack when tapped: a destination view, or a value the
/// stack's `navigationDestination(for:)` turns into one. The older programmatic forms
/// (`isActive:`, `tag:selection:`) push while their binding says so, and reset it when the
/// screen is popped.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    /// For the programmatic forms: whether the destination should be shown, and how to
    /// say it should (true) or should not (false) be.
    let activation: (isActive: Bool, set: (Bool) -> Void)?
    @Environment(\.navigationContext) private var context
    @State private var link = NavigationLinkToken()

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
        self.activation = nil
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
        self.activation = (isActive.wrappedValue, { isActive.wrappedValue = $0 })
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
        self.activation = (selection.wrappedValue == tag, { active in
            if active {
                selection.wrappedValue = tag
            } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
            }
        })
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    public var body: some View {
        Button {
            guard let context else {
                ViewGraph.logger.warning("A NavigationLink was tapped outside a NavigationStack or NavigationView; nothing to push on.")
                return
            }
            if let activation {
                activation.set(true)
            } else if let value {
                context.pushValue(value)
            } else if let destination {
                context.pushView(destination)
            }
        } label: {
            label
        }
        .onChange(of: activation?.isActive ?? false, initial: true) { _, active in follow(active) }
    }

    /// Brings the stack in line with the binding: pushes or pops this link's screen.
    private func follow(_ active: Bool) {
        guard activation != nil, let context, let destination else { return }
        if active, !context.isPushed(link) {
            let set = activation?.set
            link.onPop = { set?(false) }
            context.pushView(destination, link: link)
        } else if !active, context.isPushed(link) {
            context.pop(link)
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes `value`; the stack shows it with the destination registered for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map { AnyHashable($0) }
        self.activation = nil
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// Registers how a stack shows pushed values of one type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    let destination: (D) -> Destination

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs) { modifier, environment in
            guard let context = environment.navigationContext else { return }
            let make = modifier.destination
            context.destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(make($0)) } }
        }
    }
}

/// Sets the title (and its display mode) of the screen the view is in.
nonisolated public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    let displayMode: NavigationBarItem.TitleDisplayMode?

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs) { modifier, environment in
            environment.navigationScreen?.setTitle(modifier.title, displayMode: modifier.displayMode)
        }
    }
}

/// Puts views in the bar of the screen the view is in.
nonisolated public struct _NavigationItemsModifier: ViewModifier {
    let leading: AnyView?
    let trailing: AnyView?

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs) { modifier, environment in
            environment.navigationScreen?.setItems(leading: modifier.leading, trailing: modifier.trailing)
        }
    }
}

/// A modifier that tells the enclosing stack or screen something each time it is
/// mounted or updated, and shows its content unchanged.
final class NavigationSideEffectNode<C: View, M: ViewModifier>: SingleChildNode {
    private let apply: @MainActor (M, EnvironmentValues) -> Void

    init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs, apply: @escaping @MainActor (M, EnvironmentValues) -> Void) {
        self.apply = apply
        super.init(parent: parent, inputs: inputs)
        DependencyTracking.untracked { apply(view.modifier, inputs.environment) }
        child = makeChild(view.content, inputs: inputs)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = unsafeBitCast(newValue, to: ModifiedContent<C, M>.self)
        inputs = newInputs
        DependencyTracking.untracked { apply(view.modifier, newInputs.environment) }
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }
}

/// Where a toolbar item goes in the bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, principal, navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing, bottomBar, primaryAction, cancellationAction, confirmationAction
}

/// One item of a `toolbar`.
nonisolated public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    @MainActor public var body: some View { content }

    var isLeading: Bool { [.navigationBarLeading, .topBarLeading, .cancellationAction].contains(placement) }
}

extension View {
    /// The title of the screen this view is in (shown in the stack's bar).
    nonisolated public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title, displayMode: nil))
    }

    nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content, displayMode: nil))
    }

    nonisolated public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title, displayMode: displayMode))
    }

    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content, displayMode: displayMode))
    }

    /// Shows pushed values of type `D` with `destination` (for `NavigationLink(value:)`
    /// and a stack's path).
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
        modifier(_NavigationDestinationModifier(destination: destination))
    }

    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _NavigationItemsModifier> {
        modifier(_NavigationItemsModifier(leading: AnyView(leading), trailing: AnyView(trailing)))
    }

    nonisolated public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _NavigationItemsModifier> {
        modifier(_NavigationItemsModifier(leading: AnyView(leading), trailing: nil))
    }

    nonisolated public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _NavigationItemsModifier> {
        modifier(_NavigationItemsModifier(leading: nil, trailing: AnyView(trailing)))
    }

    /// Items for the screen's bar: one `ToolbarItem` (leading placements go on the
    /// left) or any views (they go on the right).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationItemsModifier> {
        let items = content()
        if let item = items as? any _LeadingToolbarItem, item.isLeadingItem {
            return modifier(_NavigationItemsModifier(leading: AnyView(items), trailing: nil))
        }
        return modifier(_NavigationItemsModifier(leading: nil, trailing: AnyView(items)))
    }
}

protocol _LeadingToolbarItem {
    var isLeadingItem: Bool { get }
}

extension ToolbarItem: _LeadingToolbarItem {
    var isLeadingItem: Bool { isLeading }
}
