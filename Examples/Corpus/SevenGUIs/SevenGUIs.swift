import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Text("\(count)")
                .frame(minWidth: 60)
                .padding(8)
                .border(Color.gray)
            Button("Count") { count += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct TemperatureConverterView: View {
    @State private var celsius = ""
    @State private var fahrenheit = ""

    var body: some View {
        HStack {
            TextField("Celsius", text: $celsius)
                .textFieldStyle(.roundedBorder)
                .onChange(of: celsius) { _, newValue in
                    if let value = Double(newValue) {
                        let converted = value * 9 / 5 + 32
                        let text = String(format: "%.0f", converted)
                        if text != fahrenheit { fahrenheit = text }
                    }
                }
            Text("Celsius =")
            TextField("Fahrenheit", text: $fahrenheit)
                .textFieldStyle(.roundedBorder)
                .onChange(of: fahrenheit) { _, newValue in
                    if let value = Double(newValue) {
                        let converted = (value - 32) * 5 / 9
                        let text = String(format: "%.0f", converted)
                        if text != celsius { celsius = text }
                    }
                }
            Text("Fahrenheit")
        }
        .padding()
    }
}

struct FlightBookerView: View {
    enum FlightType: String, CaseIterable, Identifiable {
        case oneWay = "one-way flight"
        case returnFlight = "return flight"
        var id: Self { self }
    }

    @State private var flightType = FlightType.oneWay
    @State private var start = Date.now
    @State private var back = Date.now
    @State private var message: String?

    var body: some View {
        Form {
            Picker("Flight", selection: $flightType) {
                ForEach(FlightType.allCases) { type in
                    Text(type.rawValue).tag(type)
                }
            }
            DatePicker("Start", selection: $start, displayedComponents: .date)
            DatePicker("Return", selection: $back, in: start..., displayedComponents: .date)
                .disabled(flightType == .oneWay)
            Button("Book") {
                let formatted = start.formatted(.dateTime.day().month().year())
                message = flightType == .oneWay
                    ? "You have booked a one-way flight on \(formatted)."
                    : "You have booked a return flight from \(formatted) to \(back.formatted(date: .numeric, time: .omitted))."
            }
            .disabled(flightType == .returnFlight && back < start)
            if let message {
                Text(message)
            }
        }
    }
}

struct TimerView: View {
    @State private var elapsed = 0.0
    @State private var duration = 10.0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Elapsed Time:")
                ProgressView(value: min(elapsed, duration), total: duration)
            }
            Text(String(format: "%.1fs", elapsed))
            HStack {
                Text("Duration:")
                Slider(value: $duration, in: 1...30)
            }
            Button("Reset") { elapsed = 0 }
                .frame(maxWidth: .infinity)
        }
        .padding()
        .onReceive(timer) { _ in
            if elapsed < duration { elapsed += 0.1 }
        }
    }
}

struct Person: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var surname: String
}

struct CRUDView: View {
    @State private var people = [Person(name: "Hans", surname: "Emil"), Person(name: "Max", surname: "Mustermann"), Person(name: "Roman", surname: "Tisch")]
    @State private var filter = ""
    @State private var selection: Person.ID?
    @State private var name = ""
    @State private var surname = ""

    var filtered: [Person] {
        filter.isEmpty ? people : people.filter { $0.surname.localizedCaseInsensitiveContains(filter) }
    }

    var body: some View {
        VStack {
            HStack {
                Text("Filter prefix:")
                TextField("", text: $filter)
            }
            HStack(alignment: .top) {
                List(filtered, selection: $selection) { person in
                    Text("\(person.surname), \(person.name)")
                        .tag(person.id)
                }
                .frame(minHeight: 120)
                VStack {
                    TextField("Name", text: $name)
                    TextField("Surname", text: $surname)
                }
            }
            HStack {
                Button("Create") {
                    people.append(Person(name: name, surname: surname))
                }
                Button("Update") {
                    if let index = people.firstIndex(where: { $0.id == selection }) {
                        people[index].name = name
                        people[index].surname = surname
                    }
                }
                .disabled(selection == nil)
                Button("Delete") {
                    people.removeAll { $0.id == selection }
                    selection = nil
                }
                .disabled(selection == nil)
            }
        }
        .padding()
        .onChange(of: selection) {
            if let person = people.first(where: { $0.id == selection }) {
                name = person.name
                surname = person.surname
            }
        }
    }
}

struct CircleModel: Identifiable {
    let id = UUID()
    var center: CGPoint
    var diameter: CGFloat
}

struct CircleDrawerView: View {
    @State private var circles: [CircleModel] = []
    @State private var undone: [[CircleModel]] = []
    @State private var history: [[CircleModel]] = []

    var body: some View {
        VStack {
            HStack {
                Button("Undo") {
                    guard let last = history.popLast() else { return }
                    undone.append(circles)
                    circles = last
                }
                .disabled(history.isEmpty)
                Button("Redo") {
                    guard let next = undone.popLast() else { return }
                    history.append(circles)
                    circles = next
                }
                .disabled(undone.isEmpty)
            }
            ZStack(alignment: .topLeading) {
                Color.white
                ForEach(circles) { circle in
                    Circle()
                        .stroke(Color.black)
                        .frame(width: circle.diameter, height: circle.diameter)
                        .position(circle.center)
                }
            }
            .frame(height: 300)
            .border(Color.gray)
            .onTapGesture { location in
                history.append(circles)
                undone.removeAll()
                circles.append(CircleModel(center: location, diameter: 30))
            }
        }
        .padding()
    }
}
