import Foundation

/// A view that moves through phases (iOS 17): each phase is drawn by `content`, and the
/// move into it is animated with `animation(phase)`. Without a trigger it cycles for as
/// long as it is shown; with one, each change of the trigger runs through every phase once
/// and comes back to the first.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: _EquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = _EquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    @MainActor public var body: some View {
        // The trigger the view first shows with is no change: noted here, before any run
        // (a run started for it may come after the next one, cancelled).
        if lastTrigger.value == nil { lastTrigger.value = trigger }
        return content(phases.isEmpty ? Self.missingPhase() : phases[min(index, phases.count - 1)])
            .task(id: trigger) { await run() }
    }

    private static func missingPhase() -> Phase {
        fatalError("PhaseAnimator needs at least one phase.")
    }

    /// Cycles (no trigger), or runs once through the phases after a change of the trigger.
    @MainActor private func run() async {
        guard phases.count > 1, !Task.isCancelled else { return }
        if trigger == nil {
            var next = (index + 1) % phases.count
            while !Task.isCancelled {
                guard await move(to: next) else { return }
                next = (next + 1) % phases.count
            }
        } else if recordTrigger() {
            for next in Array(1..<phases.count) + [0] {
                guard await move(to: next) else { return }
            }
        }
    }

    /// Notes the trigger this run is for; true when it follows a change of the trigger
    /// (not the view's first appearance).
    @MainActor private func recordTrigger() -> Bool {
        let changed = lastTrigger.value != trigger
        lastTrigger.value = trigger
        return changed
    }
    @State private var lastTrigger = _TriggerMemory()

    /// Animates into phase `next` and waits as long as the animation runs (a frame when
    /// there is none); false when the view went away meanwhile.
    @MainActor private func move(to next: Int) async -> Bool {
        let animation = animation(phases[next])
        withAnimation(animation) { index = next }
        let seconds = animation.map { $0.delay + $0.duration } ?? AnimationTimelineSchedule.hostFrameInterval
        do { try await Task.sleep(for: .seconds(max(seconds, AnimationTimelineSchedule.hostFrameInterval))) } catch { return false }
        return !Task.isCancelled
    }
}

/// The last trigger a phase animator ran for.
final class _TriggerMemory: @unchecked Sendable {
    var value: _EquatableBox?
}

/// Any `Equatable` value, compared with its own `==`.
public struct _EquatableBox: Equatable, @unchecked Sendable {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        self.equals = { ($0 as? T) == value }
    }

    public static func == (a: _EquatableBox, b: _EquatableBox) -> Bool { a.equals(b.value) }
}

/// The view a content-taking modifier was applied to, as its content closure gets it
/// (`phaseAnimator`'s first argument, a `Transition`'s body's content).
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

extension View {
    /// Moves this view through `phases`, once each time `trigger` changes.
    nonisolated public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                                     @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                                     animation: @escaping (Phase) -> Animation? = { _ in .default })
        -> PhaseAnimator<Phase, V> {
        nonisolated(unsafe) let view = self
        return PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: AnyView(view)), $0) }, animation: animation)
    }

    /// Moves this view through `phases` for as long as it is shown.
    nonisolated public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>,
                                                                     @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                                     animation: @escaping (Phase) -> Animation? = { _ in .default })
        -> PhaseAnimator<Phase, V> {
        nonisolated(unsafe) let view = self
        return PhaseAnimator(phases, content: { content(PlaceholderContentView(content: AnyView(view)), $0) }, animation: animation)
    }
}
