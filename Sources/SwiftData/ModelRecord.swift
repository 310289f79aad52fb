import Foundation

/// One saved model: its identity and each kept property's value (JSON for attributes, the
/// identities of the models a relationship holds). `@Model`'s expansion writes and reads it.
public struct _ModelRecord: Codable, Sendable {
    let identifier: String
    var values: [String: Stored]

    enum Stored: Codable, Equatable, Sendable {
        /// An attribute, as JSON.
        case json(String)
        /// A relationship's models, by identity.
        case models([String])
        /// An optional relationship that holds nothing (nil).
        case empty
    }

    init(identifier: PersistentIdentifier) {
        self.identifier = identifier.text
        values = [:]
    }

    var persistentIdentifier: PersistentIdentifier? { PersistentIdentifier(identifier) }

    // MARK: Writing

    public mutating func encode<Value>(_ value: Value, for key: String, in store: _ModelStore) {
        if let side = value as? any _RelationshipValue {
            if side._isNone {
                values[key] = .empty
            } else {
                values[key] = .models(store.identifiers(of: side._relatedModels))
            }
        } else if let encodable = value as? any Encodable {
            do {
                values[key] = .json(String(decoding: try JSONEncoder.models.encode(encodable), as: UTF8.self))
            } catch {
                store.warnOnce("\(identifier).\(key) could not be encoded (\(error)); it is not saved.")
            }
        } else {
            store.warnOnce("\(type(of: value)) (\(key)) is not Codable; SwiftData keeps only Codable values, so it is not saved.")
        }
    }

    // MARK: Reading

    /// The saved value of a property the model has no default for. A relationship that
    /// may hold nothing starts empty and is linked once every saved model exists; a
    /// non-optional to-one is made at once.
    public func value<Value>(for key: String, as type: Value.Type, in store: _ModelStore) -> Value {
        if let side = Value.self as? any _RelationshipValue.Type {
            // A to-one that cannot be empty is made now; the others start empty and are
            // linked once every saved model exists (models may hold each other).
            if Value.self is any PersistentModel.Type, let held = models(for: key, as: side, in: store, materializing: true),
               let model = held as? Value {
                return model
            }
            if let empty = Self.empty(side) as? Value { return empty }
            fatalError("SwiftData: the saved \(identifier) holds no \(key), a relationship that cannot be empty.")
        }
        if let decoded = decoded(key, as: Value.self) { return decoded }
        if let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value { return none }
        fatalError("SwiftData: the saved \(identifier) has no value for '\(key)', which has no default. Give the property a default value to open stores saved before it existed.")
    }

    /// The saved value of an attribute, else `current` (a property added since, with its
    /// default). Relationships keep `current` here; `references(for:current:in:)` links them.
    public func value<Value>(for key: String, current: Value, in store: _ModelStore) -> Value {
        if Value.self is any _RelationshipValue.Type { return references(for: key, current: current, in: store) }
        return decoded(key, as: Value.self) ?? current
    }

    /// A relationship's saved models, once every saved model exists; `current` for attributes.
    public func references<Value>(for key: String, current: Value, in store: _ModelStore) -> Value {
        guard let side = Value.self as? any _RelationshipValue.Type else { return current }
        if case .empty? = values[key], let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value {
            return none
        }
        // (Unwrapped first: a missing value cast to an optional `Value` would be its nil.)
        guard let held = models(for: key, as: side, in: store, materializing: false) else { return current }
        return held as? Value ?? current
    }

    private func models<Side: _RelationshipValue>(for key: String, as side: Side.Type, in store: _ModelStore,
                                                  materializing: Bool) -> Side? {
        guard case .models(let identities)? = values[key] else { return nil }
        let models = identities.compactMap { store.model(identifiedBy: $0, materializing: materializing) as? Side._Related }
        return Side._holding(models)
    }

    /// Whether the record holds a value for `key` that reads as `Value` (a relationship: any
    /// saved models; the store checks that a to-one's model exists).
    public func canDecode<Value>(_ key: String, as type: Value.Type) -> Bool {
        switch values[key] {
        case .models?: return Value.self is any _RelationshipValue.Type
        case .json?: return decoded(key, as: Value.self) != nil
        case .empty?, nil: return false
        }
    }

    private static func empty<Side: _RelationshipValue>(_ side: Side.Type) -> Side? { Side._holding([]) }

    private func decoded<Value>(_ key: String, as type: Value.Type) -> Value? {
        guard case .json(let text)? = values[key], let decodable = Value.self as? any Decodable.Type else { return nil }
        return (try? JSONDecoder.models.decode(decodable, from: Data(text.utf8))) as? Value
    }
}

extension JSONEncoder {
    /// Sorted keys: a saved store's text does not change when nothing in it did.
    static var models: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension JSONDecoder {
    static var models: JSONDecoder { JSONDecoder() }
}
