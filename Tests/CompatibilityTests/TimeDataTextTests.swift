// iOS 18's texts of the time, as CS193p's CodeBreaker (2025) writes its elapsed-time label.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct ElapsedTime: View {
    let startTime: Date
    let endTime: Date?

    var format: SystemFormatStyle.DateOffset {
        .offset(to: startTime, allowedFields: [.minute, .second])
    }

    var body: some View {
        if let endTime {
            Text(endTime, format: format)
        } else {
            Text(TimeDataSource<Date>.currentDate, format: format)
        }
    }
}

@MainActor @Suite struct TimeDataTextTests {
    @Test func anOffsetInTheAllowedFields() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        _ = try ViewHost(ElapsedTime(startTime: start, endTime: start.addingTimeInterval(222))).find(text: "3 minutes, 42 seconds")
        _ = try ViewHost(ElapsedTime(startTime: start, endTime: start.addingTimeInterval(1))).find(text: "1 second")
        // The live source reads the clock when the body runs.
        _ = try ViewHost(ElapsedTime(startTime: Date().addingTimeInterval(-125), endTime: nil)).find(text: "2 minutes, 5 seconds")
    }

    @Test func timersStopwatchesAndReferences() throws {
        let now = Date()
        let timer: SystemFormatStyle.Timer = .timer(countingDownIn: now..<now.addingTimeInterval(247))
        #expect(String(timer.format(now).characters) == "4:07")
        let stopwatch: SystemFormatStyle.Stopwatch = .stopwatch(startingAt: now.addingTimeInterval(-65.42))
        #expect(String(stopwatch.format(now).characters) == "1:05.42")
        let reference: SystemFormatStyle.DateReference = .reference(to: now.addingTimeInterval(300))
        #expect(String(reference.format(now).characters) == "in 5 minutes")
        // The styles as DiscreteFormatStyle's members, as a generic `format:` finds them.
        func formatted<F: DiscreteFormatStyle>(_ style: F) -> String where F.FormatInput == Date, F.FormatOutput == AttributedString {
            String(style.format(now).characters)
        }
        #expect(formatted(.timer(countingDownIn: now..<now.addingTimeInterval(61))) == "1:01")
        #expect(formatted(.stopwatch(startingAt: now.addingTimeInterval(-2))) == "0:02.00")
        #expect(formatted(.offset(to: now.addingTimeInterval(-3_700), sign: .always)) == "+1 hour, 1 minute")
        let source = TimeDataSource<Duration>.durationOffset(to: now.addingTimeInterval(-61))
        let clock = try ViewHost(Text(source, format: .time(pattern: .minuteSecond)))
            .findAll(kind: .text).first?.text
        #expect(clock == "1:01" || clock == "1:02")
    }
}
