// NSExpression as calculator apps use it (swift-corelibs-foundation marks it unavailable),
// in a Swift 5 view that imports only SwiftUI.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct Calculator: View {
    @State private var computation = "12×3+4.0÷8"
    @State private var result = ""
    var body: some View {
        VStack {
            Text(computation)
            Text(result)
            Button("=") {
                let format = computation.replacingOccurrences(of: "×", with: "*").replacingOccurrences(of: "÷", with: "/")
                let expression = NSExpression(format: format)
                let value = expression.expressionValue(with: nil, context: nil) as? Double ?? 0
                result = String(value)
            }
        }
    }
}

@MainActor @Suite struct ExpressionTests {
    private func value(_ format: String, _ args: CVarArg...) -> Any? {
        NSExpression(format: format, argumentArray: args).expressionValue(with: nil, context: nil)
    }

    @Test func arithmeticFollowsPrecedenceAndKeepsWholeNumbersWhole() {
        #expect(value("1 + 2 * 3") as? Int == 7)
        #expect(value("(1 + 2) * 3") as? Int == 9)
        #expect(value("7 / 2") as? Int == 3)
        #expect(value("7.0 / 2") as? Double == 3.5)
        #expect(value("2 ** 3 ** 2") as? Double == 512)
        #expect(value("-3 + 10") as? Int == 7)
        #expect(value("1.5e2 - 50") as? Double == 100)
        #expect(value("12*0.01") as? Double == 0.12)
        #expect(value("1 / 0") as? Double == .infinity)
    }

    @Test func argumentsVariablesAndFunctions() {
        #expect(value("%d * %f", 4, 2.5) as? Double == 10)
        let answer = NSExpression(format: "%@ + 1", argumentArray: [NSNumber(value: 41)])
        #expect(answer.expressionValue(with: nil, context: nil) as? Int == 42)
        #expect(value("sqrt(16) + abs(-2)") as? Double == 6)
        #expect(value("average({1, 2, 3, 6})") as? Double == 3)
        #expect(value("max({4, 9, 2})") as? Double == 9)
        let expression = NSExpression(format: "$price * $count")
        let context = NSMutableDictionary(dictionary: ["price": 2.5, "count": 4])
        #expect(expression.expressionValue(with: nil, context: context) as? Double == 10)
        #expect(expression.expressionType == .function && expression.function == "multiply:by:")
        #expect(expression.arguments?.first?.expressionType == .variable)
    }

    @Test func aFormatAppleWouldRejectHasNoValueInsteadOfCrashing() {
        #expect(value("5 +") == nil)
        #expect(value("(1 + 2") == nil)
        #expect(value("price * 2") == nil)
        #expect(value("nosuch(3)") == nil)
    }

    @Test func aCalculatorViewEvaluatesItsDisplay() throws {
        let host = ViewHost(Calculator())
        try host.find(button: "=").tap()
        _ = try host.find(text: "36.5")
    }
}
