/// A modifier that changes the environment of the content below it.
nonisolated public struct _EnvironmentWritingModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        EnvironmentWriterNode<C, Value>(view, parent: parent, inputs: inputs)
    }
}

/// Writes one key for its subtree. When its value is unchanged it hands down the very
/// same environment, so nothing below is re-checked.
final class EnvironmentWriterNode<C: View, Value>: ModifierNode<C, _EnvironmentWritingModifier<Value>> {
    private var written: EnvironmentValues
    private var writtenValue: Value

    init(_ view: ModifiedContent<C, _EnvironmentWritingModifier<Value>>, parent: _ViewNode, inputs: _ViewInputs) {
        let (environment, value) = Self.write(view.modifier, into: inputs.environment)
        written = environment
        writtenValue = value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs.with(environment: written))
    }

    private static func write(_ modifier: _EnvironmentWritingModifier<Value>, into base: EnvironmentValues) -> (EnvironmentValues, Value) {
        var environment = base
        var value = DependencyTracking.untracked { base[keyPath: modifier.keyPath] }
        modifier.transform(&value)
        environment[keyPath: modifier.keyPath] = value
        return (environment, value)
    }

    override func update(to view: ModifiedContent<C, _EnvironmentWritingModifier<Value>>, inputs newInputs: _ViewInputs) {
        let (environment, value) = Self.write(view.modifier, into: newInputs.environment)
        let baseUnchanged = newInputs.environment.hasSameStorage(as: inputs.environment)
        let valueUnchanged = Equality.areEqual(value, writtenValue)
        if !(baseUnchanged && valueUnchanged) {
            var environment = environment
            // The environment above changed but this value did not: readers of this key
            // must not wake up for it.
            if valueUnchanged { environment.keepVersionOfLatestWrite(written.versionOfLatestWrite) }
            written = environment
            writtenValue = value
        }
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs.with(environment: written))
    }

}

extension View {
    /// Sets an environment value for this view and everything below it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentWritingModifier<V>> {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, transform: { $0 = value }))
    }

    /// The colour scheme this view and its content prefer (nil: the system's). As in
    /// SwiftUI it switches the whole window: the web host turns the page dark or light
    /// while the view is shown. Its content also reads it as `\.colorScheme`.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<ModifiedContent<Self, _ElementPropertyModifier>, _EnvironmentWritingModifier<ColorScheme>> {
        let name = switch colorScheme {
        case .dark?: "dark"
        case .light?: "light"
        case nil: ""
        }
        return modifier(_ElementPropertyModifier(.preferredColorScheme, .string(name)))
            .modifier(_EnvironmentWritingModifier(keyPath: \.colorScheme, transform: { if let colorScheme { $0 = colorScheme } }))
    }

    /// Changes an environment value in place for this view and everything below it.
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> ModifiedContent<Self, _EnvironmentWritingModifier<V>> {
        modifier(_EnvironmentWritingModifier(keyPath: keyPath, transform: transform))
    }

    /// Disables controls below: they ignore input and show as disabled. `disabled(false)`
    /// does not re-enable what an outer `disabled(true)` disabled.
    nonisolated public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.isEnabled, transform: { if disabled { $0 = false } }))
    }

    /// Draws symbol images below smaller or larger than the text around them.
    nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentWritingModifier<Image.Scale>> {
        environment(\.imageScale, scale)
    }

    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Font?>> {
        environment(\.font, font)
    }

    nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        environment(\.foregroundColor, color)
    }

    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        environment(\.foregroundColor, style._resolvedColor)
    }

    /// The primary and secondary foreground styles (a palette symbol's two layers). The
    /// bundled symbols have one layer and text has one colour: the views below are drawn in
    /// `primary`, and `secondary` colours nothing here (docs/Differences.md).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary foreground styles (see the two-style form).
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, _EnvironmentWritingModifier<Color?>> {
        foregroundStyle(primary)
    }
}

extension View {
    /// The colour scheme the views below read (the older form of
    /// `environment(\.colorScheme, _)`).
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentWritingModifier<ColorScheme>> {
        environment(\.colorScheme, colorScheme)
    }
}
