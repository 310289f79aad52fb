import Foundation

extension AttributeScopes {
    /// SwiftUI's text attributes, for `AttributedString`s that `Text` draws:
    /// `string.foregroundColor = .red`, `string[range].font = .headline`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Styled text. Trellis's `Text` draws one style: the characters, with the attributes
    /// every run shares (a colour or font on the whole string, Markdown's bold or italic on
    /// all of it); runs styled differently draw in the text's own style (docs/Differences.md).
    /// Disfavoured, so a string literal is a `LocalizedStringKey` here as in SwiftUI
    /// (`AttributedString` takes literals too).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs
        self.init(verbatim: String(attributedContent.characters))
        func shared<K: AttributedStringKey>(_ key: K.Type) -> K.Value? where K.Value: Equatable {
            let values = runs.map { $0.attributes[key] }
            guard let first = values.first, let value = first, values.allSatisfy({ $0 == value }) else { return nil }
            return value
        }
        if let color = shared(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self) { self = foregroundColor(color) }
        if let font = shared(AttributeScopes.SwiftUIAttributes.FontAttribute.self) { self = self.font(font) }
        if shared(AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self) != nil { self = underline() }
        if shared(AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self) != nil { self = strikethrough() }
        if let tracking = shared(AttributeScopes.SwiftUIAttributes.TrackingAttribute.self)
            ?? shared(AttributeScopes.SwiftUIAttributes.KerningAttribute.self) { self = self.tracking(tracking) }
        // Markdown's marks (`**bold**`, `*italic*`, `~~gone~~`, `` `code` ``).
        if let intent = shared(AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute.self) {
            if intent.contains(.stronglyEmphasized) { self = bold() }
            if intent.contains(.emphasized) { self = italic() }
            if intent.contains(.strikethrough) { self = strikethrough() }
            if intent.contains(.code) { self = monospaced() }
        }
        if runs.count > 1 {
            // Styled apart: a part per run with its own styling (what every run shares is
            // the whole text's, above).
            var parts = extras ?? Extras(items: [])
            parts.segments = runs.map { run in Text(AttributedString(attributedContent[run.range])) }
            extras = parts
        }
    }
}
