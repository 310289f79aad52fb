// UIKit views and view controllers hosted in SwiftUI through the representables, written
// as real apps write them (a text view with a coordinator as its delegate, a share sheet
// in a sheet, a paging scroll view of hosting controllers), checked through what the test
// host shows.
import SafariServices
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// The multi-line editor apps wrap before TextEditor existed.
private struct UIKitNotesEditor: UIViewRepresentable {
    @Binding var text: String
    var lifecycle: Lifecycle

    final class Lifecycle {
        var made = 0, updated = 0, coordinators = 0, dismantled = 0
    }

    func makeCoordinator() -> Coordinator {
        lifecycle.coordinators += 1
        return Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextView {
        lifecycle.made += 1
        let view = UITextView()
        view.font = .preferredFont(forTextStyle: .body)
        view.delegate = context.coordinator
        view.accessibilityIdentifier = "notes"
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        lifecycle.updated += 1
        context.coordinator.parent = self
        if uiView.text != text { uiView.text = text }
    }

    static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
        coordinator.parent.lifecycle.dismantled += 1
    }

    class Coordinator: NSObject, UITextViewDelegate {
        var parent: UIKitNotesEditor
        init(_ parent: UIKitNotesEditor) { self.parent = parent }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !text.contains("#")
        }

        func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
    }
}

private struct UIKitNotesScreen: View {
    @State private var text = "first"
    @State private var shown = true
    let lifecycle: UIKitNotesEditor.Lifecycle
    var body: some View {
        VStack {
            Text("chars: \(text.count)")
            if shown { UIKitNotesEditor(text: $text, lifecycle: lifecycle) }
            Button("Reset") { text = "" }
            Button("Hide") { shown = false }
        }
    }
}

/// A spinner, a label and a switch in a container placed with Auto Layout.
private struct StatusPanel: UIViewRepresentable {
    var loading: Bool
    var onToggle: (Bool) -> Void

    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        container.accessibilityIdentifier = "panel"
        let label = UILabel()
        label.text = "Sync"
        label.tag = 1
        label.translatesAutoresizingMaskIntoConstraints = false
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.tag = 2
        spinner.translatesAutoresizingMaskIntoConstraints = false
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "sync-switch"
        toggle.translatesAutoresizingMaskIntoConstraints = false
        toggle.addAction(UIAction { action in onToggle((action.sender as? UISwitch)?.isOn ?? false) }, for: .valueChanged)
        for view in [label, spinner, toggle] { container.addSubview(view) }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            spinner.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            spinner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        return container
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        let spinner = uiView.viewWithTag(2) as! UIActivityIndicatorView
        if loading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}

/// The share sheet wrapper nearly every app has.
private struct ActivityView: UIViewControllerRepresentable {
    var activityItems: [Any]
    var completed: (UIActivity.ActivityType?, Bool) -> Void

    func makeUIViewController(context: UIViewControllerRepresentableContext<ActivityView>) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: activityItems, applicationActivities: nil)
        controller.completionWithItemsHandler = { type, done, _, _ in completed(type, done) }
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController,
                                context: UIViewControllerRepresentableContext<ActivityView>) {}
}

/// An image picker whose Cancel dismisses the sheet it is shown in.
private struct PhotoPicker: UIViewControllerRepresentable {
    @Environment(\.presentationMode) var presentationMode
    @Binding var image: UIImage?

    class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: PhotoPicker
        init(_ parent: PhotoPicker) { self.parent = parent }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.originalImage] as? UIImage
            parent.presentationMode.wrappedValue.dismiss()
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
}

/// Pages of SwiftUI content in a UIKit paging scroll view, each in a hosting controller;
/// the coordinator, its delegate, turns the offset into a page number.
private struct PagedCards: UIViewRepresentable {
    var titles: [String]
    var page: Binding<Int>? = nil

