import Foundation

// Core Data's code generation, as Xcode does it from a `.xcdatamodeld`: for each entity
// whose codegen is "Class Definition", the `NSManagedObject` subclass and its properties;
// for "Category/Extension", the properties only (the app declares the class); for
// "Manual/None", nothing. Every model also becomes a `_ManagedObjectModelSource`, which
// `NSPersistentContainer(name:)` finds at run time. The properties read and write the
// object's values by key (Xcode's `@NSManaged` needs the Objective-C runtime).

/// One attribute or relationship of an entity, as the model file's XML writes it.
struct ModelProperty {
    var attributes: [String: String]
    var isRelationship: Bool
    var name: String { attributes["name"] ?? "" }
}

struct ModelEntity {
    var attributes: [String: String]
    var properties: [ModelProperty] = []
    var name: String { attributes["name"] ?? "" }
    /// The class: the represented class name without a module prefix (`.Item`, `App.Item`).
    var className: String {
        let represented = attributes["representedClassName"] ?? name
        return represented.split(separator: ".").last.map(String.init) ?? represented
    }
}

/// The entities of a model file's `contents` XML (the newest version of a versioned model).
func readDataModel(_ bundle: URL) -> [ModelEntity] {
    let fileManager = FileManager.default
    var contents = bundle.appendingPathComponent("contents")
    if bundle.pathExtension == "xcdatamodeld" {
        var version = (try? fileManager.contentsOfDirectory(atPath: bundle.path))?.filter { $0.hasSuffix(".xcdatamodel") }.sorted().last
        if let data = try? Data(contentsOf: bundle.appendingPathComponent(".xccurrentversion")),
           let text = String(data: data, encoding: .utf8),
           let current = firstCapture(#"<string>([^<]+\.xcdatamodel)</string>"#, in: text) {
            version = current
        }
        guard let version else { return [] }
        contents = bundle.appendingPathComponent(version).appendingPathComponent("contents")
    }
    guard let data = try? Data(contentsOf: contents), let xml = String(data: data, encoding: .utf8) else { return [] }
    var entities: [ModelEntity] = []
    let tag = try! NSRegularExpression(pattern: #"<(/?)(entity|attribute|relationship)\b([^>]*?)(/?)>"#)
    for match in tag.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
        let closing = Range(match.range(at: 1), in: xml).map { !xml[$0].isEmpty } ?? false
        guard let kindRange = Range(match.range(at: 2), in: xml), let attributeRange = Range(match.range(at: 3), in: xml) else { continue }
        guard !closing else { continue }
        let attributes = xmlAttributes(String(xml[attributeRange]))
        switch xml[kindRange] {
        case "entity": entities.append(ModelEntity(attributes: attributes))
        case "attribute": entities.indices.last.map { entities[$0].properties.append(ModelProperty(attributes: attributes, isRelationship: false)) }
        default: entities.indices.last.map { entities[$0].properties.append(ModelProperty(attributes: attributes, isRelationship: true)) }
        }
    }
    return entities
}

func xmlAttributes(_ text: String) -> [String: String] {
    let pattern = try! NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)="([^"]*)""#)
    var attributes: [String: String] = [:]
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
        attributes[String(text[key])] = String(text[value])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
    return attributes
}

func firstCapture(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
          let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
          let range = Range(match.range(at: 1), in: text) else { return nil }
    return String(text[range])
}

/// The Swift type Xcode declares an attribute's property with, its `NSAttributeType`, and
/// the default value's literal.
func attributeShape(_ property: ModelProperty) -> (type: String, kind: String, initial: String?) {
    let scalar = property.attributes["usesScalarValueType"] != "NO"
    let initial = property.attributes["defaultValueString"]
    func number(_ swiftType: String, _ kind: String) -> (String, String, String?) {
        let literal = initial.map { swiftType == "Bool" ? (["YES", "1", "true"].contains($0) ? "true" : "false") : "\(swiftType)(\($0))" }
        return (scalar ? swiftType : "NSNumber?", kind, literal)
    }
    switch property.attributes["attributeType"] ?? "" {
    case "Integer 16": return number("Int16", "integer16AttributeType")
    case "Integer 32": return number("Int32", "integer32AttributeType")
    case "Integer 64": return number("Int64", "integer64AttributeType")
    case "Double": return number("Double", "doubleAttributeType")
    case "Float": return number("Float", "floatAttributeType")
    case "Boolean": return number("Bool", "booleanAttributeType")
    case "Decimal": return ("NSDecimalNumber?", "decimalAttributeType", nil)
    case "String": return ("String?", "stringAttributeType", initial.map { literal($0) })
    case "Date": return ("Date?", "dateAttributeType", nil)
    case "Binary": return ("Data?", "binaryDataAttributeType", nil)
    case "UUID": return ("UUID?", "UUIDAttributeType", nil)
    case "URI": return ("URL?", "URIAttributeType", nil)
    case "Transformable":
        let custom = property.attributes["customClassName"].map { $0.hasSuffix("?") ? $0 : "\($0)?" } ?? "NSObject?"
        return (custom, "transformableAttributeType", nil)
    default: return ("Any?", "undefinedAttributeType", nil)
    }
}

