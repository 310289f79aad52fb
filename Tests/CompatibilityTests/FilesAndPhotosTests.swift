// Swift 5 language mode, as apps import files with `fileImporter` and pick photos with
// `PhotosPicker` (iOS 16) or a `PHPickerViewController` in a representable (iOS 14).
import PhotosUI
import SwiftUI
import Testing
import UniformTypeIdentifiers
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// The bytes of a 2×3 PNG (its header is all a picker and an image need here).
private let tinyPNG: Data = {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}()

struct NotesImporter: View {
    @State private var importing = false
    @State private var text = "Nothing imported"
    @State private var cancellations = 0
    var multiple = false

    var body: some View {
        VStack {
            Text(text)
            Text("Cancelled \(cancellations)")
            Button("Import") { importing = true }
            Text(importing ? "Dialog open" : "Dialog closed")
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText, .commaSeparatedText],
                      allowsMultipleSelection: multiple) { result in
            switch result {
            case .success(let urls):
                text = urls.map { url in
                    guard url.startAccessingSecurityScopedResource() else { return "no access" }
                    defer { url.stopAccessingSecurityScopedResource() }
                    return url.lastPathComponent + ": " + ((try? String(contentsOf: url, encoding: .utf8)) ?? "unreadable")
                }.joined(separator: " | ")
            case .failure(let error):
                text = "Failed: \(error.localizedDescription)"
            }
        } onCancellation: {
            cancellations += 1
        }
    }
}

struct SingleFileImporter: View {
    @State private var importing = false
    @State private var name = "None"
    var body: some View {
        VStack {
            Text(name)
            Button("Open") { importing = true }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { result in
            if case .success(let url) = result { name = url.lastPathComponent }
        }
    }
}

@MainActor
@Suite struct FileImporterTests {
    @Test func aChosenFileArrivesAsAURLTheAppCanRead() throws {
        let host = ViewHost(NotesImporter())
        #expect(!host.files.isChoosing)
        try host.find(button: "Import").tap()
        #expect(host.files.isChoosing)
        #expect(!host.files.isChoosingPhotos)
        #expect(host.files.acceptedTypes == [.plainText, .commaSeparatedText])
        #expect(host.files.selectionLimit == 1)
        #expect(host.contains(text: "Dialog open"))

        #expect(host.files.choose(named: "groceries.txt", contents: Data("milk, eggs".utf8)))
        #expect(host.contains(text: "groceries.txt: milk, eggs"))
        #expect(host.contains(text: "Dialog closed"), "the binding turns false when the dialog closes")
        #expect(!host.files.isChoosing)
    }

    @Test func severalFilesInTheOrderChosenAndOnlyOfTheTypesAsked() throws {
        let host = ViewHost(NotesImporter(multiple: true))
        try host.find(button: "Import").tap()
        #expect(host.files.selectionLimit == DeviceFiles.maxFiles)
        host.files.choose([(name: "b.csv", contents: Data("1,2".utf8)), (name: "photo.png", contents: tinyPNG),
                           (name: "a.txt", contents: Data("x".utf8))])
        #expect(host.contains(text: "b.csv: 1,2 | a.txt: x"), "the PNG is not text: it never reaches the app")
    }

    @Test func cancellingCallsOnlyTheCancellation() throws {
        let host = ViewHost(NotesImporter())
        try host.find(button: "Import").tap()
        #expect(host.files.cancel())
        #expect(host.contains(text: "Cancelled 1"))
        #expect(host.contains(text: "Nothing imported"))
        #expect(host.contains(text: "Dialog closed"))
        #expect(!host.files.cancel(), "no dialog is open any more")
    }

    @Test func filesThatNeverArriveAreAFailure() throws {
        let host = ViewHost(NotesImporter())
        try host.find(button: "Import").tap()
        host.files.failToArrive()
        #expect(host.contains(text: "Failed: the files did not arrive"))
    }

    @Test func theSingleFileFormHandsOverOneURL() throws {
        let host = ViewHost(SingleFileImporter())
        try host.find(button: "Open").tap()
        #expect(host.files.acceptedTypes == [.json])
        host.files.choose(named: "../../etc/settings.json", contents: Data("{}".utf8))
        #expect(host.contains(text: "settings.json"), "only the name's last component is kept")
    }

    @Test func aDialogOpenedAgainReplacesTheFirst() throws {
        let host = ViewHost(VStack { NotesImporter(); SingleFileImporter() })
        try host.find(button: "Import").tap()
        try host.find(button: "Open").tap()
        #expect(host.files.acceptedTypes == [.json])
        #expect(host.contains(text: "Cancelled 1"), "the first importer hears it was cancelled")
        host.files.choose(named: "data.json", contents: Data("[]".utf8))
        #expect(host.contains(text: "data.json"))
    }
}

// MARK: - PhotosPicker

struct AvatarPicker: View {
    @State private var item: PhotosPickerItem?
    @State private var status = "No photo"
    @State private var avatar: Image?

