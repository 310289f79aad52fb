import Foundation
import Trellis

// What chart content's modifiers change: each wraps the content and changes the marks it
// lists (their colour, their symbols, their joins, what is annotated on them).

/// Chart content with its marks changed as a modifier says.
nonisolated public struct _ModifiedChartContent<Content: ChartContent>: _PrimitiveChartContent {
    let content: Content
    let change: (inout _ChartMark) -> Void

    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {
        var own: [_ChartMark] = []
        content._collectMarks(into: &own)
        for index in own.indices { change(&own[index]) }
        marks += own
    }
}

extension ChartContent {
    nonisolated func changingMarks(_ change: @escaping (inout _ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in `style` (a colour, a gradient).
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return changingMarks { $0.look.foreground = style }
    }

    /// Colours the marks by a value: each value gets its colour from the chart's foreground
    /// style scale (a palette, unless `chartForegroundStyleScale` maps them), and the legend
    /// lists them. The value also separates lines and areas into series.
    public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.placement.center
        return changingMarks { $0.look.foregroundKey = key }
    }

    public nonisolated func opacity(_ value: Double) -> some ChartContent {
        changingMarks { $0.look.opacity *= value }
    }

    /// The line's width, dashes, caps and joins (lines and rules).
    public nonisolated func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        changingMarks { $0.look.lineStyle = style }
    }

    /// Separates lines into series by a value, each with its own dash pattern.
    public nonisolated func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.placement.center
        return changingMarks { $0.look.lineStyleKey = key }
    }

    /// How lines and areas join their points.
    public nonisolated func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        changingMarks { $0.look.interpolation = method }
    }

    /// Rounds the corners of bars and rectangles.
    public nonisolated func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        changingMarks { $0.look.cornerRadius = radius }
    }

    /// Places marks that share a position side by side, grouped by a value (a grouped bar
    /// chart), along `axis` (the category axis when nil), in `span` of the step.
    public nonisolated func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                                   span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.placement.center
        return changingMarks { mark in
            mark.look.positionKey = key
            mark.look.positionAxis = axis
            mark.look.positionSpan = span
        }
    }

    /// Draws the points with `symbol`.
    public nonisolated func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = AnyChartSymbolShape(symbol)
        return changingMarks { $0.look.symbol = shape }
    }

    /// Draws the points with a view.
    public nonisolated func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return changingMarks { $0.look.symbolView = view }
    }

    /// Gives the points a symbol by a value (from the chart's symbol scale); the legend
    /// lists them. The value also separates lines into series.
    public nonisolated func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.placement.center
        return changingMarks { $0.look.symbolKey = key }
    }

    /// The symbol's area, in square points (a 10 × 10 square is 100).
    public nonisolated func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = CGFloat(max(0, area)).squareRoot()
        return changingMarks { $0.look.symbolSize = CGSize(width: side, height: side) }
    }

    public nonisolated func symbolSize(_ size: CGSize) -> some ChartContent {
        changingMarks { $0.look.symbolSize = size }
    }

    /// Sizes the symbols by a value, from the smallest value's to the largest's.
    public nonisolated func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.placement.center
        return changingMarks { $0.look.symbolSizeKey = key }
    }

    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        changingMarks { mark in
            mark.look.offset.x += x; mark.look.offset.xEnd += x
            mark.look.offset.y += y; mark.look.offset.yEnd += y
        }
    }

    public nonisolated func offset(_ value: CGSize) -> some ChartContent { offset(x: value.width, y: value.height) }

    /// Moves an interval mark's ends separately.
    public nonisolated func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        changingMarks { mark in
            mark.look.offset.x += xStart; mark.look.offset.xEnd += xEnd
            mark.look.offset.y += y; mark.look.offset.yEnd += y
        }
    }

    public nonisolated func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        changingMarks { mark in
            mark.look.offset.x += x; mark.look.offset.xEnd += x
            mark.look.offset.y += yStart; mark.look.offset.yEnd += yEnd
        }
    }

    public nonisolated func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        changingMarks { mark in
            mark.look.offset.x += xStart; mark.look.offset.xEnd += xEnd
            mark.look.offset.y += yStart; mark.look.offset.yEnd += yEnd
        }
    }

    /// A view shown beside each mark (above a bar, by default).
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotating(_ChartAnnotation(position: position, alignment: alignment, spacing: spacing) { _ in view })
    }

    /// A view shown beside each mark, made knowing the mark's size.
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil,
                                                @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotating(_ChartAnnotation(position: position, alignment: alignment, spacing: spacing) { AnyView(content($0)) })
    }

    /// An annotation kept inside the chart as `overflowResolution` says (iOS 17).
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                                @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        return annotating(_ChartAnnotation(position: position, alignment: alignment, spacing: spacing,
                                           overflow: overflowResolution) { _ in view })
    }

    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                                @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotating(_ChartAnnotation(position: position, alignment: alignment, spacing: spacing,
                                    overflow: overflowResolution) { AnyView(content($0)) })
    }

    private nonisolated func annotating(_ annotation: _ChartAnnotation) -> _ModifiedChartContent<Self> {
        changingMarks { $0.look.annotations.append(annotation) }
    }

    /// Draws these marks above (higher) or below (lower) the others (iOS 17).
    public nonisolated func zIndex(_ value: Double) -> some ChartContent {
        changingMarks { $0.look.zIndex = value }
    }

    /// Lays the marks' styles (a gradient) out over the whole plot instead of each mark.
    public nonisolated func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        changingMarks { $0.look.alignsStylesWithPlot = aligns }
    }

    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                   x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        changingMarks { $0.look.shadow = (color, radius, x, y) }
    }

    /// Cuts each mark to `shape`, which fills the mark's frame (rounded heat-map cells).
    public nonisolated func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip = (AnyShape(shape), style)
        return changingMarks { $0.look.clip = clip }
    }

    public nonisolated func blur(radius: CGFloat) -> some ChartContent {
        changingMarks { $0.look.blur = radius }
    }

    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent {
        let text = Text(labelKey)
        return changingMarks { $0.look.accessibilityLabel = text }
    }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let text = Text(label)
        return changingMarks { $0.look.accessibilityLabel = text }
    }
    public nonisolated func accessibilityLabel(_ label: Text) -> some ChartContent {
        changingMarks { $0.look.accessibilityLabel = label }
    }
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent {
        let text = Text(valueKey)
        return changingMarks { $0.look.accessibilityValue = text }
    }
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let text = Text(value)
        return changingMarks { $0.look.accessibilityValue = text }
    }
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some ChartContent {
        changingMarks { $0.look.accessibilityValue = valueDescription }
    }
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        changingMarks { $0.look.accessibilityHidden = hidden }
    }
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
        changingMarks { $0.look.accessibilityIdentifier = identifier }
    }
}
