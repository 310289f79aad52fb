import Foundation

/// A view that plays keyframes on its content (iOS 17): the content is drawn with the
/// keyframes' value every frame while they play. With a trigger they play once each time
/// it changes, from the value the animator shows; repeating, they loop for as long as the
/// view is shown. Frames come at the host's frame rate, as a `TimelineView`'s animation
/// schedule does.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: _EquatableBox?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// The value shown: the initial value, then the keyframes' values as they play.
    @State private var shown = _KeyframeValue<Value>()
    @State private var lastTrigger = _TriggerMemory()

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = _EquatableBox(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    @MainActor public var body: some View {
        // The trigger the view first shows with is no change: noted here, before any run
        // (a run started for it may come after the next one, cancelled).
        if lastTrigger.value == nil { lastTrigger.value = trigger }
        return content(shown.value ?? initialValue)
            .task(id: _KeyframeRun(trigger: trigger, repeating: repeating)) { await run() }
    }

    @MainActor private func run() async {
        guard !Task.isCancelled else { return }
        if let trigger {
            let changed = lastTrigger.value != trigger
            lastTrigger.value = trigger
            guard changed else { return }
            await play(from: shown.value ?? initialValue)
        } else if repeating {
            while !Task.isCancelled {
                guard await play(from: initialValue) else { return }
            }
        } else {
            shown.value = nil
        }
    }

    /// Plays the keyframes once, a frame at a time; false when the view went away.
    @MainActor @discardableResult private func play(from start: Value) async -> Bool {
        let timeline = KeyframeTimeline(initialValue: start, tracks: keyframes(start)._tracks)
        let began = Date()
        while true {
            let elapsed = Date().timeIntervalSince(began)
            shown.value = timeline.value(time: elapsed)
            if elapsed >= timeline.duration { return true }
            do { try await Task.sleep(for: .seconds(AnimationTimelineSchedule.hostFrameInterval)) } catch { return false }
            if Task.isCancelled { return false }
        }
    }
}

/// The animator's current value; nil while it shows its initial value.
struct _KeyframeValue<Value>: Equatable {
    var value: Value?
    /// Each new value is a change: the content is drawn again for it.
    static func == (a: _KeyframeValue, b: _KeyframeValue) -> Bool { false }
}

/// What restarts an animator's run: its trigger, or whether it repeats.
struct _KeyframeRun: Equatable {
    let trigger: _EquatableBox?
    let repeating: Bool
}

extension View {
    /// Plays keyframes on this view each time `trigger` changes.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        nonisolated(unsafe) let view = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                                content: { content(PlaceholderContentView(content: AnyView(view)), $0) }, keyframes: keyframes)
    }

    /// Plays keyframes on this view in a loop while `repeating` is true.
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        nonisolated(unsafe) let view = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                                content: { content(PlaceholderContentView(content: AnyView(view)), $0) }, keyframes: keyframes)
    }
}
