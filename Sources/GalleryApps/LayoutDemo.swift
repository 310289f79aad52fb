import Foundation
import Trellis

// The "Layout" demo: SwiftUI's layout system where CSS has no word for it. A custom
// `Layout` flows tags into rows, a preference makes buttons equally wide, a
// `ViewThatFits` toolbar drops its labels as the window narrows, and an anchor preference
// draws an underline under the selected tab. The server's layout engine places them in
// the browser, as the test host lays them out.

/// Views left to right, wrapping to a new row when the next one does not fit.
public struct FlowLayout: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    /// Each row's subviews (by index) with the size each wants.
    private func rows(in width: CGFloat, _ subviews: Subviews) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((index, size))
            x += size.width + spacing
        }
        return rows
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(in: proposal.replacingUnspecifiedDimensions().width, subviews)
        var width: CGFloat = 0
        var height: CGFloat = 0
        for (number, row) in rows.enumerated() {
            let widths: [CGFloat] = row.map(\.size.width)
            let rowWidth: CGFloat = widths.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0))
            width = max(width, rowWidth)
            height += (row.map(\.size.height).max() ?? 0) + (number > 0 ? spacing : 0)
        }
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in rows(in: bounds.width, subviews) {
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }
}

/// The widest of the views that report their width.
struct WidestWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The selected tab's bounds.
struct SelectedTabKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Tags, equal-width buttons, a toolbar that fits, and tabs with an underline.
public struct LayoutDemo: View {
    @State private var tags = ["SwiftUI", "Layout", "Linux", "Server-side Swift", "Preferences", "Anchors", "ViewThatFits",
                               "Alignment guides", "Priorities"]
    @State private var buttonWidth: CGFloat?
    @State private var tab = "Today"
    @State private var added = 0
    @State private var cellWidth: CGFloat = 0

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Tags").font(.headline)
            FlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.blue.opacity(0.15)))
                        .accessibilityIdentifier("tag-\(tag)")
                }
            }
            .accessibilityIdentifier("tags")
            Button("Add a tag") {
                added += 1
                tags.append("New tag \(added)")
            }

            Text("Equal widths").font(.headline)
            VStack(spacing: 8) {
                ForEach(["OK", "Cancel", "Keep editing"], id: \.self) { title in
                    Button(title) {}
                        .padding(.vertical, 6)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidestWidthKey.self, value: proxy.size.width)
                        })
                        .frame(width: buttonWidth)
                        .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
                        .accessibilityIdentifier("button-\(title)")
                }
            }
            .onPreferenceChange(WidestWidthKey.self) { widest in buttonWidth = widest > 0 ? widest + 24 : nil }

            Text("A toolbar that fits").font(.headline)
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    ForEach(Self.tools, id: \.0) { tool in Label(tool.0, systemImage: tool.1) }
                }
                .accessibilityIdentifier("toolbar-labels")
                HStack(spacing: 16) {
                    ForEach(Self.tools, id: \.0) { tool in Image(systemName: tool.1) }
                }
                .accessibilityIdentifier("toolbar-icons")
            }

            Text("A board sized when it appears").font(.headline)
            // As games size their cells: `onAppear` reads the reader's real size, as on iOS.
            GeometryReader { proxy in
                Text("cells \(Int(cellWidth)) wide")
                    .onAppear { cellWidth = (proxy.size.width / 3).rounded(.down) }
                    .accessibilityIdentifier("board-cells")
            }
            .frame(height: 24)

            Text("Tabs").font(.headline)
            HStack(spacing: 24) {
                ForEach(["Today", "This week", "Later"], id: \.self) { name in
                    Text(name)
                        .foregroundColor(tab == name ? .primary : .secondary)
                        .anchorPreference(key: SelectedTabKey.self, value: .bounds) { tab == name ? $0 : nil }
                        .onTapGesture { tab = name }
                        .accessibilityIdentifier("tab-\(name)")
                }
            }
            .padding(.bottom, 6)
            .overlayPreferenceValue(SelectedTabKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let bounds = proxy[anchor]
                        Rectangle().fill(Color.accentColor)
                            .frame(width: bounds.width, height: 2)
                            .offset(x: bounds.minX, y: bounds.maxY + 4)
                            .accessibilityIdentifier("underline")
                    }
                }
            }
        }
        .padding()
    }

    static let tools = [("Share", "square.and.arrow.up"), ("Copy", "doc.on.doc"), ("Archive", "archivebox"), ("Delete", "trash")]
}

