import Foundation

/// A label with − and + buttons that step a value (or run your closures), as iOS shows it.
/// With bounds, a button at its end of the range is disabled.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The value as a `format:` initializer formats it, shown beside the buttons.
    var valueText: String?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// iOS 13's order, the label last.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Steps a floating-point value and shows it with `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
        valueText = _inEvaluatingLocale(format).format(value.wrappedValue)
    }

    /// Steps a floating-point value within `bounds` and shows it with `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        valueText = _inEvaluatingLocale(format).format(value.wrappedValue)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        self.init(label: label,
                  onIncrement: current >= bounds.upperBound ? nil : {
                      value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound)
                  },
                  onDecrement: current <= bounds.lowerBound ? nil : {
                      value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
                  },
                  onEditingChanged: onEditingChanged)
    }

    @MainActor public var body: some View {
        HStack {
            label
            Spacer()
            if let valueText {
                Text(valueText).foregroundColor(.secondary).modifier(_ElementPropertyModifier(.stepperValue, .bool(true)))
            }
            // iOS's stepper: two 47 × 32 segments side by side.
            HStack(spacing: 0) {
                Button { step(onDecrement) } label: { Text("−").frame(width: 47, height: 32) }
                    .disabled(onDecrement == nil)
                Button { step(onIncrement) } label: { Text("+").frame(width: 47, height: 32) }
                    .disabled(onIncrement == nil)
            }
            .modifier(_ElementPropertyModifier(.stepper, .bool(true)))
        }
    }

    /// One press: editing begins, the step runs, editing ends.
    @MainActor private func step(_ action: (() -> Void)?) {
        guard let action else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}
