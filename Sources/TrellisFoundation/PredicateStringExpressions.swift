import Foundation

// The string comparisons `#Predicate` allows on Apple platforms that Foundation on Linux
// leaves out of its predicates (they belong to its internationalisation half there):
// `localizedStandardContains`, `localizedCompare`, `caseInsensitiveCompare`. Search fields
// filter SwiftData queries with the first: `#Predicate { $0.name.localizedStandardContains(text) }`.

extension PredicateExpressions {
    /// `root.localizedStandardContains(other)`: case- and diacritic-insensitive containment.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }

    /// `root.localizedCompare(other)` or `root.caseInsensitiveCompare(other)`.
    public struct StringCompare<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = ComparisonResult
        public let root: Root
        public let other: Other
        public let caseInsensitive: Bool

        public init(root: Root, other: Other, caseInsensitive: Bool) {
            self.root = root
            self.other = other
            self.caseInsensitive = caseInsensitive
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
            let left = String(try root.evaluate(bindings)), right = String(try other.evaluate(bindings))
            return caseInsensitive ? left.caseInsensitiveCompare(right) : left.localizedCompare(right)
        }
    }

    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other) -> StringCompare<Root, Other> {
        StringCompare(root: root, other: other, caseInsensitive: false)
    }

    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other) -> StringCompare<Root, Other> {
        StringCompare(root: root, other: other, caseInsensitive: true)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringCompare: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringCompare: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringCompare: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
