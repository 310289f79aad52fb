// Swift 5 language mode, `import SwiftUI`: pickers, sliders, date pickers, focus and
// formatted fields as iOS apps write them.
import Foundation
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct PickerForm: View {
    @State private var flavor: Flavor = .chocolate
    @State private var tip = 15
    @State private var city = "Oslo"
    @State private var size: Int? = nil
    @State private var mismatched = 1
    let tips = [10, 15, 20, 25]

    var body: some View {
        Form {
            Picker("Flavor", selection: $flavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Tip", selection: $tip) {
                ForEach(tips, id: \.self) { Text($0, format: .percent) }
            }
            .pickerStyle(.segmented)
            Picker(selection: $city, label: Text("City")) {
                ForEach(["Oslo", "Lima"], id: \.self) { name in
                    Text(name.uppercased()).tag(name)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            Picker("Size", systemImage: "ruler", selection: $size) {
                Text("None").tag(Int?.none)
                Text("Small").tag(Optional(1))
                Text("Large").tag(2)
            }
            .pickerStyle(.inline)
            Picker("Mismatched", selection: $mismatched) {
                Text("Word").tag("one")
                Text("Number").tag(1)
            }
            Text("Chose \(flavor.rawValue), \(tip)%, \(city), \(size.map(String.init) ?? "no size")")
        }
    }
}

@MainActor @Suite struct PickerTests {
    @Test func selectingAnOptionWritesItsTag() throws {
        let host = ViewHost(PickerForm())
        try host.find(text: "Chose chocolate, 15%, Oslo, no size")
        try host.find(picker: "Flavor").select("Vanilla")
        try host.find(text: "Chose vanilla, 15%, Oslo, no size")
        let options = host.findAll(kind: .pickerOption).filter { ["Chocolate", "Vanilla", "Strawberry"].contains($0.text) }
        #expect(options.map(\.isSelected) == [false, true, false])
        #expect(try host.find(picker: "Flavor")[property: "pickerStyle"] == .string("menu"))
    }

    @Test func aForEachTagsItsRowsWithTheirIdsAndAnExplicitTagWins() throws {
        let host = ViewHost(PickerForm())
        let tip = try host.find(picker: "Tip")
        #expect(tip[property: "pickerStyle"] == .string("segmented"))
        try tip.select("20%")
        try host.find(text: "Chose chocolate, 20%, Oslo, no size")
        try host.find(picker: "City").select("LIMA")
        try host.find(text: "Chose chocolate, 20%, Lima, no size")
    }

    @Test func optionalSelectionsTakePlainAndOptionalTagsAndALabelIsFoundByItsTitle() throws {
        let host = ViewHost(PickerForm())
        let size = try host.find(picker: "Size")
        #expect(size[property: "pickerStyle"] == .string("inline"))
        try size.select("Large")
        try host.find(text: "Chose chocolate, 15%, Oslo, 2")
        try host.find(picker: "Size").select("Small")
        try host.find(text: "Chose chocolate, 15%, Oslo, 1")
        try host.find(picker: "Size").select("None")
        try host.find(text: "Chose chocolate, 15%, Oslo, no size")
    }

    @Test func aTagOfAnotherTypeSelectsNothingAndAMissingOptionIsAClearError() throws {
        let host = ViewHost(PickerForm())
        try host.find(picker: "Mismatched").select("Word")
        #expect(host.findAll(kind: .pickerOption).first { $0.text == "Number" }?.isSelected == true)
        let error = try #require(throws: ViewHostError.self) { try host.find(picker: "Flavor").select("Mint") }
        #expect(error.message.contains("\"Chocolate\", \"Vanilla\", \"Strawberry\""))
    }
}

struct SliderForm: View {
    @State private var volume = 0.5
    @State private var speed: Float = 20
    @State private var editing: [Bool] = []

    var body: some View {
        VStack {
            Slider(value: $volume) { Text("Volume") }
            Slider(value: $speed, in: 0...100, step: 5) {
                Label("Speed", systemImage: "hare")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing.append($0) }
            Text("Volume \(volume, specifier: "%.2f"), speed \(Int(speed)), edits \(editing.count)")
        }
    }
}

@MainActor @Suite struct SliderTests {
    @Test func aSliderSetsItsValueWithinItsRangeAndOnItsStep() throws {
        let host = ViewHost(SliderForm())
        let volume = try host.find(slider: "Volume")
        #expect(volume.doubleValue == 0.5)
        #expect(volume[property: "max"] == .number(1))
        try volume.setValue(0.25)
        try host.find(text: "Volume 0.25, speed 20, edits 0")
        try host.find(slider: "Volume").setValue(7)
        try host.find(text: "Volume 1.00, speed 20, edits 0")   // clamped to the range

        try host.find(slider: "Speed").setValue(42)
        try host.find(text: "Volume 1.00, speed 40, edits 2")    // snapped to the step; editing began and ended
        #expect(try host.find(slider: "Speed").doubleValue == 40)
        try host.find(text: "0")
        try host.find(text: "100")
    }
}

struct BookingForm: View {
    @State private var day: Date
    @State private var alarm: Date
    let earliest: Date

    init(start: Date) {
        _day = State(initialValue: start)
        _alarm = State(initialValue: start)
        earliest = start
    }

    var body: some View {
        Form {
            DatePicker("Day", selection: $day, in: earliest..., displayedComponents: .date)
            DatePicker(selection: $alarm, displayedComponents: [.hourAndMinute]) { Text("Alarm") }
            Text("Day \(day.timeIntervalSince1970), alarm \(alarm.timeIntervalSince1970)")
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

@MainActor @Suite struct DatePickerTests {
    @Test func aDatePickerPicksDatesWithinItsRange() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15 08:00 UTC
        let host = ViewHost(BookingForm(start: start))
        let day = try host.find(datePicker: "Day")
        #expect(day[property: "value"] == .string("2027-01-15"))
        #expect(day[property: "components"] == .string("date"))
        #expect(day[property: "min"] == .string("2027-01-15"))
        try day.setDate(start.addingTimeInterval(86_400))
        try host.find(text: "Day \(1_800_086_400.0), alarm \(1_800_000_000.0)")
        #expect(try host.find(datePicker: "Day").dateValue == start.addingTimeInterval(86_400))
        try host.find(datePicker: "Day").setDate(start.addingTimeInterval(-86_400 * 3))
        try host.find(text: "Day \(1_800_000_000.0), alarm \(1_800_000_000.0)")   // clamped to the range
    }

    @Test func theBrowsersInputTextKeepsThePartsItDoesNotShow() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let host = ViewHost(BookingForm(start: start))
        let alarm = try host.find(datePicker: "Alarm")
        #expect(alarm[property: "value"] == .string("08:00"))
        host.graph.send(HostEvent(element: alarm.element.id, kind: .setText("09:30")))
        try host.find(text: "Day \(1_800_000_000.0), alarm \(1_800_000_000.0 + 5_400)")
        let day = try host.find(datePicker: "Day")
        host.graph.send(HostEvent(element: day.element.id, kind: .setText("2027-02-01")))
        try host.find(text: "Day \(1_800_000_000.0 + 17 * 86_400), alarm \(1_800_000_000.0 + 5_400)")
        #expect(!host.graph.accepts(HostEvent(element: day.element.id, kind: .tap)))
        host.graph.send(HostEvent(element: day.element.id, kind: .setText("2027-02-31")))   // no such day: nothing changes
        try host.find(text: "Day \(1_800_000_000.0 + 17 * 86_400), alarm \(1_800_000_000.0 + 5_400)")
    }
}

struct SignInForm: View {
    enum Field: Hashable { case user, password }
    @State private var user = ""
    @State private var password = ""
    @State private var submitted = 0
    @FocusState private var focus: Field?
    @FocusState private var notesFocused: Bool
    @State private var notes = ""

    var body: some View {
        Form {
            TextField("User", text: $user)
                .focused($focus, equals: .user)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit { submitted += 1 }
            TextField("Notes", text: $notes)
                .focused($notesFocused)
            Button("Start") { focus = .user }
            Text("Focus \(focus.map { "\($0)" } ?? "none"), notes \(notesFocused), submitted \(submitted)")
        }
    }
}

@MainActor @Suite struct FocusTests {
    @Test func focusingAFieldWritesTheFocusStateAndSubmitMovesIt() throws {
        let host = ViewHost(SignInForm())
        try host.find(text: "Focus none, notes false, submitted 0")
        try host.find(button: "Start").tap()
        #expect(try host.find(textField: "User").isFocused)
        try host.find(text: "Focus user, notes false, submitted 0")
        try host.find(textField: "User").submit()
        #expect(try host.find(secureField: "Password").isFocused)
        #expect(try !host.find(textField: "User").isFocused)
        try host.find(secureField: "Password").submit()
        try host.find(text: "Focus password, notes false, submitted 1")

        try host.find(textField: "Notes").focus()
        try host.find(text: "Focus none, notes true, submitted 1")   // the password field lost the focus
        #expect(try host.find(textField: "Notes").isFocused)
        try host.find(textField: "User").focus()
        try host.find(text: "Focus user, notes false, submitted 1")
    }
}

struct TipForm: View {
    @State private var amount = 0.0
    @State private var people = 2
    @FocusState private var amountFocused: Bool
    let numbers: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Amount", value: $amount, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                .keyboardType(.decimalPad)
                .focused($amountFocused)
            TextField("People", value: $people, formatter: numbers)
            Text("Each pays \(amount / Double(people), format: .currency(code: "USD").locale(Locale(identifier: "en_US")))")
        }
    }
}

@MainActor @Suite struct FormattedFieldTests {
    @Test func aFormattedFieldFollowsTypingAndFormatsWhenEditingEnds() throws {
        let host = ViewHost(TipForm())
        let amount = try host.find(textField: "Amount")
        #expect(amount.value == "$0.00")
        try amount.focus()
        try amount.setText("$50")
        try host.find(text: "Each pays $25.00")
        #expect(try host.find(textField: "Amount").value == "$50")   // as typed, while editing
        try host.find(textField: "Amount").setText("fifty")            // does not parse: the value stays
        try host.find(text: "Each pays $25.00")
        try host.find(textField: "Amount").setText("$51")
        try host.find(textField: "People").focus()                    // editing the amount ends
        #expect(try host.find(textField: "Amount").value == "$51.00")
        try host.find(textField: "People").setText("3")
        try host.find(text: "Each pays $17.00")
        try host.find(textField: "People").submit()
        #expect(try host.find(textField: "People").value == "3")
    }
}

struct MailingList: Identifiable {
    let id: String
    var isSubscribed: Bool
}

private struct DocsButton: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Docs") { openURL(URL(string: "https://example.com/docs")!) }
    }
}

