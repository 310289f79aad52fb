import Foundation
import Trellis

// The "Board" demo (drag and drop): cards moved between three columns with `draggable` and
// `dropDestination`, and text dropped from another app or tab on the inbox becoming a new
// card (`onDrop` with item providers).

/// A card: its JSON as a type of the app's own, and its title as plain text for
/// destinations that take text (another app, the notes field of a mail).
public struct BoardCard: Codable, Hashable, Identifiable, Transferable {
    public var id = UUID()
    public var title: String

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardCard)
        ProxyRepresentation(exporting: \.title)
    }
}

extension UTType {
    static let boardCard = UTType(exportedAs: "dev.trellis.gallery.board-card")
}

/// Three columns of cards; a column lights up while a card is held over it.
public struct BoardDemo: View {
    @State private var columns: [String: [BoardCard]] = [
        "To do": [BoardCard(title: "Write the spec"), BoardCard(title: "Draw the icons")],
        "Doing": [BoardCard(title: "Build the board")],
        "Done": [],
    ]
    @State private var targeted: String?
    @State private var inboxTargeted = false
    private let names = ["To do", "Doing", "Done"]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Drag a card to another column. Drop text from anywhere on the inbox to add a card.")
                .foregroundColor(.secondary)
            Text(inboxTargeted ? "Let go to add the text" : "Inbox")
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(RoundedRectangle(cornerRadius: 12).strokeBorder(inboxTargeted ? Color.accentColor : Color.secondary,
                                                                             style: StrokeStyle(lineWidth: 2, dash: [6, 4])))
                .onDrop(of: [.plainText], isTargeted: $inboxTargeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { text, _ in
                            guard let text, !text.isEmpty else { return }
                            DispatchQueue.main.async { columns["To do", default: []].append(BoardCard(title: text)) }
                        }
                    }
                    return true
                }
            HStack(alignment: .top, spacing: 12) {
                ForEach(names, id: \.self) { name in column(name) }
            }
        }
        .padding()
    }

    private func column(_ name: String) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(name) (\(columns[name, default: []].count))").font(.headline)
            ForEach(columns[name, default: []]) { card in
                Text(card.title)
                    .padding(8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground)))
                    .draggable(card)
            }
            Spacer(minLength: 40)
        }
        .padding(8)
        .frame(maxWidth: .infinity, minHeight: 240, alignment: .top)
        .background(RoundedRectangle(cornerRadius: 12).fill(targeted == name ? Color.accentColor.opacity(0.2) : Color(.systemGroupedBackground)))
        .dropDestination(for: BoardCard.self) { cards, _ in
            move(cards, to: name)
            return true
        } isTargeted: { isOver in
            if isOver { targeted = name } else if targeted == name { targeted = nil }
        }
    }

    private func move(_ cards: [BoardCard], to name: String) {
        withAnimation {
            for card in cards {
                for key in names { columns[key]?.removeAll { $0.id == card.id } }
                columns[name, default: []].append(card)
            }
        }
    }
}
