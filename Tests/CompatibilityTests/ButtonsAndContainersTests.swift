// Swift 5 language mode, `import SwiftUI`: button roles and styles (built-in and your
// own), toggle styles, menus, progress views and the small containers of iOS settings
// screens, as apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(12)
            .background(configuration.role == .destructive ? Color.red : Color.blue)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct CheckmarkStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct ButtonGallery: View {
    @State private var log: [String] = []
    @State private var wifi = true
    @State private var bold = false
    @State private var custom = false
    @State private var expanded = false

    var body: some View {
        VStack {
            Button("Delete", role: .destructive) { log.append("delete") }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Button("Share", systemImage: "square.and.arrow.up") { log.append("share") }
                .buttonStyle(BorderedButtonStyle())
            Button("Styled") { log.append("styled") }
                .buttonStyle(PressableStyle())
            Button("Twice") { log.append("twice") }
                .buttonStyle(DoubleTapStyle())
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            Toggle("Custom", isOn: $custom).toggleStyle(CheckmarkStyle())
            Menu("Actions") {
                Button("Rename") { log.append("rename") }
                Button("Remove", role: .destructive) { log.append("remove") }
            }
            ProgressView()
            ProgressView("Downloading", value: 30, total: 120)
            LabeledContent("Version", value: "2.1")
            GroupBox("Storage") { Text("12 GB free") }
            DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Hidden setting") }
            ControlGroup {
                Button("Undo") { log.append("undo") }
                Button("Redo") { log.append("redo") }
            }
            Image(systemName: "star")
                .accessibilityLabel("Favourite")
                .accessibilityHint("Adds to favourites")
                .accessibilityAddTraits(.isButton)
            Text("Log: \(log.joined(separator: ",")) wifi \(wifi) bold \(bold) custom \(custom)")
        }
    }
}

@MainActor @Suite struct ButtonStyleTests {
    @Test func rolesAndBuiltInStylesAreOnTheButtonAndTheLabelFindsIt() throws {
        let host = ViewHost(ButtonGallery())
        let delete = try host.find(button: "Delete")
        #expect(delete[property: "buttonRole"] == .string("destructive"))
        #expect(delete[property: "buttonStyle"] == .string("borderedProminent"))
        #expect(delete[property: "controlSize"] == .string("large"))
        try delete.tap()
        // A Label's title names the button; its icon is not text.
        let share = try host.find(button: "Share")
        #expect(share[property: "buttonStyle"] == .string("bordered"))
        try share.tap()
        try host.find(text: "Log: delete,share wifi true bold false custom false")
    }

    @Test func aButtonStyleOfYourOwnDrawsTheLabelAndAPrimitiveOneDecidesTheTrigger() throws {
        let host = ViewHost(ButtonGallery())
        let styled = try host.find(button: "Styled")
        #expect(styled[property: "buttonStyle"] == .string("custom"))
        #expect(styled.render().contains("background: blue"))      // the style's body is inside the button
        try styled.tap()
        try host.find(text: "Log: styled wifi true bold false custom false")
        // A primitive style: a plain tap does nothing, the style's double tap triggers.
        let twice = try host.find(button: "Twice")
        #expect(throws: ViewHostError.self) { try twice.tap() }
        let area = try #require(host.findAll(kind: .gestureArea).first { $0.text == "Twice" })
        try area.tap()
        try host.find(text: "Log: styled,twice wifi true bold false custom false")
    }

    @Test func toggleStylesKeepTheToggleAndAStyleOfYourOwnFlipsItItself() throws {
        let host = ViewHost(ButtonGallery())
        #expect(try host.find(toggle: "Bold")[property: "toggleStyle"] == .string("button"))
        try host.find(toggle: "Bold").toggle()
        try host.find(toggle: "Wi-Fi").toggle()
        try host.find(text: "Log:  wifi false bold true custom false")
        let custom = try host.find(toggle: "Custom")
        #expect(throws: ViewHostError.self) { try custom.toggle() }
        try #require(host.findAll(kind: .image).first { $0[property: "systemName"] == .string("square") }).tap()
        try host.find(text: "Log:  wifi false bold true custom true")
        #expect(host.findAll(kind: .image).contains { $0[property: "systemName"] == .string("checkmark.square") })
    }
}

@MainActor @Suite struct ContainerTests {
    @Test func menuItemsAreButtonsAndProgressShowsItsFraction() throws {
        let host = ViewHost(ButtonGallery())
        let menu = try #require(host.findAll(kind: .menu).first)
        #expect(menu.text.hasPrefix("Actions"))
        try host.find(button: "Remove").tap()
        #expect(try host.find(button: "Remove")[property: "buttonRole"] == .string("destructive"))
        try host.find(text: "Log: remove wifi true bold false custom false")
        let bars = host.findAll(kind: .progressView)
        #expect(bars.map { $0[property: "fraction"] } == [nil, .number(0.25)])
        #expect(bars.map { $0[property: "progressViewStyle"] } == [.string("circular"), .string("linear")])
        #expect(bars[1].text == "Downloading")
    }

    @Test func labeledContentGroupBoxDisclosureAndControlGroup() throws {
        let host = ViewHost(ButtonGallery())
        try host.find(text: "Version")
        let version = try host.find(text: "2.1")
        #expect(version[property: "foregroundColor"] == .color(.secondary))
        try host.find(text: "Storage")
        try host.find(text: "12 GB free")
        #expect(!host.contains(text: "Hidden setting"))
        try host.find(button: "Advanced").tap()
        try host.find(text: "Hidden setting")
        try host.find(button: "Advanced").tap()
        #expect(!host.contains(text: "Hidden setting"))
        try host.find(button: "Redo").tap()
        try host.find(text: "Log: redo wifi true bold false custom false")
    }

    @Test func accessibilityModifiersReachTheElement() throws {
        let host = ViewHost(ButtonGallery())
        let star = try #require(host.findAll(kind: .image).first { $0[property: "systemName"] == .string("star") })
        #expect(star[property: "accessibilityLabel"] == .string("Favourite"))
        #expect(star[property: "accessibilityHint"] == .string("Adds to favourites"))
        #expect(star[property: "accessibilityTraits"] == .strings(["button"]))
    }
}

struct NotesEditor: View {
    @State private var notes = "First line"
    @State private var title = ""

    var body: some View {
        VStack {
            TextField("Title", text: $title, axis: .vertical)
                .textFieldStyle(.roundedBorder)
            TextEditor(text: $notes)
                .accessibilityIdentifier("notes")
            Text("\(title.count) / \(notes.count)")
        }
    }
}

@MainActor @Suite struct TextEditorTests {
    @Test func aTextEditorAndAVerticalFieldTakeSeveralLines() throws {
        let host = ViewHost(NotesEditor())
        let title = try host.find(textField: "Title")
        #expect(title[property: "multiline"] == .bool(true))
        #expect(title[property: "textFieldStyle"] == .string("roundedBorder"))
        try title.setText("Line one\nLine two")
        try host.find(id: "notes").setText("A\nB")
        try host.find(text: "17 / 3")
        #expect(try host.find(id: "notes")[property: "editor"] == .bool(true))
    }
}
