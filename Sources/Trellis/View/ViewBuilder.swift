/// Builds view hierarchies from closures: any number of children, `if`, `if/else`,
/// `if let`, `switch` and availability checks, with SwiftUI's types as results.
///
/// Inlinable, as SwiftUI's are: built in the app's own module, with its types known, a
/// body's views are made in place instead of copied through each generic call.
@resultBuilder
public enum ViewBuilder {
    @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
