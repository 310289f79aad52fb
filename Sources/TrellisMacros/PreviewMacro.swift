import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: a type the host can find at run time, holding
/// the preview's name, where it was written, and a function that builds its view.
///
/// The body becomes a `@ViewBuilder` function (so several views and `let`s work as in
/// Xcode 16), or a plain one when it `return`s explicitly (as Xcode 15 required).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.first(where: { $0.label?.text == "body" })?
            .expression.as(ClosureExprSyntax.self) else {
            throw PreviewMacroError("#Preview needs a closure that builds the view: #Preview { ContentView() }")
        }
        // The name is the first argument when it has no label; the traits are `traits:` and
        // the unlabelled arguments after it (`_ additionalTraits: PreviewTrait...`).
        let arguments = Array(node.arguments)
        let name = arguments.first.flatMap { $0.label == nil ? $0.expression.trimmedDescription : nil } ?? "nil"
        var traits: [String] = []
        if let start = arguments.firstIndex(where: { $0.label?.text == "traits" }) {
            for argument in arguments[start...] {
                if argument.label != nil && argument.label?.text != "traits" { break }
                traits.append(argument.expression.trimmedDescription)
            }
        }
        let wrapped = { (view: String) in
            traits.isEmpty ? view : "Trellis._applyPreviewTraits([\(traits.joined(separator: ", "))], to: \(view))"
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let typeName = context.makeUniqueName("Preview")
        let returnsExplicitly = body.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        let builder = returnsExplicitly ? "" : "@Trellis.ViewBuilder "
        // `@Previewable @State var count = 0` (Xcode 16): the marked declarations become the
        // properties of a view whose body is the rest, so their state lives as in any view.
        let (previewable, rest) = splitPreviewable(body.statements)
        let view: String
        if previewable.isEmpty {
            let result = returnsExplicitly ? "any Trellis.View" : "some Trellis.View"
            view = """
                @MainActor static func makeView() -> any Trellis.View { \(wrapped("content()")) }
                @MainActor \(builder)static func content() -> \(result) {\(body.statements)
                }
                """
        } else {
            view = """
                @MainActor static func makeView() -> any Trellis.View { \(wrapped("Content()")) }
                struct Content: Trellis.View {
                \(previewable.map { "    " + $0.trimmedDescription }.joined(separator: "\n"))
                    \(builder)var body: some Trellis.View {\(rest)
                    }
                }
                """
        }
        return ["""
            struct \(typeName): Trellis._PreviewRegistration {
                static var name: String? { \(raw: name) }
                static var fileID: String { \(raw: file) }
                static var line: Int { \(raw: line) }
            \(raw: view)
            }
            """]
    }
}

/// The statements marked `@Previewable` (with the mark removed), and the others.
private func splitPreviewable(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], CodeBlockItemListSyntax) {
    var marked: [VariableDeclSyntax] = []
    var rest: [CodeBlockItemSyntax] = []
    for item in statements {
        if var variable = item.item.as(VariableDeclSyntax.self),
           variable.attributes.contains(where: { isPreviewable($0) }) {
            variable.attributes = variable.attributes.filter { !isPreviewable($0) }
            marked.append(variable)
        } else {
            rest.append(item)
        }
    }
    return (marked, CodeBlockItemListSyntax(rest))
}

private func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name.hasSuffix(".Previewable")
}

/// `@Previewable` outside `#Preview` does nothing; inside, `#Preview` takes it apart.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
                                          ModelMacro.self, PersistedPropertyMacro.self, ModelAnnotationMacro.self, QueryMacro.self]
}
