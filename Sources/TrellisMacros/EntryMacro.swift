import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var accent: Color = .blue` inside `extension EnvironmentValues` (iOS 18's macro,
/// back-deployed): a key type holding the default value, and the accessors that read and
/// write the value through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _) = try entry(declaration)
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial) = try entry(declaration)
        let isOptional = type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
        guard let value = initial ?? (isOptional ? "nil" : nil) else {
            throw EntryMacroError("@Entry needs a default value: @Entry var \(name): \(type ?? "Value") = …")
        }
        guard let type else {
            return ["""
                private struct __Key_\(raw: name): Trellis.EnvironmentKey {
                    static let defaultValue = \(raw: value)
                }
                """]
        }
        return ["""
            private struct __Key_\(raw: name): Trellis.EnvironmentKey {
                static var defaultValue: \(raw: type) { \(raw: value) }
            }
            """]
    }

    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (String, String?, String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryMacroError("@Entry applies to a stored property: @Entry var name: Type = value")
        }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmedDescription,
                binding.initializer?.value.trimmedDescription)
    }
}

struct EntryMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
