import Foundation

/// What a screen shows when it has nothing to show (iOS 17): a large icon over a title, a
/// description and actions, centred in the space it is given. `.search` and
/// `.search(text:)` are the standard "No Results" screen of a search.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(_UnavailableLabelStyle())
                    .font(.title2.bold())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The unavailable screen's label: the icon large and grey above the title.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, image: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title, systemImage: name) }, description: { description })
    }
}

/// The parts of the standard "No Results" screen of a search.
public struct SearchUnavailableContent {
    public struct Label: View {
        let text: String?
        public var body: some View {
            Trellis.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: nil) }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        search(text: Optional(text))
    }

    private static func search(text: String?) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}
