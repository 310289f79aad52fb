import Dispatch
import Foundation

#if !canImport(Darwin)
/// Foundation's undo stack, which Linux's Foundation lacks: actions registered as changes
/// are made, undone and redone in groups (by default one group per turn of the main queue,
/// as Apple's groups by run-loop event), with action names for menus. A target is held
/// weakly: an action whose target is gone does nothing.
open class UndoManager: NSObject, @unchecked Sendable {
    private struct Action {
        let run: () -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups opened and not closed yet, innermost last.
    private var openGroups: [Group] = []
    private var implicitGroupOpen = false
    private var disabled = 0

    /// Whether registrations made during one turn of the main queue form one group.
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit).
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    open var groupingLevel: Int { openGroups.count }

    public override init() {
        super.init()
    }

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var undoActionName: String { (openGroups.first?.actions.isEmpty == false ? openGroups.first : undoStack.last)?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            implicitGroupOpen = false
            guard !group.actions.isEmpty else { return }
            push(group)
        } else {
            // A nested group becomes part of the one around it.
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    /// Registers `handler` to be called with `target` when this change is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard disabled == 0 else { return }
        let action = Action { [weak target] in if let target { handler(target) } }
        if openGroups.isEmpty {
            if isUndoing || isRedoing || !groupsByEvent {
                push(Group(actions: [action]))
                return
            }
            beginUndoGrouping()
            implicitGroupOpen = true
            DispatchQueue.main.async { [weak self] in self?.closeImplicitGroup() }
        }
        openGroups[openGroups.count - 1].actions.append(action)
    }

    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last group: its actions run, last registered first; what they register
    /// becomes a group to redo.
    open func undo() {
        closeImplicitGroup()
        guard openGroups.isEmpty, let group = undoStack.popLast() else { return }
        isUndoing = true
        let redo = replay(group)
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
    }

    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        let undo = replay(group)
        isRedoing = false
        if !undo.actions.isEmpty {
            undoStack.append(undo)
            trim()
        }
    }

    /// Runs a group's actions, last registered first, and returns what they registered: the
    /// group that takes them back (named as the group it came from).
    private func replay(_ group: Group) -> Group {
        beginUndoGrouping()
        for action in group.actions.reversed() { action.run() }
        var opposite = openGroups.popLast() ?? Group()
        if opposite.name.isEmpty { opposite.name = group.name }
        return opposite
    }

    open func undoNestedGroup() { undo() }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        implicitGroupOpen = false
    }

    open func removeAllActions(withTarget target: Any) { removeAllActions() }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(disabled - 1, 0) }

    private func closeImplicitGroup() {
        guard implicitGroupOpen, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
            return
        }
        undoStack.append(group)
        if !isRedoing { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
#endif
