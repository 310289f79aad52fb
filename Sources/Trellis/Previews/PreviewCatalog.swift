import Foundation
import SwiftShims
import Synchronization

/// Every preview the running program declares — `PreviewProvider` types and `#Preview`
/// macros — found in the Swift runtime's protocol conformance records, so a host can
/// show them all (the web host's previews page, a test that renders each one).
///
/// Generic preview types are skipped: there is no one type to show.
public enum PreviewCatalog {
    /// One preview declaration.
    public struct Entry: @unchecked Sendable {
        public let name: String
        public let type: any _PreviewProvider.Type

        /// The preview's views, made fresh.
        @MainActor public func makeView() -> AnyView { type._previewView }
    }

    /// All previews, by name (then type name, for equal names).
    public static var all: [Entry] { cached }

    private static let cached: [Entry] = {
        var found: [Any.Type] = []
        withUnsafeMutablePointer(to: &found) { types in
            enumerateMetadataSections({ sections, context in
                let types = context!.assumingMemoryBound(to: [Any.Type].self)
                let sections = sections.assumingMemoryBound(to: MetadataSections.self).pointee
                PreviewCatalog.collect(in: sections.swift5_protocol_conformances, into: &types.pointee)
                return true
            }, types)
        }
        return found
            .compactMap { type in (type as? any _PreviewProvider.Type).map { Entry(name: $0._previewName, type: $0) } }
            .sorted { ($0.name, String(reflecting: $0.type)) < ($1.name, String(reflecting: $1.type)) }
    }()

    /// The types in one image's conformance records that conform to `_PreviewProvider`.
    private static func collect(in range: MetadataSectionRange, into types: inout [Any.Type]) {
        guard let start = UnsafeRawPointer(bitPattern: range.start) else { return }
        var offset = 0
        while offset + 4 <= range.length {
            defer { offset += 4 }
            // A record is a relative pointer to a conformance descriptor: the protocol
            // (relative, maybe indirect), the type reference, the witness table, flags.
            guard let conformance = relative(start + offset),
                  let proto = indirectable(conformance),
                  isPreviewProtocol(proto) else { continue }
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

    /// The protocol descriptor of Trellis's `_PreviewProvider`, by name and module.
    private static func isPreviewProtocol(_ proto: UnsafeRawPointer) -> Bool {
        guard name(of: proto) == "_PreviewProvider", let parent = indirectable(proto + 4) else { return false }
        return name(of: parent) == "Trellis"
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
