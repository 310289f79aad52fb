import Foundation
@_spi(TrellisHost) import Trellis

extension ViewHost {
    /// The device's file and photo dialog, as the visitor works it: see what the app asked
    /// for, then choose files or cancel. The app's `fileImporter`, `PhotosPicker` and
    /// UIKit pickers hear the answer as they would on iOS; the views that show it are
    /// updated at once.
    public var files: SimulatedFiles { SimulatedFiles(device: graph.files) }
}

/// The dialog in which the visitor chooses files or photos for the app.
@MainActor
public struct SimulatedFiles {
    let device: DeviceFiles

    /// Whether the app has a dialog open now.
    public var isChoosing: Bool { device.openChoice != nil }
    /// Whether the open dialog offers photos and videos (a photo picker) rather than files.
    public var isChoosingPhotos: Bool { device.openChoice?.source == .photos }
    /// The types the open dialog accepts (empty when any file will do).
    public var acceptedTypes: [UTType] { device.openChoice?.contentTypes ?? [] }
    /// The most files the open dialog lets the visitor choose.
    public var selectionLimit: Int? { device.openChoice?.limit }

    /// The visitor chooses these files, in order: those of a type the app accepts reach it,
    /// up to its limit. False when no dialog is open.
    @discardableResult
    public func choose(_ files: [(name: String, contents: Data)]) -> Bool {
        guard let choice = device.openChoice else { return false }
        return device.deliver(files.map { ChosenFile(name: $0.name, data: $0.contents) }, forChoice: choice.id)
    }

    /// The visitor chooses one file.
    @discardableResult
    public func choose(named name: String, contents: Data) -> Bool { choose([(name, contents)]) }

    /// The visitor closes the dialog without choosing.
    @discardableResult
    public func cancel() -> Bool {
        guard let choice = device.openChoice else { return false }
        return device.cancel(choice: choice.id)
    }

    /// The chosen files never arrive (too large for the host, a lost connection).
    @discardableResult
    public func failToArrive() -> Bool {
        guard let choice = device.openChoice else { return false }
        return device.fail(choice: choice.id, reason: "the files did not arrive")
    }
}
