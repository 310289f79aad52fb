import Charts
import Foundation
import Trellis

// The "Charts" demo (Swift Charts): a week of steps as bars coloured by whether the day
// met its goal (a legend, a goal rule, a tap selects a day), temperatures as a smoothed
// line over an area with a point per reading, and a donut of where the time went.

private struct StepDay: Identifiable {
    let day: String
    let steps: Int
    var id: String { day }
    var metGoal: Bool { steps >= StepDay.goal }
    static let goal = 8_000
}

private struct Reading: Identifiable {
    let hour: Int
    let celsius: Double
    var id: Int { hour }
}

private struct TimeShare: Identifiable {
    let activity: String
    let minutes: Int
    var id: String { activity }
}

struct ChartsDemo: View {
    @State private var selectedDay: String?
    @State private var pickedMinute: Int?

    private let week = [StepDay(day: "Mon", steps: 6_200), StepDay(day: "Tue", steps: 9_400), StepDay(day: "Wed", steps: 8_100),
                        StepDay(day: "Thu", steps: 4_300), StepDay(day: "Fri", steps: 11_000)]
    private let readings = [Reading(hour: 6, celsius: 9), Reading(hour: 9, celsius: 13), Reading(hour: 12, celsius: 18),
                            Reading(hour: 15, celsius: 19), Reading(hour: 18, celsius: 15), Reading(hour: 21, celsius: 11)]
    private let day = [TimeShare(activity: "Work", minutes: 480), TimeShare(activity: "Sleep", minutes: 450),
                       TimeShare(activity: "Play", minutes: 240)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text(selectedDay.map { day in "Selected: \(day), \(week.first { $0.day == day }?.steps ?? 0) steps" } ?? "Tap a day")
                    .font(.headline)
                Chart {
                    ForEach(week) { entry in
                        BarMark(x: .value("Day", entry.day), y: .value("Steps", entry.steps))
                            .foregroundStyle(by: .value("Goal", entry.metGoal ? "Met" : "Missed"))
                            .opacity(selectedDay == nil || selectedDay == entry.day ? 1 : 0.4)
                            .cornerRadius(4)
                            .accessibilityIdentifier("steps-\(entry.day)")
                    }
                    RuleMark(y: .value("Goal", StepDay.goal))
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption2) }
                }
                .chartForegroundStyleScale(["Met": Color.green, "Missed": Color.orange])
                .chartXSelection(value: $selectedDay)
                .frame(height: 220)

                Text("Temperature").font(.headline)
                Chart(readings) { reading in
                    AreaMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                        .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.4), .blue.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                        .interpolationMethod(.catmullRom)
                    LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                        .interpolationMethod(.catmullRom)
                    PointMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                        .symbolSize(30)
                }
                .chartXScale(domain: 6...21)
                .chartXAxis { AxisMarks(values: .stride(by: 3.0)) { value in
                    AxisGridLine()
                    AxisValueLabel { if let hour = value.as(Int.self) { Text("\(hour):00") } }
                } }
                .chartYAxisLabel("°C")
                .frame(height: 200)

                Text(pickedMinute.map { "Minute \($0) of the day" } ?? "Where the time went").font(.headline)
                Chart(day) { share in
                    SectorMark(angle: .value("Minutes", share.minutes), innerRadius: .ratio(0.55), angularInset: 2)
                        .foregroundStyle(by: .value("Activity", share.activity))
                        .annotation(position: .overlay) { Text("\(share.minutes / 60) h").font(.caption).foregroundStyle(.white) }
                }
                .chartAngleSelection(value: $pickedMinute)
                .frame(height: 220)
            }
            .padding()
        }
        .navigationTitle("Charts")
    }
}
