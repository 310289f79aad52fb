import Foundation

/// Where the pointer is over a view that watches it continuously.
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at a point in its own coordinates.
    case active(CGPoint)
    /// It left.
    case ended
}

/// A view that watches the pointer (macOS, iPadOS with a trackpad; the web host: the
/// mouse). `onHover` hears it enter and leave; `onContinuousHover` also where it moves.
nonisolated public struct _HoverElement<Content: View>: View {
    let content: Content
    let continuous: Bool
    let action: @MainActor (HoverPhase) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .hoverArea }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.hover, .string(continuous ? "move" : "enter"))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .hover, .hoverEnded: true
        default: false
        }
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .hover(let x, let y): action(.active(CGPoint(x: x, y: y)))
        case .hoverEnded: action(.ended)
        default: return false
        }
        return true
    }
}

extension ElementKind {
    /// A view watching the pointer (`hover`: `enter` or `move`); takes `hover` events.
    public static let hoverArea = ElementKind(rawValue: "HoverArea")
}

extension View {
    /// Runs `action` with true when the pointer enters this view and false when it leaves.
    nonisolated public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> _HoverElement<Self> {
        nonisolated(unsafe) let action = action
        return _HoverElement(content: self, continuous: false, action: { phase in
            // Entering reports once; moves inside are the continuous form's.
            switch phase {
            case .active: action(true)
            case .ended: action(false)
            }
        })
    }

    /// Runs `action` as the pointer moves over this view (its location) and when it leaves.
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                              perform action: @escaping @MainActor (HoverPhase) -> Void) -> _HoverElement<Self> {
        _HoverElement(content: self, continuous: true, action: action)
    }
}

@_spi(TrellisHost) extension _HoverElement: _PrimitiveView {}
