import Foundation
import Trellis

// The "Settings" demo: preferences in @AppStorage (kept per browser, across reloads and
// server restarts) and a draft in @SceneStorage (kept per tab), in a settings Form.

/// The theme a user picks, stored by its raw value.
public enum SettingsTheme: String, CaseIterable, Identifiable, Sendable {
    case system, light, dark
    public var id: Self { self }
}

/// A settings screen whose every value lasts.
public struct SettingsDemo: View {
    @AppStorage("settings.name") private var name = ""
    @AppStorage("settings.notifications") private var notifications = true
    @AppStorage("settings.theme") private var theme: SettingsTheme = .system
    @AppStorage("settings.textSize") private var textSize = 17.0
    @AppStorage("settings.visits") private var visits = 0
    @SceneStorage("settings.draft") private var draft = ""

    public init() {}

    public var body: some View {
        Form {
            Section {
                Text("Hello, \(name.isEmpty ? "stranger" : name)!")
                    .font(.system(size: textSize))
                    .accessibilityIdentifier("greeting")
                LabeledContent("Visits in this browser", value: "\(visits)")
            }
            Section("Profile") {
                TextField("Display name", text: $name)
                Toggle(isOn: $notifications) {
                    Label("Notifications", systemImage: "bell.badge")
                }
                .labelStyle(SettingsIconLabelStyle(color: .red))
            }
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    ForEach(SettingsTheme.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.segmented)
                Slider(value: $textSize, in: 12...28, step: 1) {
                    Text("Text size")
                } minimumValueLabel: {
                    Text("A").font(.footnote)
                } maximumValueLabel: {
                    Text("A").font(.title2)
                }
            }
            Section {
                TextField("Draft", text: $draft, axis: .vertical)
            } header: {
                Text("This tab only")
            } footer: {
                Text("@SceneStorage: a reload keeps it, another tab has its own.")
            }
            Section {
                Button("Reset settings", role: .destructive) {
                    name = ""
                    notifications = true
                    theme = .system
                    textSize = 17
                }
            }
        }
        .onAppear { visits += 1 }
    }
}

/// The Settings app's look: the icon in white on a rounded coloured tile, then the title.
struct SettingsIconLabelStyle: LabelStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .font(.footnote)
                .foregroundColor(.white)
                .frame(width: 28, height: 28)
                .background(color, in: RoundedRectangle(cornerRadius: 7))
            configuration.title
        }
    }
}
