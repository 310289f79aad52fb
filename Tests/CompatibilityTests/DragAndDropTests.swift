// Drag and drop as a Swift 5 app writes it: a board whose cards are `Transferable` (their
// JSON as an app type of their own, their title as text), moved between columns with
// `draggable`/`dropDestination`; a word game with `onDrag`/`onDrop` and item providers;
// and a destination with a `DropDelegate`.
import SwiftUI
import UniformTypeIdentifiers
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

extension UTType {
    static let boardCard = UTType(exportedAs: "com.example.board-card")
}

private struct Card: Codable, Hashable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardCard)
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Board: View {
    @State private var todo = [Card(title: "Write"), Card(title: "Test")]
    @State private var done: [Card] = []
    @State private var targeted = false
    @State private var notes: [String] = []
    var body: some View {
        HStack {
            VStack {
                Text("To do")
                ForEach(todo, id: \.self) { card in Text(card.title).draggable(card) }
            }
            VStack {
                Text(targeted ? "Done (drop here)" : "Done")
                ForEach(done, id: \.self) { card in Text("✓ " + card.title) }
            }
            .dropDestination(for: Card.self) { cards, location in
                for card in cards {
                    todo.removeAll { $0 == card }
                    done.append(card)
                }
                return true
            } isTargeted: { targeted = $0 }
            VStack {
                Text("Notes: " + notes.joined(separator: ", "))
            }
            .dropDestination(for: String.self) { texts, _ in
                notes += texts
                return true
            }
        }
    }
}

@MainActor @Suite struct DragAndDropTests {
    @Test func aCardDraggedToAnotherColumnMovesThere() throws {
        let host = ViewHost(Board())
        try host.find(text: "Write").drag(over: host.find(text: "Done"))
        // The destination hears a drag of its type come in.
        _ = try host.find(text: "Done (drop here)")
        try host.find(text: "Write").drag(onto: host.find(text: "Done (drop here)"))
        _ = try host.find(text: "✓ Write")
        _ = try host.find(text: "Done")
        #expect(throws: (any Error).self) { try host.find(text: "Write") }
        _ = try host.find(text: "Test")
    }

    @Test func aDestinationForAnotherTypeGetsTheItemThroughItsRepresentations() async throws {
        let host = ViewHost(Board())
        // A card dropped on the notes arrives as its title (its proxy representation),
        // made by the card's export as on iOS: the action runs when it is ready.
        try host.find(text: "Test").drag(onto: host.find(text: "Notes: "))
        #expect(await host.wait { (try? host.find(text: "Notes: Test")) != nil })
        // The card itself stays where it was.
        _ = try host.find(text: "Test")
    }

    @Test func textFromAnotherAppDropsOnATextDestinationButNotOnACardOne() async throws {
        let host = ViewHost(Board())
        try host.find(text: "Notes: ").drop(text: "from the browser")
        #expect(await host.wait { (try? host.find(text: "Notes: from the browser")) != nil })
        // Text is not a card: the column does not take it.
        try host.find(text: "Done").drop(text: "Write")
        _ = try host.find(text: "Write")
        #expect(throws: (any Error).self) { try host.find(text: "✓ Write") }
    }

    @Test func aViewThatCannotBeDraggedSaysSo() throws {
        let host = ViewHost(Board())
        #expect(throws: ViewHostError.self) { try host.find(text: "To do").drag(onto: host.find(text: "Done")) }
    }

    @Test func transferRepresentationsExportAndImportAsDeclared() async throws {
        let card = Card(title: "Ship")
        #expect(Card._exportedContentTypes == [.boardCard, .utf8PlainText])
        let json = try await card._exported(as: .boardCard)
        #expect(try await Card._imported(from: json, contentType: .boardCard) == card)
        #expect(String(decoding: try await card._exported(as: .plainText), as: UTF8.self) == "Ship")
        #expect(UTType.boardCard.conforms(to: .data))
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .item) && !UTType.png.conforms(to: .text))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.nothing") == nil)
    }
}

// MARK: Item providers

private final class Tiles: ObservableObject {
    @Published var slots: [String?] = [nil, nil]
    @Published var words = ["apple", "pear"]
}

private struct WordSlot: DropDelegate {
    let index: Int
    let tiles: Tiles
    @Binding var hovering: Int?

    func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) && tiles.slots[index] == nil }
    func dropEntered(info: DropInfo) { hovering = index }
    func dropExited(info: DropInfo) { hovering = nil }
    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    func performDrop(info: DropInfo) -> Bool {
        hovering = nil
        guard let provider = info.itemProviders(for: [.text]).first else { return false }
        let tiles = tiles, index = index
        _ = provider.loadObject(ofClass: String.self) { word, _ in
            DispatchQueue.main.async {
                guard let word else { return }
                tiles.slots[index] = word
                tiles.words.removeAll { $0 == word }
            }
        }
        return true
    }
}

