import Foundation

/// A value within a range, shown as a level (iOS 16): the label above a capacity bar, the
/// bounds at its ends and the current value under it — iOS's default linear style.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels

    @MainActor public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: _StylePart(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : _StylePart(content: AnyView(currentValueLabel)),
            minimumValueLabel: minimumValueLabel.map { _StylePart(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { _StylePart(content: AnyView($0)) },
            markedValueLabels: _StylePart(content: AnyView(markedValueLabels)))
        if let make = style.make { make(configuration) } else { _GaugeBody(configuration: configuration, kind: .linearCapacity) }
    }

    @Environment(\.gaugeStyle) private var style

    /// The value's place in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel,
                                 minimum: BoundsLabel?, maximum: BoundsLabel?, marked: MarkedValueLabels) {
        self.fraction = Self.fraction(value, bounds)
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.markedValueLabels = marked
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: EmptyView(), minimum: nil, maximum: nil, marked: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
                  marked: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), marked: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil,
                  marked: markedValueLabels())
    }
}

extension Gauge {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), marked: markedValueLabels())
    }
}

// MARK: Styles

/// How a gauge draws its level: a bar (the default), or a ring as iOS's accessory gauges.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` gets: the level from 0 to 1 and the gauge's labels.
public struct GaugeStyleConfiguration {
    public typealias Label = _StylePart
    public typealias CurrentValueLabel = _StylePart
    public typealias MinimumValueLabel = _StylePart
    public typealias MaximumValueLabel = _StylePart
    public typealias MarkedValueLabel = _StylePart
    /// The value's place between the gauge's bounds, from 0 to 1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The marked values' labels (drawn by the built-in styles).
    var markedValueLabels: _StylePart
}

/// The built-in gauges' looks.
struct _GaugeBody: View {
    enum Kind { case linearCapacity, accessoryLinear, circular, circularCapacity }
    let configuration: GaugeStyleConfiguration
    let kind: Kind

    var body: some View {
        switch kind {
        case .linearCapacity, .accessoryLinear:
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                HStack(spacing: 8) {
                    configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                    ProgressView(value: configuration.value).accessibilityIdentifier("gauge-level")
                        .scaleEffect(x: 1, y: kind == .accessoryLinear ? 0.5 : 1)
                    configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
                }
                configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
                configuration.markedValueLabels
            }
        case .circular, .circularCapacity:
            // An open ring (three quarters, its bounds at the ends) or a closed one
            // (capacity), filled to the level, the current value in the middle.
            let span = kind == .circular ? 0.75 : 1.0
            VStack(spacing: 2) {
                ZStack {
                    Circle().trim(from: 0, to: span)
                        .stroke(Color.secondary.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    Circle().trim(from: 0, to: span * configuration.value)
                        .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .accessibilityIdentifier("gauge-level")
                    (configuration.currentValueLabel ?? configuration.label).font(.caption)
                }
                .rotationEffect(.degrees(kind == .circular ? 135 : -90))
                .frame(width: 56, height: 56)
                if kind == .circular {
                    HStack {
                        configuration.minimumValueLabel.font(.caption2)
                        Spacer()
                        configuration.maximumValueLabel.font(.caption2)
                    }
                    .foregroundStyle(.secondary)
                    .frame(width: 56)
                }
            }
        }
    }
}

/// The standard gauge: a capacity bar with its labels.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .linearCapacity) }
}

/// A bar filled to the level.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .linearCapacity) }
}

/// A thin bar, as a widget's accessory gauge.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .accessoryLinear) }
}

/// A thin bar filled to the level.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .accessoryLinear) }
}

/// An open ring filled to the level, the bounds at its ends.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .circular) }
}

/// A closed ring filled to the level.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { _GaugeBody(configuration: configuration, kind: .circularCapacity) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<GaugeStyleConfiguration>.standard }

extension EnvironmentValues {
    var gaugeStyle: _StyleBody<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// How gauges below draw.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.gaugeStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }
}
