@_spi(Reflection) import Swift

/// A `TupleView` type's elements, so an element node can hold a tuple content's children
/// itself instead of under a `TupleNode`.
protocol _TupleViewLayout {
    @MainActor static var _elements: [(offset: Int, type: any View.Type)] { get }
}

extension TupleView: _TupleViewLayout {
    @MainActor static var _elements: [(offset: Int, type: any View.Type)] { TupleLayoutCache.elements(of: T.self) }
}

/// Offsets and view types of a tuple's elements, found once per tuple type.
enum TupleLayoutCache {
    @exclusivity(unchecked) nonisolated(unsafe) private static var cache: [TypeKey: [(offset: Int, type: any View.Type)]] = [:]

    @MainActor
    static func elements(of type: Any.Type) -> [(offset: Int, type: any View.Type)] {
        if let cached = cache[TypeKey(type)] { return cached }
        var result: [(offset: Int, type: any View.Type)] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            guard let viewType = fieldType as? any View.Type else { return false }
            result.append((offset, viewType))
            return true
        }
        if !walked, let single = type as? any View.Type { result = [(0, single)] }
        cache[TypeKey(type)] = result
        return result
    }
}
