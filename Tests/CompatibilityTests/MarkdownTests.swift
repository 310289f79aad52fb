// Markdown as iOS apps meet it: `AttributedString(markdown:)` (a trivia app's answers come
// as Markdown) and Markdown in a `Text` literal, from a Swift 5 view that imports only SwiftUI.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Notice: View {
    let user = "snake_case*name*"
    var body: some View {
        VStack {
            Text("**Saved**")
            Text("Read the *manual* first")
            Text("Signed in as \(user)")
            Text(verbatim: "**as written**")
            Text("~~cancelled~~")
        }
    }
}

@MainActor @Suite struct MarkdownTests {
    private func runs(_ string: AttributedString) -> [(String, InlinePresentationIntent?, URL?)] {
        string.runs.map { (String(string[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
    }

    @Test func inlineMarkdownBecomesRunsWithIntents() throws {
        let string = try AttributedString(markdown: "Plain **strong *both*** and `code` or [a link](https://swift.org) ~~gone~~ \\*kept\\*")
        let found = runs(string)
        #expect(String(string.characters) == "Plain strong both and code or a link gone *kept*")
        #expect(found.contains { $0.0 == "strong " && $0.1 == .stronglyEmphasized })
        #expect(found.contains { $0.0 == "both" && $0.1 == [.stronglyEmphasized, .emphasized] })
        #expect(found.contains { $0.0 == "code" && $0.1 == .code })
        #expect(found.contains { $0.0 == "a link" && $0.2 == URL(string: "https://swift.org") })
        #expect(found.contains { $0.0 == "gone" && $0.1 == .strikethrough })
    }

    @Test func delimitersFollowCommonMarksRules() throws {
        func text(_ markdown: String) throws -> String { String(try AttributedString(markdown: markdown).characters) }
        #expect(try text("snake_case_name") == "snake_case_name")     // `_` inside a word is a letter
        #expect(try text("2 * 3 * 4") == "2 * 3 * 4")                 // spaced stars are not emphasis
        #expect(try text("a**b") == "a**b")                            // unclosed
        #expect(try text("***both***") == "both")
        #expect(try text("`a*b*`") == "a*b*")                          // code keeps its marks
        // The full syntax leaves block markers out and joins paragraphs, as Apple's reader does.
        #expect(try text("# Title\n\n- one\n- two") == "Titleonetwo")
        let kept = try AttributedString(markdown: "line one\nline **two**", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "line one\nline two")
        let collapsed = try AttributedString(markdown: "a  \n b", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(collapsed.characters) == "a b")
    }

    @Test func aTextLiteralReadsItsMarkdownButNotItsInterpolatedValues() throws {
        let host = ViewHost(Notice())
        let saved = try host.find(text: "Saved")
        #expect(saved[property: "fontWeight"] != nil || saved.render().contains("bold"))
        _ = try host.find(text: "Read the manual first")               // marks go; one style for all
        _ = try host.find(text: "Signed in as snake_case*name*")        // a value is shown as it is
        _ = try host.find(text: "**as written**")                      // verbatim is verbatim
        let gone = try host.find(text: "cancelled")
        #expect(gone.render().contains("strikethrough"))
    }
}
