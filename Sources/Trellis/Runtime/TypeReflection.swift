@_spi(Reflection) import Swift
import Foundation

/// Compares two values of one type through raw pointers. A class with one virtual
/// method: cheaper to call per field than stored closures (no thunks, no contexts).
class RawComparator: @unchecked Sendable {
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { false }
}

final class EquatableComparator<E: Equatable>: RawComparator, @unchecked Sendable {
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
    }
}

final class BitwiseComparator: RawComparator, @unchecked Sendable {
    let size: Int
    init(size: Int) { self.size = size }
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { memcmp(a, b, size) == 0 }
}

final class IdentityComparator: RawComparator, @unchecked Sendable {
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self)
    }
}

final class FieldsComparator: RawComparator, @unchecked Sendable {
    let offsets: [Int]
    /// Kept alive by `owned`; called unmanaged so a compare retains nothing.
    let fields: [Unmanaged<RawComparator>]
    private let owned: [RawComparator]
    /// The bytes the fields occupy, as (start, count) runs of adjacent fields: the padding
    /// between fields (after a `Bool`, before a reference) holds whatever was there
    /// before, so comparing the whole value bitwise would fail for equal values.
    private let runs: [(start: Int, count: Int)]
    init(offsets: [Int], sizes: [Int], fields: [RawComparator]) {
        self.offsets = offsets
        self.owned = fields
        self.fields = fields.map { Unmanaged.passUnretained($0) }
        var runs: [(start: Int, count: Int)] = []
        for (offset, size) in zip(offsets, sizes).sorted(by: { $0.0 < $1.0 }) where size > 0 {
            if let last = runs.last, last.start + last.count >= offset {
                runs[runs.count - 1].count = max(last.count, offset + size - last.start)
            } else {
                runs.append((offset, size))
            }
        }
        self.runs = runs
    }
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        // Identical field bytes mean identical fields: the same plain data, the same string
        // storage, the same objects and binding sources. (A difference, padding inside a
        // field included, only sends the comparison field by field.)
        if bytesAreEqual(a, b) { return true }
        for index in fields.indices {
            let offset = offsets[index]
            if !fields[index]._withUnsafeGuaranteedRef({ $0.equal(a + offset, b + offset) }) { return false }
        }
        return true
    }

    @inline(__always)
    private func bytesAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for run in runs where memcmp(a + run.start, b + run.start, run.count) != 0 { return false }
        return true
    }
}

final class StringComparator: RawComparator, @unchecked Sendable {
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: String.self).pointee == b.assumingMemoryBound(to: String.self).pointee
    }
}

final class CustomFieldComparator<T: _ViewFieldComparable>: RawComparator, @unchecked Sendable {
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { T._fieldsAreEqual(a, b) }
}

/// Types that decide how they compare as a field of a view (State ignores its initial
/// value, a Binding compares its source, an observed object its identity).
protocol _ViewFieldComparable {
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// Dynamic properties with nothing to link and no `update()` work.
protocol _InertDynamicProperty: DynamicProperty {}

/// Dynamic properties the graph links to per-node storage or inputs before `body` runs.
protocol _LinkedDynamicProperty: DynamicProperty {
    /// Storage created once per identity from the first view value (nil: none needed).
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject?
    /// Points the field of a fresh view value at the node's storage and inputs.
    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode)
}

/// Cached facts about a type: computed with reflection once, never per evaluation.
/// Only the main actor uses these caches (reconciliation and state writes run there),
/// so they take no lock.
enum TypeReflection {
    @exclusivity(unchecked) nonisolated(unsafe) private static var comparators: [TypeKey: RawComparator] = [:]

    /// How values of `T` compare: the type's own rule, then `==`, then bitwise for plain
    /// data, then field by field for structs, identity for class references; anything
    /// else (closures, existentials, enums with payloads) compares unequal.
    static func comparator<T>(for type: T.Type) -> RawComparator {
        comparator(forAny: type, kind: nil, asField: false)
    }

