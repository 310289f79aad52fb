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
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

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

    /// Hosts report the space they have; both default to regular (a desktop browser, a test).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
