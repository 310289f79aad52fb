import Foundation

/// A control for choosing a value from a range by dragging a thumb along a track, with
/// optional minimum and maximum value labels on either side. As on iOS, the label names
/// the slider (for accessibility and for tests) and is not drawn.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let track: _SliderTrack<Label>
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    // The iOS 13 spellings (deprecated, still accepted by iOS 18's SDK): the value labels
    // as values and the label closure last, so `Slider(value:in:onEditingChanged:
    // minimumValueLabel:maximumValueLabel:) { … }` builds. Disfavoured, as in SwiftUI, so a
    // trailing closure after `value:in:` still means the label-first form.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(),
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                 onEditingChanged: @escaping (Bool) -> Void) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        track = _SliderTrack(value: Double(value.wrappedValue), lower: lower, upper: upper,
                             step: step.flatMap { $0 > 0 ? $0 : nil }, label: label,
                             set: { value.wrappedValue = V($0) }, onEditingChanged: onEditingChanged)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    @MainActor public var body: some View {
        HStack {
            minimumValueLabel
            track
            maximumValueLabel
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    // The iOS 13 spellings with the label closure last (see above).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// The slider's track: the value, its range and step (`value`, `min`, `max`, `step`),
/// with the label inside for its name. `setValue` moves it: the value is clamped to the
/// range and snapped to the step, as dragging the thumb would leave it.
nonisolated public struct _SliderTrack<Label: View>: View {
    let value: Double
    let lower: Double
    let upper: Double
    let step: Double?
    let label: Label
    let set: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .slider }
    public var _content: Label { label }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([
            ElementProperty(.value, .number(value)),
            ElementProperty(.min, .number(lower)),
            ElementProperty(.max, .number(upper)),
        ])
        if let step { properties.append(.step, .number(step)) }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setValue = event { return environment.isEnabled }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setValue(let requested) = event, requested.isFinite else { return false }
        onEditingChanged(true)
        set(snapped(requested))
        onEditingChanged(false)
        return true
    }

    /// `requested` within the bounds, on a step from the lower bound.
    func snapped(_ requested: Double) -> Double {
        var result = Swift.min(Swift.max(requested, lower), upper)
        if let step {
            result = lower + ((result - lower) / step).rounded() * step
            if result > upper { result -= step }
        }
        return result
    }
}

extension ElementKind {
    /// A `Slider`'s track (`value`, `min`, `max`, `step`); its children are the label.
    public static let slider = ElementKind(rawValue: "Slider")
}

@_spi(TrellisHost) extension _SliderTrack: _PrimitiveView {}
