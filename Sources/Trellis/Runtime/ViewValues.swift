import Foundation

/// Pointer helpers kept nonisolated: closures written inside main-actor methods and
/// passed to the standard library get a runtime isolation check on every call.
enum ViewValues {
    /// Whether `new` equals the value stored at `stored`.
    @inline(__always)
    static func equal<T, U>(_ compare: RawComparator, _ stored: UnsafeMutablePointer<T>, _ new: U) -> Bool {
        withUnsafePointer(to: new) { compare.equal(UnsafeRawPointer(stored), UnsafeRawPointer($0)) }
    }

    /// `value` as `U`, the type the caller knows it has (invariant 4): the one place a
    /// node's new view value is reinterpreted. Transparent, so it adds no frame or copy
    /// even at -Onone (a debug build's recursion through deep view trees is already close
    /// to a worker thread's stack). The check is one metadata comparison, kept in release.
    @_transparent
    static func cast<T, U>(_ value: T, to _: U.Type) -> U {
        precondition(T.self == U.self, "a view value was reinterpreted as a type it does not have")
        return unsafeBitCast(value, to: U.self)
    }

    /// Stores `new`, whose type the caller knows is `T`, at `stored` with one copy.
    /// (`unsafeBitCast` of an unspecialised generic value copies it first: a whole
    /// subtree of views, for a stack.)
    ///
    /// A plain value is copied by its size, not its stride: the runtime's array copy
    /// behind `update(from:count:)` moves whole strides, reading past `new` and writing
    /// past a value that is the last field of an object (a `Spacer`, 9 bytes in 16).
    static func assign<T, U>(_ stored: UnsafeMutablePointer<T>, from new: U) {
        withUnsafePointer(to: new) { source in
            if _isPOD(T.self) {
                UnsafeMutableRawPointer(stored).copyMemory(from: source, byteCount: MemoryLayout<T>.size)
            } else {
                stored.update(from: UnsafeRawPointer(source).assumingMemoryBound(to: T.self), count: 1)
            }
        }
    }

    /// Runs `body` on `value`, whose type the caller knows is `T`, where it is: no copy.
    @inline(__always)
    static func borrow<U, T, R>(_ value: U, as _: T.Type, _ body: (UnsafePointer<T>) -> R) -> R {
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0).assumingMemoryBound(to: T.self)) }
    }

    /// Runs `body` on the `T` at `pointer` where it lies. Reading `pointee` for a call
    /// copies the value out first (a stack: its whole content) and destroys the copy after;
    /// through `inout` the callee gets the address itself. `body` must not change it.
    @inline(__always)
    static func inPlace<T, R>(_ pointer: UnsafeRawPointer, as _: T.Type, _ body: (inout T) -> R) -> R {
        body(&UnsafeMutablePointer(mutating: pointer.assumingMemoryBound(to: T.self)).pointee)
    }

    /// Storage for a node's current view value, reachable without exclusivity checks.
    ///
    /// From `malloc` when its 16-byte alignment suffices: `UnsafeMutablePointer.allocate`
    /// asks the runtime for default alignment, which on Linux always takes the slower
    /// `posix_memalign`.
    static func allocate<T>(_ value: consuming T) -> UnsafeMutablePointer<T> {
        let pointer = allocate(T.self, count: 1)
        pointer.initialize(to: value)
        return pointer
    }

    /// The address of `field`, a stored property of `object`: a node keeps its view in
    /// itself and reads it through this pointer. Objects never move, so it holds for the
    /// object's life; it is checked to lie inside the object, not in a temporary copy.
    /// Raw pointers only: unspecialised, `withUnsafeMutablePointer` or an optional typed
    /// pointer would look generic metadata up for every node made.
    @inline(__always)
    static func address<T>(of field: inout T, in object: AnyObject) -> UnsafeMutablePointer<T> {
        let pointer = rawAddress(&field)
        let offset = UnsafeRawPointer(pointer) - UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        // A value of no size has no storage to point at: any address serves.
        precondition(MemoryLayout<T>.size == 0 || (offset >= 2 * MemoryLayout<Int>.size && offset < 1 << 16),
                     "a stored property of \(type(of: object)) was not reached in place")
        return pointer.assumingMemoryBound(to: T.self)
    }

    private static func rawAddress(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer { pointer }

    /// A pointer never read, for a node's view pointer until the node exists.
    @inline(__always)
    static func placeholder<T>(_: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(bitPattern: 64).unsafelyUnwrapped.assumingMemoryBound(to: T.self)
    }

    /// How many leading values of `old` equal those at `new`, looking at `limit` at most.
    static func matchingPrefix<T: Equatable>(_ old: UnsafeBufferPointer<T>, _ new: UnsafePointer<T>, limit: Int) -> Int {
        var index = 0
        while index < limit, old[index] == new[index] { index += 1 }
        return index
    }

    /// Uninitialised room for `count` values (a pass's worth of rows), from `malloc` as
    /// `allocate` takes it. Give it back with `free(_:initialized:)`.
    static func allocate<T>(_: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        if fitsMalloc(T.self) {
            return mallocStorage(MemoryLayout<T>.stride * count).bindMemory(to: T.self, capacity: count)
        }
        return UnsafeMutablePointer<T>.allocate(capacity: count)
    }

    /// Destroys the first `initialized` values at `pointer` (0 when they were all moved
    /// out) and frees what `allocate(_:count:)` made.
    static func free<T>(_ pointer: UnsafeMutablePointer<T>, initialized: Int) {
        pointer.deinitialize(count: initialized)
        if fitsMalloc(T.self) {
            freeStorage(UnsafeMutableRawPointer(pointer))
        } else {
            pointer.deallocate()
        }
    }

    @inline(__always)
    private static func fitsMalloc<T>(_: T.Type) -> Bool { MemoryLayout<T>.alignment <= 16 }

    /// Where a stored field of `alignment` starts after fields taking `size` bytes: fields
    /// are laid out in declaration order, each at its alignment.
    @inline(__always)
    static func offset(after size: Int, alignedTo alignment: Int) -> Int {
        (size + alignment - 1) & ~(alignment - 1)
    }

    static func free<T>(_ pointer: UnsafeMutablePointer<T>) {
        free(pointer, initialized: 1)
    }
}

private func mallocStorage(_ size: Int) -> UnsafeMutableRawPointer {
    guard let pointer = malloc(Swift.max(size, 1)) else { fatalError("out of memory allocating \(size) bytes") }
    return pointer
}

private func freeStorage(_ pointer: UnsafeMutableRawPointer) { free(pointer) }