/// Layouts the browser test lays out in Chromium and in the test host, to check that the
/// two hosts agree on every frame: views of fixed size (exact) and texts (within the
/// difference of the fonts), in containers CSS lays out and in ones the engine places.
/// Each page is a window's root view.
public enum LayoutCatalogue {
    /// The pages' names: each is served at `/layout-catalogue/<name>`.
    public static let names = ["containers", "clock", "centred", "grids", "lists", "tabs"]

    /// The page named `name`.
    @MainActor public static func page(_ name: String) -> AnyView? {
        switch name {
        case "containers": AnyView(LayoutCatalogueContainers())
        case "clock": AnyView(LayoutCatalogueClock())
        case "centred": AnyView(LayoutCatalogueCentred())
        case "grids": AnyView(LayoutCatalogueGrids())
        case "lists": AnyView(LayoutCatalogueLists())
        case "tabs": AnyView(LayoutCatalogueTabs())
        default: nil
        }
    }
}

/// Stacks, frames and padding (CSS), custom layouts, `ViewThatFits`, alignment guides and
/// priorities (the engine), and texts in a custom layout.
struct LayoutCatalogueContainers: View {
    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // Stacks, spacers, padding and frames: CSS.
            HStack(spacing: 10) {
                Rectangle().fill(Color.red).frame(width: 40, height: 30).accessibilityIdentifier("stack-a")
                Spacer()
                Rectangle().fill(Color.green).frame(width: 60, height: 20).accessibilityIdentifier("stack-b")
            }
            .frame(width: 300)
            .accessibilityIdentifier("stack")
            ZStack(alignment: .bottomTrailing) {
                Rectangle().fill(Color.gray).frame(width: 120, height: 50).accessibilityIdentifier("zstack-back")
                Rectangle().fill(Color.orange).frame(width: 30, height: 20).accessibilityIdentifier("zstack-front")
            }
            .padding(8)
            .accessibilityIdentifier("zstack")
            // A custom layout: the engine.
            FlowLayout(spacing: 6) {
                ForEach(Self.widths.indices, id: \.self) { index in
                    Rectangle().fill(Color.blue).frame(width: Self.widths[index], height: 24).accessibilityIdentifier("flow-\(index)")
                }
            }
            .accessibilityIdentifier("flow")
            .frame(width: 240)
            // ViewThatFits: the first candidate is too wide for the frame.
            ViewThatFits {
                Rectangle().fill(Color.purple).frame(width: 500, height: 20).accessibilityIdentifier("fits-wide")
                Rectangle().fill(Color.pink).frame(width: 200, height: 20).accessibilityIdentifier("fits-narrow")
            }
            .accessibilityIdentifier("fits")
            .frame(width: 300, alignment: .leading)
            // Alignment guides: the engine places the stack.
            VStack(alignment: .leading, spacing: 4) {
                Rectangle().fill(Color.teal).frame(width: 100, height: 16).accessibilityIdentifier("guide-a")
                Rectangle().fill(Color.teal).frame(width: 60, height: 16)
                    .alignmentGuide(.leading) { _ in -30 }
                    .accessibilityIdentifier("guide-b")
                Rectangle().fill(Color.teal).frame(width: 80, height: 16)
                    .alignmentGuide(.leading) { d in d.width / 2 }
                    .accessibilityIdentifier("guide-c")
            }
            .accessibilityIdentifier("guides")
            // Layout priorities: the engine places the stack.
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 40, maxWidth: 200).accessibilityIdentifier("priority-low")
                Color.blue.frame(minWidth: 40, maxWidth: 200).layoutPriority(1).accessibilityIdentifier("priority-high")
            }
            .frame(width: 300, height: 20)
            .accessibilityIdentifier("priorities")
            // Text in a custom layout: the browser's own text metrics.
            FlowLayout(spacing: 8) {
                ForEach(["Alpha", "Beta", "Gamma delta", "Epsilon", "Zeta eta theta"], id: \.self) { word in
                    Text(word).accessibilityIdentifier("word-\(word)")
                }
            }
            .accessibilityIdentifier("words")
            .frame(width: 220)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    static let widths: [CGFloat] = [50, 80, 30, 90, 40, 70, 60]
}

/// An analogue clock's face: a greedy gradient takes the whole window, ticks and hands are
/// moved with `offset` and turned with `rotationEffect`, neither of which changes layout.
struct LayoutCatalogueClock: View {
    var body: some View {
        ZStack {
            RadialGradient(colors: [.white, .gray], center: .center, startRadius: 10, endRadius: 300)
                .accessibilityIdentifier("face")
            ForEach(0..<12, id: \.self) { hour in
                // Named where it is drawn (inside the offset), turned ones apart.
                Rectangle().fill(Color.black).frame(width: 4, height: 12)
                    .accessibilityIdentifier(hour == 0 ? "tick" : "tick-\(hour)-turned")
                    .offset(y: -110)
                    .rotationEffect(.degrees(Double(hour) * 30))
            }
            Capsule().fill(Color.black).frame(width: 6, height: 80)
                .accessibilityIdentifier("hand")
                .offset(y: -40)
            Circle().fill(Color.red).frame(width: 12, height: 12).accessibilityIdentifier("pin")
        }
        .accessibilityIdentifier("clock")
    }
}

