import Foundation

/// How a symbol's layers are coloured: one colour, its own colours, shades of one colour,
/// or a palette. The web host draws symbols with single-colour icons, so every mode draws
/// as `monochrome` in the foreground colour (docs/Differences.md); the mode is kept on the
/// element for hosts that can do more.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// How the symbol images below colour their layers.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.symbolRenderingMode, .string(mode?.name ?? "automatic")))
    }

    /// The tint of the list rows below: their icons and controls take it.
    nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.tint(tint)
    }

    nonisolated public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.tint(tint?.color)
    }
}

extension Image {
    /// How this symbol colours its layers (see `View.symbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A list row's tint: a colour, or the tint the platform prefers for it.
public struct ListItemTint: Sendable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static let monochrome = ListItemTint(color: .primary)
}

/// An animation of symbol images (iOS 17's Symbols framework). The web host plays each
/// as a CSS animation of the symbols below: a bounce, a pulse of opacity, a wiggle…
public protocol SymbolEffect: Sendable {
    /// The effect's name and variant, as hosts get it.
    var _name: String { get }
}
/// An effect played once, each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect played while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides a symbol as it is inserted or removed.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// One symbol giving way to the next: the old one leaves and the new one comes in (down
/// then up, off then up, up then up — drawn alike, as a cross-fade, by a host whose
/// symbols have one layer).
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var _name = "replace"
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public static var downUp: ReplaceSymbolEffect { .init() }
    public static var upUp: ReplaceSymbolEffect { .init() }
    public static var offUp: ReplaceSymbolEffect { .init() }

    /// iOS 18's "magic" replacement between related symbols, or `fallback` between others.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(_name: _name) }

    /// The magic form of a replacement (drawn as the plain one).
    public struct MagicReplace: ContentTransitionSymbolEffect {
        public var _name: String
        public var byLayer: Self { self }
        public var wholeSymbol: Self { self }
    }
}

/// The replacement the system picks for a pair of symbols (iOS 18): here the plain one.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect {
    public var _name = "replace"
}

/// Declares a symbol effect type: its name, and variants that only name a direction or
/// the layers it moves (drawn the same by a host with one-layer symbols).
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "bounce"
    public var up: Self { self }
    public var down: Self { var copy = self; copy._name = "bounce-down"; return copy }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "pulse"
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "variableColor"
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public var _name = "scale-up"
    public var up: Self { self }
    public var down: Self { var copy = self; copy._name = "scale-down"; return copy }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var _name = "appear"
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var _name = "disappear"
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "wiggle"
    public var left: Self { self }
    public var right: Self { self }
    public var up: Self { self }
    public var down: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "rotate"
    public var clockwise: Self { self }
    public var counterClockwise: Self { var copy = self; copy._name = "rotate-back"; return copy }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var _name = "breathe"
    public var plain: Self { self }
    public var pulse: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: AutomaticSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// How a symbol effect repeats and how fast it plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect plays (nil: for ever).
    var count: Int? = 1
    var speedFactor = 1.0
    var repeats = false

    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(count: nil, repeats: true) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions() }
    public var repeating: SymbolEffectOptions { var copy = self; copy.count = nil; copy.repeats = true; return copy }
    public var nonRepeating: SymbolEffectOptions { var copy = self; copy.count = 1; copy.repeats = false; return copy }
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self; copy.count = count.map { max($0, 1) }; copy.repeats = true; return copy
    }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var copy = self; copy.speedFactor = max(speed, 0.01); return copy }

    /// "name count speed": what hosts play (count 0: for ever).
    func describing(_ name: String, indefinite: Bool) -> String {
        let plays = indefinite && !repeats ? 0 : count ?? 0
        return "\(name) \(plays) \(speedFactor)"
    }
}

