import Foundation

/// A view that hears when it comes into and goes out of sight in its scroll view
/// (`onScrollVisibilityChange`, iOS 18). The host works out how much of it is inside the
/// visible part of every scroll view around it and the window, and reports each crossing of
/// the threshold as `setOn` (true: now on screen). A view starts out not on screen, so one
/// that appears already shown hears `true` once, as on iOS.
nonisolated public struct _ScrollVisibilityElement<Content: View>: View {
    let content: Content
    let threshold: Double
    let action: @MainActor (Bool) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .scrollVisibilityArea }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.scrollVisibility, .number(threshold))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setOn = event { return true }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setOn(let visible) = event else { return false }
        action(visible)
        return true
    }
}

extension ElementKind {
    /// A view watching whether it is on screen (`scrollVisibility`: its threshold); takes
    /// `setOn` when it crosses it.
    public static let scrollVisibilityArea = ElementKind(rawValue: "ScrollVisibilityArea")
}

extension View {
    /// Runs `action` with true when at least `threshold` of this view (a share of its area,
    /// 0 to 1) comes inside the visible part of the scroll view around it, and with false
    /// when it falls below that again: to play a video in view and pause it out of view.
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5,
                                                     _ action: @escaping (Bool) -> Void) -> _ScrollVisibilityElement<Self> {
        nonisolated(unsafe) let action = action
        return _ScrollVisibilityElement(content: self, threshold: min(max(threshold.isFinite ? threshold : 0.5, 0), 1),
                                        action: { action($0) })
    }
}

@_spi(TrellisHost) extension _ScrollVisibilityElement: _PrimitiveView {}
