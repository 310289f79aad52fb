import Foundation

/// An area that reacts to taps (`onTapGesture`) or long presses (`onLongPressGesture`):
/// one host element around its content. Buttons inside it still take their own taps.
nonisolated public struct _GestureElement<Content: View>: _PrimitiveView {
    let content: Content
    let count: Int
    let isLongPress: Bool
    let minimumDuration: Double
    let action: @MainActor () -> Void

    public static var _kind: ElementKind { .gestureArea }
    public var _content: Content { content }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if isLongPress {
            properties.append("longPress", .number(minimumDuration))
        } else {
            properties.append("tapCount", .number(Double(count)))
        }
        if !environment.isEnabled { properties.append("disabled", .bool(true)) }
        return properties
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        event == .tap && environment.isEnabled
    }

    @MainActor
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard event == .tap else { return false }
        action()
        return true
    }
}

extension ElementKind {
    /// A view with `onTapGesture` or `onLongPressGesture`; its `tap` event is the gesture.
    public static let gestureArea = ElementKind(rawValue: "GestureArea")
}

extension View {
    /// Runs `action` when the view is tapped `count` times (the web host: a click, or a
    /// double click for 2).
    @preconcurrency nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> _GestureElement<Self> {
        _GestureElement(content: self, count: max(count, 1), isLongPress: false, minimumDuration: 0, action: action)
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds (the web host:
    /// a press held that long, with mouse, touch or pen).
    @preconcurrency nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                                               perform action: @escaping @MainActor () -> Void,
                                                               onPressingChanged: ((Bool) -> Void)? = nil) -> _GestureElement<Self> {
        _GestureElement(content: self, count: 1, isLongPress: true, minimumDuration: minimumDuration, action: action)
    }
}
