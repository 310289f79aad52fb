/// The names this host makes up — session ids and tokens, device and scene names: 128
/// random bits from the system's secure generator, as 32 lowercase hex digits. Anything a
/// client sends back in their place is checked against that shape before it is used.
enum RandomID {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `text` could have been made by `make()`.
    static func isWellFormed(_ text: Substring) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
