/// What a presentation modifier shows: the element kind, a title for alerts and dialogs,
/// and a way to read the binding (an id per presented item: a new id re-presents).
nonisolated public struct _PresentationModifier<Style: _PresentationStyle, Presented: View>: ViewModifier {
    let title: String?
    /// Reads the binding: the presented content and its identity, or nil when not shown.
    let resolve: () -> (id: AnyHashable, content: Presented)?
    /// Sets the binding back (false / nil).
    let close: () -> Void
    let onDismiss: (@MainActor () -> Void)?

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        PresentationNode<C, Style, Presented>(view, parent: parent, inputs: inputs)
    }
}

/// Which element a presentation makes.
public protocol _PresentationStyle {
    @_spi(TrellisHost) static var kind: ElementKind { get }
}

public enum _SheetStyle: _PresentationStyle { @_spi(TrellisHost) public static var kind: ElementKind { .sheet } }
public enum _FullScreenCoverStyle: _PresentationStyle { @_spi(TrellisHost) public static var kind: ElementKind { .fullScreenCover } }
public enum _AlertStyle: _PresentationStyle { @_spi(TrellisHost) public static var kind: ElementKind { .alert } }
public enum _ConfirmationDialogStyle: _PresentationStyle { @_spi(TrellisHost) public static var kind: ElementKind { .confirmationDialog } }

/// The presentation's element (a sheet, a full-screen cover, an alert, a dialog).
nonisolated public struct _PresentationElement<Style: _PresentationStyle, Content: View>: View {
    let title: String?
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { Style.kind }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        title.map { ElementProperties([ElementProperty(.title, .string($0))]) } ?? ElementProperties()
    }
}

/// Closes the presentation from inside it (`dismiss()`, `presentationMode`, an alert's
/// buttons); reads the presenter's latest binding.
final class PresentationCloser: @unchecked Sendable {
    nonisolated(unsafe) var close: @MainActor () -> Void = {}
    @MainActor func callAsFunction() { close() }
}

/// An alert's or dialog's buttons close it after their action (an internal environment value).
struct PresentationActionDismiss: @unchecked Sendable {
    let action: (@MainActor () -> Void)?
}

struct PresentationActionDismissKey: EnvironmentKey {
    static var defaultValue: PresentationActionDismiss? { nil }
}

extension EnvironmentValues {
    var presentationActionDismiss: PresentationActionDismiss? {
        get { self[PresentationActionDismissKey.self] }
        set { self[PresentationActionDismissKey.self] = newValue }
    }
}

/// Shows the modified content, and while the binding says so, the presented content in a
/// layer above the app (the root's last children). The binding is read here, not in the
/// presenter's body: only this node re-runs when it flips. Dismissing tears the presented
/// identity down (its onDisappear runs, its state goes), then runs `onDismiss`.
final class PresentationNode<C: View, Style: _PresentationStyle, Presented: View>: _ViewNode {
    private var modifier: _PresentationModifier<Style, Presented>
    @exclusivity(unchecked) private var content: _ViewNode?
    @exclusivity(unchecked) private var layer: ContainerNode?
    private var presentedID: AnyHashable?
    private var layerInputs: _ViewInputs?
    private let closer = PresentationCloser()

    init(_ view: ModifiedContent<C, _PresentationModifier<Style, Presented>>, parent: _ViewNode, inputs: _ViewInputs) {
        modifier = view.modifier
        super.init(parent: parent, inputs: inputs)
        closer.close = { [weak self] in self?.modifier.close() }
        content = makeChild(view.content, inputs: inputs)
        refreshPresentation()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = ViewValues.cast(newValue, to: ModifiedContent<C, _PresentationModifier<Style, Presented>>.self)
        modifier = view.modifier
        let inputsChanged = !newInputs.hasSameIdentity(as: inputs)
        inputs = newInputs
        if inputsChanged { layerInputs = nil }
        content = reconcileChild(content, with: view.content, inputs: newInputs)
        refreshPresentation()
    }

    override func reevaluate() {
        isDirty = false
        refreshPresentation()
    }

    private func refreshPresentation() {
        beginEvaluation()
        let saved = DependencyTracking.enter(self)
        let resolved = DependencyTracking.observing(self) { modifier.resolve() }
        DependencyTracking.leave(saved)
        guard let resolved else {
            if layer != nil { dismissLayer() }
            return
        }
        if layer != nil, presentedID != resolved.id { dismissLayer() }
        presentedID = resolved.id
        let element = _PresentationElement<Style, Presented>(title: modifier.title, content: resolved.content)
        if let layer {
            layer.update(element, inputs: presentedInputs())
        } else {
            let made = makeChild(element, inputs: presentedInputs())
            guard let container = made as? ContainerNode else { return }
            layer = container
            graph.root.addLayer(container)
        }
    }

    /// The presenter's environment, plus what tells the presented views how to close.
    private func presentedInputs() -> _ViewInputs {
        if let layerInputs { return layerInputs }
        var environment = inputs.environment
        let closer = self.closer
        environment.isPresented = true
        environment.dismiss = DismissAction { closer() }
        environment.presentationMode = Binding(
            get: { PresentationMode(isPresented: true, dismiss: { closer() }) },
            set: { _ in }
        )
        if Style.kind == .alert || Style.kind == .confirmationDialog {
            environment.presentationActionDismiss = PresentationActionDismiss(action: { closer() })
        }
        let made = _ViewInputs(environment: environment)
        layerInputs = made
        return made
    }

    private func dismissLayer() {
        guard let layer else { return }
        self.layer = nil
        presentedID = nil
        layer.unmount()
        graph.root.removeLayer(layer)
        if let onDismiss = modifier.onDismiss { graph.enqueueAction(onDismiss) }
    }

    override func appendElements(to list: inout ElementList) { content?.appendElements(to: &list) }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
        if let layer { body(layer) }
    }

    override func willUnmount() {
        if let layer {
            self.layer = nil
            graph.root.removeLayer(layer)
        }
        content = nil
    }
}

@_spi(TrellisHost) extension _PresentationElement: _PrimitiveView {}
