import Foundation
import Trellis

/// A chart's scales, for views over or under it (`chartOverlay`, `chartBackground`) and
/// for its gestures: where a value is in the plot, and which value is at a place. Places
/// are in the plot area's own points; `plotFrame` is where the plot area is, resolved by
/// a `GeometryReader` (`geometry[proxy.plotFrame!]`). The plot's size is the host's last
/// layout's (zero before the first).
public struct ChartProxy {
    let x: ChartScale?
    let y: ChartScale?
    let angleTotal: Double
    let token: AnyHashable
    let styles: [(_ChartDatum, AnyShapeStyle)]
    let symbols: [(_ChartDatum, AnyChartSymbolShape)]
    let selections: _ChartConfiguration

    @MainActor init(plan: ChartPlan, token: AnyHashable, configuration: _ChartConfiguration) {
        (x, y, angleTotal, self.token, selections) = (plan.x?.scale, plan.y?.scale, plan.angleTotal, token, configuration)
        // Each plotted mark carries the style the plan resolved for it (a second `Looks`
        // here, without the plan's keys, gave every value the palette's first colour).
        styles = plan.legend.map { entry in (_ChartDatum.category(entry.name), entry.style) }
            + plan.marks.compactMap { mark in mark.mark.look.foregroundKey.map { ($0, mark.style) } }
        symbols = plan.marks.compactMap { mark in
            guard let key = mark.mark.look.symbolKey, let symbol = mark.symbol else { return nil }
            return (key, symbol)
        }
    }

    /// The plot area's frame, for a `GeometryReader` to resolve.
    @available(*, deprecated, renamed: "plotFrame")
    public var plotAreaFrame: Anchor<CGRect> { Anchor(marking: token, source: .bounds) }
    public var plotFrame: Anchor<CGRect>? { Anchor(marking: token, source: .bounds) }

    @available(*, deprecated, renamed: "plotSize")
    public var plotAreaSize: CGSize { plotSize }
    public var plotSize: CGSize {
        nonisolated(unsafe) let token = token  // an ObjectIdentifier, only compared
        return MainActor.assumeIsolated { Anchor<CGRect>(marking: token, source: .bounds).valueInWindow?.size } ?? .zero
    }

    /// Where `value` is along x, from the plot's leading edge.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        x?.fraction(value.chartDatum).map { CGFloat($0) * plotSize.width }
    }
    /// Where `value` is along y, from the plot's top.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        y?.fraction(value.chartDatum).map { CGFloat(1 - $0) * plotSize.height }
    }
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: point.x), let py = position(forY: point.y) else { return nil }
        return CGPoint(x: px, y: py)
    }
    /// The span a category's band covers along x (a single point on a continuous scale).
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(x, value.chartDatum, length: plotSize.width, flipped: false)
    }
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(y, value.chartDatum, length: plotSize.height, flipped: true)
    }
    public func positionRange<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGRect? {
        guard let rx = positionRange(forX: point.x), let ry = positionRange(forY: point.y) else { return nil }
        return CGRect(x: rx.lowerBound, y: ry.lowerBound, width: rx.upperBound - rx.lowerBound, height: ry.upperBound - ry.lowerBound)
    }

    private func range(_ scale: ChartScale?, _ datum: _ChartDatum, length: CGFloat, flipped: Bool) -> ClosedRange<CGFloat>? {
        guard let scale else { return nil }
        let ends = scale.band(datum) ?? scale.fraction(datum).map { ($0, $0) }
        guard let (a, b) = ends else { return nil }
        let (p, q) = flipped ? (CGFloat(1 - b) * length, CGFloat(1 - a) * length) : (CGFloat(a) * length, CGFloat(b) * length)
        return min(p, q)...max(p, q)
    }

    /// The x value at `position` points from the plot's leading edge (the category whose
    /// band it is in).
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? {
        let width = plotSize.width
        guard width > 0, let datum = x?.datum(at: Double(position / width)) else { return nil }
        return P.fromChartDatum(datum)
    }
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? {
        let height = plotSize.height
        guard height > 0, let datum = y?.datum(at: Double(1 - position / height)) else { return nil }
        return P.fromChartDatum(datum)
    }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx = value(atX: position.x, as: X.self), let vy = value(atY: position.y, as: Y.self) else { return nil }
        return (vx, vy)
    }
    /// The running total of a pie's values at `angle` (clockwise from twelve o'clock).
    public func value<P: Plottable>(atAngle angle: Angle, as: P.Type = P.self) -> P? {
        var turn = angle.radians.truncatingRemainder(dividingBy: 2 * .pi) / (2 * .pi)
        if turn < 0 { turn += 1 }
        return P.fromChartDatum(.number(turn * angleTotal))
    }

    /// Sets the chart's x selection to the value at `position`, as a tap there would.
    @MainActor public func selectXValue(at position: CGFloat) {
        let width = plotSize.width
        guard width > 0, let scale = x else { return }
        selections.xSelection?.set(scale.datum(at: Double(position / width)))
    }
    @MainActor public func selectYValue(at position: CGFloat) {
        let height = plotSize.height
        guard height > 0, let scale = y else { return }
        selections.ySelection?.set(scale.datum(at: Double(1 - position / height)))
    }
    @MainActor public func selectXRange(from: CGFloat, to: CGFloat) {
        let width = plotSize.width
        guard width > 0, let scale = x, let a = scale.datum(at: Double(from / width)), let b = scale.datum(at: Double(to / width)) else { return }
        selections.xSelection?.setRange?(a, b)
    }
    @MainActor public func selectYRange(from: CGFloat, to: CGFloat) {
        let height = plotSize.height
        guard height > 0, let scale = y, let a = scale.datum(at: Double(1 - from / height)),
              let b = scale.datum(at: Double(1 - to / height)) else { return }
        selections.ySelection?.setRange?(a, b)
    }
    @MainActor public func selectAngleValue(at angle: Angle) {
        var turn = angle.radians.truncatingRemainder(dividingBy: 2 * .pi) / (2 * .pi)
        if turn < 0 { turn += 1 }
        selections.angleSelection?.set(.number(turn * angleTotal))
    }

    /// The colour the chart gives `value` (`foregroundStyle(by:)`).
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        let datum = value.chartDatum
        return styles.first { $0.0 == datum }?.1
    }
    /// The symbol the chart gives `value` (`symbol(by:)`).
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? {
        let datum = value.chartDatum
        return symbols.first { $0.0 == datum }?.1
    }
}
