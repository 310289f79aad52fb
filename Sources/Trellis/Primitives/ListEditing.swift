import Foundation

/// What a `ForEach` lets the user do to its rows (`onDelete`, `onMove`).
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?
}

/// The latest edit actions of one `ForEach`, shared by its rows: rows compare equal
/// while their content and offset do (closures never compare equal), and still call
/// the newest closures.
final class RowEditActionsBox {
    var actions = RowEditActions()
}

/// A row of an editable `ForEach`. While the environment's edit mode is editing it shows
/// a Delete button (with `onDelete`) and move buttons (with `onMove`; dragging is what
/// iOS offers, one step up or down is what a page and a test can do with a tap).
struct _EditableRow<Content: View>: View {
    let content: Content
    let offset: Int
    let canDelete: Bool
    let canMove: Bool
    let actions: RowEditActionsBox
    @Environment(\.editMode) private var editMode

    var body: some View {
        // A row may opt out (`deleteDisabled`, `moveDisabled` as its outermost modifiers).
        let options = (content as? any _RowEditOptionsMarker)?._rowEditOptions ?? (deleteDisabled: false, moveDisabled: false)
        let canDelete = canDelete && !options.deleteDisabled, canMove = canMove && !options.moveDisabled
        HStack(spacing: 12) {
            if editMode?.wrappedValue.isEditing == true, canDelete {
                Button("Delete") { [actions, offset] in actions.actions.delete?(IndexSet(integer: offset)) }
                    .foregroundColor(.red)
                    .accessibilityIdentifier("row-delete")
            }
            content
            if editMode?.wrappedValue.isEditing == true, canMove {
                Spacer()
                // onMove's destination counts the original rows: one down is offset + 2.
                Button("▲") { [actions, offset] in actions.actions.move?(IndexSet(integer: offset), offset - 1) }
                    .disabled(offset == 0)
                    .accessibilityIdentifier("row-move-up")
                Button("▼") { [actions, offset] in actions.actions.move?(IndexSet(integer: offset), offset + 2) }
                    .accessibilityIdentifier("row-move-down")
            }
        }
    }
}

/// A row that cannot be deleted or moved while editing.
nonisolated public struct _RowEditOptions<Content: View>: View, _RowEditOptionsMarker {
    let content: Content
    let deleteDisabled: Bool
    let moveDisabled: Bool
    public var _rowEditOptions: (deleteDisabled: Bool, moveDisabled: Bool) { (deleteDisabled, moveDisabled) }
    @MainActor public var body: some View { content }
}

public protocol _RowEditOptionsMarker {
    var _rowEditOptions: (deleteDisabled: Bool, moveDisabled: Bool) { get }
}

extension View {
    /// Keeps this row of an editable `ForEach` from being deleted while editing.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> _RowEditOptions<Self> {
        let inner = (self as? any _RowEditOptionsMarker)?._rowEditOptions
        return _RowEditOptions(content: self, deleteDisabled: isDisabled, moveDisabled: inner?.moveDisabled ?? false)
    }

    /// Keeps this row of an editable `ForEach` from being moved while editing.
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> _RowEditOptions<Self> {
        let inner = (self as? any _RowEditOptionsMarker)?._rowEditOptions
        return _RowEditOptions(content: self, deleteDisabled: inner?.deleteDisabled ?? false, moveDisabled: isDisabled)
    }
}

/// Toggles the edit mode of the environment (`.environment(\.editMode, $mode)`, or the
/// app's own when nobody set one): "Edit" / "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active }
        }
    }
}

/// Groups rows of a `List` under a header (and an optional footer).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    @Environment(\.headerProminence) private var headerProminence

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    @MainActor public var body: some View {
        _SectionElement {
            if Parent.self != EmptyView.self {
                // An increased prominence draws the header as a title, in the primary colour;
                // a standard one in capitals (a `textCase(nil)` on the header keeps its case).
                header
                    .font(headerProminence == .increased ? .title3.bold() : .footnote)
                    .foregroundColor(headerProminence == .increased ? .primary : .secondary)
                    .textCase(headerProminence == .increased ? nil : .uppercase)
                    .accessibilityIdentifier(LayoutEngine.sectionHeaderIdentifier)
            }
            content
            if Footer.self != EmptyView.self {
                footer
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .accessibilityIdentifier(LayoutEngine.sectionFooterIdentifier)
            }
        }
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

/// The element of a section: its header, rows and footer, one after the other.
nonisolated public struct _SectionElement<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) { self.content = content() }

    @_spi(TrellisHost) public static var _kind: ElementKind { .section }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

@_spi(TrellisHost) extension _SectionElement: _PrimitiveView {}
