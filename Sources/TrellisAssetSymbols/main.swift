// The AppleImports plugin's generator: writes the one Swift file the plugin adds to an app
// target. It always re-exports TrellisFoundation (what `import Foundation` brings on Apple
// platforms). When the target has asset catalogs it also declares what Xcode 15 generates
// from them: `ColorResource.brand` with `Color.brand`, `ShapeStyle.brand` and
// `UIColor.brand`, and `ImageResource.logo` for `Image(.logo)`; and a type carrying each
// colour set's `Contents.json`, so `Color("Brand")` finds it at run time.
//
// With Core Data models (`.xcdatamodeld`) it also writes the classes Xcode's code
// generation would (DataModels.swift).
//
// Usage: TrellisAssetSymbols OUTPUT [CATALOG.xcassets ...] [MODEL.xcdatamodeld ...] [SOURCE.swift ...]
//
// The target's own Swift files are read for the static members it declares itself
// (`extension Color { static var brand: Color { Color("Brand") } }`, the way code written
// before Xcode 15 names its colours): Xcode builds such a project without the generated
// members (with them, it would not build), so they are left out for those names.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: TrellisAssetSymbols OUTPUT [CATALOG.xcassets ...] [SOURCE.swift ...]\n".utf8))
    exit(2)
}
let sources = arguments.dropFirst().filter { $0.hasSuffix(".swift") }
let catalogs = arguments.dropFirst().filter { !$0.hasSuffix(".swift") && !$0.hasSuffix(".xcdatamodeld") && !$0.hasSuffix(".xcdatamodel") }
let dataModels = arguments.dropFirst().filter { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }

/// Names the target's files declare as static members themselves.
let declaredNames: Set<String> = {
    let pattern = try! NSRegularExpression(pattern: #"\bstatic\s+(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
    var names = Set<String>()
    for source in sources {
        guard let text = try? String(contentsOfFile: source, encoding: .utf8) else { continue }
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
        }
    }
    return names
}()

/// Colour and image sets found in the catalogs, by asset name.
var colorSets: [(name: String, contents: Data)] = []
var imageNames: [String] = []
for catalog in catalogs {
    let root = URL(fileURLWithPath: catalog)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
        let name = file.deletingPathExtension().lastPathComponent
        switch file.pathExtension {
        case "colorset":
            if let contents = try? Data(contentsOf: file.appendingPathComponent("Contents.json")) {
                colorSets.append((name, contents))
            }
        case "imageset", "symbolset":
            imageNames.append(name)
        default:
            continue
        }
    }
}

/// Xcode's symbol for an asset name: lower camel case, words split at anything that is not
/// a letter or digit, a trailing "Color" or "Image" dropped, a leading digit prefixed.
func symbol(for name: String, droppingSuffix suffix: String) -> String? {
    var words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    guard !words.isEmpty else { return nil }
    if let last = words.last, last.count > suffix.count, last.hasSuffix(suffix) {
        words[words.count - 1] = String(last.dropLast(suffix.count))
    } else if words.count > 1, words.last == suffix {
        words.removeLast()
    }
    var result = words.enumerated().map { index, word in
        guard index == 0 else { return word.prefix(1).uppercased() + word.dropFirst() }
        // A word in capitals stays as written (BGColor → BG); a leading run of capitals
        // before a lowercase word is lowered as one word (URLPreview → urlPreview).
        let upper = word.prefix { $0.isUppercase || $0.isNumber }
        if upper.count == word.count && words.count == 1 { return word }
        if upper.count > 1 && upper.count < word.count { return upper.dropLast().lowercased() + word.dropFirst(upper.count - 1) }
        return word.prefix(1).lowercased() + word.dropFirst()
    }.joined()
    if let first = result.first, first.isNumber { result = "_" + result }
    return result
}

