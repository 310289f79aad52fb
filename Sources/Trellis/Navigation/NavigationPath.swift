import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

extension NavigationPath {
    /// The path in a form that can be saved and restored (`Codable`), as long as every
    /// value on it is `Codable`; nil otherwise.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any Encodable, let typeName = _mangledTypeName(type(of: element.base)),
                  let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8) else { return nil }
            entries.append(CodableRepresentation.Entry(type: typeName, value: json))
        }
        return CodableRepresentation(entries: entries)
    }

    /// A path restored from its saved form.
    public init(_ codable: CodableRepresentation) {
        elements = codable.values
    }

    /// A saved path: each value's type (by its runtime name) and its JSON.
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var type: String
            var value: String
        }

        var entries: [Entry]

        init(entries: [Entry]) { self.entries = entries }

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            entries = try container.decode([Entry].self)
            // Every entry must name a type this program has, decodable from its JSON.
            guard values.count == entries.count else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a navigation path names a type this program cannot decode")
            }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(entries)
        }

        /// The values the entries describe (those whose type is known and decodes).
        var values: [AnyHashable] {
            entries.compactMap { entry in
                guard let type = _typeByName(entry.type) as? any (Decodable & Hashable).Type,
                      let data = entry.value.data(using: .utf8) else { return nil }
                return Self.decode(type, from: data)
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) -> AnyHashable? {
            (try? JSONDecoder().decode(T.self, from: data)).map(AnyHashable.init)
        }
    }
}
