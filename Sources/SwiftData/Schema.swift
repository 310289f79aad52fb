/// The model types a container keeps, and the options their properties are declared with.
public final class Schema: @unchecked Sendable {
    /// The model types, those named and those they relate to.
    public let entities: [Entity]
    public let version: Version

    /// A schema of `types` and every model type their relationships reach.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var found: [any PersistentModel.Type] = []
        var seen = Set<ObjectIdentifier>()
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            found.append(type)
            pending += type._trellisRelatedTypes.compactMap { $0 as? any PersistentModel.Type }
        }
        entities = found.map(Entity.init)
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A model type of a schema.
    public final class Entity: @unchecked Sendable, CustomStringConvertible {
        public let name: String
        let type: any PersistentModel.Type
        init(_ type: any PersistentModel.Type) {
            self.type = type
            name = _ModelMetadata.entityName(of: type)
        }
        public var description: String { name }
    }

    /// A schema's version: major, minor, patch.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// What `@Attribute` says about a property.
    public final class Attribute: @unchecked Sendable {
        public let name: String
        public let options: [Option]
        public let originalName: String?
        init(name: String, arguments: _AttributeArguments) {
            self.name = name
            options = arguments.options
            originalName = arguments.originalName
        }
        public var isUnique: Bool { options.contains(.unique) }

        /// How an attribute is kept. Only `.unique` changes anything here; the others are
        /// about where Apple's store puts a value (external files, CloudKit, Spotlight) and
        /// are accepted as no-ops (see docs/Differences.md).
        public struct Option: Hashable, Sendable {
            let kind: String
            /// Inserting a model whose value equals another's updates that one instead.
            public static let unique = Option(kind: "unique")
            public static let externalStorage = Option(kind: "externalStorage")
            public static let allowsCloudEncryption = Option(kind: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(kind: "preserveValueOnDeletion")
            public static let ephemeral = Option(kind: "ephemeral")
            public static let spotlight = Option(kind: "spotlight")
        }
    }

    /// What `@Relationship` says about a property.
    public final class Relationship: @unchecked Sendable {
        public let name: String
        public let deleteRule: DeleteRule
        public let inverseKeyPath: AnyKeyPath?
        public let minimumModelCount: Int?
        public let maximumModelCount: Int?
        public let originalName: String?
        init(name: String, arguments: _RelationshipArguments) {
            self.name = name
            deleteRule = arguments.deleteRule
            inverseKeyPath = arguments.inverse
            minimumModelCount = arguments.minimumModelCount
            maximumModelCount = arguments.maximumModelCount
            originalName = arguments.originalName
        }

        /// What deleting a model does to the models this property holds.
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            /// They are deleted too.
            case cascade
            /// The model cannot be deleted while it holds any (saving throws).
            case deny
            /// Nothing: they keep pointing at the deleted model until changed.
            case noAction
            /// Their property pointing back loses the deleted model.
            case nullify
        }

        public struct Option: Hashable, Sendable {
            let kind: String
            public static let unique = Option(kind: "unique")
        }
    }
}

/// The arguments of an `@Attribute`, as written (made by `@Model`'s expansion).
public struct _AttributeArguments: @unchecked Sendable {
    let options: [Schema.Attribute.Option]
    let originalName: String?
    public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {
        self.options = options
        self.originalName = originalName
    }
}

/// The arguments of a `@Relationship`, as written (made by `@Model`'s expansion).
public struct _RelationshipArguments: @unchecked Sendable {
    let deleteRule: Schema.Relationship.DeleteRule
    let inverse: AnyKeyPath?
    let minimumModelCount: Int?
    let maximumModelCount: Int?
    let originalName: String?
    public init(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                inverse: AnyKeyPath? = nil, hashModifier: String? = nil) {
        self.deleteRule = deleteRule
        self.inverse = inverse
        self.minimumModelCount = minimumModelCount
        self.maximumModelCount = maximumModelCount
        self.originalName = originalName
    }
}