    var body: some View {
        VStack {
            PhotosPicker("Choose avatar", selection: $item, matching: .images)
            Text(item == nil ? "Nothing selected" : "Selected")
            Text(status)
            if let avatar {
                avatar.resizable().scaledToFit().frame(width: 80, height: 80)
            }
        }
        .onChange(of: item) { newItem in
            Task {
                guard let newItem else { return }
                if let data = try await newItem.loadTransferable(type: Data.self) {
                    status = "\(data.count) bytes, \(newItem.supportedContentTypes.map(\.identifier).joined())"
                }
                avatar = try await newItem.loadTransferable(type: Image.self)
            }
        }
    }
}

struct GalleryPicker: View {
    @State private var items: [PhotosPickerItem] = []
    @State private var showPicker = false
    var body: some View {
        VStack {
            Text("\(items.count) picked")
            Button("Add photos") { showPicker = true }
        }
        .photosPicker(isPresented: $showPicker, selection: $items, maxSelectionCount: 2,
                      matching: .any(of: [.images, .not(.videos)]))
    }
}

struct VideoPicker: View {
    @State private var item: PhotosPickerItem?
    var body: some View {
        PhotosPicker(selection: $item, matching: .videos, photoLibrary: .shared()) {
            Label(item?.itemIdentifier == nil ? "Pick a video" : "Video picked", systemImage: "video")
        }
    }
}

@MainActor
@Suite struct PhotosPickerTests {
    @Test func aPickedPhotoLoadsAsDataAndAsAnImage() async throws {
        let host = ViewHost(AvatarPicker())
        try host.find(button: "Choose avatar").tap()
        #expect(host.files.isChoosingPhotos)
        #expect(host.files.acceptedTypes == [.image])
        host.files.choose(named: "IMG_0001.PNG", contents: tinyPNG)
        #expect(await host.wait { host.contains(text: "\(tinyPNG.count) bytes, public.png") })
        #expect(await host.wait { !host.findAll(kind: .image).isEmpty }, "the picked photo is shown")
    }

    @Test func aFileThatIsNotAPhotoIsNotPicked() throws {
        let host = ViewHost(AvatarPicker())
        try host.find(button: "Choose avatar").tap()
        host.files.choose(named: "IMG_0001.PNG", contents: Data("not really a picture".utf8))
        #expect(host.contains(text: "Nothing selected"), "a photo's name is not enough: its bytes must be a picture")
        #expect(!host.files.isChoosing)
    }

    @Test func aMultipleSelectionKeepsToItsLimitAndFilter() throws {
        let host = ViewHost(GalleryPicker())
        try host.find(button: "Add photos").tap()
        #expect(host.files.selectionLimit == 2)
        #expect(host.files.acceptedTypes == [.image], "images, or anything but videos: images")
        host.files.choose([(name: "1.png", contents: tinyPNG), (name: "2.png", contents: tinyPNG), (name: "3.png", contents: tinyPNG)])
        #expect(host.contains(text: "2 picked"))
        // A new choice replaces the selection.
        try host.find(button: "Add photos").tap()
        host.files.choose(named: "4.png", contents: tinyPNG)
        #expect(host.contains(text: "1 picked"))
    }

    @Test func aPickerGivenTheLibraryNamesItsItems() throws {
        let host = ViewHost(VideoPicker())
        try host.find(button: "Pick a video").tap()
        #expect(host.files.acceptedTypes == [.movie])
        var movie = Data([0, 0, 0, 0x18]) + Data("ftypmp42".utf8)
        movie += Data(count: 16)
        host.files.choose(named: "clip.mp4", contents: movie)
        #expect(host.contains(text: "Video picked"))
    }

    @Test func filtersOfferTheKindsABrowserCanTellApart() {
        #expect(PHPickerFilter.not(.images) != PHPickerFilter.images)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .denied)
    }
}

// MARK: - UIKit pickers

final class PickerCoordinatorModel: ObservableObject {
    @Published var picked: [String] = []
}

struct LegacyPhotoPicker: UIViewControllerRepresentable {
    @ObservedObject var model: PickerCoordinatorModel
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 3
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: LegacyPhotoPicker
        init(_ parent: LegacyPhotoPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.dismiss()
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in
                    guard let image = image as? UIImage else { return }
                    DispatchQueue.main.async {
                        self.parent.model.picked.append("\(Int(image.size.width))x\(Int(image.size.height))")
                    }
                }
            }
        }
    }
}

