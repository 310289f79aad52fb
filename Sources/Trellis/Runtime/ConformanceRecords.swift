import Foundation
import SwiftShims

/// The types of the running program that conform to one of Trellis's protocols, read from
/// the Swift runtime's protocol conformance records (every loaded image's
/// `swift5_protocol_conformances` section). Previews (`_PreviewProvider`) and asset
/// catalogs (`_AssetCatalog`) are found this way: declared by a macro or a plugin in the
/// app's module, with no registration call. Generic conforming types are skipped.
package enum ConformanceRecords {
    /// The non-generic types conforming to the protocol `protocolName` of Trellis (or of
    /// another module of this package: Core Data's generated models).
    package static func types(conformingTo protocolName: String, inModule module: String = "Trellis") -> [Any.Type] {
        var search = (name: protocolName, module: module, found: [Any.Type]())
        withUnsafeMutablePointer(to: &search) { state in
            enumerateMetadataSections({ sections, context in
                let state = context!.assumingMemoryBound(to: (name: String, module: String, found: [Any.Type]).self)
                let sections = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                ConformanceRecords.collect(in: sections.swift5_protocol_conformances, conformingTo: state.pointee.name,
                                           inModule: state.pointee.module, into: &state.pointee.found)
                return true
            }, state)
        }
        return search.found
    }

    /// The types in one image's conformance records that conform to `protocolName`.
    private static func collect(in range: MetadataSectionRange, conformingTo protocolName: String, inModule module: String,
                                into types: inout [Any.Type]) {
        guard let start = UnsafeRawPointer(bitPattern: range.start) else { return }
        var offset = 0
        while offset + 4 <= range.length {
            defer { offset += 4 }
            // A record is a relative pointer to a conformance descriptor: the protocol
            // (relative, maybe indirect), the type reference, the witness table, flags.
            guard let conformance = relative(start + offset),
                  let proto = indirectable(conformance),
                  isProtocol(proto, named: protocolName, inModule: module) else { continue }
            let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
            let descriptor: UnsafeRawPointer?
            switch (flags >> 3) & 7 {
            case 0: descriptor = relative(conformance + 4)       // a type descriptor
            case 1: descriptor = indirectable(conformance + 4)   // a pointer to one
            default: descriptor = nil                            // Objective-C classes
            }
            guard let descriptor else { continue }
            let typeFlags = descriptor.loadUnaligned(as: UInt32.self)
            let kind = typeFlags & 0x1F, isGeneric = typeFlags & 0x80 != 0
            // Classes, structs and enums that are not generic have a plain accessor.
            guard (16...18).contains(kind), !isGeneric, let accessor = relative(descriptor + 12) else { continue }
            let access = unsafeBitCast(accessor, to: MetadataAccessor.self)
            if let metadata = access(0).0 { types.append(unsafeBitCast(metadata, to: Any.Type.self)) }
        }
    }

    /// Whether a protocol descriptor is Trellis's protocol of that name.
    private static func isProtocol(_ proto: UnsafeRawPointer, named protocolName: String, inModule module: String) -> Bool {
        guard name(of: proto) == protocolName, let parent = indirectable(proto + 4) else { return false }
        return name(of: parent) == module
    }

    private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)

    private static func name(of context: UnsafeRawPointer) -> String? {
        relative(context + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private static func relative(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : pointer + Int(offset)
    }

    /// A relative pointer whose low bit says it points at the pointer to use.
    private static func indirectable(_ pointer: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = pointer.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        if offset & 1 != 0 { return (pointer + Int(offset & ~1)).load(as: UnsafeRawPointer?.self) }
        return pointer + Int(offset)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)
