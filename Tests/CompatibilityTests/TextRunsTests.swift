// Texts styled in parts, as Swift 5 apps write them: `Text + Text`, a `Text` interpolated in
// a literal, Markdown in a literal, an attributed string with runs.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct TextRunsTests {
    private func runs<V: View>(_ view: V) throws -> String {
        let text = try #require(ViewHost(view).findAll(kind: .text).first)
        return text[property: "textRuns"].map { "\($0)" } ?? "none"
    }

    @Test func joinedTextsKeepTheirOwnStyles() throws {
        #expect(try runs(Text("Don't have an account? ").foregroundColor(.secondary) + Text("Sign up").bold())
                == #""Don't have an account? " [foregroundColor: secondary] + "Sign up" [fontWeight: "bold"]"#)
        // A style on the whole reaches the parts without one of their own.
        let host = ViewHost((Text("A").foregroundColor(.red) + Text("B")).foregroundColor(.blue).italic())
        let text = try host.find(text: "AB")
        #expect(text[property: "foregroundColor"] == .color(.blue))
        #expect(text[property: "italic"] == .bool(true))
        #expect(try runs((Text("A").foregroundColor(.red) + Text("B")).foregroundColor(.blue)) == #""A" [foregroundColor: red] + "B""#)
        // A modifier of the whole keeps the parts.
        #expect(try runs((Text("a") + Text("b").bold()).underline()) == #""a" + "b" [fontWeight: "bold"]"#)
        // Three parts, joined in either grouping, are three runs.
        #expect(try runs(Text("a").bold() + (Text("b") + Text("c").italic())) == #""a" [fontWeight: "bold"] + "b" + "c" [italic: true]"#)
    }

    @Test func aTextInterpolatedInALiteralKeepsItsStyle() throws {
        let total = 42
        let view = Text("Total: \(Text("\(total) €").bold()) today")
        _ = try ViewHost(view).find(text: "Total: 42 € today")
        #expect(try runs(view) == #""Total: " + "42 €" [fontWeight: "bold"] + " today""#)
        // Plain values interpolated stay one run.
        #expect(try runs(Text("Total: \(total)")) == "none")
    }

    @Test func markdownAndAttributedRunsAreDrawnInParts() throws {
        #expect(try runs(Text("**Note:** soon")) == #""Note:" [fontWeight: "bold"] + " soon""#)
        var quote = AttributedString("To be or not to be")
        quote.foregroundColor = .red
        if let range = quote.range(of: "not") { quote[range].underlineStyle = .single }
        let text = try ViewHost(Text(quote)).find(text: "To be or not to be")
        #expect(text[property: "foregroundColor"] == .color(.red))
        #expect(try runs(Text(quote)) == #""To be or " + "not" [underline: true] + " to be""#)
    }

    @Test func shapeStylesHaveLevels() throws {
        let faded: some ShapeStyle = Color.red.secondary
        let host = ViewHost(Rectangle().fill(faded))
        let shape = try #require(host.findAll(kind: .shape).first)
        #expect(shape[property: "fill"] == .color(Color.red.opacity(0.6)))
        #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityLarge) == .accessibility2)
        #expect(UIContentSizeCategory(.xxxLarge) == .extraExtraExtraLarge && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }
}
