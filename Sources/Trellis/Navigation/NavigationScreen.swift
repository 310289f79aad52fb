import Foundation

/// The bar of one screen: title, display mode and toolbar items, set by modifiers in the
/// screen's content and read (tracked) by the bar.
final class NavigationScreenState: DependencySource, @unchecked Sendable {
    private var title: String?
    /// iOS 26's subtitle, under the title.
    private var subtitle: String?
    private var displayMode = NavigationBarItem.TitleDisplayMode.automatic
    private var leading: AnyView?
    private var trailing: AnyView?
    private var bottom: AnyView?
    private var barHidden = false
    private var backButtonHidden = false

    struct Snapshot {
        let title: String?
        let subtitle: String?
        let displayMode: NavigationBarItem.TitleDisplayMode
        let leading: AnyView?
        let trailing: AnyView?
        let barHidden: Bool
        let backButtonHidden: Bool
    }

    /// The `dismiss` and `presentationMode` of a pushed screen, made once so the values
    /// handed down stay equal (their readers do not wake up on every update).
    private var pop: (dismiss: DismissAction, mode: Binding<PresentationMode>)?

    @MainActor func popActions(index: Int, context: NavigationContext) -> (dismiss: DismissAction, mode: Binding<PresentationMode>) {
        if let pop { return pop }
        let close: @MainActor @Sendable () -> Void = { [weak context] in context?.popTo(index - 1) }
        let made = (DismissAction(close), Binding(get: { PresentationMode(isPresented: true, dismiss: close) }, set: { _ in }))
        pop = made
        return made
    }

    func read() -> Snapshot {
        DependencyTracking.recordRead(self)
        return Snapshot(title: title, subtitle: subtitle, displayMode: displayMode, leading: leading, trailing: trailing,
                        barHidden: barHidden, backButtonHidden: backButtonHidden)
    }

    /// The title alone, for the next screen's back button.
    func readTitle() -> String? {
        DependencyTracking.recordRead(self)
        return title
    }

    @MainActor func setTitle(_ newTitle: String?, displayMode newMode: NavigationBarItem.TitleDisplayMode? = nil) {
        let mode = newMode ?? displayMode
        guard newTitle != title || mode != displayMode else { return }
        title = newTitle
        displayMode = mode
        invalidateObservers()
    }

    @MainActor func setSubtitle(_ newSubtitle: String?) {
        guard newSubtitle != subtitle else { return }
        subtitle = newSubtitle
        invalidateObservers()
    }

    /// Every toolbar modifier's items on this screen, in the order they were mounted:
    /// several toolbars (a `toolbar` and a `navigationBarItems`) add up, as in SwiftUI.
    private var itemSources: [(source: ObjectIdentifier, leading: AnyView?, trailing: AnyView?, bottom: AnyView?)] = []

    /// Toolbar items are views: they are replaced on every update of their modifier.
    @MainActor func setItems(from source: ObjectIdentifier, leading newLeading: AnyView?, trailing newTrailing: AnyView?,
                             bottom newBottom: AnyView? = nil) {
        if let index = itemSources.firstIndex(where: { $0.source == source }) {
            itemSources[index] = (source, newLeading, newTrailing, newBottom)
        } else {
            itemSources.append((source, newLeading, newTrailing, newBottom))
        }
        mergeItems()
    }

    @MainActor func removeItems(from source: ObjectIdentifier) {
        guard let index = itemSources.firstIndex(where: { $0.source == source }) else { return }
        itemSources.remove(at: index)
        mergeItems()
    }

    @MainActor private func mergeItems() {
        leading = Self.merged(itemSources.compactMap(\.leading))
        trailing = Self.merged(itemSources.compactMap(\.trailing))
        bottom = Self.merged(itemSources.compactMap(\.bottom))
        invalidateObservers()
    }

    /// One view for a slot's items: itself when one modifier gave the slot items.
    @MainActor private static func merged(_ views: [AnyView]) -> AnyView? {
        guard views.count > 1 else { return views.first }
        return AnyView(HStack(spacing: 12) { ForEach(views.indices, id: \.self) { views[$0] } })
    }

    /// The bottom bar's items (`.bottomBar` and `.keyboard` placements).
    func readBottom() -> AnyView? {
        DependencyTracking.recordRead(self)
        return bottom
    }

    @MainActor func setDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) {
        guard mode != displayMode else { return }
        displayMode = mode
        invalidateObservers()
    }

    @MainActor func setBarHidden(_ hidden: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        invalidateObservers()
    }

    @MainActor func setBackButtonHidden(_ hidden: Bool) {
        guard hidden != backButtonHidden else { return }
        backButtonHidden = hidden
        invalidateObservers()
    }
}

struct NavigationScreenKey: EnvironmentKey { static var defaultValue: NavigationScreenState? { nil } }

extension EnvironmentValues {
    var navigationScreen: NavigationScreenState? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}

/// Namespace of SwiftUI's bar title modes.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension NavigationContext {
    /// Screen states by stack position, for back buttons that show the previous title.
    @MainActor func screenState(at index: Int) -> NavigationScreenState? { screenStates[index]?.state }
}

/// One screen of a stack: its bar, then its content; hidden unless it is on top.
struct _NavigationScreen<Content: View>: View {
    let index: Int
    let isTop: Bool
    let context: NavigationContext
    let content: Content
    @State private var state = NavigationScreenState()

