//
//  CalculatorApp.swift
//  Calculator
//

import SwiftUI

@main
struct CalculatorApp: App {
    @StateObject private var model = CalculatorModel()

    var body: some Scene {
        WindowGroup("Calculator") {
            ContentView()
                .environmentObject(model)
        }
    }
}
