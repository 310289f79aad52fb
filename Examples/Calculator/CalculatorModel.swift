//
//  CalculatorModel.swift
//  Calculator
//
//  The model shared by every view through the environment: the brain, the keys
//  pressed so far, and undo/redo over them.
//

import Combine
import Foundation

class CalculatorModel: ObservableObject {
    @Published var brain: CalculatorBrain = .left("0")
    @Published private(set) var history: [CalculatorButtonItem] = []
    @Published private(set) var redoStack: [CalculatorButtonItem] = []

    private var cancellables = Set<AnyCancellable>()
    @Published private(set) var lastChange = Date()

    init() {
        $brain
            .dropFirst()
            .sink { [weak self] _ in self?.lastChange = Date() }
            .store(in: &cancellables)
    }

    var historyDetail: String {
        history.map { $0.title }.joined()
    }

    func apply(_ item: CalculatorButtonItem) {
        brain = brain.apply(item: item)
        history.append(item)
        redoStack.removeAll()
    }

    var canUndo: Bool { !history.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func undo() {
        guard let last = history.popLast() else { return }
        redoStack.append(last)
        replay()
    }

    func redo() {
        guard let next = redoStack.popLast() else { return }
        history.append(next)
        replay()
    }

    private func replay() {
        brain = history.reduce(CalculatorBrain.left("0")) { $0.apply(item: $1) }
    }
}