struct LegacyPickerScreen: View {
    @StateObject private var model = PickerCoordinatorModel()
    @State private var showing = false
    var body: some View {
        VStack {
            Text("Picked: \(model.picked.joined(separator: ","))")
            Button("Pick") { showing = true }
        }
        .sheet(isPresented: $showing) { LegacyPhotoPicker(model: model) }
    }
}

@MainActor
@Suite struct UIKitPhotoPickerTests {
    @Test func aPickerInASheetOpensTheDialogAndItsDelegateHearsTheResults() async throws {
        let host = ViewHost(LegacyPickerScreen())
        try host.find(button: "Pick").tap()
        #expect(host.files.isChoosingPhotos, "shown, the picker opens the dialog at once")
        #expect(host.files.selectionLimit == 3)
        host.files.choose([(name: "a.png", contents: tinyPNG), (name: "b.png", contents: tinyPNG)])
        #expect(await host.wait { host.contains(text: "Picked: 2x3,2x3") })
        #expect(!host.contains(text: "Choose Photos"), "the delegate dismissed the sheet")
    }

    @Test func theLibraryIsAvailableAndTheCameraIsNot() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    }
}

// MARK: - Every form, inline

/// Taps the button titled `title` and returns what the dialog asks for.
@MainActor
private func dialogOpened(by title: String, in host: ViewHost) throws -> (types: [UTType], limit: Int?, photos: Bool) {
    try host.find(button: title).tap()
    defer { host.files.cancel() }
    return (host.files.acceptedTypes, host.files.selectionLimit, host.files.isChoosingPhotos)
}

@MainActor
@Suite struct PickerFormsTests {
    @Test func everyPhotosPickerInitialiserOpensThePhotoDialogItDescribes() throws {
        let one = Binding<PhotosPickerItem?>.constant(nil)
        let many = Binding<[PhotosPickerItem]>.constant([])
        let host = ViewHost(VStack {
            PhotosPicker(selection: one, matching: .images, preferredItemEncoding: .current) { Text("A") }
            PhotosPicker(selection: one, matching: .videos, preferredItemEncoding: .compatible, photoLibrary: .shared()) { Text("B") }
            PhotosPicker(selection: many, maxSelectionCount: 4, selectionBehavior: .ordered, matching: .any(of: [.images, .videos]),
                         preferredItemEncoding: .automatic) { Text("C") }
            PhotosPicker(selection: many, maxSelectionCount: nil, selectionBehavior: .continuous, matching: nil,
                         preferredItemEncoding: .automatic, photoLibrary: .shared()) { Text("D") }
            PhotosPicker("E", selection: one, matching: .screenshots)
            PhotosPicker(String("F"), selection: one, matching: .not(.images))
            PhotosPicker("G", selection: one, matching: .livePhotos, preferredItemEncoding: .automatic, photoLibrary: .shared())
            PhotosPicker(String("H"), selection: one, matching: .all(of: [.images, .screenshots]), preferredItemEncoding: .automatic,
                         photoLibrary: .shared())
            PhotosPicker("I", selection: many, maxSelectionCount: 2, selectionBehavior: .continuousAndOrdered, matching: .bursts)
            PhotosPicker(String("J"), selection: many, maxSelectionCount: 5, selectionBehavior: .default, matching: .cinematicVideos)
            PhotosPicker("K", selection: many, maxSelectionCount: 6, selectionBehavior: .default, matching: .panoramas,
                         preferredItemEncoding: .automatic, photoLibrary: .shared())
            PhotosPicker(String("L"), selection: many, maxSelectionCount: 7, selectionBehavior: .default, matching: .slomoVideos,
                         preferredItemEncoding: .automatic, photoLibrary: .shared())
        })
        let expected: [(String, [UTType], Int)] = [
            ("A", [.image], 1), ("B", [.movie], 1), ("C", [.image, .movie], 4), ("D", [.image, .movie], DeviceFiles.maxFiles),
            ("E", [.image], 1), ("F", [.movie], 1), ("G", [.image], 1), ("H", [.image], 1), ("I", [.image], 2), ("J", [.movie], 5),
            ("K", [.image], 6), ("L", [.movie], 7),
        ]
        for (title, types, limit) in expected {
            let opened = try dialogOpened(by: title, in: host)
            #expect(opened.photos, "\(title)")
            #expect(opened.types == types, "\(title)")
            #expect(opened.limit == limit, "\(title)")
        }
    }

