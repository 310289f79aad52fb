import Foundation

/// Foundation's detector of links and phone numbers in text, which swift-corelibs-foundation
/// lacks: a regular expression made from the types asked for, so `firstMatch(in:…)`,
/// `matches(in:…)`, `numberOfMatches(in:…)` and `enumerateMatches(in:…)` find them as
/// `NSRegularExpression` finds its matches (their ranges; a result's `url` or `phoneNumber`
/// is not filled in here). It is not a subclass of `NSRegularExpression` here: corelibs'
/// class cannot be subclassed from another module. Links
/// are URLs with a scheme, `www.` addresses and bare domains with a known ending, and e-mail
/// addresses; phone numbers are runs of 7 to 15 digits with the usual separators. Dates,
/// addresses and transit information are not detected (docs/Differences.md).
open class NSDataDetector: @unchecked Sendable {
    /// The kinds of data this detector finds (`NSTextCheckingResult.CheckingType` raw values).
    public let checkingTypes: UInt64
    let expression: NSRegularExpression

    public init(types checkingTypes: UInt64) throws {
        self.checkingTypes = checkingTypes
        var patterns: [String] = []
        if checkingTypes & NSTextCheckingResult.CheckingType.link.rawValue != 0 as UInt64 { patterns.append(Self.linkPattern) }
        if checkingTypes & NSTextCheckingResult.CheckingType.phoneNumber.rawValue != 0 as UInt64 { patterns.append(Self.phonePattern) }
        // Nothing it can find: a pattern that never matches (Apple's detector finds nothing either).
        expression = try NSRegularExpression(pattern: patterns.isEmpty ? "(?!)" : patterns.map { "(?:\($0))" }.joined(separator: "|"),
                                             options: [.caseInsensitive])
    }

    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        expression.firstMatch(in: string, options: options, range: range)
    }

    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        expression.matches(in: string, options: options, range: range)
    }

    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        expression.numberOfMatches(in: string, options: options, range: range)
    }

    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        expression.rangeOfFirstMatch(in: string, options: options, range: range)
    }

    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                               using block: @escaping (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        expression.enumerateMatches(in: string, options: options, range: range, using: block)
    }

    static let linkPattern =
        #"\b(?:[a-z][a-z0-9+.-]*://[^\s<>"]+|mailto:[^\s<>"]+|www\.[^\s<>"]+\.[^\s<>"]+|[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}|"#
        + #"[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|org|net|edu|gov|io|dev|app|co|uk|de|fr|jp|info|me|ly)"#
        + #"(?:/[^\s<>"]*)?)"#
    static let phonePattern = #"(?<![\d])\+?\(?\d{1,4}\)?(?:[ .-]?\(?\d{2,4}\)?){1,4}(?![\d])"#
}
