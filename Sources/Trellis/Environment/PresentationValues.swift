import Foundation

/// Whether a list is being edited (rows show delete and move controls).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// The presentation a view is shown in (a sheet, a pushed screen), as the older
/// `@Environment(\.presentationMode)` API sees it.
public struct PresentationMode {
    public private(set) var isPresented: Bool
    private let dismissAction: (@MainActor () -> Void)?

    init(isPresented: Bool, dismiss: (@MainActor () -> Void)?) {
        self.isPresented = isPresented
        self.dismissAction = dismiss
    }

    /// Ends the presentation; outside a presentation it does nothing.
    @MainActor public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction?()
    }
}

/// Ends the presentation the view is in: `@Environment(\.dismiss) var dismiss`, then `dismiss()`.
public struct DismissAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    init(_ action: (@MainActor @Sendable () -> Void)?) { self.action = action }

    @MainActor public func callAsFunction() { action?() }
}

/// The width or height class of the space a view has: compact (a phone's width) or regular.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false, dismiss: nil)) }
}
struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction(nil) } }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
/// A size class set with `.environment(\.horizontalSizeClass, …)` (nil: none set, the host's).
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass?? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass?? = nil }

/// The size classes of the host's window, as the host reports them (`ViewGraph.windowResized(to:)`).
struct HostSizeClasses: Hashable, Sendable {
    var horizontal = UserInterfaceSizeClass.regular
    var vertical = UserInterfaceSizeClass.regular

    /// The classes iOS gives a window of `size`: compact across below 600 points (an
    /// iPhone upright, a narrow iPad split), compact down below 500 (an iPhone on its side).
    init(window size: CGSize) {
        horizontal = size.width < 600 ? .compact : .regular
        vertical = size.height < 500 ? .compact : .regular
    }

    init() {}
}

/// The host's size classes behind every read no `.environment(…)` overrides: a tracked
/// read, so a view re-runs when the window crosses a class's bound.
struct HostSizeClassesKey: EnvironmentKey { static var defaultValue: Binding<HostSizeClasses>? { nil } }

extension EnvironmentValues {
    /// The edit mode a list follows; set it with `.environment(\.editMode, $mode)`. Every
    /// graph provides one at its root (nil only outside a view), which `EditButton` toggles.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }

    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is part of a presentation that is showing.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The width class of the window: the web host reports the browser window's (compact
    /// below 600 points, as on an iPhone); the test host's is regular unless a view sets one.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] ?? self[HostSizeClassesKey.self]?.wrappedValue.horizontal ?? .regular }
        set { self[HorizontalSizeClassKey.self] = .some(newValue) }
    }

    /// The height class of the window (compact below 500 points in the web host).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] ?? self[HostSizeClassesKey.self]?.wrappedValue.vertical ?? .regular }
        set { self[VerticalSizeClassKey.self] = .some(newValue) }
    }
}

extension ViewGraph {
    /// Tells the graph the size of the host's window: views reading `\.horizontalSizeClass`
    /// or `\.verticalSizeClass` re-run when it crosses a class's bound (the web host calls
    /// it as the browser window is resized).
    @_spi(TrellisHost) public func windowResized(to size: CGSize) {
        let classes = HostSizeClasses(window: size)
        guard let root, root.sizeClasses.value != classes else { return }
        root.sizeClasses.set(classes, transaction: Transaction())
    }
}
