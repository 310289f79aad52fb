import Foundation

/// Which control has the keyboard focus, as a value a view owns: `Bool` for one field,
/// an optional enum (or any `Hashable?`) for several. Focusing a field writes it; writing
/// it moves the focus (the web host focuses the field in the browser).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var storage: State<Value>

    // In the type's body, as SwiftUI declares them: `@FocusState var focused: Bool` (or an
    // optional) then needs no initial value.
    public init() where Value == Bool { storage = State(initialValue: false) }
    public init<T: Hashable>() where Value == T? { storage = State(initialValue: nil) }

    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(storage.projectedValue) }

    /// A focus state handed to `focused(_:)` or `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let base: Trellis.Binding<Value>

        init(_ base: Trellis.Binding<Value>) { self.base = base }

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}


/// A focusable control's tie to a focus state: whether it has the focus, and how the
/// control reports gaining or losing it.
public struct _FocusLink: @unchecked Sendable {
    let isFocused: Bool
    let set: (Bool) -> Void
}

/// The actions `onSubmit` registered above a text field (`actions`) and above a
/// `searchable` view (`searchActions`, for its search field), outermost first.
public struct _SubmitActions: @unchecked Sendable {
    var actions: [@MainActor () -> Void] = []
    var searchActions: [@MainActor () -> Void] = []
}

/// Which submissions `onSubmit` runs for: text fields' return key, or a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

struct FocusLinkKey: EnvironmentKey { static let defaultValue: _FocusLink? = nil }
struct SubmitActionsKey: EnvironmentKey { static let defaultValue = _SubmitActions() }

extension EnvironmentValues {
    var focusLink: _FocusLink? {
        get { self[FocusLinkKey.self] }
        set { self[FocusLinkKey.self] = newValue }
    }

    var submitActions: _SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    /// Ties the focus of the text field in this view to `condition`.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _EnvironmentWritingModifier<_FocusLink?>> {
        let base = condition.base
        return environment(\.focusLink, _FocusLink(isFocused: base.wrappedValue, set: { base.wrappedValue = $0 }))
    }

    /// Ties the focus of the text field in this view to `binding` having `value`: the
    /// field has the focus while it does; focusing the field sets it, and leaving the
    /// field clears it (to nil) unless the focus already moved elsewhere.
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _EnvironmentWritingModifier<_FocusLink?>> {
        let base = binding.base
        return environment(\.focusLink, _FocusLink(isFocused: base.wrappedValue == value, set: { focused in
            if focused {
                base.wrappedValue = value
            } else if base.wrappedValue == value, let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value {
                base.wrappedValue = none
            }
        }))
    }

    /// Runs `action` when the user presses return in a text field in this view (`.text`),
    /// or submits the search field of a `searchable` view inside it (`.search`). Actions
    /// of nested `onSubmit`s all run, outermost first.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _EnvironmentWritingModifier<_SubmitActions>> {
        transformEnvironment(\.submitActions) {
            if triggers.contains(.text) { $0.actions.append(action) }
            if triggers.contains(.search) { $0.searchActions.append(action) }
        }
    }

    /// Keeps return pressed in a field below from running the `onSubmit` actions set
    /// above this view (a sub-form whose fields submit nothing, or only their own).
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier<_SubmitActions>> {
        transformEnvironment(\.submitActions) { if isBlocking { $0 = _SubmitActions() } }
    }
}

extension View {
    /// Lets this view take the keyboard focus (the web host: it joins the tab order).
    nonisolated public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.focusable, .bool(isFocusable)))
    }

    /// Lets this view take the keyboard focus for `interactions` (activating it, editing it).
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<Self, _ElementPropertyModifier> {
        focusable(isFocusable)
    }

    /// Hides the ring a focused view shows.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.focusEffectDisabled, .bool(disabled)))
    }
}

/// What a focusable view does with the focus (iOS 17): be activated, be edited.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static let automatic: FocusInteractions = [.activate, .edit]
}
