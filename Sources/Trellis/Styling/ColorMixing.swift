import Foundation

extension Color {
    /// This colour mixed with `rhs` (iOS 18): `fraction` 0 is this colour, 1 is `rhs`,
    /// blended in `colorSpace` — `.perceptual` (Oklab: equal steps look equal) or
    /// `.device` (the sRGB components as they are). The system colours mix with their
    /// light-mode values (see `resolve(in:)`), so a mix is a fixed colour here.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let amount = min(max(fraction, 0), 1)
        let from = (red, green, blue), to = (rhs.red, rhs.green, rhs.blue)
        let opacity = self.opacity + (rhs.opacity - self.opacity) * amount
        func between(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        switch colorSpace {
        case .device:
            return Color(.sRGB, red: between(from.0, to.0), green: between(from.1, to.1), blue: between(from.2, to.2),
                         opacity: opacity)
        case .perceptual:
            let a = Oklab(red: from.0, green: from.1, blue: from.2), b = Oklab(red: to.0, green: to.1, blue: to.2)
            let mixed = Oklab(lightness: between(a.lightness, b.lightness), a: between(a.a, b.a), b: between(a.b, b.b))
            let (red, green, blue) = mixed.sRGB
            return Color(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
        }
    }
}

/// Björn Ottosson's Oklab, from and to gamma-encoded sRGB.
struct Oklab {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        (self.lightness, self.a, self.b) = (lightness, a, b)
    }

    init(red: Double, green: Double, blue: Double) {
        let (r, g, b) = (SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// Back to gamma-encoded sRGB, clamped to the gamut.
    var sRGB: (Double, Double, Double) {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        func encoded(_ value: Double) -> Double { SRGBTransfer.encoded(min(max(value, 0), 1)) }
        return (encoded(r), encoded(g), encoded(bl))
    }
}
