import Foundation

/// Previews of a view, as in Xcode: `static var previews` builds them. Tests can mount
/// them with `ViewHost(PreviewType.previews)`.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// What every preview declaration shares, so hosts can find and show them.
public protocol _PreviewProvider {
    @MainActor static var _previewView: AnyView { get }
    static var _previewName: String { get }
}

extension PreviewProvider {
    @MainActor public static var _previewView: AnyView { AnyView(previews) }
    nonisolated public static var _previewName: String {
        let name = String(describing: Self.self)
        return name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
    }
}

/// A `#Preview` declaration, as the macro expands it.
public protocol _PreviewRegistration: _PreviewProvider {
    static var name: String? { get }
    static var fileID: String { get }
    static var line: Int { get }
    @MainActor static func makeView() -> any View
}

extension _PreviewRegistration {
    @MainActor public static var _previewView: AnyView { AnyView(makeView()) }
    nonisolated public static var _previewName: String {
        name ?? "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

/// The platform a preview is meant for; previews here show in a browser whatever it says.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How Xcode's canvas sizes a preview; accepted, and a browser shows the view as laid out.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name (`PreviewDevice("iPhone 15")`); accepted and not simulated.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// Orientation of a previewed device; accepted and not simulated.
public enum InterfaceOrientation: CaseIterable, Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// Namespace of the `#Preview` macro's traits, as DeveloperToolsSupport's `Preview`.
public enum Preview {
    public enum ViewTraits {}
}

/// A trait of a `#Preview`: a `PreviewModifier` wraps the preview (`.modifier`); layouts
/// and orientations are accepted and not simulated.
public struct PreviewTrait<T>: Sendable {
    let name: String
    /// What the trait does to the preview's view, if anything.
    var wrap: (@MainActor @Sendable (AnyView) -> AnyView)? = nil
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

extension View {
    /// Names a preview in Xcode's canvas; accepted, and changes nothing here yet.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
    /// Accepted: a browser lays the view out at the page's size.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
    /// Accepted: no device is simulated.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    /// Accepted: no device is simulated.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
