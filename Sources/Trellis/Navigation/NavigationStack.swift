import Foundation

/// One pushed screen: a value (resolved by `navigationDestination(for:)`) or a view
/// (from a `NavigationLink(destination:)`).
struct NavigationEntry: Identifiable {
    let id: Int
    let value: AnyHashable?
    let view: AnyView?
    /// The bound link (`isActive:` / `tag:selection:`) that pushed it, told when it pops.
    var link: NavigationLinkToken? = nil
}

/// Identifies one programmatic `NavigationLink` on its stack, and resets its binding
/// when the screen it pushed is popped (Back, `dismiss`, a pop further down).
@MainActor
final class NavigationLinkToken {
    var onPop: () -> Void = {}
}

/// What links and destinations inside a stack talk to. A class kept for the stack's
/// identity; its pushes go through the stack's current state and path binding.
@MainActor
final class NavigationContext {
    var push: (NavigationEntry) -> Void = { _ in }
    var popTo: (Int) -> Void = { _ in }
    /// The pushed entries, as the stack shows them now.
    var entries: () -> [NavigationEntry] = { [] }
    var nextID: () -> Int = { 0 }
    /// Destinations registered with `navigationDestination(for:)`, by value type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// The bar state of each screen, by position (weakly: screens own them).
    var screenStates: [Int: WeakScreenState] = [:]

    final class WeakScreenState {
        weak var state: NavigationScreenState?
        init(state: NavigationScreenState) { self.state = state }
    }

    func register(_ state: NavigationScreenState, at index: Int) {
        screenStates[index] = WeakScreenState(state: state)
    }

    func pushValue<V: Hashable>(_ value: V) {
        push(NavigationEntry(id: nextID(), value: AnyHashable(value), view: nil))
    }

    /// Pushes a destination view; `link` is the bound link that pushed it, if any.
    func pushView<V: View>(_ view: V, link: NavigationLinkToken? = nil) {
        push(NavigationEntry(id: nextID(), value: nil, view: AnyView(view), link: link))
    }

    func isPushed(_ link: NavigationLinkToken) -> Bool {
        entries().contains { $0.link === link }
    }

    /// Pops the screen `link` pushed, and every screen above it.
    func pop(_ link: NavigationLinkToken) {
        guard let position = entries().firstIndex(where: { $0.link === link }) else { return }
        popTo(position)
    }

    /// Brings the stack in line with a binding (a bound `NavigationLink`,
    /// `navigationDestination(isPresented:)`): pushes `destination` for `link` while
    /// `active`, pops it when not; popping it another way calls `reset`.
    func follow<V: View>(_ active: Bool, link: NavigationLinkToken, destination: V, reset: @escaping () -> Void) {
        if active, !isPushed(link) {
            link.onPop = reset
            pushView(destination, link: link)
        } else if !active, isPushed(link) {
            pop(link)
        }
    }

    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// Shows a root view and the screens pushed on it, one at a time, with a bar holding the
/// title, a back button and toolbar items. Screens below the top stay alive (hidden), so
/// their state is there when the user comes back. The web host maps pushes and pops to
/// the browser's history: Back pops.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: Binding<NavigationPath>?
    @State private var pushed: [NavigationEntry] = []
    @State private var counter = 0
    @State private var context = NavigationContext()

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`: append to push, remove to pop.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path
    }

    /// A stack whose pushed values are the elements of `path`.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.root = root()
        self.path = Binding(
            get: { NavigationPath(path.wrappedValue) },
            set: { newPath in path.wrappedValue = Data(newPath.elements.compactMap { $0.base as? Data.Element }) }
        )
    }

    public var body: some View {
        let entries = currentEntries()
        wire(entries)
        return _NavigationStackElement(depth: entries.count) {
            _NavigationScreen(index: 0, isTop: entries.isEmpty, context: context) { root }
            ForEach(Array(entries.enumerated()), id: \.element.id) { index, entry in
                _NavigationScreen(index: index + 1, isTop: index == entries.count - 1, context: context) {
                    _DestinationView(entry: entry, context: context)
                }
            }
        }
        .environment(\.navigationContext, context)
    }

    /// Values from the path binding (ids by position), then views pushed by links.
    private func currentEntries() -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        if let path {
            for (offset, value) in path.wrappedValue.elements.enumerated() {
                entries.append(NavigationEntry(id: -1 - offset, value: value, view: nil))
            }
        }
        return entries + pushed
    }

    /// Points the context at this value's bindings (the latest path binding).
    private func wire(_ entries: [NavigationEntry]) {
        let path = self.path, pushedBinding = $pushed, counterBinding = $counter
        let pathCount = path?.wrappedValue.count ?? 0
        context.entries = { entries }
        context.nextID = {
            counterBinding.wrappedValue += 1
            return counterBinding.wrappedValue
        }
        context.push = { entry in
            if let path, let value = entry.value, pushedBinding.wrappedValue.isEmpty {
                path.wrappedValue.elements.append(value)
            } else {
                pushedBinding.wrappedValue.append(entry)
            }
        }
        context.popTo = { depth in
            let depth = max(depth, 0)
            if depth < pathCount {
                pushedBinding.wrappedValue = []
                path?.wrappedValue.elements.removeLast(pathCount - depth)
            } else {
                let keep = depth - pathCount
                if keep < pushedBinding.wrappedValue.count { pushedBinding.wrappedValue.removeLast(pushedBinding.wrappedValue.count - keep) }
            }
            // Bound links whose screens left reset their bindings.
            for entry in entries.dropFirst(depth) { entry.link?.onPop() }
        }
    }
}

/// The older name: one column of navigation, as on iPhone.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { NavigationStack { content } }
}

/// The stack's element; its `depth` lets hosts follow pushes and pops (the web host keeps
/// the browser history in step). A host reports a Back with `setText("<depth>")`.
nonisolated public struct _NavigationStackElement<Content: View>: View {
    let depth: Int
    let content: Content

    init(depth: Int, @ViewBuilder content: () -> Content) {
        self.depth = depth
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .navigationStack }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.depth, .number(Double(depth)))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText(let value) = event, let target = Int(value) { return target >= 0 && target < depth }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setText(let value) = event, let target = Int(value), target >= 0, target < depth else { return false }
        environment.navigationContext?.popTo(target)
        return true
    }
}

/// A value pushed on the stack, shown by its registered destination.
nonisolated struct _DestinationView: View {
    let entry: NavigationEntry
    let context: NavigationContext

    @MainActor var body: some View {
        if let view = entry.view {
            view
        } else if let value = entry.value, let destination = context.destination(for: value) {
            destination
        } else {
            Text("⚠︎ No navigationDestination for \(entry.value.map { "\(type(of: $0.base))" } ?? "this value")")
                .foregroundColor(.red)
                .accessibilityIdentifier("trellis.error")
        }
    }
}

extension _DestinationView: _ViewFieldComparable {
    /// Same entry (by id) in the same stack: the destination was made when it was pushed.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let lhs = a.assumingMemoryBound(to: _DestinationView.self).pointee
        let rhs = b.assumingMemoryBound(to: _DestinationView.self).pointee
        return lhs.entry.id == rhs.entry.id && lhs.entry.value == rhs.entry.value && lhs.context === rhs.context
    }
}

@_spi(TrellisHost) extension _NavigationStackElement: _PrimitiveView {}
