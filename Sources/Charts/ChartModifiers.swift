import Foundation
import Trellis

// The view modifiers that configure the charts inside a view: axes, scales, the legend,
// the plot's look, views over and under the plot, and selection. Each sets a part of the
// environment's `_ChartConfiguration`, which every `Chart` inside reads.

/// How the charts inside a view are configured.
struct _ChartConfiguration {
    var xAxis = _AxisConfiguration()
    var yAxis = _AxisConfiguration()
    var xScale = _PositionScale()
    var yScale = _PositionScale()
    var foregroundScale = _StyleScale<AnyShapeStyle>()
    var symbolScale = _StyleScale<AnyChartSymbolShape>()
    var lineStyleScale = _StyleScale<StrokeStyle>()
    var symbolSizeRange: ClosedRange<CGFloat>?
    /// Colours numbers styled by value run through (a `Gradient` range), smallest first.
    var continuousColors: [Color]?
    var legend = _LegendConfiguration()
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var backgrounds: [(Alignment, (ChartProxy) -> AnyView)] = []
    var overlays: [(Alignment, (ChartProxy) -> AnyView)] = []
    var xSelection: _ChartSelection?
    var ySelection: _ChartSelection?
    var angleSelection: _ChartSelection?
    var gesture: ((ChartProxy) -> AnyGesture<Void>)?
    var scrollableAxes: Axis.Set = []
    var xVisibleLength: Double?
    var yVisibleLength: Double?
}

struct _AxisConfiguration {
    var visibility: Visibility = .automatic
    var content: [_AxisMarkSet]?
    var title: (view: AnyView, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?)?
}

/// A position scale's domain and type, as `chartXScale`/`chartYScale` set them.
struct _PositionScale {
    var domain: _ScaleDomainSpec = .automatic(includesZero: nil, reversed: nil)
    var type: ScaleType?
    var startPadding: CGFloat = 0
    var endPadding: CGFloat = 0
}

/// Values mapped to a look (colours, symbols, dashes): an explicit list, or a function.
struct _StyleScale<Look> {
    var pairs: [(_ChartDatum, Look)] = []
    var domain: [_ChartDatum]?
    var range: [Look]?
    var mapping: ((_ChartDatum) -> Look?)?

    func look(for datum: _ChartDatum, index: Int) -> Look? {
        if let pair = pairs.first(where: { $0.0 == datum }) { return pair.1 }
        if let mapping, let look = mapping(datum) { return look }
        if let range, !range.isEmpty {
            let position = domain?.firstIndex(of: datum) ?? index
            return range[position % range.count]
        }
        return nil
    }
    /// The values in the order the scale lists them, when it lists them.
    var listedDomain: [_ChartDatum]? { domain ?? (pairs.isEmpty ? nil : pairs.map(\.0)) }
}

struct _LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

/// A selection binding: the chart sets it to the value under a tap or a drag.
struct _ChartSelection {
    let set: (_ChartDatum?) -> Void
    /// For a range selection: the ends.
    let setRange: ((_ChartDatum, _ChartDatum) -> Void)?
}

