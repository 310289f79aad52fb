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
        guard let set = activation?.set, let context, let destination else { return }
        context.follow(active, link: link, destination: destination) { set(false) }
    }
}

/// A view with a destination pushed while a binding is true
/// (`navigationDestination(isPresented:destination:)`): the bound `NavigationLink`'s rule
/// without a link to tap.
nonisolated public struct _PresentedDestination<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    @Environment(\.navigationContext) private var context
    /// Made on the first push (a token is a main-actor object; the view is built anywhere).
    @State private var token: NavigationLinkToken?

    @MainActor public var body: some View {
        content.onChange(of: isPresented.wrappedValue, initial: true) { _, presented in follow(presented) }
    }

    @MainActor private func follow(_ presented: Bool) {
        guard let context else {
            if presented { ViewGraph.logger.warning("navigationDestination(isPresented:) outside a NavigationStack; nothing to push on.") }
            return
        }
        guard presented || token != nil else { return }
        let link = token ?? NavigationLinkToken()
        if token == nil { token = link }
        let binding = isPresented
        context.follow(presented, link: link, destination: destination) { binding.wrappedValue = false }
    }
}

/// `navigationDestination(item:)`: a presented destination shown while the item is set,
/// made from the item's value.
nonisolated public struct _ItemDestination<Content: View, D: Hashable, C: View>: View {
    let content: Content
    let item: Binding<D?>
    let destination: (D) -> C

    @MainActor public var body: some View {
        let item = item, destination = destination
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return content.navigationDestination(isPresented: isPresented) { _ItemScreen(item: item, destination: destination) }
    }
}

/// The pushed screen of `navigationDestination(item:)`: it reads the item as it shows, so
/// setting another item while it is shown shows that one.
nonisolated struct _ItemScreen<D: Hashable, C: View>: View {
    let item: Binding<D?>
    let destination: (D) -> C

    @MainActor var body: some View {
        if let value = item.wrappedValue { destination(value) }
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

/// Sets the subtitle of the screen the view is in (iOS 26), shown under its title.
nonisolated public struct _NavigationSubtitleModifier: ViewModifier {
    let subtitle: String

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs) { modifier, environment in
            environment.navigationScreen?.setSubtitle(modifier.subtitle)
        }
    }
}

/// Puts views in the bar of the screen the view is in.
nonisolated public struct _NavigationItemsModifier: ViewModifier {
    let leading: AnyView?
    let trailing: AnyView?
    var bottom: AnyView? = nil

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs, apply: { modifier, environment, source in
            environment.navigationScreen?.setItems(from: source, leading: modifier.leading, trailing: modifier.trailing, bottom: modifier.bottom)
        }, unmount: { environment, source in
            environment.navigationScreen?.removeItems(from: source)
        })
    }
}

/// A modifier that tells the enclosing stack or screen something each time it is
/// mounted or updated, and shows its content unchanged.
final class NavigationSideEffectNode<C: View, M: ViewModifier>: ModifierNode<C, M> {
    private let apply: @MainActor (M, EnvironmentValues, ObjectIdentifier) -> Void
    private let unmount: (@MainActor (EnvironmentValues, ObjectIdentifier) -> Void)?

    /// `apply` runs with this node's identity, for modifiers whose effects add up (several
    /// toolbars on one screen); `unmount` takes them back.
    init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs,
         apply: @escaping @MainActor (M, EnvironmentValues, ObjectIdentifier) -> Void,
         unmount: (@MainActor (EnvironmentValues, ObjectIdentifier) -> Void)? = nil) {
        self.apply = apply
        self.unmount = unmount
        super.init(parent: parent, inputs: inputs)
        let source = ObjectIdentifier(self)
        DependencyTracking.untracked { apply(view.modifier, inputs.environment, source) }
        child = makeChild(view.content, inputs: inputs)
    }

    convenience init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs,
                     apply: @escaping @MainActor (M, EnvironmentValues) -> Void) {
        self.init(view, parent: parent, inputs: inputs, apply: { modifier, environment, _ in apply(modifier, environment) })
    }

    override func update(to view: ModifiedContent<C, M>, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        let source = ObjectIdentifier(self)
        DependencyTracking.untracked { apply(view.modifier, newInputs.environment, source) }
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

    override func willUnmount() {
        let source = ObjectIdentifier(self)
        if let unmount { DependencyTracking.untracked { unmount(inputs.environment, source) } }
        super.willUnmount()
    }
}

