import Foundation

// The older action sheet, the inspector, and how a presented sheet looks and behaves. In
// the web host a sheet takes the page's full height over a dimmed backdrop, so the options
// that size a sheet, round its corners or let the view behind it be used are accepted and
// leave it so (docs/Differences.md lists each).

/// The older action sheet (iOS 13), shown as a confirmation dialog: a title, a message
/// and buttons, any of which closes it.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let alert: Alert

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        alert = Alert(title: title, message: message, buttons: buttons)
    }
}

extension View {
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
        -> ModifiedContent<Self, _PresentationModifier<_ConfirmationDialogStyle, _ClassicAlertBody>> {
        modifier(_PresentationModifier(title: nil, resolve: { isPresented.wrappedValue ? (AnyHashable(true), _ClassicAlertBody(alert: content().alert)) : nil },
                                       close: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet)
        -> ModifiedContent<Self, _PresentationModifier<_ConfirmationDialogStyle, _ClassicAlertBody>> {
        modifier(_PresentationModifier(title: nil, resolve: {
            item.wrappedValue.map { (AnyHashable($0.id), _ClassicAlertBody(alert: content($0).alert)) }
        }, close: { item.wrappedValue = nil }, onDismiss: nil))
    }

    /// An inspector beside the content (iOS 17). In a compact width, as on an iPhone and
    /// in Trellis's one window, SwiftUI presents it as a sheet; so does Trellis.
    @preconcurrency nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V)
        -> ModifiedContent<Self, _PresentationModifier<_SheetStyle, V>> {
        sheet(isPresented: isPresented, content: content)
    }

    /// Accepted: an inspector is a sheet here, which takes the page's width.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> Self { self }
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> Self { self }
}

/// Whether the view behind a sheet can be used while the sheet shows.
public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static var automatic: PresentationBackgroundInteraction { .init(name: "automatic") }
    public static var enabled: PresentationBackgroundInteraction { .init(name: "enabled") }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init(name: "enabled") }
    public static var disabled: PresentationBackgroundInteraction { .init(name: "disabled") }
}

/// How a presentation adapts to a compact size.
public struct PresentationAdaptation: Sendable {
    let name: String
    public static var automatic: PresentationAdaptation { .init(name: "automatic") }
    public static var none: PresentationAdaptation { .init(name: "none") }
    public static var popover: PresentationAdaptation { .init(name: "popover") }
    public static var sheet: PresentationAdaptation { .init(name: "sheet") }
    public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// Whether a swipe on a sheet resizes it or scrolls its content.
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
    public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
    public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

extension View {
    /// Accepted: a sheet here has the page's card background.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> Self { self }
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
    /// Accepted: a sheet here has the page's corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> Self { self }
    /// Accepted: the view behind a sheet is dimmed and inert here.
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self { self }
    /// Accepted: presentations already take their compact form here.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }
    nonisolated public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> Self { self }
    /// Accepted: a sheet here is full height, so a swipe always scrolls its content.
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
    /// Accepted: a sheet here closes only by its own buttons or the app's state, so it is
    /// never dismissed by a gesture to begin with.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}
