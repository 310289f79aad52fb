import Foundation

// Drag and drop: `draggable`/`onDrag` make a view a source, `dropDestination`/`onDrop` a
// destination. A drag that begins in the page asks its source for the items at once (the
// host's `dragStart`), and the graph keeps them until the drop; a drag from outside (text or
// a link from another app or tab) brings them with the drop. Items travel as
// `NSItemProvider`s; a `Transferable` value dropped on a destination for its own type is
// handed over as it is.

/// One dragged item: its provider, and the value itself when a `draggable` made it.
package struct DragItem {
    package let provider: NSItemProvider
    package let value: Any?
}

/// How a drop would move its items (what the pointer shows over a destination).
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}

/// What a destination's delegate answers as a drag moves over it.
public struct DropProposal: Sendable, Equatable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// A drag over a destination: where it is, in the destination's own points, and its items.
public struct DropInfo: Sendable {
    public var location: CGPoint
    let providers: [NSItemProvider]

    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        providers.contains { $0.hasItem(conformingToAnyOf: contentTypes) }
    }

    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { $0.hasItem(conformingToAnyOf: contentTypes) }
    }

    @available(*, deprecated, message: "Use hasItemsConforming(to: [UTType])")
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.map { UTType(anyIdentifier: $0) })
    }

    @available(*, deprecated, message: "Use itemProviders(for: [UTType])")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.map { UTType(anyIdentifier: $0) })
    }
}

/// What a destination does as a drag enters it, moves over it, leaves it and is dropped
/// on it: every call on the main actor, as on iOS.
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts the drag when it has an item of one of the destination's types.
    public func validateDrop(info: DropInfo) -> Bool { !info.providers.isEmpty }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

// MARK: Sources

/// A view that can be dragged: at the start of a drag it makes the items.
nonisolated public struct _DragSourceElement<Content: View>: View {
    let content: Content
    let items: @MainActor () -> DragItem

    @_spi(TrellisHost) public static var _kind: ElementKind { .dragSource }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.dragItem, .bool(true))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .dragStart = event { return true }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .dragStart = event, let graph = ViewGraph.active else { return false }
        graph.drag = [items()]
        return true
    }
}

extension View {
    /// Makes this view a drag source whose item is `payload`, made when a drag begins.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> _DragSourceElement<Self> {
        nonisolated(unsafe) let payload = payload
        return _DragSourceElement(content: self) { DragItem(transferring: payload()) }
    }

    /// A drag source with a view to show under the pointer while dragging. The page drags
    /// the view's own image (a browser draws a drag's image from an element on screen).
    nonisolated public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                               @ViewBuilder preview: () -> V) -> _DragSourceElement<Self> {
        draggable(payload())
    }

    /// Makes this view a drag source whose items the provider `data` gives at the start of a drag.
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> _DragSourceElement<Self> {
        nonisolated(unsafe) let data = data
        return _DragSourceElement(content: self) { DragItem(provider: data(), value: nil) }
    }

    /// A drag source with a view to show under the pointer (the page drags the view's own image).
    nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> _DragSourceElement<Self> {
        onDrag(data)
    }
}

extension DragItem {
    /// A `Transferable` value: itself, and a provider of every type it exports.
    init<T: Transferable>(transferring value: T) {
        let provider = NSItemProvider()
        nonisolated(unsafe) let value = value
        provider.register { value }
        self.init(provider: provider, value: value)
    }

    /// An item from outside the page: its link, or its text.
    init(outside sample: DropSample) {
        let provider = NSItemProvider()
        if let url = sample.url.flatMap(URL.init(string:)) {
            provider.register { url }
            self.init(provider: provider, value: url)
        } else {
            let text = sample.text ?? ""
            provider.register { text }
            self.init(provider: provider, value: text)
        }
    }
}

// MARK: Destinations

/// What a destination does with a drag: its types, and its handlers.
@MainActor
package struct DropHandling {
    /// Whether it takes an item (the others in a drag are not offered to it).
    let accepts: (DragItem) -> Bool
    let targeted: (Bool) -> Void
    let entered: (DropInfo) -> Void
    let updated: (DropInfo) -> Void
    let exited: (DropInfo) -> Void
    let validate: (DropInfo) -> Bool
    let perform: ([DragItem], DropInfo) -> Bool
}

/// A view things can be dropped on.
nonisolated public struct _DropDestinationElement<Content: View>: View {
    let content: Content
    let handling: @MainActor () -> DropHandling

    @_spi(TrellisHost) public static var _kind: ElementKind { .dropArea }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.dropDestination, .bool(true))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .drop = event { return true }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .drop(let sample) = event else { return false }
        let handling = handling()
        let graph = ViewGraph.active
        let items = (sample.fromOutside ? [DragItem(outside: sample)] : graph?.drag ?? []).filter(handling.accepts)
        let info = DropInfo(location: CGPoint(x: sample.x, y: sample.y), providers: items.map(\.provider))
        switch sample.phase {
        case .entered:
            guard !items.isEmpty, handling.validate(info) else { return true }
            handling.targeted(true)
            handling.entered(info)
            handling.updated(info)
        case .moved:
            if !items.isEmpty { handling.updated(info) }
        case .exited:
            handling.targeted(false)
            if !items.isEmpty { handling.exited(info) }
        case .dropped:
            handling.targeted(false)
            if !sample.fromOutside { graph?.drag = nil }
            guard !items.isEmpty, handling.validate(info) else { return true }
            _ = handling.perform(items, info)
        }
        return true
    }
}

