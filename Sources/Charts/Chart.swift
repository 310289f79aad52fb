import Foundation
import Trellis

/// A chart: marks drawn over axes, laid out by the layout engine like any view (the axes'
/// labels measured as texts, the plot taking the rest), so both hosts draw the same chart.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @State private var plotToken = ChartPlotToken()

    public nonisolated init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// A chart of the marks made for each element.
    @MainActor public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, _ChartContentRow>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, _ChartContentRow> {
        self.content = ForEach(data, id: id, content: content)
    }

    @MainActor public var body: some View {
        var marks: [_ChartMark] = []
        content._collectMarks(into: &marks)
        let plan = ChartPlan(marks: marks, configuration: configuration)
        let proxy = ChartProxy(plan: plan, token: AnyHashable(ObjectIdentifier(plotToken)), configuration: configuration)
        return ChartBody(plan: plan, configuration: configuration, proxy: proxy)
    }
}

/// Names a chart's plot area for its proxy's `plotFrame` anchor, for as long as the chart.
final class ChartPlotToken {}

/// The chart's parts, laid out by `ChartFrameLayout`.
struct ChartBody: View {
    let plan: ChartPlan
    let configuration: _ChartConfiguration
    let proxy: ChartProxy

    var body: some View {
        let frame = ChartFrameLayout(legendOnTop: configuration.legend.position == .top,
                                     yLabelsLeading: plan.y?.position == .leading,
                                     xLabelsOnTop: plan.x?.position == .top,
                                     xTitle: configuration.xAxis.title.map { ($0.position, $0.alignment) },
                                     yTitle: configuration.yAxis.title.map { ($0.position, $0.alignment) }) {
            plotArea.layoutValue(key: ChartPart.self, value: .plot)
            if let y = plan.y, y.visible, y.ticks.contains(where: \.hasLabel) {
                AxisLabels(axis: y, isX: false).layoutValue(key: ChartPart.self, value: .yLabels)
            }
            if let x = plan.x, x.visible, x.ticks.contains(where: \.hasLabel) {
                AxisLabels(axis: x, isX: true).layoutValue(key: ChartPart.self, value: .xLabels)
            }
            if let title = configuration.xAxis.title {
                title.view.font(.caption).foregroundStyle(.secondary).layoutValue(key: ChartPart.self, value: .xTitle)
            }
            if let title = configuration.yAxis.title {
                title.view.font(.caption).foregroundStyle(.secondary).layoutValue(key: ChartPart.self, value: .yTitle)
            }
            if showsLegend {
                legend.layoutValue(key: ChartPart.self, value: .legend)
            }
        }
        return frame
            .background { ZStack { ForEach(configuration.backgrounds.indices, id: \.self) { configuration.backgrounds[$0].1(proxy) } } }
            .overlay { ZStack { ForEach(configuration.overlays.indices, id: \.self) { configuration.overlays[$0].1(proxy) } } }
    }

    private var showsLegend: Bool {
        switch configuration.legend.visibility {
        case .hidden: false
        case .visible: true
        default: !plan.legend.isEmpty || plan.gradientLegend != nil || configuration.legend.content != nil
        }
    }