    /// `asField`: comparing a stored field of a view rather than a whole view value. A
    /// view's own `Equatable` conformance is always honoured; a field of a user struct type
    /// is compared field by field (never less precise for deciding whether to re-run a body,
    /// and, unlike a generic `==` from here, it allocates nothing).
    static func comparator(forAny type: Any.Type, kind: _MetadataKind? = nil, asField: Bool = true) -> RawComparator {
        let key = TypeKey(type)
        let cache = asField ? fieldComparators : comparators
        if let cached = cache[key] { return cached }
        let made = makeComparator(type, kind: kind, asField: asField)
        if asField { fieldComparators[key] = made } else { comparators[key] = made }
        return made
    }

    @exclusivity(unchecked) nonisolated(unsafe) private static var fieldComparators: [TypeKey: RawComparator] = [:]

    private static func makeComparator(_ type: Any.Type, kind knownKind: _MetadataKind?, asField: Bool) -> RawComparator {
        let kind = knownKind ?? _MetadataKind(rawValue: metadataKindOf(type))
        if let special = type as? any _ViewFieldComparable.Type {
            return customComparator(special)
        }
        // Plain data compares bitwise first: as good as `==` for deciding whether to
        // re-run a body (at worst -0.0 vs 0.0 costs one extra evaluation), and far cheaper.
        let info = _openExistential(type, do: typeFactsOf)
        if info.isPOD {
            return BitwiseComparator(size: info.size)
        }
        if type == String.self { return StringComparator() }
        let isStandardLibrary = String(reflecting: type).hasPrefix("Swift.")
        if let equatable = type as? any Equatable.Type, !asField || isStandardLibrary || (kind != nil && kind != .struct) {
            return equatableComparator(equatable)
        }
        if type is AnyObject.Type || kind == .class {
            return IdentityComparator()
        }
        // Optionals: both nil, or both wrapping values that compare equal.
        if kind == .optional, let optional = type as? any _OptionalType.Type {
            return optional._makeComparator()
        }
        guard kind == nil || kind == .struct || kind == .tuple else { return RawComparator() }
        var offsets: [Int] = [], sizes: [Int] = []
        var fields: [RawComparator] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, fieldKind in
            offsets.append(offset)
            sizes.append(_openExistential(fieldType, do: typeFactsOf).size)
            fields.append(comparator(forAny: fieldType, kind: fieldKind))
            return true
        }
        guard walked else {
            if let equatable = type as? any Equatable.Type { return equatableComparator(equatable) }
            return RawComparator()
        }
        return FieldsComparator(offsets: offsets, sizes: sizes, fields: fields)
    }

    private static func equatableComparator<E: Equatable>(_: E.Type) -> RawComparator {
        EquatableComparator<E>()
    }

    private static func customComparator<T: _ViewFieldComparable>(_: T.Type) -> RawComparator {
        CustomFieldComparator<T>()
    }

    struct Facts {
        var isPOD: Bool
        var size: Int
    }


    // MARK: Dynamic properties

    enum DynamicEntry {
        /// A property linked to storage/inputs; `slot` indexes the node's storage.
        case linked(offset: Int, type: any _LinkedDynamicProperty.Type, slot: Int)
        /// A user DynamicProperty whose `update()` runs after its own fields are linked.
        case update(offset: Int, type: any DynamicProperty.Type)
    }

    struct DynamicLayout {
        var entries: [DynamicEntry] = []
        var slotCount = 0
        var isEmpty: Bool { entries.isEmpty }
    }

    @exclusivity(unchecked) nonisolated(unsafe) private static var layouts: [TypeKey: DynamicLayout] = [:]

    /// Where the dynamic properties of a view (or modifier) type are, nested ones included.
    static func dynamicLayout(of type: Any.Type) -> DynamicLayout {
        let key = TypeKey(type)
        if let cached = layouts[key] { return cached }
        var layout = DynamicLayout()
        collectDynamicProperties(of: type, baseOffset: 0, into: &layout)
        layouts[key] = layout
        return layout
    }

    private static func collectDynamicProperties(of type: Any.Type, baseOffset: Int, into layout: inout DynamicLayout) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard kind == .struct else { return true }
            if let linked = fieldType as? any _LinkedDynamicProperty.Type {
                layout.entries.append(.linked(offset: baseOffset + offset, type: linked, slot: layout.slotCount))
                layout.slotCount += 1
            } else if fieldType is any _InertDynamicProperty.Type {
                // Nothing to link or update (a Binding already points at its source).
            } else if let dynamic = fieldType as? any DynamicProperty.Type {
                collectDynamicProperties(of: fieldType, baseOffset: baseOffset + offset, into: &layout)
                layout.entries.append(.update(offset: baseOffset + offset, type: dynamic))
            } else if fieldType is any App.Type {
                // An app held by its root view: its properties are the session's.
                collectDynamicProperties(of: fieldType, baseOffset: baseOffset + offset, into: &layout)
            }
            return true
        }
    }
}

