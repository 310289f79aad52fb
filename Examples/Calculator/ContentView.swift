//
//  ContentView.swift
//  Calculator
//

import SwiftUI

let scale: CGFloat = 1

struct ContentView: View {
    @EnvironmentObject var model: CalculatorModel
    @State private var editingHistory = false

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Button("History: \(model.history.count)") {
                self.editingHistory = true
            }
            .sheet(isPresented: $editingHistory) {
                HistoryView(model: self.model)
            }
            Text(model.brain.output)
                .font(.system(size: 76))
                .minimumScaleFactor(0.5)
                .padding(.trailing, 24 * scale)
                .lineLimit(1)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
                .accessibilityIdentifier("display")
            CalculatorButtonPad()
                .padding(.bottom)
        }
        .padding()
        .foregroundColor(.white)
        .background(Color.black)
    }
}

struct CalculatorButtonPad: View {
    let pad: [[CalculatorButtonItem]] = [
        [.command(.clear), .command(.flip), .command(.percent), .op(.divide)],
        [.digit(7), .digit(8), .digit(9), .op(.multiply)],
        [.digit(4), .digit(5), .digit(6), .op(.minus)],
        [.digit(1), .digit(2), .digit(3), .op(.plus)],
        [.digit(0), .dot, .op(.equal)],
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(pad, id: \.self) { row in
                CalculatorButtonRow(row: row)
            }
        }
    }
}

struct CalculatorButtonRow: View {
    let row: [CalculatorButtonItem]
    @EnvironmentObject var model: CalculatorModel

    var body: some View {
        HStack {
            ForEach(row, id: \.self) { item in
                CalculatorButton(title: item.title, size: item == .digit(0) ? CGSize(width: 88 * 2 + 8, height: 88) : CGSize(width: 88, height: 88),
                                 backgroundColor: item.isOperator ? .orange : Color(white: 0.2)) {
                    self.model.apply(item)
                }
            }
        }
    }
}

struct CalculatorButton: View {
    let fontSize: CGFloat = 38
    let title: String
    let size: CGSize
    let backgroundColor: Color
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.system(size: fontSize * scale))
                .foregroundColor(.white)
                .frame(width: size.width * scale, height: size.height * scale)
                .background(backgroundColor)
                .cornerRadius(size.width * scale / 2)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContentView().environmentObject(CalculatorModel())
            ContentView().environmentObject(CalculatorModel())
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("Small")
        }
    }
}
