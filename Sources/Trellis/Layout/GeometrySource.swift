import Foundation

/// Where laid-out frames come from when a view reads geometry (`GeometryProxy`'s
/// `frame(in:)`, `bounds(of:)` and anchors): the host that lays out. All frames are in
/// window coordinates; nil when the host has not placed the view (yet).
@_spi(TrellisHost) @MainActor
public protocol GeometrySource: AnyObject {
    /// The frame of the `GeometryReader` whose token is `token`.
    func frame(ofReader token: AnyHashable) -> CGRect?
    /// The frame of the view an `Anchor` with `token` was made on.
    func frame(ofAnchor token: AnyHashable) -> CGRect?
    /// The frame of the nearest view around the reader `token` (or the reader itself) that
    /// names the coordinate space `name`.
    func frame(ofSpace name: AnyHashable, around token: AnyHashable) -> CGRect?
}

extension LayoutTree: GeometrySource {
    public func frame(ofReader token: AnyHashable) -> CGRect? {
        markedBoxes[token].flatMap { frame(of: $0.id, level: 0) }
    }

    public func frame(ofAnchor token: AnyHashable) -> CGRect? {
        guard let box = markedBoxes[token] else { return nil }
        return frame(of: box.id, attachedTo: { $0.name == .anchorSource && $0.value == .identifier(token) })
    }

    public func frame(ofSpace name: AnyHashable, around token: AnyHashable) -> CGRect? {
        if let scrollSpace = name.base as? _ScrollViewSpaceName { return frame(ofScrollViewAlong: scrollSpace.axis, around: token) }
        var box = markedBoxes[token]
        while let current = box {
            for (index, item) in current.properties.items.enumerated()
            where item.name == .coordinateSpace && item.value == .identifier(name) {
                return frame(of: current.id, level: current.levels[index])
            }
            box = current.parent
        }
        return nil
    }

    /// The frame of the nearest scroll view (or list, which scrolls down) around the reader
    /// that scrolls along `axis` (any axis when nil).
    private func frame(ofScrollViewAlong axis: Axis?, around token: AnyHashable) -> CGRect? {
        var box = markedBoxes[token]?.parent
        while let current = box {
            let scrollsAlong: Axis.Set? = switch current.kind {
            case .scrollView: current.scrollAxes
            case .list: .vertical
            default: nil
            }
            if let scrollsAlong, axis.map({ scrollsAlong.contains($0 == .horizontal ? .horizontal : .vertical) }) ?? true {
                return frame(of: current.id, level: 0)
            }
            box = current.parent
        }
        return nil
    }
}
