// UIKit text inputs as apps drive them from a representable's coordinator: a currency field
// that rewrites what is typed and puts the caret back at the end, a text view whose text
// container has no line padding; and what a reachability check answers.
import SwiftUI
import SystemConfiguration
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// A field that keeps only digits and shows them as cents, as budgeting apps write it.
private struct CentsField: UIViewRepresentable {
    @Binding var cents: Int
    let log: CaretLog

    final class CaretLog { var offsets: [Int] = [] }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.accessibilityIdentifier = "amount"
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = String(format: "$%d.%02d", cents / 100, cents % 100)
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let parent: CentsField
        init(_ parent: CentsField) { self.parent = parent }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let text = (textField.text ?? "") as NSString
            let digits = text.replacingCharacters(in: range, with: string).filter(\.isNumber)
            parent.cents = Int(digits.suffix(9)) ?? 0
            let end = textField.endOfDocument
            textField.selectedTextRange = textField.textRange(from: end, to: end)
            if let caret = textField.selectedTextRange {
                parent.log.offsets.append(textField.offset(from: textField.beginningOfDocument, to: caret.start))
            }
            return false
        }
    }
}

@MainActor
@Suite struct UIKitTextInputTests {
    @Test func aFieldRewritingItsTextMovesTheCaretThroughTextPositions() throws {
        struct Screen: View {
            @State var cents = 0
            let log: CentsField.CaretLog
            var body: some View {
                VStack {
                    Text("cents \(cents)")
                    CentsField(cents: $cents, log: log)
                }
            }
        }
        let log = CentsField.CaretLog()
        let host = ViewHost(Screen(log: log))
        // The UIKit field is drawn as a text field inside its view.
        let field = { try #require(host.findAll(kind: .textField).first) }
        try field().setText("$0.001")
        _ = try host.find(text: "cents 1")
        try field().setText("$0.012")
        _ = try host.find(text: "cents 12")
        // The field's text, and where the coordinator put the caret: the end of the text it had.
        #expect(host.findAll(kind: .textField).first?.value == "$0.12")
        #expect(log.offsets == [5, 5])
    }

    @Test func positionsRangesAndTheSelectionFollowTheText() throws {
        let field = UITextField()
        field.text = "héllo"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
        // Setting the text puts the caret at its end.
        #expect(field.selectedTextRange?.isEmpty == true)
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 5)
        let second = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.position(from: second, in: .left, offset: 1).map { field.offset(from: field.beginningOfDocument, to: $0) } == 0)
        let fourth = try #require(field.position(from: second, offset: 3))
        let range = try #require(field.textRange(from: second, to: fourth))
        #expect(field.text(in: range) == "éll")
        #expect(field.compare(second, to: field.endOfDocument) == .orderedAscending)
        field.selectedTextRange = range
        #expect(field.selectedTextRange?.isEmpty == false)
        field.replace(range, withText: "i")
        #expect(field.text == "hio")
        // The caret follows the replacement.
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).end) == 2)

        let notes = UITextView()
        notes.text = "one\ntwo three\nsix"
        let inFirst = try #require(notes.position(from: notes.beginningOfDocument, offset: 2))
        let below = try #require(notes.position(from: inFirst, in: .down, offset: 1))
        #expect(notes.offset(from: notes.beginningOfDocument, to: below) == 6)
        #expect(notes.position(from: inFirst, in: .up, offset: 1) == nil)
        #expect(notes.selectedRange == NSRange(location: 17, length: 0))
    }

    @Test func anEditOnThePageLeavesTheCaretAfterWhatItTyped() throws {
        struct Plain: UIViewRepresentable {
            let field: UITextField
            func makeUIView(context: Context) -> UITextField { field }
            func updateUIView(_ uiView: UITextField, context: Context) {}
        }
        let field = UITextField()
        field.accessibilityIdentifier = "plain"
        field.text = "abef"
        let host = ViewHost(Plain(field: field))
        try #require(host.findAll(kind: .textField).first).setText("abcdef")
        #expect(field.text == "abcdef")
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 4)
    }

    @Test func aTextViewsLinePaddingInsetsItsText() throws {
        struct Notes: UIViewRepresentable {
            let padding: CGFloat?
            func makeUIView(context: Context) -> UITextView {
                let view = UITextView()
                view.accessibilityIdentifier = "notes"
                view.isEditable = false
                view.text = "Dear diary"
                view.textContainerInset = .zero
                if let padding { view.textContainer.lineFragmentPadding = padding }
                return view
            }
            func updateUIView(_ uiView: UITextView, context: Context) {}
        }
        let padded = ViewHost(Notes(padding: nil))
        let flush = ViewHost(Notes(padding: 0))
        let paddedText = try padded.find(text: "Dear diary").frame
        let flushText = try flush.find(text: "Dear diary").frame
        let view = try flush.find(id: "notes").frame
        // TextKit's default 5-point padding, and none when the app removes it.
        #expect(flushText.minX == view.minX)
        #expect(paddedText.minX == view.minX + 5)
    }

    @Test func aTableHeaderAppearanceIsKeptAndReachabilitySaysOnline() throws {
        UITableViewHeaderFooterView.appearance().tintColor = .systemTeal
        #expect(UITableViewHeaderFooterView.appearance().tintColor == .systemTeal)
        #expect(UITableViewHeaderFooterView(reuseIdentifier: "header").reuseIdentifier == "header")

        var address = sockaddr_in()
        address.sin_len = UInt8(MemoryLayout.size(ofValue: address))
        address.sin_family = sa_family_t(AF_INET)
        #expect(address.sin_len == 16)
        let target = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
        var flags = SCNetworkReachabilityFlags()
        #expect(SCNetworkReachabilityGetFlags(try #require(target), &flags))
        #expect(flags.contains(.reachable) && !flags.contains(.connectionRequired))
        let named = try #require(SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "swift.org"))
        #expect(SCNetworkReachabilityGetFlags(named, &flags) && flags == [.reachable])
        #expect(SCNetworkReachabilitySetCallback(named, { _, _, _ in }, nil))
        #expect(SCNetworkReachabilityScheduleWithRunLoop(named, CFRunLoopGetMain(), CFRunLoopMode.defaultMode.rawValue))
    }
}
