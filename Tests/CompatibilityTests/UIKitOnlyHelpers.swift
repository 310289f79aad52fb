// A helper file that imports UIKit for the few names SwiftUI apps take from it.
import UIKit

enum Brand {
    static let background = UIColor.secondarySystemBackground
    static let accent = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let titleFont = UIFont.systemFont(ofSize: 22, weight: .bold)
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
}

@MainActor func shareLink(_ text: String) {
    UIPasteboard.general.string = text
    UINotificationFeedbackGenerator().notificationOccurred(.success)
}

@MainActor func dismissKeyboard() {
    UIApplication.shared.windows.first?.endEditing(true)
}