    final class Coordinator: NSObject, UIScrollViewDelegate {
        var page: Binding<Int>?
        init(page: Binding<Int>?) { self.page = page }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            page?.wrappedValue = Int(scrollView.contentOffset.x / 300)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(page: page) }

    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.delegate = context.coordinator
        scroll.accessibilityIdentifier = "pages"
        scroll.isPagingEnabled = true
        for (index, title) in titles.enumerated() {
            let host = UIHostingController(rootView: Text(title))
            host.view.frame = CGRect(x: CGFloat(index) * 300, y: 0, width: 300, height: 200)
            scroll.addSubview(host.view)
        }
        scroll.contentSize = CGSize(width: 300 * CGFloat(titles.count), height: 200)
        return scroll
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIScrollView, context: Context) -> CGSize? {
        CGSize(width: 300, height: 200)
    }
}

/// A label that shows what its context says: the environment and the transaction.
private struct ContextLabel: UIViewRepresentable {
    final class Coordinator { var updates = 0 }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: UIViewRepresentableContext<ContextLabel>) -> UILabel { UILabel() }
    func updateUIView(_ uiView: UILabel, context: UIViewRepresentableContext<ContextLabel>) {
        context.coordinator.updates += 1
        let animated = context.transaction.animation != nil ? "animated" : "still"
        uiView.text = "\(context.environment.isEnabled ? "enabled" : "disabled") \(animated) \(context.coordinator.updates)"
        context.animate(changes: { uiView.alpha = 0.5 }, completion: nil)
    }
}

/// A controller whose size the representable decides and whose leaving it hears.
private struct CounterController: UIViewControllerRepresentable {
    var count: Int

    final class CountController: UIViewController {
        static var dismantled = 0
        let label = UILabel()
        override func viewDidLoad() {
            label.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
            view.addSubview(label)
        }
    }

    func makeUIViewController(context: Context) -> CountController { CountController() }
    func updateUIViewController(_ controller: CountController, context: Context) {
        controller.label.text = "count \(count)"
    }
    static func dismantleUIViewController(_ controller: CountController, coordinator: ()) {
        CountController.dismantled += 1
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: CountController, context: Context) -> CGSize? {
        CGSize(width: 120, height: 30)
    }
}

/// A hosted controller whose button presents another controller, which closes itself.
private struct Presenter: UIViewControllerRepresentable {
    final class Host: UIViewController {
        override func viewDidLoad() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Details") { [unowned self] _ in
                let details = UIViewController()
                let label = UILabel()
                label.text = "Details screen"
                label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
                details.view.addSubview(label)
                let close = UIButton(type: .system, primaryAction: UIAction(title: "Close") { _ in details.dismiss(animated: true) })
                close.frame = CGRect(x: 0, y: 50, width: 100, height: 40)
                details.view.addSubview(close)
                self.present(details, animated: true)
            })
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            view.addSubview(button)
        }
    }

    func makeUIViewController(context: Context) -> Host { Host() }
    func updateUIViewController(_ uiViewController: Host, context: Context) {}
}

/// The in-app browser wrapper apps write, its coordinator hearing Done.
private struct SafariView: UIViewControllerRepresentable {
    let url: URL
    var finished: () -> Void

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
        let finished: () -> Void
        init(finished: @escaping () -> Void) { self.finished = finished }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished() }
    }

    func makeCoordinator() -> Coordinator { Coordinator(finished: finished) }

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let safari = SFSafariViewController(url: url)
        safari.delegate = context.coordinator
        return safari
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) {}
}

/// A custom view drawing itself, as UIKit code does: a filled circle and a stroked border.
private final class BadgeView: UIView {
    var color: UIColor = .systemRed { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        color.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 10, dy: 10)).fill()
        UIColor.black.setStroke()
        let border = UIBezierPath(rect: rect)
        border.lineWidth = 2
        border.stroke()
    }
}

private struct Badge: UIViewRepresentable {
    var color: UIColor
    func makeUIView(context: Context) -> BadgeView { BadgeView() }
    func updateUIView(_ uiView: BadgeView, context: Context) { uiView.color = color }
}

