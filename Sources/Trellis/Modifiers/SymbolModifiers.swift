import Foundation

/// How a symbol's layers are coloured: one colour, its own colours, shades of one colour,
/// or a palette. The web host draws symbols with single-colour icons, so every mode draws
/// as `monochrome` in the foreground colour (docs/Differences.md); the mode is kept on the
/// element for hosts that can do more.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// How the symbol images below colour their layers.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("symbolRenderingMode", .string(mode?.name ?? "automatic")))
    }

    /// The tint of the list rows below: their icons and controls take it.
    nonisolated public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.tint(tint)
    }

    nonisolated public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.tint(tint?.color)
    }
}

extension Image {
    /// How this symbol colours its layers (see `View.symbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A list row's tint: a colour, or the tint the platform prefers for it.
public struct ListItemTint: Sendable {
    let color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    public static let monochrome = ListItemTint(color: .primary)
}
