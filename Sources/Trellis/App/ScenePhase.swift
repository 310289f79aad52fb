/// Whether a scene is in front of the user: on the web, `active` while its tab is
/// visible and focused, `inactive` while visible without focus, `background` while hidden.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// The phase a host reports for its graph; read through `\.scenePhase` (a tracked read,
/// so a view re-runs when the host changes it).
struct ScenePhaseSourceKey: EnvironmentKey { static var defaultValue: Binding<ScenePhase>? { nil } }

extension EnvironmentValues {
    /// The phase of the scene this view is in; `active` unless the host says otherwise.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseSourceKey.self]?.wrappedValue ?? .active }
        set { self[ScenePhaseSourceKey.self] = .constant(newValue) }
    }
}

extension ViewGraph {
    /// The scene phase the host reports (the web host follows the tab's visibility and
    /// focus); views reading `\.scenePhase` re-run when it changes.
    public var scenePhase: ScenePhase {
        get { root?.scenePhase.value ?? .active }
        set { root?.scenePhase.set(newValue, transaction: Transaction()) }
    }
}
