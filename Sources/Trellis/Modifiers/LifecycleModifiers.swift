/// Runs actions when the modified view's identity appears or disappears.
nonisolated public struct _AppearanceModifier: ViewModifier {
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        AppearanceNode<C>(view, parent: parent, inputs: inputs)
    }
}

/// Queues `onAppear` once mounted and `onDisappear` once torn down; the latest closures run.
final class AppearanceNode<C: View>: ModifierNode<C, _AppearanceModifier> {
    private var modifier: _AppearanceModifier

    init(_ view: ModifiedContent<C, _AppearanceModifier>, parent: _ViewNode, inputs: _ViewInputs) {
        modifier = view.modifier
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        guard let appear = modifier.appear else { return }
        guard graph.measuresGeometryReaders, let reader = inputs.environment.enclosingGeometry, !reader.isMeasured else {
            graph.enqueueAction(appear)
            return
        }
        // Inside a GeometryReader the host has not measured yet: as on iOS, where the
        // reader's content is made during layout, the action runs once it has its size, and
        // it is the latest action, made with that size, that runs.
        let graph = graph
        reader.afterFirstSize { [weak self] in
            graph.enqueueAction { [weak self] in
                guard let self, !self.isHidden, !self.isUnmounted, let appear = self.modifier.appear else { return }
                appear()
            }
        }
    }

    override func update(to view: ModifiedContent<C, _AppearanceModifier>, inputs newInputs: _ViewInputs) {
        modifier = view.modifier
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

    /// Covered (or hidden) already: nothing more disappears when it goes.
    private var isHidden = false

    /// Gone before a deferred `onAppear` ran (see init): it does not run.
    private var isUnmounted = false

    override func willUnmount() {
        isUnmounted = true
        if !isHidden, let disappear = modifier.disappear { graph.enqueueAction(disappear) }
        super.willUnmount()
    }

    override func visibilityChanged(visible: Bool) {
        guard visible == isHidden else { return super.visibilityChanged(visible: visible) }
        isHidden = !visible
        if visible {
            // Shown: this view first, then what is inside it (as at mount).
            if let appear = modifier.appear { graph.enqueueAction(appear) }
            super.visibilityChanged(visible: true)
        } else {
            // Hidden: what is inside first (as at unmount).
            super.visibilityChanged(visible: false)
            if let disappear = modifier.disappear { graph.enqueueAction(disappear) }
        }
    }

}

/// Calls an action when a value the view passes in changes.
nonisolated public struct _ValueChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ValueChangeNode<C, Value>(view, parent: parent, inputs: inputs)
    }
}

final class ValueChangeNode<C: View, Value: Equatable>: ModifierNode<C, _ValueChangeModifier<Value>> {
    private var value: Value

    init(_ view: ModifiedContent<C, _ValueChangeModifier<Value>>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        if view.modifier.initial {
            let action = view.modifier.action, current = value
            graph.enqueueAction { action(current, current) }
        }
    }

    override func update(to view: ModifiedContent<C, _ValueChangeModifier<Value>>, inputs newInputs: _ViewInputs) {
        if view.modifier.value != value {
            let old = value, new = view.modifier.value, action = view.modifier.action
            value = new
            graph.enqueueAction { action(old, new) }
        }
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

}

extension View {
    /// Runs `action` after this view's identity is first shown.
    @preconcurrency nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(appear: action, disappear: nil))
    }

    /// Runs `action` after this view's identity is removed.
    @preconcurrency nonisolated public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the new value whenever `value` changes.
    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new value whenever `value` changes (and at first if `initial`).
    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes (and at first if `initial`).
    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _ValueChangeModifier<V>> {
        modifier(_ValueChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }
}

/// Runs an async action while the view's identity lives, restarting it when `id` changes.
nonisolated public struct _TaskModifier<ID: Equatable>: ViewModifier {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        TaskNode<C, ID>(view, parent: parent, inputs: inputs)
    }
}

/// Starts the task when the identity appears (with onAppear's timing), cancels it when
/// the identity goes away, and cancels and restarts it when the id changes.
final class TaskNode<C: View, ID: Equatable>: ModifierNode<C, _TaskModifier<ID>> {
    private var modifier: _TaskModifier<ID>
    private var task: Task<Void, Never>?

    init(_ view: ModifiedContent<C, _TaskModifier<ID>>, parent: _ViewNode, inputs: _ViewInputs) {
        modifier = view.modifier
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        graph.enqueueAction { [weak self] in self?.start() }
    }

    override func update(to view: ModifiedContent<C, _TaskModifier<ID>>, inputs newInputs: _ViewInputs) {
        let changed = view.modifier.id != modifier.id
        modifier = view.modifier
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
        if changed {
            task?.cancel()
            graph.enqueueAction { [weak self] in self?.start() }
        }
    }

    private func start() {
        guard isMounted else { return }
        task?.cancel()
        task = Task(priority: modifier.priority, operation: modifier.action)
    }

    override func willUnmount() {
        task?.cancel()
        task = nil
        super.willUnmount()
    }

    /// Covered: the task is cancelled, as at disappear; uncovered: it starts again.
    override func visibilityChanged(visible: Bool) {
        super.visibilityChanged(visible: visible)
        if visible {
            start()
        } else {
            task?.cancel()
            task = nil
        }
    }
}

extension View {
    /// Runs `action` when this view appears; it is cancelled when the view disappears.
    @preconcurrency nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, _TaskModifier<Bool>> {
        modifier(_TaskModifier(id: true, priority: priority, action: action))
    }

    /// Runs `action` when this view appears and again (cancelling the previous run)
    /// whenever `id` changes; cancelled when the view disappears.
    @preconcurrency nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, _TaskModifier<T>> {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
