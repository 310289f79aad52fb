// Swift 5 language mode, `import SwiftUI`: types conforming to SwiftUI's main-actor protocols
// (styles, commands, toolbar content, transitions) are main-actor themselves, as with
// Apple's SDK, so their stored properties can make main-actor objects and their bodies can
// use them (issue 42: Swift 5 code that builds with Apple's SDK builds here).
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor final class PressLog: ObservableObject {
    @Published var presses: [String] = []
    func note(_ what: String) { presses.append(what) }
}

struct LoggingButtonStyle: ButtonStyle {
    let log = PressLog()
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct LoggingToggleStyle: ToggleStyle {
    let log = PressLog()
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label }
    }
}

struct TitleFirstLabelStyle: LabelStyle {
    let log = PressLog()
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    let log = PressLog()
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.content }
    }
}

struct AppCommands: Commands {
    let log = PressLog()
    var body: some Commands {
        CommandMenu("Tools") { Button("Note") { log.note("command") } }
    }
}

struct EditorToolbar: ToolbarContent {
    let log = PressLog()
    var body: some ToolbarContent {
        ToolbarItem { Button("Note") { log.note("toolbar") } }
    }
}

struct FadeTransition: Transition {
    let log = PressLog()
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

private struct StyledScreen: View {
    @State private var on = false
    var body: some View {
        NavigationStack {
            VStack {
                Button("Styled") {}.buttonStyle(LoggingButtonStyle())
                Toggle("Lights", isOn: $on).toggleStyle(LoggingToggleStyle())
                Label("Title", systemImage: "star").labelStyle(TitleFirstLabelStyle())
                GroupBox("Box") { Text("inside") }.groupBoxStyle(CardGroupBoxStyle())
                Text(on ? "on" : "off")
            }
            .toolbar { EditorToolbar() }
        }
    }
}

@MainActor @Suite struct MainActorConformersTests {
    @Test func conformersOfMainActorProtocolsMakeMainActorObjects() throws {
        let host = ViewHost(StyledScreen())
        try host.find(button: "Lights").tap()
        try host.find(text: "on")
        try host.find(text: "inside")
        try host.find(button: "Note").tap()
        _ = AppCommands().log
        _ = FadeTransition().log
    }
}