    @ViewBuilder private var legend: some View {
        if let content = configuration.legend.content {
            content
        } else if let gradient = plan.gradientLegend {
            HStack(spacing: 6) {
                Text(gradient.low)
                LinearGradient(colors: gradient.colors, startPoint: .leading, endPoint: .trailing)
                    .frame(width: 80, height: 8)
                    .clipShape(Capsule())
                Text(gradient.high)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        } else {
            HStack(spacing: configuration.legend.spacing ?? 12) {
                ForEach(plan.legend.indices, id: \.self) { index in
                    let entry = plan.legend[index]
                    HStack(spacing: 4) {
                        entry.symbol.fill(entry.style).frame(width: 8, height: 8)
                        Text(entry.name)
                    }
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }

    /// The plot: grid lines, then the marks, then their symbols and annotations, drawn at
    /// the plot's size; selection gestures on it.
    private var plotArea: some View {
        let plot = GeometryReader { geometry in
            let size = geometry.size
            ZStack(alignment: .topLeading) {
                Color.clear
                PlotGrid(plan: plan, size: size)
                ForEach(plan.marks.indices, id: \.self) { index in
                    MarkView(plotted: plan.marks[index], size: size, isPie: plan.isPie)
                }
                ForEach(plan.marks.indices, id: \.self) { index in
                    MarkDecorations(plotted: plan.marks[index], size: size)
                }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .contentShape(Rectangle())
            .modifier(ChartSelectionGesture(plan: plan, configuration: configuration, proxy: proxy, size: size))
        }
        .markedForAnchors(proxy.token)
        return Group {
            if let style = configuration.plotStyle { style(ChartPlotContent(content: AnyView(plot))) } else { plot }
        }
    }
}

extension AxisTickPlan {
    var hasLabel: Bool { items.contains { if case .label = $0.kind { return true }; return false } }
}

// MARK: Layout

/// Which part of a chart a subview of `ChartFrameLayout` is.
enum ChartPart: LayoutValueKey, Equatable {
    case plot, xLabels, yLabels, xTitle, yTitle, legend
    static let defaultValue = ChartPart.plot
}

/// Lays a chart out: the legend and axis titles at their edges, the axes' labels beside
/// the plot (as wide and as tall as they measure), the plot in what is left.
struct ChartFrameLayout: Layout {
    let legendOnTop: Bool
    let yLabelsLeading: Bool
    let xLabelsOnTop: Bool
    let xTitle: (AnnotationPosition, Alignment?)?
    let yTitle: (AnnotationPosition, Alignment?)?

    static let gap: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func length(_ value: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let value, value.isFinite else { return fallback }
            return value
        }
        return CGSize(width: length(proposal.width, 300), height: length(proposal.height, 200))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var area = bounds
        func part(_ name: ChartPart) -> LayoutSubview? { subviews.first { $0[ChartPart.self] == name } }

        if let legend = part(.legend) {
            let size = legend.sizeThatFits(ProposedViewSize(width: area.width, height: nil))
            if legendOnTop {
                legend.place(at: CGPoint(x: area.minX, y: area.minY), proposal: ProposedViewSize(size))
                area = area.divided(atDistance: size.height + Self.gap, from: .minYEdge).remainder
            } else {
                legend.place(at: CGPoint(x: area.minX, y: area.maxY - size.height), proposal: ProposedViewSize(size))
                area = area.divided(atDistance: size.height + Self.gap, from: .maxYEdge).remainder
            }
        }
        if let title = part(.xTitle) {
            let size = title.sizeThatFits(.unspecified)
            let top = xTitle?.0 == .top
            let x = align(xTitle?.1?.horizontal, width: size.width, in: area, fallback: .trailing)
            title.place(at: CGPoint(x: x, y: top ? area.minY : area.maxY - size.height), proposal: ProposedViewSize(size))
            area = area.divided(atDistance: size.height + Self.gap / 2, from: top ? .minYEdge : .maxYEdge).remainder
        }
        if let title = part(.yTitle) {
            let size = title.sizeThatFits(.unspecified)
            switch yTitle?.0 {
            case .leading?:
                title.place(at: CGPoint(x: area.minX, y: area.midY - size.height / 2), proposal: ProposedViewSize(size))
                area = area.divided(atDistance: size.width + Self.gap, from: .minXEdge).remainder
            case .trailing?:
                title.place(at: CGPoint(x: area.maxX - size.width, y: area.midY - size.height / 2), proposal: ProposedViewSize(size))
                area = area.divided(atDistance: size.width + Self.gap, from: .maxXEdge).remainder
            default:
                let bottom = yTitle?.0 == .bottom
                let x = align(yTitle?.1?.horizontal, width: size.width, in: area, fallback: yLabelsLeading ? .leading : .trailing)
                title.place(at: CGPoint(x: x, y: bottom ? area.maxY - size.height : area.minY), proposal: ProposedViewSize(size))
                area = area.divided(atDistance: size.height + Self.gap / 2, from: bottom ? .maxYEdge : .minYEdge).remainder
            }
        }
        let yLabels = part(.yLabels)
        let yWidth = yLabels.map { $0.sizeThatFits(.unspecified).width + Self.gap } ?? 0
        let xLabels = part(.xLabels)
        let xHeight = xLabels.map { $0.sizeThatFits(.unspecified).height + Self.gap } ?? 0
        var plot = area
        plot = plot.divided(atDistance: yWidth, from: yLabelsLeading ? .minXEdge : .maxXEdge).remainder
        plot = plot.divided(atDistance: xHeight, from: xLabelsOnTop ? .minYEdge : .maxYEdge).remainder
        plot.size.width = max(0, plot.width)
        plot.size.height = max(0, plot.height)

        part(.plot)?.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
        yLabels?.place(at: CGPoint(x: yLabelsLeading ? area.minX : plot.maxX + Self.gap, y: plot.minY),
                       proposal: ProposedViewSize(width: yWidth - Self.gap, height: plot.height))
        xLabels?.place(at: CGPoint(x: plot.minX, y: xLabelsOnTop ? area.minY : plot.maxY + Self.gap),
                       proposal: ProposedViewSize(width: plot.width, height: xHeight - Self.gap))
    }

    private func align(_ alignment: HorizontalAlignment?, width: CGFloat, in area: CGRect, fallback: HorizontalAlignment) -> CGFloat {
        switch alignment ?? fallback {
        case .leading: area.minX
        case .center: area.midX - width / 2
        default: area.maxX - width
        }
    }
}

/// Where an axis label sits: its fraction along the axis, and the point of the label
/// that sits there.
struct AxisLabelPlace: LayoutValueKey {
    static let defaultValue = (fraction: 0.0, anchor: UnitPoint.center)
}

/// One axis's labels, each at its value along the axis: as wide (y) or tall (x) as the
/// largest label.
struct AxisLabelsLayout: Layout {
    let isX: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0, tallest = sizes.map(\.height).max() ?? 0
        return isX ? CGSize(width: proposal.width ?? sizes.map(\.width).reduce(0, +), height: tallest)
                   : CGSize(width: widest, height: proposal.height ?? sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            let place = subview[AxisLabelPlace.self]
            if isX {
                let x = bounds.minX + CGFloat(place.fraction) * bounds.width - place.anchor.x * size.width
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            } else {
                let y = bounds.minY + CGFloat(1 - place.fraction) * bounds.height - place.anchor.y * size.height
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            }
        }
    }
}

/// An axis's value labels, styled as Swift Charts' (small, secondary) unless the marks say.
struct AxisLabels: View {
    let axis: AxisPlan
    let isX: Bool

    var body: some View {
        AxisLabelsLayout(isX: isX) {
            ForEach(axis.ticks.indices, id: \.self) { index in
                let tick = axis.ticks[index]
                ForEach(Array(tick.items.enumerated()), id: \.offset) { _, item in
                    if case .label(let label) = item.kind {
                        labelView(label, tick)
                            .font(item.font ?? .caption2)
                            .foregroundStyle(item.foreground ?? AnyShapeStyle(.secondary))
                            .offset(item.offset)
                            .rotationEffect(.degrees(label.orientation.degrees ?? 0))
                            .fixedSize()
                            .layoutValue(key: AxisLabelPlace.self, value: (placeFraction(tick, label), anchor(label)))
                    }
                }
            }
        }
    }

    @ViewBuilder private func labelView(_ label: _AxisLabel, _ tick: AxisTickPlan) -> some View {
        switch label.content {
        case .view(let view): view
        case .formatted(let format): Text(format?(tick.datum) ?? tick.text)
        }
    }

    /// A centred label on a category axis sits at its band's start, as Swift Charts' do.
    private func placeFraction(_ tick: AxisTickPlan, _ label: _AxisLabel) -> Double {
        guard label.centered == true, !axis.scale.isBand, let next = axis.ticks.first(where: { $0.fraction > tick.fraction }) else {
            return tick.fraction
        }
        return (tick.fraction + next.fraction) / 2
    }

    private func anchor(_ label: _AxisLabel) -> UnitPoint {
        if let anchor = label.anchor { return anchor }
        if isX { return axis.scale.isDate && label.centered != true ? .topLeading : .top }
        return .leading
    }
}

// MARK: Drawing

/// The grid lines and ticks the axes draw across and beside the plot.
struct PlotGrid: View {
    let plan: ChartPlan
    let size: CGSize

    var body: some View {
        var grid = Path(), ticks = Path()
        var styled: [(Path, StrokeStyle, AnyShapeStyle?)] = []
        for (axis, isX) in [(plan.x, true), (plan.y, false)] {
            guard let axis, axis.visible else { continue }
            let half = (axis.scale.bandWidth ?? 0) / 2
            for tick in axis.ticks {
                for item in tick.items {
                    switch item.kind {
                    case .gridLine(let centered, let stroke):
                        let fraction = centered ? tick.fraction - half : tick.fraction
                        var line = Path()
                        if isX {
                            let x = CGFloat(fraction) * size.width
                            line.move(to: CGPoint(x: x, y: 0)); line.addLine(to: CGPoint(x: x, y: size.height))
                        } else {
                            let y = CGFloat(1 - fraction) * size.height
                            line.move(to: CGPoint(x: 0, y: y)); line.addLine(to: CGPoint(x: size.width, y: y))
                        }
                        if stroke != nil || item.foreground != nil { styled.append((line, stroke ?? StrokeStyle(lineWidth: 1), item.foreground)) }
                        else { grid.addPath(line) }
                    case .tick(let length, let stroke):
                        let length = length ?? 4
                        var line = Path()
                        if isX {
                            let x = CGFloat(tick.fraction) * size.width
                            line.move(to: CGPoint(x: x, y: size.height)); line.addLine(to: CGPoint(x: x, y: size.height + length))
                        } else {
                            let y = CGFloat(1 - tick.fraction) * size.height
                            line.move(to: CGPoint(x: size.width, y: y)); line.addLine(to: CGPoint(x: size.width + length, y: y))
                        }
                        if stroke != nil || item.foreground != nil { styled.append((line, stroke ?? StrokeStyle(lineWidth: 1), item.foreground)) }
                        else { ticks.addPath(line) }
                    case .label:
                        break
                    }
                }
            }
        }
        return ZStack(alignment: .topLeading) {
            grid.stroke(Color.gray.opacity(0.3), lineWidth: 1)
            ticks.stroke(Color.gray.opacity(0.5), lineWidth: 1)
            ForEach(styled.indices, id: \.self) { index in
                styled[index].0.stroke(styled[index].2 ?? AnyShapeStyle(Color.gray.opacity(0.3)), style: styled[index].1)
            }
        }
    }
}

/// One mark drawn at the plot's size: filled (bars, areas, sectors, symbols) or stroked
/// (lines, rules), its style laid over its own bounds (or the plot's, when it aligns with
/// the plot area).
struct MarkView: View {
    let plotted: PlottedMark
    let size: CGSize
    let isPie: Bool

    var body: some View {
        let look = plotted.mark.look
        // A point drawn by a view of the app's is its decorations' to draw.
        let drawn: Bool = if case .symbol = plotted.figure { look.symbolView == nil } else { true }
        let path = drawn ? MarkGeometry.path(plotted, size: size, isPie: isPie) : Path()
        // A stroke's own bounds reach half its width past the path (a rule has no height).
        let stroked = MarkGeometry.isStroked(plotted)
        let reach = stroked ? plotted.strokeStyle.lineWidth : 0
        let bounds = look.alignsStylesWithPlot ? CGRect(origin: .zero, size: size)
            : path.boundingRect.standardized.insetBy(dx: -reach, dy: -reach)
        let local = path.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return PlotPlacement(rect: bounds) {
            Group {
                if stroked {
                    local.stroke(plotted.style, style: plotted.strokeStyle)
                } else {
                    local.fill(plotted.style)
                }
            }
            .opacity(look.opacity)
            .modifier(MarkEffects(look: look))
        }
    }
}

/// Places its content at a rectangle of the plot (its frame is the mark's own, as a
/// host reports and hit-tests it), while taking the whole plot itself.
struct PlotPlacement: Layout {
    let rect: CGRect

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY),
                          proposal: ProposedViewSize(width: max(0, rect.width), height: max(0, rect.height)))
        }
    }
}

