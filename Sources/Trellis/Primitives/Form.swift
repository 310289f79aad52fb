import Foundation

/// A settings-style container: rows grouped in sections, as iOS draws a `Form` (an
/// inset, grouped list). Rows outside any section form one group of their own.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View {
        List { content }
            .listStyle(.insetGrouped)
            .modifier(_ElementPropertyModifier(.form, .bool(true)))
    }
}

/// How a form lays out its rows. The web host draws every style as iOS's grouped form.
@MainActor @preconcurrency
public protocol FormStyle {}
nonisolated public struct AutomaticFormStyle: FormStyle { public init() {} }
nonisolated public struct GroupedFormStyle: FormStyle { public init() {} }
nonisolated public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: Self { Self() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: Self { Self() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: Self { Self() } }

extension View {
    /// Accepted: forms look the same in every style here.
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
}
