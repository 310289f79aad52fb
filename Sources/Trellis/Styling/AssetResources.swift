import Foundation

/// A colour of the app's asset catalog, as Xcode 15's generated symbols name it:
/// `Color(.brand)`, or `Color.brand` through the generated extension. On Linux the
/// AppleImports plugin generates the same symbols from the target's `.xcassets`.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    let bundle: Bundle?

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image of the app's asset catalog, as Xcode 15's generated symbols name it:
/// `Image(.logo)`.
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    let bundle: Bundle?

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The asset catalog's colour of that name.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The asset catalog's image of that name.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

/// The asset catalogs of an app target, as the AppleImports plugin compiles them in: each
/// colour set's name and `Contents.json`. `Color("Name")` finds these colours with no
/// registration call: the first lookup of a name nobody registered loads every catalog
/// the program holds (found through the Swift runtime's conformance records).
public protocol _AssetCatalog {
    /// Each colour set's name and its `Contents.json`, base64-encoded.
    static var _colorSets: [(name: String, contents: String)] { get }
}
