import Foundation

/// sRGB's transfer function: components as stored (gamma encoded) and as light adds up
/// (linear), the one conversion every colour here goes through.
enum SRGBTransfer {
    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}

extension Color {
    /// A colour as concrete components (iOS 17): what `resolve(in:)` returns, and what a
    /// colour can be made from.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The components in sRGB (gamma encoded), 0 to 1.
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            self.red = Float(color.red)
            self.green = Float(color.green)
            self.blue = Float(color.blue)
            self.opacity = opacity
        }

        /// The components without sRGB's gamma: what light adds up in.
        public var linearRed: Float {
            get { Float(SRGBTransfer.linear(Double(red))) }
            set { red = Float(SRGBTransfer.encoded(Double(newValue))) }
        }
        public var linearGreen: Float {
            get { Float(SRGBTransfer.linear(Double(green))) }
            set { green = Float(SRGBTransfer.encoded(Double(newValue))) }
        }
        public var linearBlue: Float {
            get { Float(SRGBTransfer.linear(Double(blue))) }
            set { blue = Float(SRGBTransfer.encoded(Double(newValue))) }
        }

        public var _resolvedColor: Color { Color(self) }
        public var description: String {
            String(format: "#%02X%02X%02X%02X", Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(opacity))
        }

        private static func byte(_ value: Float) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    }

    /// A colour from resolved components.
    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }

    /// This colour's components where `environment` shows it. The system colours have
    /// iOS's light-mode values here (docs/Differences.md), so the environment's colour
    /// scheme does not change them.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    }
}
