/// A scrolling column of rows. Each child view (each `ForEach` row, each `Section`) is
/// one row. Rows of a `ForEach` with `onDelete`/`onMove` show edit controls while the
/// environment's edit mode is editing. Like SwiftUI's, the list is lazy: its first
/// `ForEach` mounts rows as they come near the viewport (see `LazyVStack`).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    /// With a selection, the list's tagged rows (and its ForEach rows, tagged with their
    /// ids) select on a tap, as a picker's options do.
    var selection: _SelectionContext?
    /// Sets a single selection to nil (a compact split view clears it when the user goes back).
    var clearSelection: (() -> Void)?
    @State private var window = LazyWindow()
    @Environment(\.splitColumnLink) private var columnLink

    @MainActor public var body: some View {
        // Without a selection the content's inputs stay as they are (no environment write).
        if let selection {
            _ListElement(window: window, content: content.environment(\.selectionContext, choosing(selection)))
                .environment(\.lazyWindow, window)
        } else {
            _ListElement(window: window, content: content)
                .environment(\.lazyWindow, window)
        }
    }
}

extension List {
    /// Rows that select one value on a tap (a tap on the selected row keeps it).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selection.map { binding in
            self.selection = _SelectionContext(current: AnyHashable(binding.wrappedValue)) { tag in
                guard let value = tag.base as? SelectionValue else { return false }
                binding.wrappedValue = value
                return true
            }
            clearSelection = { binding.wrappedValue = nil }
        }
    }

    /// In a column of a compact split view, choosing a row (one value) shows the next column.
    @MainActor private func choosing(_ selection: _SelectionContext) -> _SelectionContext {
        guard let columnLink, let clearSelection else { return selection }
        columnLink.choice.clear = clearSelection
        return _SelectionContext(isSelected: selection.isSelected) { tag in
            guard selection.select(tag) else { return false }
            MainActor.assumeIsolated { columnLink.advance() }  // a tap, handled on the main actor
            return true
        }
    }

    /// Rows that select several values: a tap adds a row to the set, or takes it out.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        selection.map { binding in
            self.selection = _SelectionContext(isSelected: { tag in (tag.base as? SelectionValue).map(binding.wrappedValue.contains) ?? false }) { tag in
                guard let value = tag.base as? SelectionValue else { return false }
                if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                return true
            }
        }
    }

    @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

/// The list's element; `lazy` is how many rows its window mounts, shown while more rows
/// lie past it.
nonisolated public struct _ListElement<Content: View>: View {
    let window: LazyWindow
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { .list }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        window.appendProperty(to: &properties)
        let style = environment.listStyleName
        if style != ListStyleKey.defaultValue { properties.append(.listStyle, .string(style)) }
        environment.appendScrollProperties(to: &properties, axes: .vertical)
        if environment.scrollContentBackground == .hidden { properties.append(.scrollContentBackground, .string("hidden")) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        window.accepts(event)
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        window.handle(event)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// One row per element of `data`, identified by `id`.
    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per element of the bound collection, given a binding to it, identified by
    /// the element's property at `id` (iOS 15: `List($users, id: \.login) { $user in … }`).
    @MainActor public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per element of `data`, identified by its `id`.
    @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per number of a constant range (`List(items.indices) { index in … }`),
    /// identified by the number, as `ForEach` over a range is.
    @MainActor public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

@_spi(TrellisHost) extension _ListElement: _PrimitiveView {}