/// A symbol effect played once each time a value changes.
nonisolated public struct _DiscreteSymbolEffectView<Content: View, Value: Equatable>: View {
    let content: Content
    let effect: String
    let value: Value
    @State private var plays = 0

    @MainActor public var body: some View {
        content
            .modifier(_ElementPropertyModifier(.symbolEffect, .string(plays == 0 ? "none" : "\(effect) \(plays % 2)")))
            .onChange(of: value) { plays += 1 }
    }
}

extension View {
    /// Plays `effect` on the symbols below while `isActive` is true.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                    isActive: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.symbolEffect, .string(isActive ? options.describing(effect._name, indefinite: true) : "none")))
    }

    /// Plays `effect` on the symbols below once each time `value` changes.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                                value: U) -> _DiscreteSymbolEffectView<Self, U> {
        _DiscreteSymbolEffectView(content: self, effect: options.describing(effect._name, indefinite: false), value: value)
    }

    /// Stops the symbol effects below (or lets them play again).
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.symbolEffect, .string(isEnabled ? "none" : "inherit")))
    }
}

/// A variant of the symbols below: filled, in a circle or a square, slashed
/// (`.symbolVariant(.circle.fill)` draws `heart` as `heart.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    /// Two bits of flags (slash, fill) and the enclosing shape, in one byte: the environment
    /// holds it inline, so reading it for every image allocates nothing.
    private var bits: UInt8
    private static let slashBit: UInt8 = 1, fillBit: UInt8 = 2, shapeShift: UInt8 = 2
    private static let shapes = ["circle", "square", "rectangle"]

    private init(bits: UInt8) { self.bits = bits }
    private init(shape: Int) { bits = UInt8(shape + 1) << Self.shapeShift }

    var slashed: Bool {
        get { bits & Self.slashBit != 0 }
        set { bits = newValue ? bits | Self.slashBit : bits & ~Self.slashBit }
    }
    var filled: Bool {
        get { bits & Self.fillBit != 0 }
        set { bits = newValue ? bits | Self.fillBit : bits & ~Self.fillBit }
    }
    /// The enclosing shape's name (`circle`, `square`, `rectangle`), if there is one.
    var shape: String? {
        let code = Int(bits >> Self.shapeShift)
        return code == 0 ? nil : Self.shapes[code - 1]
    }
    private func withShape(_ index: Int) -> SymbolVariants {
        SymbolVariants(bits: (bits & (Self.slashBit | Self.fillBit)) | UInt8(index + 1) << Self.shapeShift)
    }

    public static let none = SymbolVariants(bits: 0)
    public static let circle = SymbolVariants(shape: 0)
    public static let square = SymbolVariants(shape: 1)
    public static let rectangle = SymbolVariants(shape: 2)
    public static let fill = SymbolVariants(bits: fillBit)
    public static let slash = SymbolVariants(bits: slashBit)

    public var circle: SymbolVariants { withShape(0) }
    public var square: SymbolVariants { withShape(1) }
    public var rectangle: SymbolVariants { withShape(2) }
    public var fill: SymbolVariants { var copy = self; copy.filled = true; return copy }
    public var slash: SymbolVariants { var copy = self; copy.slashed = true; return copy }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.slashed || slashed) && (!other.filled || filled) && (other.shape == nil || other.shape == shape)
    }

    /// These variants with `other`'s added (its shape replacing this one's).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        let shapeBits = other.bits >> Self.shapeShift != 0 ? other.bits : bits
        return SymbolVariants(bits: ((bits | other.bits) & (Self.slashBit | Self.fillBit)) | (shapeBits >> Self.shapeShift) << Self.shapeShift)
    }

    /// `name` with these variants' suffixes, skipping those it already has.
    func applied(to name: String) -> String {
        guard bits != 0 else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let hadFill = parts.last == "fill"
        if hadFill { parts.removeLast() }
        if slashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape) { parts.append(shape) }
        if filled || hadFill { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant the symbols below draw in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols below in `variant`, added to any variant above.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentWritingModifier<SymbolVariants>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.symbolVariants, transform: { $0 = $0.adding(variant) }))
    }
}
