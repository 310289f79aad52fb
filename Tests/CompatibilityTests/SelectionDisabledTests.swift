// iOS 17's selectionDisabled, as a Swift 5 app writes it: a list of plans where the locked
// one cannot be picked, and a picker with an option out of stock.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Plans: View {
    struct Plan: Identifiable, Hashable { let id: String; let locked: Bool }
    let plans = [Plan(id: "Free", locked: false), Plan(id: "Pro", locked: true), Plan(id: "Team", locked: false)]
    @State private var chosen: String?
    @State private var size = "S"
    var body: some View {
        VStack {
            Text("chosen \(chosen ?? "none"), size \(size)")
            List(plans, selection: $chosen) { plan in
                Text(plan.id).selectionDisabled(plan.locked)
            }
            Picker("Size", selection: $size) {
                Text("Small").tag("S")
                Text("Large").tag("L").selectionDisabled()
                Text("Medium").tag("M")
            }
            .pickerStyle(.inline)
        }
    }
}

@MainActor @Suite struct SelectionDisabledTests {
    @Test func aLockedRowOrOptionIsNotSelectedByATap() throws {
        let host = ViewHost(Plans())
        try host.find(text: "Team").tap()
        _ = try host.find(text: "chosen Team, size S")
        // The locked row: a tap does nothing, the selection stays.
        #expect(throws: ViewHostError.self) { try host.find(text: "Pro").tap() }
        _ = try host.find(text: "chosen Team, size S")
        #expect(throws: ViewHostError.self) { try host.find(text: "Large").tap() }
        try host.find(text: "Medium").tap()
        _ = try host.find(text: "chosen Team, size M")
    }
}
