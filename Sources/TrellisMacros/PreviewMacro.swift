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
        let name = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let typeName = context.makeUniqueName("Preview")
        let statements = body.statements
        let returnsExplicitly = statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        let builder = returnsExplicitly ? "" : "@Trellis.ViewBuilder "
        let result = returnsExplicitly ? "any Trellis.View" : "some Trellis.View"
        return ["""
            struct \(typeName): Trellis._PreviewRegistration {
                static var name: String? { \(raw: name) }
                static var fileID: String { \(raw: file) }
                static var line: Int { \(raw: line) }
                @MainActor static func makeView() -> any Trellis.View { content() }
                @MainActor \(raw: builder)static func content() -> \(raw: result) {\(statements)
                }
            }
            """]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self]
}