@MainActor
@Suite struct UIKitHostingTests {
    @Test func aViewsDrawOverrideIsDrawn() throws {
        struct Screen: View {
            @State var blue = false
            var body: some View {
                VStack {
                    Badge(color: blue ? .systemBlue : .systemRed).frame(width: 100, height: 100)
                    Button("Blue") { blue = true }
                }
            }
        }
        let host = ViewHost(Screen())
        let fills = { host.findAll(kind: .shape).compactMap { $0.element.properties[.fill] } }
        #expect(fills() == [.color(UIColor.systemRed.color)])
        #expect(host.findAll(kind: .shape).count == 2)
        try host.find(button: "Blue").tap()
        #expect(fills() == [.color(UIColor.systemBlue.color)])
    }

    @Test func theInAppBrowserOpensItsPageInATabAndDoneDismissesIt() throws {
        struct Screen: View {
            @State var reading = false
            @State var finished = 0
            var body: some View {
                VStack {
                    Text("finished \(finished)")
                    Button("Read more") { reading = true }
                }
                .sheet(isPresented: $reading) {
                    SafariView(url: URL(string: "https://www.swift.org/documentation/")!) { finished += 1 }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.find(button: "Read more").tap()
        #expect(host.tree.hostRequests == [.openURL(URL(string: "https://www.swift.org/documentation/")!)])
        _ = try host.find(text: "www.swift.org")
        try host.find(button: "Done").tap()
        _ = try host.find(text: "finished 1")
        #expect(!host.contains(text: "www.swift.org"))
        // Presented from code, with no representable around it, it opens the page too.
        let other = ViewHost(Button("Help") {
            UIApplication.shared.windows.first?.rootViewController?
                .present(SFSafariViewController(url: URL(string: "https://example.com/help")!), animated: true)
        })
        try other.find(button: "Help").tap()
        #expect(other.tree.hostRequests == [.openURL(URL(string: "https://example.com/help")!)])
    }

    @Test func aHostedControllerPresentsAndDismissesAnother() throws {
        let host = ViewHost(Presenter())
        try host.find(button: "Details").tap()
        _ = try host.find(text: "Details screen")
        try host.find(button: "Close").tap()
        #expect(!host.contains(text: "Details screen"))
        // Presenting from a controller nothing shows draws nothing and keeps nothing, so the
        // next presentation is not refused as "already presenting".
        let root = try #require(UIApplication.shared.windows.first?.rootViewController)
        root.present(UIViewController(), animated: true)
        #expect(root.presentedViewController == nil)
    }

    @Test func theContextCarriesTheEnvironmentAndTheTransaction() throws {
        struct Screen: View {
            @State var enabled = true
            var body: some View {
                VStack {
                    ContextLabel().disabled(!enabled)
                    Button("Toggle") { withAnimation { enabled.toggle() } }
                }
            }
        }
        let host = ViewHost(Screen())
        _ = try host.find(text: "enabled still 1")
        try host.find(button: "Toggle").tap()
        _ = try host.find(text: "disabled animated 2")
    }

    @Test func aControllerRepresentableIsSizedByItsSizeThatFitsAndRedrawsItsViews() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    if count < 2 { CounterController(count: count) }
                    Button("More") { count += 1 }
                }
            }
        }
        let host = ViewHost(Screen())
        let label = try host.find(text: "count 0")
        let more = try host.find(button: "More")
        #expect(more.frame.minY - label.frame.minY == 30)
        try host.find(button: "More").tap()
        _ = try host.find(text: "count 1")
        let dismantled = CounterController.CountController.dismantled
        try host.find(button: "More").tap()
        #expect(!host.contains(text: "count 2"))
        #expect(CounterController.CountController.dismantled == dismantled + 1)
    }

    @Test func aHostingControllersRootViewCanBeReplaced() throws {
        let controller = UIHostingController(rootView: Text("before"))
        struct Holder: UIViewControllerRepresentable {
            let controller: UIHostingController<Text>
            func makeUIViewController(context: Context) -> UIHostingController<Text> { controller }
            func updateUIViewController(_ uiViewController: UIHostingController<Text>, context: Context) {}
        }
        let host = ViewHost(Holder(controller: controller))
        _ = try host.find(text: "before")
        controller.rootView = Text("after")
        host.flush()
        _ = try host.find(text: "after")
    }

    @Test func aTextViewRepresentableFollowsSwiftUIsLifeCycle() throws {
        let lifecycle = UIKitNotesEditor.Lifecycle()
        let host = ViewHost(UIKitNotesScreen(lifecycle: lifecycle))
        let editor = try host.find(id: "notes")
        #expect(editor.element.kind == .textField)
        #expect(editor.value == "first")
        #expect((lifecycle.made, lifecycle.coordinators) == (1, 1))
        #expect(lifecycle.updated >= 1)

        // Typing goes through the delegate to the binding, and the SwiftUI text follows.
        try editor.setText("first line")
        _ = try host.find(text: "chars: 10")
        // The delegate refuses an edit: the text view keeps its text.
        try host.find(id: "notes").setText("first line #tag")
        #expect(try host.find(id: "notes").value == "first line")
        _ = try host.find(text: "chars: 10")

        // The binding changed from SwiftUI: updateUIView runs and the UIKit view follows.
        let updates = lifecycle.updated
        try host.find(button: "Reset").tap()
        #expect(lifecycle.updated > updates)
        #expect(try host.find(id: "notes").value == "")
        #expect(lifecycle.made == 1)

        try host.find(button: "Hide").tap()
        #expect(lifecycle.dismantled == 1)
        #expect(throws: (any Error).self) { try host.find(id: "notes") }
    }

    @Test func subviewsPlacedByConstraintsAndControlsSendTheirActions() throws {
        var toggled: [Bool] = []
        let host = ViewHost(StatusPanel(loading: true) { toggled.append($0) }.frame(width: 300, height: 60))
        let panel = try host.find(id: "panel").frame
        #expect(panel.size == CGSize(width: 300, height: 60))
        let label = try host.find(text: "Sync")
        #expect(label.frame.minX - panel.minX == 16)
        #expect(abs(label.frame.midY - panel.midY) < 1)
        let spinner = try #require(host.findAll(kind: .progressView).first)
        #expect(spinner.frame.minX - label.frame.maxX == 8)
        let toggle = try host.find(id: "sync-switch")
        #expect(abs(toggle.frame.maxX - (panel.maxX - 16)) < 1)
        #expect(toggle.isOn == false)
        try toggle.toggle()
        #expect(toggled == [true])
        #expect(try host.find(id: "sync-switch").isOn == true)
    }

    @Test func aStoppedSpinnerHidesAndAChangedPropertyRedraws() throws {
        struct Screen: View {
            @State var loading = true
            var body: some View {
                VStack {
                    StatusPanel(loading: loading) { _ in }.frame(height: 44)
                    Button("Done") { loading = false }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.findAll(kind: .progressView).count == 1)
        try host.find(button: "Done").tap()
        #expect(host.findAll(kind: .progressView).isEmpty)
    }

    @Test func aShareSheetInASheetOpensThePagesShareSheet() throws {
        struct Screen: View {
            @State var sharing = false
            @State var result = "none"
            var body: some View {
                VStack {
                    Text(result)
                    Button("Share") { sharing = true }
                }
                .sheet(isPresented: $sharing) {
                    ActivityView(activityItems: ["Wordle 3/6", URL(string: "https://example.com")!]) { _, done in
                        result = done ? "shared" : "not shared"
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.find(button: "Share").tap()
        #expect(host.tree.hostRequests.contains(.share(title: nil, text: "Wordle 3/6", url: URL(string: "https://example.com"))))
        _ = try host.find(text: "Wordle 3/6")
        try host.find(button: "Copy").tap()
        #expect(host.tree.hostRequests.contains(.copyToPasteboard("Wordle 3/6\nhttps://example.com")))
    }

    @Test func presentingAShareSheetFromTheRootControllerShares() throws {
        var completed: [UIActivity.ActivityType?] = []
        let host = ViewHost(Button("Share score") {
            let controller = UIActivityViewController(activityItems: ["Score 42"], applicationActivities: nil)
            controller.completionWithItemsHandler = { type, _, _, _ in completed.append(type) }
            UIApplication.shared.windows.first?.rootViewController?.present(controller, animated: true)
        })
        try host.find(button: "Share score").tap()
        #expect(host.tree.hostRequests == [.share(title: nil, text: "Score 42", url: nil)])
        #expect(completed.count == 1)
    }

    @Test func anImagePickersCancelDismissesItsSheet() throws {
        struct Screen: View {
            @State var picking = false
            @State var image: UIImage?
            var body: some View {
                Button("Choose") { picking = true }
                    .sheet(isPresented: $picking) { PhotoPicker(image: $image) }
            }
        }
        let host = ViewHost(Screen())
        try host.find(button: "Choose").tap()
        _ = try host.find(text: "Photos")
        try host.find(button: "Cancel").tap()
        #expect(!host.contains(text: "Photos"))
    }

    @Test func hostingControllersInAPagingScrollViewDrawTheirSwiftUIContent() throws {
        let host = ViewHost(PagedCards(titles: ["One", "Two", "Three"]))
        let two = try host.find(text: "Two")
        let one = try host.find(text: "One")
        #expect(two.frame.midX - one.frame.midX == 300)
        #expect(host.findAll(kind: .scrollView).count == 1)
    }

    @Test func scrollingAUIKitScrollViewReachesItsDelegate() throws {
        struct Screen: View {
            @State var page = 0
            var body: some View {
                VStack {
                    Text("page \(page)")
                    PagedCards(titles: ["One", "Two", "Three"], page: $page)
                }
            }
        }
        let host = ViewHost(Screen())
        try host.find(text: "Two").scroll(to: CGPoint(x: 600, y: 0))
        _ = try host.find(text: "page 2")
    }

    @Test func uikitButtonsStacksAndLabelsDrawAsTheirSwiftUIViews() throws {
        struct Toolbar: UIViewRepresentable {
            @Binding var count: Int
            func makeUIView(context: Context) -> UIStackView {
                let title = UILabel()
                title.text = "Count"
                let button = UIButton(type: .system, primaryAction: UIAction(title: "Add") { _ in count += 1 })
                let stack = UIStackView(arrangedSubviews: [title, button])
                stack.axis = .vertical
                stack.spacing = 12
                return stack
            }
            func updateUIView(_ uiView: UIStackView, context: Context) {
                (uiView.arrangedSubviews[0] as! UILabel).text = "Count \(count)"
            }
        }
        struct Screen: View {
            @State var count = 0
            var body: some View { Toolbar(count: $count) }
        }
        let host = ViewHost(Screen())
        _ = try host.find(text: "Count 0")
        try host.find(button: "Add").tap()
        try host.find(button: "Add").tap()
        let label = try host.find(text: "Count 2")
        let button = try host.find(button: "Add")
        #expect(button.frame.minY - label.frame.maxY == 12)
    }

    @Test func appearanceProxiesAndTheDictionary() {
        UITableView.appearance().separatorStyle = .none
        #expect(UITableView.appearance().separatorStyle == .none)
        #expect(UITableView.appearance() === UITableView.appearance())
        func proxy<T: UIAppearance>(of type: T.Type) -> T { type.appearance() }
        #expect(proxy(of: UITabBar.self) === UITabBar.appearance())
        #expect(UINavigationBar.appearance() !== UITableView.appearance() as AnyObject)
        if !UITextChecker.availableLanguages.isEmpty {
            #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "house"))
            #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "xqzvw"))
        }
    }
}