/// The generated Swift for the target's data models (empty without any).
func dataModelSource(_ bundles: [URL]) -> [String] {
    var lines: [String] = []
    for bundle in bundles {
        let entities = readDataModel(bundle)
        guard !entities.isEmpty else { continue }
        let modelName = bundle.deletingPathExtension().lastPathComponent
        lines += ["", "// The data model \(modelName), as Xcode's Core Data code generation writes it.", "import CoreData", ""]
        for entity in entities {
            let codegen = entity.attributes["codeGenerationType"]
            guard codegen == "class" || codegen == "category" else { continue }
            if codegen == "class" {
                lines.append("public class \(entity.className): CoreData.NSManagedObject {}")
            }
            lines.append("extension \(entity.className) {")
            lines.append("    public class func fetchRequest() -> CoreData.NSFetchRequest<\(entity.className)> {")
            lines.append("        CoreData.NSFetchRequest<\(entity.className)>(entityName: \(literal(entity.name)))")
            lines.append("    }")
            for property in entity.properties {
                let name = escaped(property.name)
                let type: String
                if property.isRelationship {
                    let destination = entities.first { $0.name == property.attributes["destinationEntity"] }?.className
                        ?? property.attributes["destinationEntity"] ?? "NSManagedObject"
                    let toMany = property.attributes["toMany"] == "YES"
                    type = toMany ? (property.attributes["ordered"] == "YES" ? "NSOrderedSet?" : "NSSet?") : "\(destination)?"
                    if toMany {
                        let suffix = property.name.prefix(1).uppercased() + property.name.dropFirst()
                        lines.append("    public func addTo\(suffix)(_ value: \(destination)) { _addToRelationship(\(literal(property.name)), [value]) }")
                        lines.append("    public func removeFrom\(suffix)(_ value: \(destination)) { _removeFromRelationship(\(literal(property.name)), [value]) }")
                        lines.append("    public func addTo\(suffix)(_ values: NSSet) { _addToRelationship(\(literal(property.name)), values.allObjects.compactMap { $0 as? CoreData.NSManagedObject }) }")
                        lines.append("    public func removeFrom\(suffix)(_ values: NSSet) { _removeFromRelationship(\(literal(property.name)), values.allObjects.compactMap { $0 as? CoreData.NSManagedObject }) }")
                    }
                } else {
                    type = attributeShape(property).type
                }
                lines.append("    public var \(name): \(type) {")
                lines.append("        get { _managedValue(forKey: \(literal(property.name))) }")
                lines.append("        set { _setManagedValue(newValue, forKey: \(literal(property.name))) }")
                lines.append("    }")
            }
            lines.append("}")
            lines.append("extension \(entity.className): Identifiable {}")
            lines.append("")
        }
        let typeName = "_TrellisDataModel_" + modelName.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        lines.append("enum \(typeName): CoreData._ManagedObjectModelSource {")
        lines.append("    static var _modelName: String { \(literal(modelName)) }")
        lines.append("    static var _entities: [CoreData.NSEntityDescription] {")
        lines.append("        [")
        for entity in entities {
            lines.append("            CoreData.NSEntityDescription(name: \(literal(entity.name)), managedObjectClass: \(entity.className).self, attributes: [")
            for property in entity.properties where !property.isRelationship {
                let shape = attributeShape(property)
                let optional = property.attributes["optional"] == "YES"
                lines.append("                CoreData.NSAttributeDescription(name: \(literal(property.name)), type: .\(shape.kind), isOptional: \(optional), defaultValue: \(shape.initial ?? "nil")),")
            }
            lines.append("            ], relationships: [")
            for property in entity.properties where property.isRelationship {
                let rule: String
                switch property.attributes["deletionRule"] ?? "Nullify" {
                case "Cascade": rule = "cascadeDeleteRule"
                case "Deny": rule = "denyDeleteRule"
                case "No Action": rule = "noActionDeleteRule"
                default: rule = "nullifyDeleteRule"
                }
                let inverse = property.attributes["inverseName"].map { literal($0) } ?? "nil"
                lines.append("                CoreData.NSRelationshipDescription(name: \(literal(property.name)), destination: \(literal(property.attributes["destinationEntity"] ?? "")), inverse: \(inverse), toMany: \(property.attributes["toMany"] == "YES"), ordered: \(property.attributes["ordered"] == "YES"), deleteRule: .\(rule)),")
            }
            lines.append("            ]),")
        }
        lines.append("        ]")
        lines.append("    }")
        lines.append("}")
    }
    return lines
}
