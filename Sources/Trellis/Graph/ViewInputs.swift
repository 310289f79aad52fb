/// What a parent hands each child when it reconciles it: the environment and the
/// element modifiers still waiting for an element to attach to.
public struct _ViewInputs {
    var environment: EnvironmentValues
    /// Modifiers such as padding or background, in rendering order (innermost first);
    /// the first element below receives them and they stop there.
    var modifiers: ModifierChain

    init(environment: EnvironmentValues, modifiers: ModifierChain = ModifierChain()) {
        self.environment = environment
        self.modifiers = modifiers
    }

    func hasSameIdentity(as other: _ViewInputs) -> Bool {
        environment.hasSameStorage(as: other.environment) && modifiers == other.modifiers
    }
}

/// A persistent list of pending element modifiers (cheap to extend and to compare).
struct ModifierChain: Equatable {
    private(set) var items: [ElementProperty] = []

    var isEmpty: Bool { items.isEmpty }

    /// `self` wraps `inner` content: inner modifiers come first in rendering order.
    func adding(_ property: ElementProperty) -> ModifierChain {
        var copy = self
        copy.items.insert(property, at: 0)
        return copy
    }
}
