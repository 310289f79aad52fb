import Dispatch
import Foundation
import MallocInterposerSwift
@_spi(TrellisHost) import TrellisRowTable
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// The js-framework-benchmark row table, headless: the Trellis app driven by taps versus a
// hand-written baseline that edits the same element tree directly. Each op reports its
// median time, body evaluations and allocations for both, and the time ratio.
//
// Run with: Benchmarks/run.sh   (release build; preloads the malloc counter)

struct Measurement {
    var nanoseconds: [UInt64] = []
    var bodies = 0
    var mallocs = 0

    var median: Double {
        let sorted = nanoseconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? Double(sorted[mid]) : Double(sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// Writes a line at once (stdout to a file is block-buffered; progress should show).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
let iterations = arguments.firstIndex(of: "--iterations").map { Int(arguments[$0 + 1])! } ?? 15
let markdownPath = arguments.firstIndex(of: "--markdown").map { arguments[$0 + 1] }
/// Only the layout table (for working on the engine's speed).
let layoutOnly = arguments.contains("--layout-only")
/// `--only "select a row"` runs one operation (for profiling).
let onlyOperation = arguments.firstIndex(of: "--only").map { TableOperation(rawValue: arguments[$0 + 1])! }
/// `--variant "@Observable"` measures one variant (for profiling).
let onlyVariant = arguments.firstIndex(of: "--variant").map { TableVariant(rawValue: arguments[$0 + 1])! }
let countsMallocs = ProcessInfo.processInfo.environment["LD_PRELOAD"]?.contains("MallocInterposer") == true
if countsMallocs { MallocInterposerSwift.initialize() }

/// One timed round: a fresh driver, prepared, then the operation alone is measured.
@MainActor
func measureRound(_ makeDriver: () -> any TableDriver, _ operation: TableOperation, into result: inout Measurement, record: Bool) {
    let driver = makeDriver()
    driver.prepare(rows: operation.rowsBefore)
    (driver as? TrellisTableDriver)?.locateTargets()
    (driver as? BaselineTableDriver)?.locateTargets()
    driver.resetCounters()
    if countsMallocs { MallocInterposerSwift.hook() }
    let start = DispatchTime.now().uptimeNanoseconds
    driver.run(operation)
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    if countsMallocs { MallocInterposerSwift.unhook() }
    let stats = countsMallocs ? MallocInterposerSwift.getStatistics() : nil
    if countsMallocs { MallocInterposerSwift.initialize() }
    guard record else { return }
    result.nanoseconds.append(elapsed)
    result.bodies = driver.bodyEvaluations()
    result.mallocs = stats.map { Int($0.mallocCount) } ?? 0
}

/// The Trellis variants and the baseline take turns, round by round, so a busy moment on
/// the machine affects every side alike.
@MainActor
func measure(_ operation: TableOperation) -> (variants: [TableVariant: Measurement], baseline: Measurement) {
    var variants: [TableVariant: Measurement] = [:]
    var baseline = Measurement()
    for round in 0..<(iterations + 2) {
        for variant in TableVariant.allCases where onlyVariant == nil || onlyVariant == variant {
            var result = variants[variant] ?? Measurement()
            measureRound({ TrellisTableDriver(variant) }, operation, into: &result, record: round >= 2)
            variants[variant] = result
        }
        measureRound({ BaselineTableDriver() }, operation, into: &baseline, record: round >= 2)
    }
    return (variants, baseline)
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1_000_000) : String(format: "%.1f µs", nanoseconds / 1_000)
}

@MainActor
func runAll() -> String {
    var lines = [
        "| operation | baseline | @State | ratio | bodies | mallocs | ObservableObject | ratio | bodies | @Observable | ratio | bodies | baseline mallocs |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    var logRatios: [TableVariant: Double] = [:]
    var worst: [TableVariant: Double] = [:]
    var measured = 0
    for operation in TableOperation.allCases where onlyOperation == nil || onlyOperation == operation {
        let (variants, baseline) = measure(operation)
        measured += 1
        var cells = ["\(operation.rawValue)", format(baseline.median)]
        for variant in TableVariant.allCases {
            let result = variants[variant] ?? Measurement()
            let ratio = result.median / max(baseline.median, 1)
            logRatios[variant, default: 0] += log(ratio)
            worst[variant] = max(worst[variant] ?? 0, ratio)
            cells += [format(result.median), String(format: "%.2f", ratio), "\(result.bodies)"]
            if variant == .state { cells.append(countsMallocs ? "\(result.mallocs)" : "n/a") }
        }
        cells.append(countsMallocs ? "\(baseline.mallocs)" : "n/a")
        lines.append("| " + cells.joined(separator: " | ") + " |")
        emit(lines.last!)
    }
    lines.append("")
    for variant in TableVariant.allCases {
        let geometricMean = exp((logRatios[variant] ?? 0) / Double(max(measured, 1)))
        lines.append("- \(variant.rawValue): geometric mean of the time ratios **\(String(format: "%.2f", geometricMean))**, worst op \(String(format: "%.2f", worst[variant] ?? 0)).")
    }
    lines.append("")
    lines.append("Medians of \(iterations) runs after 2 warm-ups; the three Trellis variants and the baseline take turns round by round.")
    return lines.joined(separator: "\n")
}

/// `--profile-select N`: one table, N selects alternating between two rows (for perf).
if let index = arguments.firstIndex(of: "--profile-select") {
    let count = Int(arguments[index + 1])!
    MainActor.assumeIsolated {
        let driver = TrellisTableDriver(onlyVariant ?? .state)
        driver.prepare(rows: 1000)
        let rows = driver.tree.root.children[0].children[1].children
        let targets = [rows[4].children[1].id, rows[5].children[1].id]
        let start = DispatchTime.now().uptimeNanoseconds
        for round in 0..<count { driver.host.graph.send(HostEvent(element: targets[round % 2], kind: .tap)) }
        emit("select: \(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count) / 1000) µs each")
    }
    exit(0)
}

/// The median of timings in nanoseconds.
func median(_ values: [UInt64]) -> Double {
    var measurement = Measurement()
    measurement.nanoseconds = values
    return measurement.median
}

/// 10,000 rows in a `List`: what is mounted, and what creating and scrolling cost.
@MainActor
func runLazy() -> String {
    var create: [UInt64] = [], scroll: [UInt64] = []
    var mountedRows = 0, mountedElements = 0, afterScroll = 0
    for round in 0..<(iterations + 2) {
        let host = ViewHost(LazyRowTableApp())
        let button = try! host.find(button: HeaderButton.create10k).element.id
        var start = DispatchTime.now().uptimeNanoseconds
        host.graph.send(HostEvent(element: button, kind: .tap))
        let created = DispatchTime.now().uptimeNanoseconds - start
        mountedRows = host.bodyEvaluations(of: RowView.self)
        mountedElements = host.tree.elementCount
        let list = host.findAll(kind: .list)[0]
        start = DispatchTime.now().uptimeNanoseconds
        try! list.showMore(100)
        let scrolled = DispatchTime.now().uptimeNanoseconds - start
        afterScroll = host.bodyEvaluations(of: RowView.self)
        if round >= 2 {
            create.append(created)
            scroll.append(scrolled)
        }
    }
    return """
    | 10,000 rows in a List | time | rows mounted | host elements |
    |---|---:|---:|---:|
    | create | \(format(median(create))) | \(mountedRows) | \(mountedElements) |
    | scroll to the end of the mounted rows (+100) | \(format(median(scroll))) | \(afterScroll) | |

    Medians of \(iterations) runs after 2 warm-ups.
    """
}

/// What laying the table out costs in the test host: every row the first time, then one
/// row changing (a selection) and every 10th row's label changing. Once a host lays out,
/// each update is laid out as it is flushed, so an update is timed on a host that lays
/// out and on one that does not; the difference is layout's. Sizes measured counts what
/// was not served from a cache: one row changing must not measure the other rows again.
@MainActor
func runLayout() -> String {
    var lines: [String] = []
    for count in [1000, 10000] {
        var first: [UInt64] = [], select: [UInt64] = [], update: [UInt64] = []
        var firstMeasured = 0, selectMeasured = 0, updateMeasured = 0
        for round in 0..<(iterations + 2) {
            let hosts = [ViewHost(RowTableApp()), ViewHost(RowTableApp())]
            for host in hosts {
                try! host.find(button: count == 1000 ? HeaderButton.create1k : HeaderButton.create10k).tap()
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let layout = hosts[0].layoutIfNeeded()
            let laidOut = DispatchTime.now().uptimeNanoseconds - start
            firstMeasured = layout.measurements
            // The first flush after a pass tells the window's readers their sizes (a walk
            // of every element, once): done here, so an update is timed on its own.
            for host in hosts { host.flush() }
            /// The time `action` takes on the host that lays out, less on the other.
            func layoutCost(_ action: (ViewHost) -> Void) -> (UInt64, Int) {
                var times: [UInt64] = []
                let before = layout.measurements
                for host in hosts {
                    let start = DispatchTime.now().uptimeNanoseconds
                    action(host)
                    times.append(DispatchTime.now().uptimeNanoseconds - start)
                }
                return (times[0] > times[1] ? times[0] - times[1] : 0, layout.measurements - before)
            }
            let selected = layoutCost { host in
                let label = host.tree.root.children[0].children[1].children[5].children[1].id
                host.graph.send(HostEvent(element: label, kind: .tap))
            }
            let updated = layoutCost { host in try! host.find(button: HeaderButton.update).tap() }
            selectMeasured = selected.1
            updateMeasured = updated.1
            if round >= 2 {
                first.append(laidOut)
                select.append(selected.0)
                update.append(updated.0)
            }
        }
        lines.append("| lay out \(count.formatted()) rows | \(format(median(first))) | \(firstMeasured) |")
        lines.append("| \(count.formatted()) rows, one row selected | \(format(median(select))) | \(selectMeasured) |")
        lines.append("| \(count.formatted()) rows, every 10th label changed | \(format(median(update))) | \(updateMeasured) |")
    }
    return """
    | layout in the test host | time | sizes measured |
    |---|---:|---:|
    \(lines.joined(separator: "\n"))

    Medians of \(iterations) runs after 2 warm-ups; an update's time is what the host that
    lays out takes more than one that does not.
    """
}

let layoutTable = MainActor.assumeIsolated { runLayout() }
if layoutOnly {
    emit(layoutTable)
    exit(0)
}
let lazyTable = MainActor.assumeIsolated { runLazy() }
let table = MainActor.assumeIsolated { runAll() }
emit("")
emit(table)
emit("")
emit(lazyTable)
emit("")
emit(layoutTable)
if let markdownPath {
    try (table + "\n\n" + lazyTable + "\n\n" + layoutTable).write(toFile: markdownPath, atomically: true, encoding: .utf8)
}