private struct ChartConfigurationKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = _ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: _ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    nonisolated func configuringCharts(_ change: @escaping (inout _ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    // MARK: Axes

    /// Shows or hides the x axis's marks and labels.
    public nonisolated func chartXAxis(_ visibility: Visibility) -> some View { configuringCharts { $0.xAxis.visibility = visibility } }
    public nonisolated func chartYAxis(_ visibility: Visibility) -> some View { configuringCharts { $0.yAxis.visibility = visibility } }

    /// The x axis's marks, as `AxisMarks` describe them.
    public nonisolated func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let sets = collectAxis(content())
        return configuringCharts { $0.xAxis.content = sets }
    }
    public nonisolated func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let sets = collectAxis(content())
        return configuringCharts { $0.yAxis.content = sets }
    }

    /// A title for the x axis (below the axis, at its trailing end, unless `position` says).
    public nonisolated func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                            alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(x: true, AnyView(Text(labelKey)), position, alignment, spacing)
    }
    @_disfavoredOverload
    public nonisolated func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                               alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(x: true, AnyView(Text(label)), position, alignment, spacing)
    }
    public nonisolated func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        axisTitle(x: true, AnyView(content()), position, alignment, spacing)
    }
    /// A title for the y axis (above the axis, at its trailing side, unless `position` says).
    public nonisolated func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                            alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(x: false, AnyView(Text(labelKey)), position, alignment, spacing)
    }
    @_disfavoredOverload
    public nonisolated func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                               alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(x: false, AnyView(Text(label)), position, alignment, spacing)
    }
    public nonisolated func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                     spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        axisTitle(x: false, AnyView(content()), position, alignment, spacing)
    }

    private nonisolated func axisTitle(x: Bool, _ view: AnyView, _ position: AnnotationPosition, _ alignment: Alignment?,
                                       _ spacing: CGFloat?) -> some View {
        configuringCharts { configuration in
            if x { configuration.xAxis.title = (view, position, alignment, spacing) }
            else { configuration.yAxis.title = (view, position, alignment, spacing) }
        }
    }

    // MARK: Scales

    /// The x values the plot spans (a range of numbers or dates, or the categories in order).
    public nonisolated func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._scaleDomain
        return configuringCharts { $0.xScale.domain = spec; $0.xScale.type = type }
    }
    public nonisolated func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                                       type: ScaleType? = nil) -> some View {
        let (spec, padding) = (domain._scaleDomain, range._padding)
        return configuringCharts { $0.xScale.domain = spec; $0.xScale.type = type; ($0.xScale.startPadding, $0.xScale.endPadding) = padding }
    }
    public nonisolated func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return configuringCharts { $0.xScale.type = type; ($0.xScale.startPadding, $0.xScale.endPadding) = padding }
    }
    public nonisolated func chartXScale(type: ScaleType? = nil) -> some View { configuringCharts { $0.xScale.type = type } }
    public nonisolated func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._scaleDomain
        return configuringCharts { $0.yScale.domain = spec; $0.yScale.type = type }
    }
    public nonisolated func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                                       type: ScaleType? = nil) -> some View {
        let (spec, padding) = (domain._scaleDomain, range._padding)
        return configuringCharts { $0.yScale.domain = spec; $0.yScale.type = type; ($0.yScale.startPadding, $0.yScale.endPadding) = padding }
    }
    public nonisolated func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return configuringCharts { $0.yScale.type = type; ($0.yScale.startPadding, $0.yScale.endPadding) = padding }
    }
    public nonisolated func chartYScale(type: ScaleType? = nil) -> some View { configuringCharts { $0.yScale.type = type } }

    /// The colours `foregroundStyle(by:)` gives values: `["Cats": .orange, "Dogs": .blue]`.
    public nonisolated func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key.chartDatum, AnyShapeStyle($0.value)) }
        return configuringCharts { $0.foregroundScale.pairs = pairs }
    }
    public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                                             type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let (values, looks) = (domain._scaleDomain.listed, range._visualValues.map { AnyShapeStyle($0) })
        return configuringCharts { $0.foregroundScale.domain = values; $0.foregroundScale.range = looks }
    }
    public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let values = domain._scaleDomain.listed
        return configuringCharts { $0.foregroundScale.domain = values }
    }
    public nonisolated func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let looks = range._visualValues.map { AnyShapeStyle($0) }
        let continuous = (range as? Gradient)?._visualValues
        return configuringCharts { $0.foregroundScale.range = looks; $0.continuousColors = continuous }
    }
    public nonisolated func chartForegroundStyleScale(type: ScaleType? = nil) -> some View { configuringCharts { _ in } }
    public nonisolated func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let values = domain.map(\.chartDatum)
        let map: (_ChartDatum) -> AnyShapeStyle? = { datum in Domain.Element.fromChartDatum(datum).map { AnyShapeStyle(mapping($0)) } }
        return configuringCharts { $0.foregroundScale.domain = values; $0.foregroundScale.mapping = map }
    }
    public nonisolated func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (_ChartDatum) -> AnyShapeStyle? = { datum in DataValue.fromChartDatum(datum).map { AnyShapeStyle(mapping($0)) } }
        return configuringCharts { $0.foregroundScale.mapping = map }
    }

    /// The symbols `symbol(by:)` gives values.
    public nonisolated func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let pairs = mapping.map { ($0.key.chartDatum, AnyChartSymbolShape(erased: $0.value)) }
        return configuringCharts { $0.symbolScale.pairs = pairs }
    }
    public nonisolated func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let looks = range.map { AnyChartSymbolShape(erased: $0) }
        return configuringCharts { $0.symbolScale.range = looks }
    }
    public nonisolated func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let values = domain._scaleDomain.listed
        return configuringCharts { $0.symbolScale.domain = values }
    }
    public nonisolated func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (_ChartDatum) -> AnyChartSymbolShape? = { datum in DataValue.fromChartDatum(datum).map { AnyChartSymbolShape(mapping($0)) } }
        return configuringCharts { $0.symbolScale.mapping = map }
    }

    /// The dashes `lineStyle(by:)` gives values.
    public nonisolated func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { ($0.key.chartDatum, $0.value) }
        return configuringCharts { $0.lineStyleScale.pairs = pairs }
    }
    public nonisolated func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        let map: (_ChartDatum) -> StrokeStyle? = { datum in DataValue.fromChartDatum(datum).map(mapping) }
        return configuringCharts { $0.lineStyleScale.mapping = map }
    }

    // MARK: Legend

    /// Shows or hides the legend (shown by default when marks are styled by a value).
    @MainActor @preconcurrency public func chartLegend(_ visibility: Visibility) -> some View {
        configuringCharts { $0.legend.visibility = visibility }
    }
    @MainActor @preconcurrency public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                       spacing: CGFloat? = nil) -> some View {
        configuringCharts { legend in
            (legend.legend.position, legend.legend.alignment, legend.legend.spacing) = (position, alignment, spacing)
        }
    }
    @MainActor @preconcurrency public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                                      spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return configuringCharts { legend in
            (legend.legend.position, legend.legend.alignment, legend.legend.spacing) = (position, alignment, spacing)
            legend.legend.content = view
        }
    }

    // MARK: Plot, background, overlay

    /// Styles the plot area (its background, a border, a fixed height).
    public nonisolated func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        configuringCharts { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// A view under the chart, made with the chart's proxy (to place things at values).
    public nonisolated func chartBackground<V: View>(alignment: Alignment = .center,
                                                     @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringCharts { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
    }
    /// A view over the chart, made with the chart's proxy: to read values under a drag.
    public nonisolated func chartOverlay<V: View>(alignment: Alignment = .center,
                                                  @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringCharts { $0.overlays.append((alignment, { AnyView(content($0)) })) }
    }

    // MARK: Selection and scrolling (iOS 17)

    /// Sets `value` to the x value under a tap or a drag on the plot.
    public nonisolated func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        configuringCharts { $0.xSelection = selection(value) }
    }
    public nonisolated func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        configuringCharts { $0.xSelection = rangeSelection(range) }
    }
    public nonisolated func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        configuringCharts { $0.ySelection = selection(value) }
    }
    public nonisolated func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        configuringCharts { $0.ySelection = rangeSelection(range) }
    }
    /// Sets `value` to the running total at the angle of a tap on a pie (which sector it is).
    public nonisolated func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        configuringCharts { $0.angleSelection = selection(value) }
    }
    /// A gesture of the app's on the plot, in place of the selection's.
    public nonisolated func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View {
        configuringCharts { configuration in
            configuration.gesture = { proxy in AnyGesture(gesture(proxy).map { _ in () }) }
        }
    }
    /// Lets the plot scroll along `axes`, showing `chartXVisibleDomain(length:)` of its domain.
    public nonisolated func chartScrollableAxes(_ axes: Axis.Set) -> some View { configuringCharts { $0.scrollableAxes = axes } }
    public nonisolated func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = length.chartDatum.continuous
        return configuringCharts { $0.xVisibleLength = length }
    }
    public nonisolated func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = length.chartDatum.continuous
        return configuringCharts { $0.yVisibleLength = length }
    }
}

private func collectAxis(_ content: some AxisContent) -> [_AxisMarkSet] {
    var sets: [_AxisMarkSet] = []
    content._collectAxisMarks(into: &sets)
    return sets
}

private func selection<P: Plottable>(_ binding: Binding<P?>) -> _ChartSelection {
    _ChartSelection(set: { datum in binding.wrappedValue = datum.flatMap(P.fromChartDatum) }, setRange: nil)
}

private func rangeSelection<P: Plottable & Comparable>(_ binding: Binding<ClosedRange<P>?>) -> _ChartSelection {
    _ChartSelection(set: { datum in if datum == nil { binding.wrappedValue = nil } },
                    setRange: { start, end in
                        guard let a = P.fromChartDatum(start), let b = P.fromChartDatum(end) else { return }
                        binding.wrappedValue = min(a, b)...max(a, b)
                    })
}

/// The plot area, as `chartPlotStyle` is given it to style.
public struct ChartPlotContent: View {
    let content: AnyView
    public var body: some View { content }
}
