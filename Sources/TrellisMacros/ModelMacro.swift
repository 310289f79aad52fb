import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: each stored `var` becomes an observed property kept in
/// a backing field (as `@Observable` does, through `@_PersistedProperty`), and the class
/// gains what the model store needs to save it and make it again: a decoding initialiser,
/// an encoder, the relationship pass that links saved models once all exist, and the
/// properties' metadata (`@Attribute` and `@Relationship` arguments, forwarded as written).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    /// One stored property of the model, as written.
    struct Property {
        let name: String
        let type: String?
        let initializer: String?
        let isLet: Bool
        let attribute: String?
        let relationship: String?
    }

    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            throw ModelMacroError("@Model applies to a class")
        }
        let typeName = classDecl.name.text
        let properties = persisted(in: declaration)
        for property in properties where property.isLet && property.initializer != nil {
            context.diagnose(Diagnostic(node: node, message: ModelMacroWarning(
                "'let \(property.name)' has an initial value, so a saved \(typeName) made again keeps that value, not the saved one; declare it 'var'")))
        }
        var decoded: [String] = []
        var restored: [String] = []
        for property in properties {
            let field = property.isLet ? property.name : "_\(property.name)"
            if property.initializer == nil, let type = property.type {
                decoded.append("self.\(field) = record.value(for: \(literal(property.name)), as: (\(type)).self, in: store)")
            } else if !property.isLet {
                restored.append("self.\(field) = record.value(for: \(literal(property.name)), current: self.\(field), in: store)")
            }
        }
        let encoded = properties.map { property in
            "record.encode(self.\(property.isLet ? property.name : "_\(property.name)"), for: \(literal(property.name)), in: store)"
        }
        let linked = properties.filter { !$0.isLet }.map { property in
            "self._\(property.name) = record.references(for: \(literal(property.name)), current: self._\(property.name), in: store)"
        }
        let applied = properties.filter { !$0.isLet }.map { property in
            "self.\(property.name) = record.value(for: \(literal(property.name)), current: self.\(property.name), in: store)"
        }
        let metadata = properties.map { property in
            var arguments = ["\\\(typeName).\(property.name)", "name: \(literal(property.name))"]
            if let attribute = property.attribute {
                arguments.append("attribute: SwiftData._AttributeArguments(\(attribute))")
            }
            if let relationship = property.relationship {
                arguments.append("relationship: SwiftData._RelationshipArguments(\(relationship))")
            }
            return "SwiftData._ModelProperty(\(arguments.joined(separator: ", ")))"
        }
        let related = Set(properties.compactMap { $0.type.flatMap(relatedTypeName) }).sorted()
        // The properties a saved record must hold for the model to be made again: no
        // default, and not optional.
        let required = properties.filter { property in
            guard property.initializer == nil, let type = property.type?.filter({ $0 != " " }) else { return false }
            return !(type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<"))
        }
        let decodable = required.compactMap { property in
            property.type.map { "record.canDecode(\(literal(property.name)), as: (\($0)).self)" }
        }

        var members: [DeclSyntax] = [
            "public let _$persistence = SwiftData._ModelPersistence()",
            """
            public required init(_trellisRecord record: SwiftData._ModelRecord, in store: SwiftData._ModelStore) {
                \(raw: (decoded + restored).joined(separator: "\n"))
                _$persistence.restore(record)
            }
            """,
            """
            public func _trellisEncode(into record: inout SwiftData._ModelRecord, in store: SwiftData._ModelStore) {
                \(raw: encoded.joined(separator: "\n"))
            }
            """,
            """
            public func _trellisLink(_ record: SwiftData._ModelRecord, in store: SwiftData._ModelStore) {
                \(raw: linked.joined(separator: "\n"))
            }
            """,
            """
            public func _trellisApply(_ record: SwiftData._ModelRecord, in store: SwiftData._ModelStore) {
                \(raw: applied.joined(separator: "\n"))
            }
            """,
            """
            public static var _trellisProperties: [SwiftData._ModelProperty] {
                [\(raw: metadata.joined(separator: ",\n"))]
            }
            """,
            "public static var _trellisRequiredKeys: [String] { [\(raw: required.map { literal($0.name) }.joined(separator: ", "))] }",
            """
            public static func _trellisCanDecode(_ record: SwiftData._ModelRecord) -> Bool {
                \(raw: decodable.isEmpty ? "true" : decodable.joined(separator: " && "))
            }
            """,
            """
            public static var _trellisRelatedTypes: [Any.Type] {
                [\(raw: related.map { "\($0).self" }.joined(separator: ", "))]
            }
            """,
            // A model is the value of a to-one relationship. Written in the class, not as a
            // protocol extension's default: a class that is not final may return `Self`
            // only from its own members.
            "public typealias _Related = \(raw: typeName)",
            "public var _relatedModels: [\(raw: typeName)] { [self] }",
            "public static func _holding(_ models: [\(raw: typeName)]) -> Self? { models.first.flatMap { $0 as? Self } }",
            "public func _adding(_ model: \(raw: typeName)) -> Self { (model as? Self) ?? self }",
            "public func _removing(_ model: \(raw: typeName)) -> Self? { model === self ? nil : self }",
        ]
        // A class with no initialiser of its own and defaults for every property had
        // Swift's implicit `init()`; the decoding initialiser above would take it away.
        let declaresInit = declaration.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        if !declaresInit && storedProperties(in: declaration).allSatisfy({ $0.initializer != nil || $0.isOptional }) {
            members.append("public init() {}")
        }
        return members
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable), !variable.isLet else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, SwiftData._RelationshipValue {}")]
    }

    // MARK: Reading the class

    /// The stored properties the store keeps: every stored `var` and `let` of the instance
    /// that is not `@Transient`, `@ObservationIgnored`, `lazy` or observed (`didSet`).
    static func persisted(in declaration: some DeclGroupSyntax) -> [Property] {
        declaration.memberBlock.members.compactMap { member -> Property? in
            guard let variable = member.decl.as(VariableDeclSyntax.self), isPersisted(variable),
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            return Property(name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                            initializer: binding.initializer?.value.trimmedDescription, isLet: variable.isLet,
                            attribute: variable.attributeArguments(named: "Attribute"),
                            relationship: variable.attributeArguments(named: "Relationship"))
        }
    }

    /// Every stored instance property, kept or not (for the implicit `init()`).
    static func storedProperties(in declaration: some DeclGroupSyntax) -> [(initializer: String?, isOptional: Bool)] {
        declaration.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.isStatic,
                  let binding = variable.bindings.first, binding.accessorBlock == nil || variable.hasOnlyObservers else { return nil }
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            return (binding.initializer?.value.trimmedDescription,
                    !variable.isLet && (type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")))
        }
    }

    static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        guard !variable.isStatic, variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.pattern.is(IdentifierPatternSyntax.self), binding.accessorBlock == nil else { return false }
        let skipped: Set<String> = ["Transient", "ObservationIgnored", "_PersistedProperty"]
        if variable.attributes.contains(where: { skipped.contains($0.simpleName ?? "") }) { return false }
        if variable.modifiers.contains(where: { $0.name.text == "lazy" }) { return false }
        return true
    }

    /// The model type a property's type may name (`Tag` in `[Tag]`, `Tag?`, `[Tag]?`), for
    /// the schema to learn related models; non-models among them are dropped at run time.
    static func relatedTypeName(_ type: String) -> String? {
        var name = type.filter { $0 != " " }
        while true {
            if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast(); continue }
            if name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":") { name = String(name.dropFirst().dropLast()); continue }
            if name.hasPrefix("Optional<") && name.hasSuffix(">") { name = String(name.dropFirst(9).dropLast()); continue }
            if name.hasPrefix("Array<") && name.hasSuffix(">") { name = String(name.dropFirst(6).dropLast()); continue }
            break
        }
        let plain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let known: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Date", "Data", "UUID", "URL", "Decimal",
                                  "CGFloat", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8"]
        guard plain, let first = name.first, first.isUppercase, !known.contains(name) else { return nil }
        return name
    }

    static func literal(_ text: String) -> String { "\"\(text)\"" }
}