/// A mark's shadow, blur and accessibility.
struct MarkEffects: ViewModifier {
    let look: _ChartMarkLook

    func body(content: Content) -> some View {
        var view = AnyView(content)
        if let clip = look.clip { view = AnyView(view.clipShape(clip.shape, style: clip.style)) }
        if let shadow = look.shadow { view = AnyView(view.shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)) }
        if look.blur > 0 { view = AnyView(view.blur(radius: look.blur)) }
        if let label = look.accessibilityLabel { view = AnyView(view.accessibilityLabel(label)) }
        if let value = look.accessibilityValue { view = AnyView(view.accessibilityValue(value)) }
        if let identifier = look.accessibilityIdentifier { view = AnyView(view.accessibilityIdentifier(identifier)) }
        if look.accessibilityHidden { view = AnyView(view.accessibilityHidden(true)) }
        return view
    }
}

/// A mark's symbols (a point's, a line's points' when it has them) and annotations.
struct MarkDecorations: View {
    let plotted: PlottedMark
    let size: CGSize

    var body: some View {
        let anchors = MarkGeometry.anchors(plotted, size: size)
        ZStack(alignment: .topLeading) {
            if MarkGeometry.drawsSymbols(plotted) {
                ForEach(anchors.indices, id: \.self) { index in
                    PlotPlacement(rect: symbolRect(around: anchors[index].rect)) { symbol(anchors[index].mark) }
                }
            }
            ForEach(anchors.indices, id: \.self) { index in
                let anchor = anchors[index]
                ForEach(anchor.mark.look.annotations.indices, id: \.self) { which in
                    AnnotationView(annotation: anchor.mark.look.annotations[which], target: anchor.rect,
                                   automatic: anchor.automaticPosition)
                }
            }
        }
    }

