import Foundation

/// A key of a keyboard shortcut: a character, or one of the named keys below.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The key the web host names `name` (the browser's key, lower-cased).
    init(hostName name: String) {
        let named: [String: KeyEquivalent] = [
            "arrowup": .upArrow, "arrowdown": .downArrow, "arrowleft": .leftArrow, "arrowright": .rightArrow,
            "escape": .escape, "backspace": .delete, "delete": .deleteForward, "home": .home, "end": .end,
            "pageup": .pageUp, "pagedown": .pageDown, "clear": .clear, "tab": .tab, "space": .space, "enter": .return,
        ]
        self = named[name] ?? KeyEquivalent(name.first ?? " ")
    }

    /// The key as the web host names it (the browser's key, lower-cased).
    public var _hostName: String {
        switch character {
        case "\u{F700}": "arrowup"
        case "\u{F701}": "arrowdown"
        case "\u{F702}": "arrowleft"
        case "\u{F703}": "arrowright"
        case "\u{1B}": "escape"
        case "\u{8}": "backspace"
        case "\u{F728}": "delete"
        case "\u{F729}": "home"
        case "\u{F72B}": "end"
        case "\u{F72C}": "pageup"
        case "\u{F72D}": "pagedown"
        case "\u{F739}": "clear"
        case "\t": "tab"
        case " ": "space"
        case "\r": "enter"
        default: String(character).lowercased()
        }
    }
}

/// The modifier keys held with a shortcut's key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    /// ⌘ on a Mac; Ctrl in a browser on other systems.
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key with its modifiers that presses a button.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the button that completes a form or a sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// "cmd+shift+s": modifiers in a fixed order, then the key (only letters, digits and
    /// `+` reach a host, checked again by the web client).
    public var _hostName: String {
        var parts: [String] = []
        if modifiers.contains(.command) { parts.append("cmd") }
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        let key = key._hostName
        parts.append(key.allSatisfy({ $0.isLetter || $0.isNumber }) && !key.isEmpty ? key : "u\(key.unicodeScalars.first!.value)")
        return parts.joined(separator: "+")
    }
}

extension View {
    /// Presses this button (or the control inside) when the shortcut is typed: the web
    /// host listens for it on the whole page.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _ElementPropertyModifier> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.keyboardShortcut, .string(shortcut._hostName)))
    }

    /// A shortcut, or none (nil removes one set above).
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.keyboardShortcut, .string(shortcut?._hostName ?? "")))
    }
}