extension TypeReflection.DynamicLayout {
    /// Creates per-identity storage from the first value.
    @MainActor
    func makeStorage(for value: UnsafeMutableRawPointer, node: _ViewNode) -> [AnyObject?] {
        guard slotCount > 0 else { return [] }
        var storage = [AnyObject?](repeating: nil, count: slotCount)
        for entry in entries {
            if case .linked(let offset, let type, let slot) = entry {
                storage[slot] = type._makeStorage(at: value + offset, node: node)
            }
        }
        return storage
    }

    /// Links a (new) value's properties to the node, then lets user properties update.
    @MainActor
    func link(_ value: UnsafeMutableRawPointer, storage: [AnyObject?], node: _ViewNode) {
        for entry in entries {
            switch entry {
            case .linked(let offset, let type, let slot):
                type._link(at: value + offset, storage: storage[slot], node: node)
            case .update(let offset, let type):
                callUpdate(type, value + offset)
            }
        }
    }

    private func callUpdate<D: DynamicProperty>(_: D.Type, _ pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: D.self).pointee.update()
    }
}

/// The runtime's kind of a type's metadata (struct, enum, optional, class, tuple…).
@_silgen_name("swift_getMetadataKind")
private func metadataKindOf(_ type: Any.Type) -> UInt

/// Lets an optional's comparator be made when only the optional's metatype is known.
protocol _OptionalType {
    static func _makeComparator() -> RawComparator
}

extension Optional: _OptionalType {
    static func _makeComparator() -> RawComparator {
        OptionalComparator<Wrapped>(wrapped: TypeReflection.comparator(forAny: Wrapped.self))
    }
}

final class OptionalComparator<Wrapped>: RawComparator, @unchecked Sendable {
    let wrapped: RawComparator
    init(wrapped: RawComparator) { self.wrapped = wrapped }
    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch (a.assumingMemoryBound(to: Wrapped?.self).pointee, b.assumingMemoryBound(to: Wrapped?.self).pointee) {
        case (nil, nil): return true
        case (var x?, var y?): return withUnsafePointer(to: &x) { px in withUnsafePointer(to: &y) { wrapped.equal(px, $0) } }
        default: return false
        }
    }
}

/// Facts about a type only known as `Any.Type` (a global function: opening an
/// existential metatype into a static member crashes this compiler).
private func typeFactsOf<T>(_: T.Type) -> TypeReflection.Facts {
    TypeReflection.Facts(isPOD: _isPOD(T.self), size: MemoryLayout<T>.size)
}

/// Equality for state writes and view values, by the rules of `TypeReflection.comparator`.
enum Equality {
    static func areEqual<T>(_ a: T, _ b: T) -> Bool {
        let compare = TypeReflection.comparator(for: T.self)
        return withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare.equal(pa, pb) } }
    }
}
