import Foundation
@_spi(TrellisHost) import Trellis

/// The files a visitor chose arriving by upload (`FileUploads`), one request each: once all
/// of a choice's are here, the app's `DeviceFiles` hears them in the order chosen.
extension WebSession {
    /// Whether an upload of `bytes` for file `index` of `count` may be read, within `limit`
    /// bytes for the whole choice. A count of 0 cancels the choice.
    func admitUpload(choice: Int, index: Int, count: Int, bytes: Int, limit: Int) -> UploadAdmission {
        guard let graph, graph.files.openChoice?.id == choice else { return .notOpen }
        if count == 0 {
            arrivingFiles = nil
            graph.files.cancel(choice: choice)
            return .cancelled
        }
        if arrivingFiles?.choice != choice || arrivingFiles?.count != count {
            arrivingFiles = ArrivingFiles(choice: choice, count: count)
        }
        guard var arriving = arrivingFiles, !arriving.announced.contains(index) else { return .notOpen }
        guard arriving.reserved + bytes <= limit else {
            failUpload(choice: choice, reason: "the files chosen are larger than \(limit) bytes")
            return .tooLarge
        }
        arriving.reserved += bytes
        arriving.announced.insert(index)
        arrivingFiles = arriving
        return .admitted
    }

    func receiveUpload(_ file: ChosenFile, choice: Int, index: Int) {
        guard let graph, var arriving = arrivingFiles, arriving.choice == choice else { return }
        arriving.files[index] = file
        if arriving.files.count == arriving.count {
            arrivingFiles = nil
            graph.files.deliver(arriving.files.sorted { $0.key < $1.key }.map(\.value), forChoice: choice)
        } else {
            arrivingFiles = arriving
        }
    }

    func failUpload(choice: Int, reason: String) {
        guard let graph, graph.files.openChoice?.id == choice else { return }
        arrivingFiles = nil
        graph.files.fail(choice: choice, reason: reason)
    }
}
