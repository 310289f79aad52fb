import Foundation
import Logging
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisRowTable
@_spi(TrellisHost) @testable import TrellisWeb

@Suite("Device storage")
struct DeviceStorageTests {
    @Test func valuesLastAcrossReopeningAndDevicesNeverShare() async throws {
        let path = NSTemporaryDirectory() + "trellis-storage-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logger = Logger(label: "test")
        let (ana, bo) = (RandomID.make(), RandomID.make())
        #expect(ana != bo && RandomID.isWellFormed(Substring(ana)))

        let first = try await DeviceStorage.open(path: path, logger: logger)
        let anaStore = await first.appStorage(device: ana)
        #expect(await first.appStorage(device: ana) === anaStore)   // one live store per device
        await MainActor.run {
            anaStore.set(.string("Ana"), forKey: "name")
            anaStore.set(.int(3), forKey: "count")
            anaStore.set(nil, forKey: "count")
        }
        let sceneID = RandomID.make()
        await first.scenePersistence(device: ana, scene: sceneID).save(.string("draft"), forKey: "note")
        await first.close()

        let second = try await DeviceStorage.open(path: path, logger: logger)
        let again = await second.appStorage(device: ana)
        #expect(again["name"] == .string("Ana"))
        #expect(again["count"] == nil)
        #expect(await second.appStorage(device: bo)["name"] == nil)
        #expect(await second.scenePersistence(device: ana, scene: sceneID).load("note") == .string("draft"))
        #expect(await second.scenePersistence(device: bo, scene: sceneID).load("note") == nil)
        await second.close()
    }

    @Test func onlyCookiesThisHostCouldHaveMadeNameADevice() {
        #expect(!RandomID.isWellFormed("../../etc"))
        #expect(!RandomID.isWellFormed(Substring(String(repeating: "A", count: 32))))
        #expect(RandomID.isWellFormed(Substring(String(repeating: "a", count: 32))))
    }
}