/// A stored property of a `@Model` class, observed and kept: its value lives in `_name`,
/// reads are tracked and writes announced (for views), and a write marks the model changed
/// for its context (for saving and for the queries that show it).
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.accessorBlock == nil else { return [] }
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                _$persistence.access(self, keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                _$persistence.update(self, keyPath: \\.\(raw: name), old: _\(raw: name), new: newValue) {
                    _\(raw: name) = newValue
                }
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.accessorBlock == nil else { return [] }
        let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
        let initial = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
        return ["private var _\(raw: name)\(raw: type)\(raw: initial)"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: read by `@Model` from the class's text;
/// they add nothing themselves.
public struct ModelAnnotationMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

extension VariableDeclSyntax {
    var isLet: Bool { bindingSpecifier.tokenKind == .keyword(.let) }
    var isStatic: Bool { modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }
    var hasOnlyObservers: Bool {
        guard case .accessors(let accessors)? = bindings.first?.accessorBlock?.accessors else { return false }
        return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The arguments of an attribute named `name`, as written ("" when it has none); nil
    /// when the property does not carry it.
    func attributeArguments(named name: String) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.simpleName == name else { continue }
            return attribute.arguments?.trimmedDescription ?? ""
        }
        return nil
    }
}

extension AttributeListSyntax.Element {
    var simpleName: String? { self.as(AttributeSyntax.self)?.simpleName }
}

extension AttributeSyntax {
    /// The attribute's last name component (`Transient` in `@SwiftData.Transient`).
    var simpleName: String {
        let text = attributeName.trimmedDescription
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}

struct ModelMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct ModelMacroWarning: DiagnosticMessage {
    let message: String
    init(_ message: String) { self.message = message }
    var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: "Model") }
    var severity: DiagnosticSeverity { .warning }
}

/// SwiftData's `@Query var items: [Item]`: a stored `Query<Item, [Item]>` made with the
/// attribute's arguments, and the property reading its results. (A property wrapper alone
/// cannot tell `Item` from `[Item]` when the attribute has no arguments; Apple's SDK makes
/// `@Query` a macro for the same reason.)
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _) = try query(declaration)
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type) = try query(declaration)
        var element = type.filter { $0 != " " }
        if element.hasPrefix("[") && element.hasSuffix("]") {
            element = String(element.dropFirst().dropLast())
        } else if element.hasPrefix("Array<") && element.hasSuffix(">") {
            element = String(element.dropFirst(6).dropLast())
        } else {
            throw ModelMacroError("@Query needs an array of models: @Query var items: [Item]")
        }
        let arguments = node.arguments?.trimmedDescription ?? ""
        return ["var _\(raw: name) = SwiftData.Query<\(raw: element), \(raw: type)>(\(raw: arguments))"]
    }

    private static func query(_ declaration: some DeclSyntaxProtocol) throws -> (String, String) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription else {
            throw ModelMacroError("@Query applies to a property with its type written: @Query var items: [Item]")
        }
        return (name, type)
    }
}