/// Where a toolbar item goes in the bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, principal, navigation, navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing,
         bottomBar, primaryAction, secondaryAction, cancellationAction, confirmationAction, destructiveAction, status, keyboard

    /// Where the bar shows it. A browser has no keyboard accessory bar: `.keyboard` items
    /// go in the bottom bar, always shown.
    var slot: ToolbarSlot {
        switch self {
        case .navigation, .navigationBarLeading, .topBarLeading, .cancellationAction: .leading
        case .bottomBar, .status, .keyboard: .bottom
        default: .trailing
        }
    }
}

enum ToolbarSlot { case leading, trailing, bottom }

extension View {
    /// The title of the screen this view is in (shown in the stack's bar).
    nonisolated public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title, displayMode: nil))
    }

    nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.content, displayMode: nil))
    }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _NavigationTitleModifier> {
        navigationTitle(Text(titleKey))
    }

    /// A subtitle under the screen's title in the bar (iOS 26).
    @_disfavoredOverload
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: String(localized: subtitleKey)))
    }

    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: String(subtitle)))
    }

    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: subtitle.content))
    }

    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> ModifiedContent<Self, _NavigationTitleModifier> {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
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

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping the
    /// screen sets it back to false (iOS 16).
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> _PresentedDestination<Self, V> {
        _PresentedDestination(content: self, isPresented: isPresented, destination: destination())
    }

    /// Pushes `destination` for the item on the enclosing stack while `item` holds one;
    /// popping the screen sets it back to nil (iOS 17).
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
        -> _ItemDestination<Self, D, C> {
        _ItemDestination(content: self, item: item, destination: destination)
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

    /// Views for the screen's bar, on its trailing side (`ToolbarItem`s place themselves:
    /// see `toolbar(content:)` for toolbar content).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationItemsModifier> {
        var slots = ToolbarSlots()
        slots.sort(content())
        return modifier(_NavigationItemsModifier(leading: slots.view(.leading), trailing: slots.view(.trailing), bottom: slots.view(.bottom)))
    }

    /// Items for the screen's bar, placed by their `ToolbarItem`/`ToolbarItemGroup`
    /// placement: leading, trailing, or the bottom bar.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationItemsModifier> {
        var slots = ToolbarSlots()
        slots.add(content())
        return modifier(_NavigationItemsModifier(leading: slots.view(.leading), trailing: slots.view(.trailing), bottom: slots.view(.bottom)))
    }

    /// Customizable toolbar content (the identifier names the customization on iPadOS and
    /// macOS; the bar here is not customizable).
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationItemsModifier> {
        toolbar(content: content)
    }

    /// Accepted for source compatibility: a browser page has one navigation style.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }

    /// `.large` shows the title under the bar, `.inline` in it.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        modifier(_NavigationBarOptionModifier(option: .displayMode(displayMode)))
    }

    /// The title's size in the bar (iOS 17's name for `navigationBarTitleDisplayMode`).
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    nonisolated public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        modifier(_NavigationBarOptionModifier(option: .hidden(hidden)))
    }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        modifier(_NavigationBarOptionModifier(option: .backButtonHidden(hidesBackButton)))
    }

    /// Shows or hides a bar: `.toolbar(.hidden, for: .navigationBar)` hides the stack's
    /// bar. The other bars (a tab bar, a bottom bar) stay as they are here.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        barVisibility(visibility, for: bars)
    }

    nonisolated private func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        let touchesNavigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return modifier(_NavigationBarOptionModifier(option: touchesNavigationBar && visibility != .automatic
            ? .hidden(visibility == .hidden) : .unchanged))
    }

    /// A title the user can rename in SwiftUI (iOS 16's editable title); shown here.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _NavigationTitleModifier> {
        modifier(_NavigationTitleModifier(title: title.wrappedValue, displayMode: nil))
    }

    /// The bar's background. Accepted: the web host draws every bar in the page's own style.
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }

    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// The bar's colour scheme. Accepted: bars follow the page's scheme.
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }

    /// iOS 18's name for `toolbar(_:for:)`.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _NavigationBarOptionModifier> {
        barVisibility(visibility, for: bars)
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility. Accepted likewise.
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// What the toolbar is for (browser, editor, navigation stack). Accepted: iOS uses it to
    /// place the title on an iPad; the bar here keeps the phone's layout.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> Self { self }
}

