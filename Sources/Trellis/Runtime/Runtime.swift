// The unsafe layer, in one folder: what reads the Swift runtime's metadata, what touches
// view values through raw pointers, and the per-type caches both feed.
//
// - TypeReflection.swift: per-type facts found once by reflection (`_forEachField` field
//   names, offsets and types; `_isPOD`), the comparators built from them, and the
//   metadata kind read from a type's metadata header.
// - ViewValues.swift: reading, comparing, storing and freeing view values in place
//   through pointers, without copying a whole unspecialised value.
// - TupleLayout.swift: a `TupleView`'s elements by offset, from its field layout.
// - ConformanceRecords.swift: the conforming types the runtime's conformance records list
//   (previews, asset catalogs).
// - TypeKey.swift: a type as a cheap dictionary key (its metadata pointer).
//
// The invariants all of it relies on:
// 1. Only the main actor touches the caches (reconciliation and state writes run there),
//    which is why they are `nonisolated(unsafe)` and `@exclusivity(unchecked)` without a lock.
// 2. A pointer to a view value (a node's buffer, a caller's `withUnsafePointer`) is used
//    only inside the call that received it; nothing keeps one.
// 3. Field offsets come from the runtime or the compiler, never written by hand: the
//    runtime's field records (`_forEachField`), `MemoryLayout.offset(of:)` for a
//    primitive's stored content (`_PrimitiveView._storedContent`, cached per type in
//    `ElementTypeFacts`). One rule is applied by hand, in `ViewValues.offset(after:alignedTo:)`:
//    the second of `ModifiedContent`'s two stored fields starts at the first's size
//    rounded up to its own alignment, which is how Swift lays out a struct's fields.
// 4. A value is reinterpreted (`ViewValues.cast`, `assumingMemoryBound`) only as the type it
//    has: a node's new value is of the node's view type because the graph made the node
//    for that type (`TypeKey` equal) and replaces a node whose type changed. Nodes take
//    new values through `ViewValues.cast` (modifier nodes through `ModifierNode`, which
//    casts once for all of them); it checks the type, in release too.
// 5. Values are compared bitwise only when `_isPOD` says the type holds no reference or
//    resilient field; otherwise field by field, or by `Equatable`.
