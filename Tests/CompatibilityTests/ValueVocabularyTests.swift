// Swift 5 language mode, `import SwiftUI`: every value of the small vocabularies SwiftUI's
// modifiers take (content types, keyboards, blend modes, keys and their modifiers, text
// styles, traits, text sizes), each checked for what the host shows for it. A value that
// reached the host as another one's would fail here.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct ValueVocabularyTests {
    @Test func everyTextContentTypeIsItsFieldsAutocompleteToken() throws {
        let types: [(String, UITextContentType, String)] = [
            ("name", .name, "name"), ("namePrefix", .namePrefix, "honorific-prefix"),
            ("givenName", .givenName, "given-name"), ("middleName", .middleName, "additional-name"),
            ("familyName", .familyName, "family-name"), ("nameSuffix", .nameSuffix, "honorific-suffix"),
            ("nickname", .nickname, "nickname"), ("jobTitle", .jobTitle, "organization-title"),
            ("organizationName", .organizationName, "organization"), ("location", .location, "address-level2"),
            ("fullStreetAddress", .fullStreetAddress, "street-address"),
            ("streetAddressLine1", .streetAddressLine1, "address-line1"),
            ("streetAddressLine2", .streetAddressLine2, "address-line2"),
            ("addressCity", .addressCity, "address-level2"), ("addressState", .addressState, "address-level1"),
            ("addressCityAndState", .addressCityAndState, "address-level2"),
            ("sublocality", .sublocality, "address-level3"), ("countryName", .countryName, "country-name"),
            ("postalCode", .postalCode, "postal-code"), ("telephoneNumber", .telephoneNumber, "tel"),
            ("emailAddress", .emailAddress, "email"), ("URL", .URL, "url"),
            ("creditCardNumber", .creditCardNumber, "cc-number"), ("username", .username, "username"),
            ("password", .password, "current-password"), ("newPassword", .newPassword, "new-password"),
            ("oneTimeCode", .oneTimeCode, "one-time-code"), ("birthdate", .birthdate, "bday"),
        ]
        let host = ViewHost(VStack {
            ForEach(types, id: \.0) { type in
                TextField(type.0, text: .constant("")).textContentType(type.1)
            }
        })
        for (label, _, token) in types {
            #expect(try host.find(textField: label)[property: "textContentType"] == .string(token), "\(label)")
        }
    }

    @Test func everyKeyboardTypeIsItsFieldsInputMode() throws {
        let keyboards: [(String, UIKeyboardType, String?)] = [
            ("default", .default, nil), ("asciiCapable", .asciiCapable, nil), ("twitter", .twitter, nil),
            ("numbersAndPunctuation", .numbersAndPunctuation, "decimal"), ("decimalPad", .decimalPad, "decimal"),
            ("numberPad", .numberPad, "numeric"), ("asciiCapableNumberPad", .asciiCapableNumberPad, "numeric"),
            ("phonePad", .phonePad, "tel"), ("namePhonePad", .namePhonePad, "tel"),
            ("emailAddress", .emailAddress, "email"), ("URL", .URL, "url"), ("webSearch", .webSearch, "search"),
        ]
        let host = ViewHost(VStack {
            ForEach(keyboards, id: \.0) { keyboard in
                TextField(keyboard.0, text: .constant("")).keyboardType(keyboard.1)
            }
        })
        for (label, _, mode) in keyboards {
            #expect(try host.find(textField: label)[property: "inputMode"] == mode.map { .string($0) }, "\(label)")
        }
    }

    @Test func everyBlendModeIsItsViewsBlendingAndThePorterDuffModesDrawNormally() throws {
        let modes: [(BlendMode, String)] = [
            (.normal, "normal"), (.multiply, "multiply"), (.screen, "screen"), (.overlay, "overlay"),
            (.darken, "darken"), (.lighten, "lighten"), (.colorDodge, "color-dodge"), (.colorBurn, "color-burn"),
            (.softLight, "soft-light"), (.hardLight, "hard-light"), (.difference, "difference"),
            (.exclusion, "exclusion"), (.hue, "hue"), (.saturation, "saturation"), (.color, "color"),
            (.luminosity, "luminosity"), (.plusLighter, "plus-lighter"),
            (.sourceAtop, "normal"), (.destinationOver, "normal"), (.destinationOut, "normal"), (.plusDarker, "normal"),
        ]
        let host = ViewHost(VStack {
            ForEach(modes, id: \.0) { mode in
                Color.red.frame(width: 10, height: 10).blendMode(mode.0).accessibilityIdentifier(mode.0.rawValue)
            }
        })
        for (mode, css) in modes {
            #expect(try host.find(id: mode.rawValue)[property: "blendMode"] == .string(css), "\(mode)")
        }
        #expect(BlendMode(rawValue: "colorDodge") == .colorDodge)
    }

    @Test func namedKeysAndTheirModifiersPressTheirButtons() throws {
        let keys: [(KeyEquivalent, String)] = [
            (.upArrow, "arrowup"), (.downArrow, "arrowdown"), (.leftArrow, "arrowleft"), (.rightArrow, "arrowright"),
            (.escape, "escape"), (.delete, "backspace"), (.deleteForward, "delete"), (.home, "home"), (.end, "end"),
            (.pageUp, "pageup"), (.pageDown, "pagedown"), (.clear, "clear"), (.tab, "tab"), (.space, "space"),
            (.return, "enter"),
        ]
        final class Pressed: @unchecked Sendable { var names: [String] = [] }
        let pressed = Pressed()
        let host = ViewHost(VStack {
            ForEach(keys, id: \.1) { key in
                Button(key.1) { pressed.names.append(key.1) }.keyboardShortcut(key.0, modifiers: [])
            }
            Button("Save all") { pressed.names.append("save all") }
                .keyboardShortcut("s", modifiers: [.command, .control, .option, .shift])
            Button("Every modifier") { pressed.names.append("every") }.keyboardShortcut("e", modifiers: .all)
        })
        for (key, name) in keys {
            #expect(try host.find(button: name)[property: "keyboardShortcut"] == .string(name))
            try host.press(key, modifiers: [])
        }
        #expect(pressed.names == keys.map(\.1))
        #expect(try host.find(button: "Save all")[property: "keyboardShortcut"] == .string("cmd+ctrl+alt+shift+s"))
        try host.press("s", modifiers: [.shift, .option, .control, .command])
        #expect(pressed.names.last == "save all")
        // Caps lock and the numeric pad are not told apart by a page's shortcuts.
        #expect(try host.find(button: "Every modifier")[property: "keyboardShortcut"] == .string("cmd+ctrl+alt+shift+e"))
        #expect(EventModifiers.all.contains([.capsLock, .numericPad]))
    }

    @Test func everyTextStyleSetsItsTextOnApplesLineHeight() throws {
        let styles: [(String, Font.TextStyle, CGFloat)] = [
            ("largeTitle", .largeTitle, 41), ("title", .title, 34), ("title2", .title2, 28), ("title3", .title3, 25),
            ("headline", .headline, 22), ("body", .body, 22), ("callout", .callout, 21),
            ("subheadline", .subheadline, 20), ("footnote", .footnote, 18), ("caption", .caption, 16),
            ("caption2", .caption2, 13),
        ]
        let host = ViewHost(VStack {
            ForEach(styles, id: \.0) { style in
                Text("Aa").font(.system(style.1)).accessibilityIdentifier(style.0)
            }
            Text("Aa").font(.title2).accessibilityIdentifier("static title2")
            Text("Aa").font(.title3).accessibilityIdentifier("static title3")
            Text("Aa").font(.callout).accessibilityIdentifier("static callout")
            Text("Aa").font(.subheadline).accessibilityIdentifier("static subheadline")
            Text("Aa").font(.footnote).accessibilityIdentifier("static footnote")
            Text("Aa").font(.caption2).accessibilityIdentifier("static caption2")
        })
        for (name, _, lineHeight) in styles {
            #expect(try host.find(id: name).frame.height == lineHeight, "\(name)")
        }
        for name in ["title2", "title3", "callout", "subheadline", "footnote", "caption2"] {
            #expect(try host.find(id: "static \(name)").frame.size == host.find(id: name).frame.size, "\(name)")
        }
        #expect(Font.system(.headline) == .headline)
        #expect(Font.TextStyle(rawValue: "footnote") == .footnote)
    }

    @Test func traitsThatAPageCanSayReachItsElement() throws {
        let host = ViewHost(VStack {
            Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("header")
            Text("Pick").accessibilityAddTraits([.isButton, .isSelected]).accessibilityIdentifier("selected")
            Text("Docs").accessibilityAddTraits(.isLink).accessibilityIdentifier("link")
            Text("★").accessibilityAddTraits(.isImage).accessibilityIdentifier("image")
            Text("Panel").accessibilityAddTraits(.isModal).accessibilityIdentifier("modal")
        })
        #expect(try host.find(id: "header")[property: "accessibilityTraits"] == .strings(["header"]))
        #expect(try host.find(id: "selected")[property: "accessibilityTraits"] == .strings(["button", "selected"]))
        #expect(try host.find(id: "link")[property: "accessibilityTraits"] == .strings(["link"]))
        #expect(try host.find(id: "image")[property: "accessibilityTraits"] == .strings(["image"]))
        #expect(try host.find(id: "modal")[property: "accessibilityTraits"] == .strings(["modal"]))
        #expect(AccessibilityTraits(rawValue: AccessibilityTraits.isLink.rawValue) == .isLink)
    }

    @Test func everyContentSizeCategoryIsADynamicTypeSizeAndBack() throws {
        let pairs: [(ContentSizeCategory, DynamicTypeSize)] = [
            (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large),
            (.extraLarge, .xLarge), (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge),
            (.accessibilityMedium, .accessibility1), (.accessibilityLarge, .accessibility2),
            (.accessibilityExtraLarge, .accessibility3), (.accessibilityExtraExtraLarge, .accessibility4),
            (.accessibilityExtraExtraExtraLarge, .accessibility5),
        ]
        for (category, size) in pairs {
            #expect(ContentSizeCategory(size) == category)
            #expect(DynamicTypeSize(category) == size)
            #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        }
        #expect(pairs.map(\.0) == pairs.map(\.0).sorted(by: <))
        // iOS 13's name in the environment is the same setting.
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Text("\(String(describing: size))") }
        }
        let host = ViewHost(Reader().environment(\.sizeCategory, .accessibilityLarge))
        #expect(host.contains(text: "accessibility2"))
    }
}
