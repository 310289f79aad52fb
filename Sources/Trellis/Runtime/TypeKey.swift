/// A dictionary key for a type, for the graph's per-type caches (comparators, layouts,
/// element facts, body counters), which are looked up once or more per node created.
///
/// `ObjectIdentifier` hashes through `Hasher` (SipHash): about 100 instructions per lookup.
/// A metadata pointer needs no protection against chosen collisions (types are the
/// program's own), so this key mixes the pointer with one multiply instead.
struct TypeKey: Hashable {
    let id: ObjectIdentifier

    init(_ type: Any.Type) { id = ObjectIdentifier(type) }
    init(_ id: ObjectIdentifier) { self.id = id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What `Dictionary` and `Set` call instead of `hash(into:)` when a type provides it.
    func _rawHashValue(seed: Int) -> Int {
        // Fibonacci hashing: the multiply carries the pointer's varying middle bits up to
        // the high bits, and the shift brings them down to the low bits the table masks.
        let mixed = (UInt(bitPattern: id) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