/// An asset name as a Swift string literal.
func literal(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Names `Color`, `ShapeStyle` and `UIColor` already have: a generated member of the same
/// name would be ambiguous, so (as Xcode does) it is left out; the resource keeps it.
let colorNames: Set<String> = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
    "black", "white", "clear", "primary", "secondary", "accentColor",
]
let shapeStyleNames = colorNames.union(["tertiary", "quaternary", "quinary", "background", "foreground", "tint", "selection",
                                        "separator", "placeholder", "link", "fill"])
let uiColorNames = colorNames.union(["label", "link", "separator", "magenta", "darkGray", "lightGray", "tintColor",
                                     "placeholderText", "lightText", "darkText"])

/// A member name as Swift must write it: a keyword (an image named "defaultImage" is
/// `.default`) in backticks, as Xcode's generated symbols write it.
func escaped(_ name: String) -> String {
    let keywords: Set<String> = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any"]
    return keywords.contains(name) ? "`\(name)`" : name
}

var lines = [
    "// Generated by Trellis's AppleImports plugin: what `import Foundation` brings on Apple",
    "// platforms (Combine, Observation, URLSession, Core Graphics' types), for every file.",
    "@_exported import TrellisFoundation",
]

if !colorSets.isEmpty || !imageNames.isEmpty {
    lines += ["", "// The target's asset catalogs, as Xcode's generated asset symbols.", "import SwiftUI", ""]
    let sortedSets = colorSets.sorted { $0.name < $1.name }
    var colorSymbols = Set<String>()
    var colorMembers: [String] = []
    for set in sortedSets {
        guard let name = symbol(for: set.name, droppingSuffix: "Color"), colorSymbols.insert(name).inserted else { continue }
        colorMembers.append("    static let \(escaped(name)) = ColorResource(name: \(literal(set.name)), bundle: .main)")
    }
    if !colorMembers.isEmpty {
        lines += ["extension ColorResource {"] + colorMembers + ["}", ""]
        let symbols = colorSymbols.sorted().filter { !declaredNames.contains($0) }
        lines += ["extension Color {"]
            + symbols.filter { !colorNames.contains($0) }.map { "    static var \(escaped($0)): Color { Color(ColorResource.\(escaped($0))) }" } + ["}", ""]
        lines += ["extension ShapeStyle where Self == Color {"]
            + symbols.filter { !shapeStyleNames.contains($0) }.map { "    static var \(escaped($0)): Color { Color(ColorResource.\(escaped($0))) }" }
            + ["}", ""]
        lines += ["extension UIColor {"]
            + symbols.filter { !uiColorNames.contains($0) && !$0.hasPrefix("system") }
                // Disfavoured: `Color(.brickRed)` then names the resource, as Xcode's projects
                // compile it, rather than being ambiguous with `Color(_: UIColor)`.
                .map { "    @_disfavoredOverload static var \(escaped($0)): UIColor { UIColor(resource: ColorResource.\(escaped($0))) }" }
            + ["}", ""]
        lines += ["/// The colour sets, for `Color(\"Name\")`.",
                  "struct _TrellisGeneratedAssetCatalog: _AssetCatalog {",
                  "    static let _colorSets: [(name: String, contents: String)] = ["]
        lines += sortedSets.map { "        (\(literal($0.name)), \"\($0.contents.base64EncodedString())\")," }
        lines += ["    ]", "}", ""]
    }
    var imageSymbols = Set<String>()
    var imageMembers: [String] = []
    for name in imageNames.sorted() {
        guard let symbol = symbol(for: name, droppingSuffix: "Image"), imageSymbols.insert(symbol).inserted else { continue }
        imageMembers.append("    static let \(escaped(symbol)) = ImageResource(name: \(literal(name)), bundle: .main)")
    }
    if !imageMembers.isEmpty { lines += ["extension ImageResource {"] + imageMembers + ["}"] }
}

lines += dataModelSource(dataModels.map { URL(fileURLWithPath: $0) })

let text = lines.joined(separator: "\n") + "\n"
// Written every time the plugin runs it (when Trellis or the catalogs changed), so the
// target's files compile again against the new Trellis (see the plugin).
try text.write(toFile: output, atomically: true, encoding: .utf8)
