//
//  ContentView.swift
//  Tally
//

import SwiftUI

struct ContentView: View {
    @EnvironmentObject var store: TallyStore
    @State private var newName = ""
    var onFinish: () -> Void = {}

    var body: some View {
        NavigationView {
            List {
                ForEach(store.tallies) { tally in
                    HStack {
                        Text(tally.name)
                        Spacer()
                        Text("\(tally.count)")
                        Button("+") { store.increment(tally) }
                            .accessibility(identifier: "increment-\(tally.name)")
                    }
                }
                HStack {
                    TextField("New tally", text: $newName)
                    Button("Add") {
                        store.add(newName)
                        newName = ""
                    }
                    .disabled(newName.isEmpty)
                }
            }
            .navigationBarTitle("Tally")
            .navigationBarItems(trailing: Button("Done", action: onFinish))
        }
    }
}

struct SummaryView: View {
    let total: Int

    var body: some View {
        Text("\(total) counted")
            .font(.largeTitle)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().environmentObject(TallyStore())
    }
}
