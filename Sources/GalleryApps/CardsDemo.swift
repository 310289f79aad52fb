import Foundation
import Trellis

// The "Cards" demo: a grid of gradient cards with shapes, shadows and overlays; drag a
// card sideways to dismiss it (it follows the pointer through @GestureState), tap its
// emoji to open it large (matchedGeometryEffect), like it to roll the count
// (contentTransition) and fill the ring (an animated trim).

struct CardModel: Identifiable, Hashable {
    let id: Int
    let emoji: String
    let title: String
    let colors: [Color]
}

/// A grid of cards to drag away.
public struct CardsDemo: View {
    @State private var cards: [CardModel] = CardsDemo.deck
    @State private var liked: Set<Int> = []
    @State private var opened: Int?
    @Namespace private var cardSpace

    static let deck = [
        CardModel(id: 1, emoji: "🌅", title: "Sunrise", colors: [.orange, .pink]),
        CardModel(id: 2, emoji: "🌊", title: "Ocean", colors: [.blue, .teal]),
        CardModel(id: 3, emoji: "🌲", title: "Forest", colors: [.green, .mint]),
        CardModel(id: 4, emoji: "🌌", title: "Night", colors: [.indigo, .purple]),
    ]

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            if let open = cards.first(where: { $0.id == opened }) {
                CardHero(card: open)
                    .matchedGeometryEffect(id: open.id, in: cardSpace)
                    .onTapGesture { withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) { opened = nil } }
                    .accessibilityIdentifier("hero")
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
                ForEach(cards) { card in
                    if card.id == opened {
                        RoundedRectangle(cornerRadius: 16).fill(Color.secondary.opacity(0.12)).frame(minHeight: 140)
                    } else {
                        CardTile(card: card, isLiked: liked.contains(card.id),
                                 like: { withAnimation(.snappy) { liked.formSymmetricDifference([card.id]) } },
                                 open: { withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) { opened = card.id } },
                                 dismiss: { withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { cards.removeAll { $0.id == card.id } } })
                            .matchedGeometryEffect(id: card.id, in: cardSpace)
                    }
                }
            }
            HStack(spacing: 12) {
                // The ring fills as cards are liked: its trim animates, path by path.
                ZStack {
                    Circle().stroke(Color.secondary.opacity(0.2), lineWidth: 5)
                    Circle().trim(from: 0, to: CGFloat(liked.count) / CGFloat(CardsDemo.deck.count))
                        .stroke(Color.pink, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                        .accessibilityIdentifier("like-ring")
                }
                .frame(width: 36, height: 36)
                Text("\(cards.count) cards · \(liked.count) liked")
                    .foregroundColor(.secondary)
                    .contentTransition(.numericText(value: Double(liked.count)))
                    .accessibilityIdentifier("card-count")
            }
            // The browser measures the reader and reports its width back.
            GeometryReader { proxy in
                Text("The grid is \(Int(proxy.size.width)) points wide")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                    .accessibilityIdentifier("grid-width")
            }
            .frame(height: 20)
            Button("Deal again") { withAnimation { cards = CardsDemo.deck } }
                .buttonStyle(.bordered)
                .disabled(cards.count == CardsDemo.deck.count)
        }
    }
}

/// An opened card: the tile's gradient, large, with its title under the emoji.
struct CardHero: View {
    let card: CardModel

    var body: some View {
        VStack(spacing: 12) {
            Text(card.emoji).font(.system(size: 64))
            Text(card.title).font(.title).bold().foregroundColor(.white)
            Text("Tap to close").font(.footnote).foregroundColor(.white.opacity(0.8))
        }
        .frame(maxWidth: .infinity, minHeight: 260)
        .background(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .shadow(color: .black.opacity(0.2), radius: 12, x: 0, y: 6)
    }
}

struct CardTile: View {
    let card: CardModel
    let isLiked: Bool
    let like: () -> Void
    let open: () -> Void
    let dismiss: () -> Void
    @GestureState private var drag = CGSize.zero

    var body: some View {
        VStack(spacing: 8) {
            Text(card.emoji).font(.largeTitle).onTapGesture { open() }
            Text(card.title).font(.headline).foregroundColor(.white)
        }
        .frame(maxWidth: .infinity, minHeight: 140)
        .background(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        .clipShape(RoundedRectangle(cornerRadius: 16))
        .overlay(alignment: .topTrailing) {
            Image(systemName: isLiked ? "heart.fill" : "heart")
                .foregroundColor(.white)
                .padding(10)
                .onTapGesture { like() }
        }
        .shadow(color: .black.opacity(0.18), radius: 8, x: 0, y: 4)
        .rotationEffect(.degrees(Double(drag.width) / 12))
        .offset(x: drag.width, y: 0)
        .opacity(1 - min(abs(Double(drag.width)) / 300, 0.6))
        .gesture(
            DragGesture(minimumDistance: 8)
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { value in if abs(value.translation.width) > 100 { dismiss() } }
        )
        .accessibilityIdentifier("card-\(card.title)")
    }
}
