//
//  TallyStore.swift
//  Tally
//

import Foundation
import Combine

struct Tally: Identifiable {
    let id = UUID()
    var name: String
    var count = 0
}

final class TallyStore: ObservableObject {
    @Published var tallies: [Tally] = []

    var total: Int { tallies.reduce(0) { $0 + $1.count } }

    func add(_ name: String) {
        tallies.append(Tally(name: name))
    }

    func increment(_ tally: Tally) {
        guard let index = tallies.firstIndex(where: { $0.id == tally.id }) else { return }
        tallies[index].count += 1
    }
}