    @Test func everyPhotosPickerModifierPresentsWhileItsBindingIsOn() throws {
        struct Screen: View {
            @State var first = false
            @State var second = false
            @State var third = false
            @State var fourth = false
            @State var one: PhotosPickerItem?
            @State var many: [PhotosPickerItem] = []
            var body: some View {
                VStack {
                    Button("1") { first = true }
                        .photosPicker(isPresented: $first, selection: $one, matching: .images, preferredItemEncoding: .automatic)
                    Button("2") { second = true }
                        .photosPicker(isPresented: $second, selection: $one, matching: .videos, preferredItemEncoding: .automatic, photoLibrary: .shared())
                    Button("3") { third = true }
                        .photosPicker(isPresented: $third, selection: $many, maxSelectionCount: 3, selectionBehavior: .ordered,
                                      matching: .images, preferredItemEncoding: .automatic)
                    Button("4") { fourth = true }
                        .photosPicker(isPresented: $fourth, selection: $many, maxSelectionCount: 9, selectionBehavior: .default, matching: nil, preferredItemEncoding: .automatic, photoLibrary: .shared())
                    Text("\(one == nil ? 0 : 1) and \(many.count)")
                }
                .photosPickerStyle(.inline)
                .photosPickerDisabledCapabilities([.search, .stagingArea])
                .photosPickerAccessoryVisibility(.hidden, edges: .top)
            }
        }
        let host = ViewHost(Screen())
        #expect(try dialogOpened(by: "1", in: host).types == [.image])
        #expect(try dialogOpened(by: "2", in: host).types == [.movie])
        #expect(try dialogOpened(by: "3", in: host).limit == 3)
        try host.find(button: "4").tap()
        #expect(host.files.selectionLimit == 9)
        host.files.choose([(name: "a.png", contents: tinyPNG), (name: "b.png", contents: tinyPNG)])
        #expect(host.contains(text: "0 and 2"))
    }

    @Test func anItemLoadsAsItsTypesAndAnItemOfAnIdentifierAloneHasNoBytes() async throws {
        let empty = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        #expect(empty.itemIdentifier == "ABC/L0/001")
        #expect(empty.supportedContentTypes.isEmpty)
        #expect(try await empty.loadTransferable(type: Data.self) == nil)
        #expect(empty == PhotosPickerItem(itemIdentifier: "ABC/L0/001"))
        #expect(Set([empty, PhotosPickerItem(itemIdentifier: "ABC/L0/001")]).count == 1)

        var picked: PhotosPickerItem?
        let host = ViewHost(PhotosPicker("Pick", selection: Binding(get: { picked }, set: { picked = $0 })))
        try host.find(button: "Pick").tap()
        host.files.choose(named: "p.png", contents: tinyPNG)
        let item = try #require(picked)
        #expect(item.itemIdentifier == nil, "no library was given")
        #expect(item.supportedContentTypes == [.png])
        let loaded = await withCheckedContinuation { continuation in
            item.loadTransferable(type: Data.self) { result in continuation.resume(returning: try? result.get()) }
        }
        #expect(loaded == tinyPNG)
        await #expect(throws: (any Error).self) { try await item.loadTransferable(type: URL.self) }
    }

    @Test func everyFileImporterFormHandsOverTheFilesChosen() throws {
        struct Screen: View {
            @State var single = false
            @State var multiple = false
            @State var cancellable = false
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Button("Single") { single = true }
                        .fileImporter(isPresented: $single, allowedContentTypes: [.pdf]) { result in
                            log.append((try? result.get().lastPathComponent) ?? "error")
                        }
                    Button("Multiple") { multiple = true }
                        .fileImporter(isPresented: $multiple, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
                            log.append("\((try? result.get().count) ?? -1) images")
                        }
                    Button("Cancellable") { cancellable = true }
                        .fileImporter(isPresented: $cancellable, allowedContentTypes: [.data], allowsMultipleSelection: false) { _ in
                            log.append("chosen")
                        } onCancellation: {
                            log.append("cancelled")
                        }
                    Text(log.joined(separator: ", "))
                }
            }
        }
        let host = ViewHost(Screen())
        try host.find(button: "Single").tap()
        #expect(host.files.acceptedTypes == [.pdf])
        host.files.choose(named: "paper.pdf", contents: Data("%PDF-1.4".utf8))
        try host.find(button: "Multiple").tap()
        host.files.choose([(name: "a.png", contents: tinyPNG), (name: "b.png", contents: tinyPNG)])
        try host.find(button: "Cancellable").tap()
        #expect(host.files.acceptedTypes == [.data])
        host.files.cancel()
        #expect(host.contains(text: "paper.pdf, 2 images, cancelled"))
    }
}