private struct WordGame: View {
    @StateObject private var tiles = Tiles()
    @State private var hovering: Int?
    @State private var dropped: [String] = []
    @State private var bin = false
    var body: some View {
        VStack {
            HStack {
                ForEach(tiles.words, id: \.self) { word in
                    Text(word).onDrag { NSItemProvider(object: word as NSString) }
                }
            }
            ForEach(0..<2, id: \.self) { index in
                Text("slot \(index): \(tiles.slots[index] ?? "—")\(hovering == index ? " (over)" : "")")
                    .onDrop(of: [.text], delegate: WordSlot(index: index, tiles: tiles, hovering: $hovering))
            }
            Text(bin ? "Bin (open)" : "Bin: \(dropped.joined(separator: " "))")
                .onDrop(of: [UTType.plainText], isTargeted: $bin) { providers in
                    for provider in providers {
                        provider.loadItem(forTypeIdentifier: UTType.plainText.identifier, options: nil) { item, _ in
                            guard let text = item as? NSString else { return }
                            DispatchQueue.main.async { dropped.append(String(describing: text)) }
                        }
                    }
                    return true
                }
        }
    }
}

@MainActor @Suite struct ItemProviderDragTests {
    @Test func aDelegateHearsTheDragAndTakesTheWord() async throws {
        let host = ViewHost(WordGame())
        try host.find(text: "apple").drag(over: host.find(text: "slot 0: —"))
        _ = try host.find(text: "slot 0: — (over)")
        // Moving on to the other slot leaves the first.
        try host.find(text: "apple").drag(over: host.find(text: "slot 1: —"))
        _ = try host.find(text: "slot 0: —")
        try host.find(text: "apple").drag(onto: host.find(text: "slot 1: — (over)"))
        #expect(await host.wait { (try? host.find(text: "slot 1: apple")) != nil })
        #expect(throws: (any Error).self) { try host.find(text: "apple") }
        // A full slot refuses the next word (validateDrop).
        try host.find(text: "pear").drag(onto: host.find(text: "slot 1: apple"))
        // (Give a load that should not happen the time it would take.)
        _ = await host.wait(timeout: .milliseconds(300)) { false }
        _ = try host.find(text: "pear")
    }

    @Test func onDropGetsProvidersAndTurnsIsTargeted() async throws {
        let host = ViewHost(WordGame())
        try host.find(text: "pear").drag(over: host.find(text: "Bin: "))
        _ = try host.find(text: "Bin (open)")
        try host.find(text: "pear").drag(onto: host.find(text: "Bin (open)"))
        #expect(await host.wait { (try? host.find(text: "Bin: pear")) != nil })
    }

    @Test func providersLoadWhatTheyHold() async throws {
        let provider = NSItemProvider(object: "hello" as NSString)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.canLoadObject(ofClass: String.self))
        let text: String? = await withCheckedContinuation { continuation in
            _ = provider.loadObject(ofClass: String.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(text == "hello")
        // The class itself, as iOS 13 code asks for it.
        let object: String? = await withCheckedContinuation { continuation in
            _ = provider.loadObject(ofClass: NSString.self) { value, _ in continuation.resume(returning: (value as? NSString).map { String(describing: $0) }) }
        }
        #expect(object == "hello")
        let link = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        #expect(link.canLoadObject(ofClass: URL.self) && !link.canLoadObject(ofClass: UIImage.self))
        let url: URL? = await withCheckedContinuation { continuation in
            _ = link.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(url?.host == "example.com")
        let card: String = try await withCheckedThrowingContinuation { continuation in
            _ = provider.loadTransferable(type: String.self) { continuation.resume(with: $0) }
        }
        #expect(card == "hello")
        let missing: Bool = await withCheckedContinuation { continuation in
            _ = provider.loadDataRepresentation(for: .png) { data, error in continuation.resume(returning: data == nil && error != nil) }
        }
        #expect(missing)
    }
}

// MARK: iOS 13's forms, with type identifiers as strings

private struct Slot: DropDelegate {
    @Binding var log: [String]
    func performDrop(info: DropInfo) -> Bool {
        log.append("delegate at \(Int(info.location.x)),\(Int(info.location.y))")
        return info.hasItemsConforming(to: ["public.text"]) && !info.itemProviders(for: ["public.text"]).isEmpty
    }
}

private struct OldForms: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("word").onDrag { NSItemProvider(object: "word" as NSString) }
            Text("log: " + log.joined(separator: "; "))
            Text("plain").frame(width: 100, height: 40)
                .onDrop(of: ["public.plain-text"], isTargeted: nil) { providers in
                    log.append("plain \(providers.count)")
                    return true
                }
            Text("located").frame(width: 100, height: 40)
                .onDrop(of: ["public.text"], isTargeted: nil) { providers, location in
                    log.append("located at \(Int(location.x)),\(Int(location.y))")
                    return true
                }
            Text("delegated").frame(width: 100, height: 40)
                .onDrop(of: ["public.text"], delegate: Slot(log: $log))
            Text("images only").frame(width: 100, height: 40)
                .onDrop(of: ["public.image"], isTargeted: nil) { _ in
                    log.append("image")
                    return true
                }
        }
    }
}

@MainActor @Suite struct StringTypeDropTests {
    @Test func theStringFormsTakeDropsOfTheirTypesWithWhereTheyLanded() throws {
        let host = ViewHost(OldForms())
        try host.find(text: "word").drag(onto: host.find(text: "plain"))
        try host.find(text: "word").drag(onto: host.find(text: "located"), at: CGPoint(x: 10, y: 20))
        try host.find(text: "word").drag(onto: host.find(text: "delegated"), at: CGPoint(x: 30, y: 5))
        // Text is no image: that destination does not take it.
        try host.find(text: "word").drag(onto: host.find(text: "images only"))
        _ = try host.find(text: "log: plain 1; located at 10,20; delegate at 30,5")
    }
}