/// A navigation stack's bar with a large title, and under it a list: loose rows in a card,
/// a section with a header and a footer, rows of fixed size, a greedy row, a row with its
/// own insets, a stack named after its frame.
struct LayoutCatalogueLists: View {
    var body: some View {
        NavigationStack {
            List {
                Rectangle().fill(Color.red).frame(width: 60, height: 30).accessibilityIdentifier("loose-a")
                Text("A loose row").accessibilityIdentifier("word-loose")
                // Named after its frame: the name is the frame's (the stack is smaller).
                VStack { Rectangle().fill(Color.gray).frame(width: 30, height: 20) }
                    .frame(width: 200, height: 60)
                    .accessibilityIdentifier("framed-stack")
                Section {
                    Rectangle().fill(Color.green).frame(width: 120, height: 10).accessibilityIdentifier("short-row")
                    Color.blue.frame(height: 40).accessibilityIdentifier("greedy-row")
                    Rectangle().fill(Color.orange).frame(width: 40, height: 40).accessibilityIdentifier("inset-row")
                        .listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
                } header: {
                    Text("Shapes")
                } footer: {
                    Text("Rows keep their own frames")
                }
                Section {
                    Rectangle().fill(Color.purple).frame(width: 80, height: 24).accessibilityIdentifier("last-row")
                }
            }
            .navigationTitle("Lists")
        }
    }
}

/// A tab view: its bar at the bottom, a tab holding a navigation stack with an inline bar
/// and a shape centred under it.
struct LayoutCatalogueTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                Rectangle().fill(Color.teal).frame(width: 100, height: 80).accessibilityIdentifier("tab-square")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            Color.blue.accessibilityIdentifier("tab-fill")
                .tabItem { Label("Fill", systemImage: "square") }
        }
    }
}

/// A root that is not greedy is centred in the window.
struct LayoutCatalogueCentred: View {
    var body: some View {
        VStack(spacing: 10) {
            Circle().fill(Color.orange).frame(width: 80, height: 80).accessibilityIdentifier("sun")
            Rectangle().fill(Color.brown).frame(width: 160, height: 8).accessibilityIdentifier("ground")
        }
        .padding(20)
        .accessibilityIdentifier("scene")
    }
}

/// Grids: a `Grid` (CSS grid), a `LazyVGrid` of flexible and fixed columns (CSS grid), and
/// the same rows in an `AnyLayout(GridLayout())` (the engine).
struct LayoutCatalogueGrids: View {
    var body: some View {
        VStack(spacing: 24) {
            Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 6) {
                GridRow(alignment: .top) {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20).accessibilityIdentifier("grid-a")
                    Rectangle().fill(Color.green).frame(width: 80, height: 40).accessibilityIdentifier("grid-b")
                }
                GridRow {
                    Rectangle().fill(Color.blue).frame(width: 60, height: 10).accessibilityIdentifier("grid-c")
                    Rectangle().fill(Color.orange).frame(width: 20, height: 10).gridColumnAlignment(.trailing)
                        .accessibilityIdentifier("grid-d")
                }
                GridRow {
                    Rectangle().fill(Color.purple).frame(width: 100, height: 10).gridCellColumns(2).accessibilityIdentifier("grid-wide")
                }
            }
            .accessibilityIdentifier("grid")
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(50))], spacing: 12) {
                ForEach(0..<5, id: \.self) { index in
                    Rectangle().fill(Color.teal).frame(height: 30).accessibilityIdentifier("lazy-\(index)")
                }
            }
            .accessibilityIdentifier("lazy")
            AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 6)) {
                GridRow {
                    Rectangle().fill(Color.red).frame(width: 40, height: 20).accessibilityIdentifier("layout-a")
                    Rectangle().fill(Color.green).frame(width: 80, height: 30).accessibilityIdentifier("layout-b")
                }
                GridRow {
                    Rectangle().fill(Color.blue).frame(width: 60, height: 10).accessibilityIdentifier("layout-c")
                    Rectangle().fill(Color.orange).frame(width: 20, height: 10).accessibilityIdentifier("layout-d")
                }
            }
            .accessibilityIdentifier("layout")
        }
    }
}
