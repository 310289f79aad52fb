import Foundation

// Two-finger gestures: pinching to magnify and turning to rotate. The web host recognises
// them from two pointers on the view (and a trackpad's pinch); the test host acts them out
// with `pinch(scale:rotation:)`.

/// A pinch (iOS 17): how much the fingers have spread since they landed.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        /// The distance between the fingers now over when they landed.
        public var magnification: CGFloat
        /// How fast it changes, per second (not measured here: 0).
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public var _kinds: [_GestureKind] { [.pinch] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        guard case .pinch(let sample) = event.kind, sample.ended || abs(sample.scale - 1) >= Double(minimumScaleDelta) else { return nil }
        let value = Value(time: Date(), magnification: CGFloat(sample.scale), velocity: 0, startAnchor: .center, startLocation: .zero)
        return sample.ended ? .ended(value) : .changed(value)
    }
}

/// A pinch, as iOS 13 named it: its value is the magnification.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public var _kinds: [_GestureKind] { [.pinch] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<CGFloat>? {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._respond(to: event)?.map(\.magnification)
    }
}

/// A turn of two fingers (iOS 17): how far they have rotated since they landed.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        /// How fast it turns, per second (not measured here: zero).
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public var _kinds: [_GestureKind] { [.pinch] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        guard case .pinch(let sample) = event.kind, sample.ended || abs(sample.degrees) >= abs(minimumAngleDelta.degrees) else { return nil }
        let value = Value(time: Date(), rotation: .degrees(sample.degrees), velocity: .zero, startAnchor: .center, startLocation: .zero)
        return sample.ended ? .ended(value) : .changed(value)
    }
}

/// A turn, as iOS 13 named it: its value is the angle.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public var _kinds: [_GestureKind] { [.pinch] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Angle>? {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._respond(to: event)?.map(\.rotation)
    }
}
