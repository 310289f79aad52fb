import Foundation
import Trellis
import UIKit
import WebKit

// The "UIKit views" demo: views an iOS app wraps from UIKit, hosted as it hosts them —
// a `UITextView` whose coordinator is its delegate, a panel of a label, a `UISwitch` and
// a `UIStepper` placed with Auto Layout, whose actions reach SwiftUI state, and a
// `WKWebView` showing a page of markup, whose navigation delegate counts its loads.

/// A notes field in UIKit's text view, bound to SwiftUI state through its delegate.
struct NotesView: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.font = .preferredFont(forTextStyle: .body)
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.layer.cornerRadius = 8
        view.delegate = context.coordinator
        view.accessibilityIdentifier = "uikit-notes"
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        let text: Binding<String>
        init(text: Binding<String>) { self.text = text }
        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
    }
}

/// A label, a switch and a stepper in one UIKit container, placed by constraints.
struct ReminderPanel: UIViewRepresentable {
    @Binding var enabled: Bool
    @Binding var minutes: Double

    func makeUIView(context: Context) -> UIView {
        let container = UIView()
        container.backgroundColor = .secondarySystemBackground
        container.layer.cornerRadius = 12
        let title = UILabel()
        title.text = "Remind me"
        title.accessibilityIdentifier = "uikit-title"
        let toggle = UISwitch()
        toggle.accessibilityIdentifier = "uikit-switch"
        toggle.addAction(UIAction { action in
            enabled = (action.sender as? UISwitch)?.isOn ?? false
        }, for: .valueChanged)
        let stepper = UIStepper()
        stepper.minimumValue = 5
        stepper.maximumValue = 60
        stepper.stepValue = 5
        stepper.accessibilityIdentifier = "uikit-stepper"
        stepper.addAction(UIAction { action in
            minutes = (action.sender as? UIStepper)?.value ?? 5
        }, for: .valueChanged)
        for view in [title, toggle, stepper] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            toggle.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            stepper.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -12),
            stepper.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        return container
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        for case let toggle as UISwitch in uiView.subviews { toggle.setOn(enabled, animated: true) }
        for case let stepper as UIStepper in uiView.subviews {
            stepper.value = minutes
            stepper.isEnabled = enabled
        }
    }
}

/// The demo: the UIKit views and the SwiftUI state they write.
public struct UIKitDemo: View {
    @State private var notes = "Buy milk"
    @State private var enabled = false
    @State private var minutes = 15.0
    @State private var pageLoads = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Page (WKWebView)").font(.headline)
            PageView(markup: pageMarkup, loads: $pageLoads).frame(height: 90)
            Text("Page loaded \(pageLoads) times").accessibilityIdentifier("page-loads")
            Text("Notes (UITextView)").font(.headline)
            NotesView(text: $notes).frame(height: 120)
            Text("\(notes.count) characters").foregroundColor(.secondary).accessibilityIdentifier("notes-count")
            ReminderPanel(enabled: $enabled, minutes: $minutes).frame(height: 60)
            Text(enabled ? "Reminder every \(Int(minutes)) minutes" : "No reminder")
                .accessibilityIdentifier("reminder-summary")
            Button("Clear notes") { notes = "" }
        }
        .padding()
    }

    private var pageMarkup: String {
        "<html><head><title>Hello</title></head><body style=\"font-family: sans-serif\"><h3>A page of markup</h3>"
            + "<p>Shown by a WKWebView, in a frame sandboxed from the app.</p></body></html>"
    }
}

/// A page of markup in WebKit's web view; its navigation delegate counts the loads.
struct PageView: UIViewRepresentable {
    let markup: String
    @Binding var loads: Int

    func makeCoordinator() -> Coordinator { Coordinator(loads: $loads) }

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.navigationDelegate = context.coordinator
        view.loadHTMLString(markup, baseURL: nil)
        return view
    }

    func updateUIView(_ uiView: WKWebView, context: Context) {}

    final class Coordinator: NSObject, WKNavigationDelegate {
        @Binding var loads: Int
        init(loads: Binding<Int>) { _loads = loads }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { loads += 1 }
    }
}
