/// What a parent hands each child when it reconciles it: the environment and the
/// element modifiers still waiting for an element to attach to.
///
/// Immutable and shared: a node hands its own inputs on unless it changes them, so an
/// unchanged subtree sees the very same object and is recognised by identity.
public final class _ViewInputs: @unchecked Sendable {
    let environment: EnvironmentValues
    /// Modifiers such as padding or background, in rendering order (innermost first);
    /// the first element below receives them and they stop there.
    let modifiers: ModifierChain

    init(environment: EnvironmentValues, modifiers: ModifierChain = ModifierChain()) {
        self.environment = environment
        self.modifiers = modifiers
    }

    /// These inputs with another environment (the same object when nothing changes).
    func with(environment newEnvironment: EnvironmentValues) -> _ViewInputs {
        newEnvironment.hasSameStorage(as: environment) ? self : _ViewInputs(environment: newEnvironment, modifiers: modifiers)
    }

    /// These inputs with one more pending modifier, outside the ones already pending.
    func adding(_ property: ElementProperty) -> _ViewInputs {
        _ViewInputs(environment: environment, modifiers: modifiers.adding(property))
    }

    /// What an element hands its content: the environment, no pending modifiers.
    var withoutModifiers: _ViewInputs {
        modifiers.isEmpty ? self : _ViewInputs(environment: environment)
    }

    func hasSameIdentity(as other: _ViewInputs) -> Bool {
        self === other || (environment.hasSameStorage(as: other.environment) && modifiers == other.modifiers)
    }
}

/// A persistent list of pending element modifiers (cheap to extend and to compare).
struct ModifierChain: Equatable {
    private(set) var items: [ElementProperty] = []

    var isEmpty: Bool { items.isEmpty }

    /// `self` wraps `inner` content: inner modifiers come first in rendering order.
    func adding(_ property: ElementProperty) -> ModifierChain {
        // Built in one allocation (inserting at the front of a copy reallocates it).
        var result = ModifierChain()
        result.items.reserveCapacity(items.count + 1)
        result.items.append(property)
        result.items.append(contentsOf: items)
        return result
    }
}
