/// An app: its scenes, and state that lives as long as the app does.
///
/// Declared as in SwiftUI, with `@main`. A host decides what "launch" means: the web
/// host (TrellisWeb, and `import SwiftUI`) serves the first `WindowGroup`'s content to
/// each browser tab, with its own app instance, so `@StateObject` and `@State` in an
/// app are one per session; `ViewHost(app:)` mounts it in a test.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// Apps are created by the host, once per session.
    @MainActor @preconcurrency init()
}

/// The view a host mounts for an app: it owns the app value (so the app's own dynamic
/// properties live as long as the session) and shows its first window's content.
public struct _AppRootView<A: App>: View {
    var app: _AppInstance<A>

    public init(_ app: A) {
        self.app = _AppInstance(app: app)
    }

    public var body: some View {
        app.app.body._firstWindow?.content ?? AnyView(EmptyView())
    }
}

/// Holds an app value inside its root view; being a `DynamicProperty` makes the graph
/// link the app's `@StateObject`, `@State` and `@Environment` properties as a view's.
struct _AppInstance<A: App>: DynamicProperty {
    var app: A
}

extension App {
    /// The title of the app's first window (its `WindowGroup` title), if it has one.
    @MainActor public var _firstWindowTitle: String? {
        body._firstWindow?.title
    }
}