@MainActor @Suite struct CollectionToggleTests {
    @Test func aToggleOverManySourcesIsOnWhenAllAreAndSetsThemAll() throws {
        struct Lists: View {
            @State var lists = [MailingList(id: "News", isSubscribed: true), MailingList(id: "Offers", isSubscribed: false)]
            @Environment(\.openURL) private var openURL
            var body: some View {
                Form {
                    ForEach($lists) { $list in
                        Toggle(list.id, isOn: $list.isSubscribed)
                    }
                    Toggle("Subscribe to all", sources: $lists, isOn: \.isSubscribed)
                    Toggle(sources: $lists, isOn: \.isSubscribed) { Text("All, by label") }
                    Toggle(String("All, by string"), sources: $lists, isOn: \.isSubscribed)
                    Text(lists.map { "\($0.id)=\($0.isSubscribed)" }.joined(separator: " "))
                    Button("Help") { openURL(URL(string: "https://example.com/help")!, prefersInApp: true) }
                    DocsButton()
                }
                .environment(\.openURL, OpenURLAction { url -> OpenURLAction.Result in
                    .systemAction(url.appendingPathComponent("v2"), prefersInApp: true)
                })
            }
        }
        let host = ViewHost(Lists())
        #expect(try host.find(toggle: "Subscribe to all").isOn == false, "only some are on")
        try host.find(toggle: "Subscribe to all").tap()
        #expect(host.contains(text: "News=true Offers=true"))
        #expect(try host.find(toggle: "All, by label").isOn == true)
        try host.find(toggle: "All, by string").tap()
        #expect(host.contains(text: "News=false Offers=false"))
        #expect(try host.find(toggle: "News").isOn == false)
        // The body's own `openURL` is the system's; a view inside reads the form's handler.
        try host.find(button: "Help").tap()
        try host.find(button: "Docs").tap()
        #expect(host.tree.hostRequests == [.openURL(URL(string: "https://example.com/help")!),
                                           .openURL(URL(string: "https://example.com/docs/v2")!)])
    }
}
