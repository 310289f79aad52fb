@_exported import CoreLocation
import Foundation
@_spi(TrellisHost) import Trellis

/// A button that shares the device's location in one tap: it asks for permission (the
/// browser's prompt, where iOS grants it for the session without one), then runs the
/// action, which asks for the position as it would on iOS (`requestLocation()`). Drawn as
/// iOS draws it: a filled capsule with the location arrow and its title.
@MainActor @preconcurrency
public struct LocationButton: View {
    /// The words on the button.
    public struct Title: Hashable, Sendable {
        let text: String
        public static let currentLocation = Title(text: "Current Location")
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?
    let action: () -> Void

    public init(_ title: Title? = nil, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button {
            let device = ViewGraph.currentLocation()
            if device.permission == .undecided { device.askPermission() }
            action()
        } label: {
            if let title {
                Label(title.text, systemImage: "location.fill")
            } else {
                Image(systemName: "location.fill").accessibilityLabel("Current Location")
            }
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule)
    }
}
