import Trellis

// Seed 004 (数据状态和绑定), second half: the calculator's state moves into an
// ObservableObject with @Published properties, reached through @EnvironmentObject by the
// views that need it (the pad in between never sees it), and gains a history that can be
// stepped back and forth ("操作回溯").

/// The calculator's model: the brain, every key pressed, and a position in that history.
public final class CalculatorModel: ObservableObject {
    @Published public var brain: CalculatorBrain = .left("0")
    @Published public private(set) var history: [CalculatorButtonItem] = []
    /// Keys undone with the history slider, kept so they can be redone.
    @Published public private(set) var temporaryKept: [CalculatorButtonItem] = []

    public init() {}

    /// Presses a key: the brain moves on, the key joins the history, undone keys are dropped.
    public func apply(_ item: CalculatorButtonItem) {
        brain = brain.apply(item: item)
        history.append(item)
        temporaryKept.removeAll()
    }

    /// The keys pressed so far, as one line.
    public var historyDetail: String { history.map(\.title).joined(separator: " ") }

    public var totalCount: Int { history.count + temporaryKept.count }

    /// How many of all the keys are applied; setting it replays the history up to there.
    public var slidingIndex: Int {
        get { history.count }
        set { keepHistory(upTo: newValue) }
    }

    public func keepHistory(upTo index: Int) {
        let total = history + temporaryKept
        let index = min(max(index, 0), total.count)
        history = Array(total[..<index])
        temporaryKept = Array(total[index...])
        brain = history.reduce(CalculatorBrain.left("0")) { $0.apply(item: $1) }
    }
}

/// The seed's third form: `@EnvironmentObject` in the view that shows the output and in
/// the rows that press keys; the pad between them knows nothing about the model.
public struct CalculatorModelView: View {
    @EnvironmentObject var model: CalculatorModel

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(model.brain.output)
                .font(.system(size: 76))
                .minimumScaleFactor(0.5)
                .padding(.trailing, 24)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
                .accessibilityIdentifier("calculator-output")
            CalculatorModelPad()
                .padding(.bottom)
        }
    }
}

public struct CalculatorModelPad: View {
    let pad: [[CalculatorButtonItem]] = [
        [.command(.clear), .command(.flip), .command(.percent), .op(.divide)],
        [.digit(7), .digit(8), .digit(9), .op(.multiply)],
        [.digit(4), .digit(5), .digit(6), .op(.minus)],
        [.digit(1), .digit(2), .digit(3), .op(.plus)],
        [.digit(0), .dot, .op(.equal)],
    ]

    public var body: some View {
        VStack(spacing: 8) {
            ForEach(pad, id: \.self) { row in
                CalculatorModelRow(row: row)
            }
        }
    }
}

public struct CalculatorModelRow: View {
    let row: [CalculatorButtonItem]
    @EnvironmentObject var model: CalculatorModel

    public var body: some View {
        HStack {
            ForEach(row, id: \.self) { item in
                Button(item.title) { model.apply(item) }
                    .calculatorKeyStyle()
            }
        }
    }
}

/// The history: what was pressed, and buttons that step back and forth through it.
public struct CalculatorHistoryView: View {
    @ObservedObject var model: CalculatorModel

    public init(model: CalculatorModel) {
        self.model = model
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("History").font(.headline)
            if model.totalCount == 0 {
                Text("No keys pressed yet").foregroundColor(.secondary)
            } else {
                Text(model.historyDetail.isEmpty ? "–" : model.historyDetail)
                    .accessibilityIdentifier("history-detail")
                Text("Showing \(model.slidingIndex) of \(model.totalCount) steps")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                HStack {
                    Button("Undo") { model.slidingIndex -= 1 }
                        .disabled(model.slidingIndex == 0)
                    Button("Redo") { model.slidingIndex += 1 }
                        .disabled(model.slidingIndex == model.totalCount)
                }
            }
        }
    }
}

/// The Gallery's page: the calculator and its history, one model for this tab.
struct CalculatorModelDemo: View {
    @StateObject private var model = CalculatorModel()

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            CalculatorModelView()
                .foregroundColor(.white)
                .font(.system(size: 32, weight: .medium))
                .padding(24)
                .background(Color.black)
                .cornerRadius(32)
            CalculatorHistoryView(model: model)
                .frame(width: 220)
        }
        .environmentObject(model)
    }
}