    /// A symbol's own rectangle, centred where its mark's is.
    private func symbolRect(around rect: CGRect) -> CGRect {
        let size = plotted.symbolSize
        return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    @ViewBuilder private func symbol(_ mark: _ChartMark) -> some View {
        if let view = plotted.mark.look.symbolView {
            view.fixedSize()
        } else if let shape = plotted.symbol {
            shape.fill(plotted.style).opacity(mark.look.opacity)
        }
    }
}

/// An annotation placed around its mark's rectangle, `spacing` away (4 points unless set).
struct AnnotationView: View {
    let annotation: _ChartAnnotation
    let target: CGRect
    let automatic: AnnotationPosition

    var body: some View {
        let position = annotation.position == .automatic ? automatic : annotation.position
        let unit = position.unit ?? .top
        let spacing = annotation.spacing ?? 4
        let alignment = Alignment(horizontal: unit.x == 0.5 ? annotation.alignment.horizontal : unit.x < 0.5 ? .leading : .trailing,
                                  vertical: unit.y == 0.5 ? annotation.alignment.vertical : unit.y < 0.5 ? .top : .bottom)
        return Color.clear
            .frame(width: target.width, height: target.height)
            .overlay(alignment: alignment) {
                annotation.content(AnnotationContext(targetSize: target.size))
                    .fixedSize()
                    .alignmentGuide(.top) { unit.y < 0.5 ? $0[.bottom] + spacing : $0[.top] }
                    .alignmentGuide(.bottom) { unit.y > 0.5 ? $0[.top] - spacing : $0[.bottom] }
                    .alignmentGuide(.leading) { unit.x < 0.5 && unit.y == 0.5 ? $0[.trailing] + spacing : $0[.leading] }
                    .alignmentGuide(.trailing) { unit.x > 0.5 && unit.y == 0.5 ? $0[.leading] - spacing : $0[.trailing] }
            }
            .position(x: target.midX, y: target.midY)
    }
}