/// The purpose of a toolbar, which iOS uses to lay it out on an iPad.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// A bar a toolbar modifier talks about.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Toolbar content sorted into the bar's places.
private struct ToolbarSlots {
    var items: [ToolbarSlot: [AnyView]] = [:]

    /// Plain views: each on the trailing side.
    mutating func sort(_ content: Any) {
        if let tuple = content as? any _TupleViewContent {
            for child in Mirror(reflecting: tuple.tupleValue).children { sort(child.value) }
        } else if let view = content as? any View {
            items[.trailing, default: []].append(AnyView(view))
        }
    }

    /// Toolbar content: each item in its placement's slot. Its bodies are main-actor
    /// code, run where the modifier is applied (a view's body).
    mutating func add<C: ToolbarContent>(_ content: C) {
        guard DependencyTracking.isOnMainActor else { return }
        nonisolated(unsafe) let content = content
        for entry in MainActor.assumeIsolated({ content._toolbarEntries() }) {
            items[entry.placement.slot, default: []].append(entry.view)
        }
    }

    func view(_ slot: ToolbarSlot) -> AnyView? {
        guard let views = items[slot], !views.isEmpty else { return nil }
        return views.count == 1 ? views[0] : AnyView(_ToolbarItems(views: views))
    }
}

/// Several toolbar items side by side.
nonisolated private struct _ToolbarItems: View {
    let views: [AnyView]
    @MainActor var body: some View {
        HStack { ForEach(views.indices, id: \.self) { views[$0] } }
    }
}

protocol _TupleViewContent { var tupleValue: Any { get } }
extension TupleView: _TupleViewContent { var tupleValue: Any { value } }

/// A navigation view style (accepted; one style on the web).
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { Self() } }

/// Hides the bar or its back button, or sets the title's display mode, for the screen the
/// view is in.
nonisolated public struct _NavigationBarOptionModifier: ViewModifier {
    enum Option {
        case displayMode(NavigationBarItem.TitleDisplayMode)
        case hidden(Bool)
        case backButtonHidden(Bool)
        /// For another bar than the navigation bar: nothing to change here.
        case unchanged
    }
    let option: Option

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        NavigationSideEffectNode(view, parent: parent, inputs: inputs) { modifier, environment in
            guard let screen = environment.navigationScreen else { return }
            switch modifier.option {
            case .displayMode(let mode): screen.setDisplayMode(mode)
            case .hidden(let hidden): screen.setBarHidden(hidden)
            case .backButtonHidden(let hidden): screen.setBackButtonHidden(hidden)
            case .unchanged: break
            }
        }
    }
}

/// How large a screen's title shows in its bar (iOS 17).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    public static var automatic: ToolbarTitleDisplayMode { .init(barMode: .automatic) }
    public static var large: ToolbarTitleDisplayMode { .init(barMode: .large) }
    public static var inline: ToolbarTitleDisplayMode { .init(barMode: .inline) }
    /// Inline, in a large font (a Mac's); inline here.
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(barMode: .inline) }
}

// MARK: Navigation transitions (iOS 18)

/// How a pushed screen comes in: the standard push, or a zoom from a source view.
public protocol NavigationTransition {}

/// The standard push from the trailing edge.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from the view marked with `matchedTransitionSource(id:in:)`. The screens of the
/// hosts here slide in as pushed screens do (docs/Differences.md).
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// How a transition's source looks while it zooms (its corner radius, its shadow).
public protocol MatchedTransitionSourceConfiguration {}
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension View {
    /// Accepted: the screen comes in as a pushed screen does.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> Self { self }
    /// Accepted: marks the source of a zoom, which the hosts here draw as a push.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> Self { self }
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                                    configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> Self { self }
}

extension MatchedTransitionSourceConfiguration {
    /// Accepted with the zoom it shapes.
    public func clipShape(_ shape: some Shape) -> Self { self }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func background(_ style: Color) -> Self { self }
}
