@_spi(Reflection) import Swift
import Foundation

/// Compares two values of one type through raw pointers.
typealias RawComparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// Types that decide how they compare as a field of a view (State ignores its initial
/// value, a Binding compares its source, an observed object its identity).
protocol _ViewFieldComparable {
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// Dynamic properties the graph links to per-node storage or inputs before `body` runs.
protocol _LinkedDynamicProperty: DynamicProperty {
    /// Storage created once per identity from the first view value (nil: none needed).
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject?
    /// Points the field of a fresh view value at the node's storage and inputs.
    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode)
}

/// Cached facts about a type: computed with reflection once, never per evaluation.
enum TypeReflection {
    nonisolated(unsafe) private static var comparators: [ObjectIdentifier: RawComparator] = [:]
    private static let lock = NSLock()

    /// How values of `T` compare: the type's own rule, then `==`, then bitwise for plain
    /// data, then field by field for structs, identity for class references; anything
    /// else (closures, existentials, enums with payloads) compares unequal.
    static func comparator<T>(for type: T.Type) -> RawComparator {
        comparator(forAny: type)
    }

    static func comparator(forAny type: Any.Type, kind: _MetadataKind? = nil) -> RawComparator {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let cached = comparators[key] { lock.unlock(); return cached }
        lock.unlock()
        let made = makeComparator(type, kind: kind)
        lock.lock()
        comparators[key] = made
        lock.unlock()
        return made
    }

    private static func makeComparator(_ type: Any.Type, kind: _MetadataKind?) -> RawComparator {
        if let special = type as? any _ViewFieldComparable.Type {
            return special._fieldsAreEqual
        }
        if let equatable = type as? any Equatable.Type {
            return equatableComparator(equatable)
        }
        let info = _openExistential(type, do: typeFactsOf)
        if info.isPOD {
            let size = info.size
            return { a, b in memcmp(a, b, size) == 0 }
        }
        if type is AnyObject.Type || kind == .class {
            return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
        }
        guard kind == nil || kind == .struct || kind == .tuple else { return { _, _ in false } }
        var fields: [(offset: Int, compare: RawComparator)] = []
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, fieldKind in
            fields.append((offset, comparator(forAny: fieldType, kind: fieldKind)))
            return true
        }
        guard walked else { return { _, _ in false } }
        return { a, b in
            for field in fields where !field.compare(a + field.offset, b + field.offset) { return false }
            return true
        }
    }

    private static func equatableComparator<E: Equatable>(_: E.Type) -> RawComparator {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
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

    nonisolated(unsafe) private static var layouts: [ObjectIdentifier: DynamicLayout] = [:]

    /// Where the dynamic properties of a view (or modifier) type are, nested ones included.
    static func dynamicLayout(of type: Any.Type) -> DynamicLayout {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let cached = layouts[key] { lock.unlock(); return cached }
        lock.unlock()
        var layout = DynamicLayout()
        collectDynamicProperties(of: type, baseOffset: 0, into: &layout)
        lock.lock()
        layouts[key] = layout
        lock.unlock()
        return layout
    }

    private static func collectDynamicProperties(of type: Any.Type, baseOffset: Int, into layout: inout DynamicLayout) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard kind == .struct else { return true }
            if let linked = fieldType as? any _LinkedDynamicProperty.Type {
                layout.entries.append(.linked(offset: baseOffset + offset, type: linked, slot: layout.slotCount))
                layout.slotCount += 1
            } else if let dynamic = fieldType as? any DynamicProperty.Type {
                collectDynamicProperties(of: fieldType, baseOffset: baseOffset + offset, into: &layout)
                layout.entries.append(.update(offset: baseOffset + offset, type: dynamic))
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

/// Facts about a type only known as `Any.Type` (a global function: opening an
/// existential metatype into a static member crashes this compiler).
private func typeFactsOf<T>(_: T.Type) -> TypeReflection.Facts {
    TypeReflection.Facts(isPOD: _isPOD(T.self), size: MemoryLayout<T>.size)
}

/// Equality for state writes and view values, by the rules of `TypeReflection.comparator`.
enum Equality {
    static func areEqual<T>(_ a: T, _ b: T) -> Bool {
        let compare = TypeReflection.comparator(for: T.self)
        return withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare(pa, pb) } }
    }
}
