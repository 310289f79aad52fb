import Foundation

#if !canImport(Darwin)
/// Core Graphics' colour, which Linux lacks: sRGB components and an alpha (or a grey and
/// an alpha), as made. `Color(cgColor:)` and `UIColor.cgColor` convert to and from it.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Red, green, blue and alpha; or grey and alpha.
    public let components: [CGFloat]?

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour at another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components else { return nil }
        values[values.count - 1] = alpha
        return values.count == 2 ? CGColor(gray: values[0], alpha: alpha)
            : CGColor(srgbRed: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    // No `.white`, `.black` or `.clear`: those are macOS's, and on iOS `Color(.white)`
    // means `UIColor.white`.

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}
#endif
