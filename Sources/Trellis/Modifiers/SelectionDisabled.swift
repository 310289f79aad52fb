import Foundation

// `selectionDisabled` (iOS 17): a row of a selectable list, or an option of a picker, that a
// tap does not select. The option reads it from its environment (the modifier outside its
// tag) or from its content (the modifier on a `ForEach` row, which the row's id tags from
// outside).

struct SelectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var selectionDisabled: Bool {
        get { self[SelectionDisabledKey.self] }
        set { self[SelectionDisabledKey.self] = newValue }
    }
}

/// Lets an option see that its content refuses selection.
protocol _SelectionDisabledMarker {
    var isSelectionDisabled: Bool { get }
}

/// A view that a tap does not select when it is a list row or a picker option.
nonisolated public struct _SelectionDisabledView<Content: View>: View, _SelectionDisabledMarker {
    let content: Content
    let isDisabled: Bool
    var isSelectionDisabled: Bool { isDisabled }

    @MainActor public var body: some View {
        content.environment(\.selectionDisabled, isDisabled)
    }
}

extension View {
    /// Keeps a tap on this row (or picker option) from selecting it; the rest of the row
    /// works as before (its buttons, its swipe actions).
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> _SelectionDisabledView<Self> {
        _SelectionDisabledView(content: self, isDisabled: isDisabled)
    }
}
