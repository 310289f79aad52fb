/// A part of an app with a life cycle the host manages: on the web, a browser tab.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// The window this scene shows first: built-in scenes answer directly, a scene of
    /// the app's own asks its `body`.
    @MainActor var _firstWindow: _SceneWindow? { get }
}

extension Scene {
    @MainActor public var _firstWindow: _SceneWindow? { body._firstWindow }
}

/// What a host shows for a scene: its title and root content.
public struct _SceneWindow {
    public var title: String?
    public var content: AnyView

    public init(title: String?, content: AnyView) {
        self.title = title
        self.content = content
    }
}

extension Never: Scene {}

/// Builds an app's scenes from the statements of its `body`.
@resultBuilder
nonisolated public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content))
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .first(first))
    }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _ConditionalScene<First, Second> {
        _ConditionalScene(storage: .second(second))
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side (`WindowGroup` and `Settings`, say).
nonisolated public struct _TupleScene<T>: Scene {
    public let value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { primitiveBody(Self.self) }

    @MainActor public var _firstWindow: _SceneWindow? {
        for child in Mirror(reflecting: value).children {
            if let scene = child.value as? any Scene, let window = scene._firstWindow { return window }
        }
        return nil
    }
}

nonisolated public struct _OptionalScene<Content: Scene>: Scene {
    let content: Content?
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public var _firstWindow: _SceneWindow? { content?._firstWindow }
}

nonisolated public struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public var _firstWindow: _SceneWindow? {
        switch storage {
        case .first(let scene): scene._firstWindow
        case .second(let scene): scene._firstWindow
        }
    }
}

/// A scene presenting a group of identically structured windows; in a browser, each
/// tab is one window of the group, with its own state.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let id: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        title = nil
        id = nil
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        title = nil
        self.id = id
        self.content = content()
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title.content
        id = nil
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = titleKey.key
        id = nil
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        id = nil
        self.content = content()
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.content
        self.id = id
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        title = titleKey.key
        self.id = id
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
    @MainActor public var _firstWindow: _SceneWindow? { _SceneWindow(title: title, content: AnyView(content)) }
}

/// The app's settings window on macOS. A browser tab has no settings window, so the
/// content is kept but not shown; apps usually wrap it in `#if os(macOS)` anyway.
nonisolated public struct Settings<Content: View>: Scene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public var _firstWindow: _SceneWindow? { nil }
}

/// A scene whose window content a modifier changes (`.environmentObject`, `.onChange`).
nonisolated public struct _ModifiedScene<Content: Scene>: Scene {
    let scene: Content
    let transform: @MainActor (AnyView) -> AnyView
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public var _firstWindow: _SceneWindow? {
        guard var window = scene._firstWindow else { return nil }
        window.content = transform(window.content)
        return window
    }
}

extension Scene {
    /// Applies `modify` to the content of every window of this scene.
    nonisolated package func modifyingContent(_ modify: @escaping @MainActor (AnyView) -> AnyView) -> _ModifiedScene<Self> {
        _ModifiedScene(scene: self, transform: modify)
    }

    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        nonisolated(unsafe) let object = object
        return modifyingContent { AnyView($0.environmentObject(object)) }
    }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        nonisolated(unsafe) let value = value, keyPath = keyPath
        return modifyingContent { AnyView($0.environment(keyPath, value)) }
    }

    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        nonisolated(unsafe) let object = object
        return modifyingContent { AnyView($0.environment(object)) }
    }

    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some Scene {
        nonisolated(unsafe) let value = value
        return modifyingContent { AnyView($0.onChange(of: value, perform: action)) }
    }

    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping @MainActor (V, V) -> Void) -> some Scene {
        nonisolated(unsafe) let value = value
        return modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    @preconcurrency nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping @MainActor () -> Void) -> some Scene {
        nonisolated(unsafe) let value = value
        return modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
    }

    /// Menu commands (the menu bar of macOS, the keyboard-shortcut menu of iPadOS). A
    /// browser tab has no menu bar: the commands' buttons are in the page, out of sight,
    /// so their keyboard shortcuts press them (docs/Differences.md).
    /// Commands in place of the system's: here the same as `commands`, as a page has no
    /// system commands to replace.
    nonisolated public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        commands(content: content)
    }

    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        nonisolated(unsafe) let commands = content()
        return modifyingContent { window in
            AnyView(window.overlay(alignment: .topLeading) {
                _CommandButtons(items: commands._commandItems())
            })
        }
    }
}