    init(index: Int, isTop: Bool, context: NavigationContext, @ViewBuilder content: () -> Content) {
        self.index = index
        self.isTop = isTop
        self.context = context
        self.content = content()
    }

    var body: some View {
        context.register(state, at: index)
        // A pushed screen's `dismiss` pops it (and anything above it); the root keeps the
        // dismiss of whatever presents the stack.
        let pop = index > 0 ? state.popActions(index: index, context: context) : nil
        return _NavigationScreenElement(hidden: !isTop) {
            _NavigationBar(index: index, state: state, context: context)
            content.environment(\.navigationScreen, state)
                .transformEnvironment(\.dismiss) { if let pop { $0 = pop.dismiss } }
                .transformEnvironment(\.presentationMode) { if let pop { $0 = pop.mode } }
                .transformEnvironment(\.isPresented) { if pop != nil { $0 = true } }
            _NavigationBottomBar(state: state)
        }
        .modifier(_VisibilityModifier(visible: isTop))
    }
}

/// Title in the middle, back button (to the previous screen's title) and items: iOS's bar,
/// a row 44 points tall, and under it, for a large title, 52 points more. The screen keeps
/// it at its top (`navigation-bar`) whatever the content.
struct _NavigationBar: View {
    let index: Int
    let state: NavigationScreenState
    let context: NavigationContext

    var body: some View {
        let bar = state.read()
        let previous = index > 0 ? context.screenState(at: index - 1)?.readTitle() : nil
        return VStack(alignment: .leading, spacing: 0) {
            if !bar.barHidden {
                // An inline title is centred on the bar whatever items each side has.
                ZStack {
                    if bar.displayMode == .inline, let title = bar.title {
                        VStack(spacing: 0) {
                            Text(title).bold().accessibilityIdentifier("navigation-title")
                            if let subtitle = bar.subtitle {
                                Text(subtitle).font(.caption).foregroundStyle(.secondary).accessibilityIdentifier("navigation-subtitle")
                            }
                        }
                    }
                    HStack {
                        if index > 0 && !bar.backButtonHidden {
                            Button("‹ \(previous ?? "Back")") { context.popTo(index - 1) }
                                .accessibilityIdentifier("navigation-back")
                        }
                        if let leading = bar.leading { leading }
                        Spacer()
                        if let trailing = bar.trailing { trailing }
                    }
                }
                .frame(minHeight: 44)
                if bar.displayMode != .inline, let title = bar.title {
                    // The title in a box of its own: the frame is the bar's, not the title's.
                    VStack(alignment: .leading, spacing: 0) {
                        Text(title).font(.largeTitle).bold().accessibilityIdentifier("navigation-title")
                        if let subtitle = bar.subtitle {
                            Text(subtitle).font(.subheadline).foregroundStyle(.secondary).accessibilityIdentifier("navigation-subtitle")
                        }
                    }
                    .padding(.bottom, 8)
                    .frame(minHeight: 52, alignment: .bottomLeading)
                }
            }
        }
        .accessibilityIdentifier(Self.identifier)
    }

    nonisolated static let identifier = "navigation-bar"
}

/// Toolbar items placed at the bottom (`.bottomBar`, `.keyboard`), under the content.
struct _NavigationBottomBar: View {
    let state: NavigationScreenState

    var body: some View {
        if let bottom = state.readBottom() {
            HStack { bottom }.accessibilityIdentifier(Self.identifier)
        }
    }

    nonisolated static let identifier = "navigation-bottom-bar"
}

/// A screen's element; hidden screens stay mounted (their state survives) but are not shown.
nonisolated public struct _NavigationScreenElement<Content: View>: View {
    let hidden: Bool
    let content: Content

    init(hidden: Bool, @ViewBuilder content: () -> Content) {
        self.hidden = hidden
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .navigationScreen }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        hidden ? ElementProperties([ElementProperty(.hidden, .bool(true))]) : ElementProperties()
    }
}

/// Tells the subtree when it is covered or uncovered (onAppear/onDisappear run then).
nonisolated struct _VisibilityModifier: ViewModifier {
    let visible: Bool

    typealias Body = Never
    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        VisibilityNode<C>(view, parent: parent, inputs: inputs)
    }
}

final class VisibilityNode<C: View>: ModifierNode<C, _VisibilityModifier> {
    private var visible: Bool

    init(_ view: ModifiedContent<C, _VisibilityModifier>, parent: _ViewNode, inputs: _ViewInputs) {
        visible = view.modifier.visible
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        // Mounted already covered (several screens pushed at once): it appeared and was
        // covered in the same round.
        if !visible { child?.visibilityChanged(visible: false) }
    }

    override func update(to view: ModifiedContent<C, _VisibilityModifier>, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
        guard view.modifier.visible != visible else { return }
        visible = view.modifier.visible
        if visible {
            // Uncovered by a pop: the popped screen's onDisappear (queued as it is torn
            // down in this round) runs before this screen's onAppear.
            graph.enqueueAction { [weak self] in
                guard let self, self.isMounted, self.visible else { return }
                self.child?.visibilityChanged(visible: true)
            }
        } else {
            child?.visibilityChanged(visible: false)
        }
    }
}

@_spi(TrellisHost) extension _NavigationScreenElement: _PrimitiveView {}
