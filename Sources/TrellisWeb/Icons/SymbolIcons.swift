import Foundation

/// SF Symbols names the browser can draw: a few hundred common ones, drawn with Lucide's
/// open-licensed icons (generated into SymbolIconData.swift by scripts/generate-symbols.py).
///
/// The page draws an icon as a CSS mask of `/_trellis/icons/<name>.svg` painted in the
/// text colour, so it takes the foreground colour and font size like a symbol. Only names
/// in the table are ever put in a URL.
enum SymbolIcons {
    /// How a symbol is drawn from its icon.
    enum Style: Character {
        case outlined = "0"
        /// The icon's outline filled (`heart.fill`).
        case filled = "1"
        /// The outer circle or square filled, the inner strokes cut out of it
        /// (`checkmark.circle.fill`).
        case cutOut = "2"
    }

    struct Entry {
        let icon: String
        let style: Style
    }

    struct Drawing {
        /// The outer circle or square, empty when the icon has none.
        let container: Substring
        let rest: Substring
    }

    /// SF Symbols name → icon, `.fill` variants included.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for line in mappingTable.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, drawings[String(fields[1])] != nil,
                  let fillStyle = fields[2].first.flatMap(Style.init(rawValue:)) else { continue }
            let name = String(fields[0]), icon = String(fields[1])
            entries[name] = Entry(icon: icon, style: .outlined)
            entries[name + ".fill"] = Entry(icon: icon, style: fillStyle)
        }
        return entries
    }()

    /// Icon name → its drawing (the inside of a 24×24 `<svg>`).
    static let drawings: [String: Drawing] = {
        var drawings: [String: Drawing] = [:]
        for line in drawingTable.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            drawings[String(fields[0])] = Drawing(container: fields[1], rest: fields[2])
        }
        return drawings
    }()

    static func contains(_ name: String) -> Bool { entries[name] != nil }

    /// The name itself if the table has it, else the nearest name it has with the last
    /// parts of the variant dropped (`heart.circle.fill`, `heart.circle`, `heart`).
    static func nearest(_ name: String) -> String? {
        var parts = name.split(separator: ".")
        while !parts.isEmpty {
            let candidate = parts.joined(separator: ".")
            if entries[candidate] != nil { return candidate }
            parts.removeLast()
        }
        return nil
    }

    /// The standalone SVG for a symbol name, nil for names not in the table.
    static func svg(named name: String) -> String? {
        guard let entry = entries[name], let drawing = drawings[entry.icon] else { return nil }
        let open = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round""##
        switch entry.style {
        case .outlined:
            return open + ##" fill="none">\##(drawing.container)\##(drawing.rest)</svg>"##
        case .filled:
            return open + ##" fill="#000">\##(drawing.container)\##(drawing.rest)</svg>"##
        case .cutOut:
            // White shows, black hides: the strokes inside are drawn black into the mask.
            return open + ##" fill="none"><defs><mask id="cut"><rect width="24" height="24" fill="#fff"/><g stroke="#000">\##(drawing.rest)</g></mask></defs><g mask="url(#cut)" fill="#000">\##(drawing.container)</g></svg>"##
        }
    }
}