extension ElementKind {
    /// A view that can be dragged (`dragItem`); takes `dragStart`.
    public static let dragSource = ElementKind(rawValue: "DragSource")
    /// A view things can be dropped on (`dropDestination`); takes `drop`.
    public static let dropArea = ElementKind(rawValue: "DropArea")
}

extension View {
    /// Takes drops of `T` values: `action` gets the items and where they were dropped, in
    /// this view's points, and answers whether it took them; `isTargeted` hears a drag of
    /// such items enter (true) and leave or drop (false). Items of another type are made
    /// into `T` through their representations first (text from another app into a
    /// `String`, a type's JSON into that type), and the action runs when they are.
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                             action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> _DropDestinationElement<Self> {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return _DropDestinationElement(content: self) {
            DropHandling(
                accepts: { item in
                    item.value is T || T._importedContentTypes.contains { type in
                        item.provider.registeredContentTypes.contains { $0.conforms(to: type) }
                    }
                },
                targeted: { isTargeted($0) }, entered: { _ in }, updated: { _ in }, exited: { _ in }, validate: { _ in true },
                perform: { items, info in
                    let values = items.compactMap { $0.value as? T }
                    if values.count == items.count { return action(values, info.location) }
                    // Some items must be made into T first: the action runs once they are.
                    let location = info.location
                    Task { @MainActor in
                        var values: [T] = []
                        for item in items {
                            if let value = item.value as? T { values.append(value); continue }
                            if let value = try? await item.provider.transferable(T.self) { values.append(value) }
                        }
                        if !values.isEmpty { _ = action(values, location) }
                    }
                    return true
                })
        }
    }

    /// Takes drops of items of `supportedContentTypes`: `action` gets their providers and
    /// answers whether it took them; `isTargeted` is true while such a drag is over it.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> _DropDestinationElement<Self> {
        onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Takes drops of items of `supportedContentTypes`, with where they were dropped.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> _DropDestinationElement<Self> {
        nonisolated(unsafe) let action = action
        nonisolated(unsafe) let isTargeted = isTargeted
        return _DropDestinationElement(content: self) {
            DropHandling(
                accepts: { $0.provider.hasItem(conformingToAnyOf: supportedContentTypes) },
                targeted: { if isTargeted?.wrappedValue != $0 { isTargeted?.wrappedValue = $0 } },
                entered: { _ in }, updated: { _ in }, exited: { _ in }, validate: { _ in true },
                perform: { items, info in action(items.map(\.provider), info.location) })
        }
    }

    /// Takes drops of items of `supportedContentTypes`, as `delegate` decides.
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> _DropDestinationElement<Self> {
        nonisolated(unsafe) let delegate = delegate
        return _DropDestinationElement(content: self) {
            DropHandling(
                accepts: { $0.provider.hasItem(conformingToAnyOf: supportedContentTypes) },
                targeted: { _ in },
                entered: { delegate.dropEntered(info: $0) }, updated: { _ = delegate.dropUpdated(info: $0) },
                exited: { delegate.dropExited(info: $0) }, validate: { delegate.validateDrop(info: $0) },
                perform: { _, info in delegate.performDrop(info: info) })
        }
    }

    @available(*, deprecated, message: "Use onDrop(of: [UTType], isTargeted:perform:)")
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> _DropDestinationElement<Self> {
        onDrop(of: supportedTypes.map { UTType(anyIdentifier: $0) }, isTargeted: isTargeted, perform: action)
    }

    @available(*, deprecated, message: "Use onDrop(of: [UTType], isTargeted:perform:)")
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                                   perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> _DropDestinationElement<Self> {
        onDrop(of: supportedTypes.map { UTType(anyIdentifier: $0) }, isTargeted: isTargeted, perform: action)
    }

    @available(*, deprecated, message: "Use onDrop(of: [UTType], delegate:)")
    nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> _DropDestinationElement<Self> {
        onDrop(of: supportedTypes.map { UTType(anyIdentifier: $0) }, delegate: delegate)
    }
}

extension NSItemProvider {
    /// The item as a `T`, through the first of T's representations it has.
    func transferable<T: Transferable>(_ type: T.Type) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            nonisolated(unsafe) let continuation = continuation
            loadTransferable(type: T.self) { result in
                nonisolated(unsafe) let result = result
                continuation.resume(with: result)
            }
        }
    }
}

@_spi(TrellisHost) extension _DragSourceElement: _PrimitiveView {}
@_spi(TrellisHost) extension _DropDestinationElement: _PrimitiveView {}
