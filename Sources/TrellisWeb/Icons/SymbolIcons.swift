import Foundation

/// SF Symbols names the browser can draw: a few hundred common ones, drawn with Lucide's
/// open-licensed icons (generated into SymbolIconData.swift by scripts/generate-symbols.py).
///
/// The page draws an icon as a CSS mask of `/_trellis/icons/<name>.svg` painted in the
/// text colour, so it takes the foreground colour and font size like a symbol. Only names
/// in the table are ever put in a URL.
enum SymbolIcons {
    struct Entry {
        let icon: String
        let filled: Bool
    }

    /// SF Symbols name → icon, `.fill` variants included.
    static let entries: [String: Entry] = {
        var drawings: Set<String> = []
        for line in drawingTable.split(separator: "\n") {
            if let tab = line.firstIndex(of: "\t") { drawings.insert(String(line[..<tab])) }
        }
        var entries: [String: Entry] = [:]
        for line in mappingTable.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, drawings.contains(String(fields[1])) else { continue }
            let name = String(fields[0]), icon = String(fields[1])
            entries[name] = Entry(icon: icon, filled: false)
            // `name.fill`: filled where the outline allows it, the outline otherwise.
            entries[name + ".fill"] = Entry(icon: icon, filled: fields[2] == "1")
        }
        return entries
    }()

    /// Icon name → its drawing (the inside of a 24×24 `<svg>`).
    static let drawings: [String: Substring] = {
        var drawings: [String: Substring] = [:]
        for line in drawingTable.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            drawings[String(line[..<tab])] = line[line.index(after: tab)...]
        }
        return drawings
    }()

    static func contains(_ name: String) -> Bool { entries[name] != nil }

    /// The standalone SVG for a symbol name, nil for names not in the table.
    static func svg(named name: String) -> String? {
        guard let entry = entries[name], let drawing = drawings[entry.icon] else { return nil }
        let fill = entry.filled ? "#000" : "none"
        return ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="\##(fill)" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\##(drawing)</svg>"##
    }
}
