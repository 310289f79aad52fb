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
/// properties live as long as the session: the graph links an `App`'s `@StateObject`,
/// `@State` and `@Environment` fields as a view's) and shows its first window's content.
public struct _AppRootView<A: App>: View {
    var app: A
    var scene = _SceneHost()

    public init(_ app: A) {
        self.app = app
    }

    public var body: some View {
        let window = app.body._firstWindow
        scene.graph?.windowTitle = window?.title
        var content = window?.content ?? AnyView(EmptyView())
        for property in Mirror(reflecting: app).children {
            if let property = property.value as? any _AppEnvironmentProperty {
                content = property._environment(of: content)
            }
        }
        return content
    }
}

/// A stored property of an `App` that puts something in the environment of the app's
/// windows: SwiftUI does so for an app delegate that is an observable object
/// (`@UIApplicationDelegateAdaptor`, declared with UIKit's names).
@MainActor @preconcurrency
public protocol _AppEnvironmentProperty {
    func _environment(of content: AnyView) -> AnyView
}

/// Gives an app's root view its graph, to report the window's title to the host.
struct _SceneHost: _LinkedDynamicProperty {
    weak var graph: ViewGraph?

    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? { nil }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        field.assumingMemoryBound(to: _SceneHost.self).pointee.graph = node.graph
    }
}
