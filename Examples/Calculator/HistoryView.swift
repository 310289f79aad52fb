//
//  HistoryView.swift
//  Calculator
//

import SwiftUI

struct HistoryView: View {
    @ObservedObject var model: CalculatorModel
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack(spacing: 16) {
            if model.history.isEmpty {
                Text("No history yet")
            } else {
                Text("Keys pressed")
                    .font(.headline)
                Text(model.historyDetail)
                    .accessibilityIdentifier("history")
                Text("Display: \(model.brain.output)")
            }
            HStack {
                Button("Undo", action: model.undo)
                    .disabled(!model.canUndo)
                Button("Redo", action: model.redo)
                    .disabled(!model.canRedo)
            }
            Button("Close") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .padding()
    }
}

#Preview("History") {
    let model = CalculatorModel()
    model.apply(.digit(1))
    model.apply(.op(.plus))
    model.apply(.digit(2))
    return HistoryView(model: model)
}
