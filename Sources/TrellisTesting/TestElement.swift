@_spi(TrellisHost) import Trellis

/// One element of the in-memory host tree: what a screen would show. Only its tree
/// (on the main actor) changes it.
public final class TestElement: @unchecked Sendable {
    @_spi(TrellisHost) public let id: ElementID
    @_spi(TrellisHost) public let kind: ElementKind
    @_spi(TrellisHost) @exclusivity(unchecked) public internal(set) var properties: ElementProperties
    @exclusivity(unchecked) public internal(set) var children: [TestElement] = []
    /// The element this one is inside (nil for the root and detached elements).
    public internal(set) weak var parent: TestElement?

    init(id: ElementID, kind: ElementKind, properties: ElementProperties) {
        self.id = id
        self.kind = kind
        self.properties = properties
    }

    @_spi(TrellisHost) public subscript(property name: String) -> PropertyValue? { properties[PropertyName(rawValue: name)] }

    /// The element's own text (a Text's string).
    public var text: String? {
        if case .string(let value)? = properties[.text] { return value }
        return nil
    }

    /// All text shown by this element and its descendants, space-separated (a button's label).
    public var textContent: String {
        var parts: [String] = []
        collectText(into: &parts)
        return parts.joined(separator: " ")
    }

    private func collectText(into parts: inout [String]) {
        if let text { parts.append(text) }
        for child in children { child.collectText(into: &parts) }
    }

    /// Whether the element shows as disabled.
    public var isDisabled: Bool { properties[.disabled] == .bool(true) }

    /// Depth-first, this element first.
    public func forEachDescendant(_ body: (TestElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// Whether the element is hidden (a navigation screen under the top one).
    public var isHidden: Bool { properties[.hidden] == .bool(true) }

    /// Like `forEachDescendant`, skipping hidden subtrees: what a user can see and touch.
    public func forEachShownDescendant(_ body: (TestElement) -> Void) {
        guard !isHidden else { return }
        body(self)
        for child in children { child.forEachShownDescendant(body) }
    }
}

/// The in-memory element tree, built only from the graph's mutations (or, in the
/// benchmark's baseline, by hand through the same calls).
@MainActor
@_spi(TrellisHost) public final class TestElementTree: AnimatingHostRenderer {
    public let root: TestElement
    @exclusivity(unchecked) private var elements: [ElementID: TestElement] = [:]
    /// Mutations applied so far (for tests that check what a host was sent).
    @exclusivity(unchecked) public private(set) var appliedMutationCount = 0
    public var recordsMutations = false
    @_spi(TrellisHost) public private(set) var recordedMutations: [HostMutation] = []

    public init() {
        root = TestElement(id: .root, kind: ElementKind(rawValue: "Root"), properties: ElementProperties())
        elements[.root] = root
    }

    public func element(_ id: ElementID) -> TestElement? { elements[id] }

    /// Every animated mutation applied so far, with its animation, oldest first.
    @_spi(TrellisHost) public private(set) var animatedMutations: [(mutation: HostMutation, animation: Animation)] = []

    public func clearAnimatedMutations() { animatedMutations = [] }

    public func apply(_ mutations: [HostMutation], animations: [Int: Animation]) {
        for (index, animation) in animations.sorted(by: { $0.key < $1.key }) where index < mutations.count {
            animatedMutations.append((mutations[index], animation))
        }
        apply(mutations)
    }

    public var elementCount: Int { elements.count - 1 }

    /// Layout, once something asked for it (a frame, a `GeometryReader`): from then on it
    /// mirrors every mutation. Nil until then, so tests and benchmarks that never look at
    /// geometry pay nothing for it.
    @_spi(TrellisHost) public private(set) var layout: LayoutTree?
    /// Whether a view whose content depends on layout (a `GeometryReader`, a custom
    /// `Layout` such as `ViewThatFits`, a view watching whether it is on screen) was ever
    /// shown: then every update is laid out.
    public private(set) var dependsOnLayout = false
    /// Whether a view watching whether it is on screen (`onScrollVisibilityChange`) was
    /// ever shown: then each pass looks for crossings.
    public private(set) var watchesVisibility = false

    /// The layout mirror, made from the tree as it is now when there was none.
    @_spi(TrellisHost) public func startLayout() -> LayoutTree {
        if let layout { return layout }
        let made = LayoutTree()
        var replay: [HostMutation] = []
        func add(_ element: TestElement) {
            for child in element.children {
                replay.append(.create(child.id, kind: child.kind, properties: child.properties))
                replay.append(.insert(parent: element.id, child: child.id, before: nil))
                add(child)
            }
        }
        add(root)
        made.apply(replay)
        layout = made
        return made
    }

    public func apply(_ mutations: [HostMutation]) {
        defer { layout?.apply(mutations) }
        appliedMutationCount += mutations.count
        if recordsMutations { recordedMutations.append(contentsOf: mutations) }
        // By index: `for mutation in mutations` copies each mutation out (its property list
        // retained and released again).
        for index in mutations.indices {
            switch mutations[index] {
            case .create(let id, let kind, let properties):
                create(id, kind: kind, properties: properties)
            case .update(let id, let properties):
                setProperties(id, properties)
            case .insert(let parent, let child, let before):
                insert(child, into: parent, before: before)
            case .move(let parent, let child, let before):
                move(child, in: parent, before: before)
            case .remove(let parent, let child):
                remove(child, from: parent)
            case .removeAll(let parent):
                removeAllChildren(of: parent)
            case .scrollTo(let id, let anchor):
                scrollTargets.append((id, anchor))
            case .request(let request):
                hostRequests.append(request)
            }
        }
    }

    public func clearRecordedMutations() { recordedMutations = [] }

    /// What the app asked of the platform (`openURL`, `UIApplication.shared.open`,
    /// `UIPasteboard`, `endEditing`), oldest first.
    @_spi(TrellisHost) public private(set) var hostRequests: [HostRequest] = []

    /// Where `ScrollViewProxy.scrollTo` asked to scroll, oldest first.
    @_spi(TrellisHost) public private(set) var scrollTargets: [(element: ElementID, anchor: UnitPoint?)] = []

    // MARK: Direct manipulation (also used by hand-written baselines)

    public func create(_ id: ElementID, kind: ElementKind, properties: ElementProperties) {
        if kind == .geometryReader || kind == .customLayout { dependsOnLayout = true }
        if kind == .scrollVisibilityArea { (dependsOnLayout, watchesVisibility) = (true, true) }
        elements[id] = TestElement(id: id, kind: kind, properties: properties)
    }

    public func setProperties(_ id: ElementID, _ properties: ElementProperties) {
        elements[id]?.properties = properties
    }

    public func insert(_ childID: ElementID, into parentID: ElementID, before: ElementID?) {
        guard let parent = elements[parentID], let child = elements[childID] else {
            preconditionFailure("insert of unknown element \(childID) into \(parentID)")
        }
        if let before, let index = parent.children.lastIndex(where: { $0.id == before }) {
            parent.children.insert(child, at: index)
        } else {
            parent.children.append(child)
        }
        child.parent = parent
    }

    public func move(_ childID: ElementID, in parentID: ElementID, before: ElementID?) {
        guard let parent = elements[parentID], let from = parent.children.firstIndex(where: { $0.id == childID }) else {
            preconditionFailure("move of \(childID), not a child of \(parentID)")
        }
        let child = parent.children.remove(at: from)
        if let before, let index = parent.children.lastIndex(where: { $0.id == before }) {
            parent.children.insert(child, at: index)
        } else {
            parent.children.append(child)
        }
    }

    public func remove(_ childID: ElementID, from parentID: ElementID) {
        guard let parent = elements[parentID], let index = parent.children.lastIndex(where: { $0.id == childID }) else {
            preconditionFailure("remove of \(childID), not a child of \(parentID)")
        }
        let child = parent.children.remove(at: index)
        child.parent = nil
        forget(child)
    }

    /// Removes every child of `parentID` at once (a baseline's "clear").
    public func removeAllChildren(of parentID: ElementID) {
        guard let parent = elements[parentID] else { return }
        for child in parent.children { forget(child) }
        parent.children.removeAll()
    }

    private func forget(_ element: TestElement) {
        elements[element.id] = nil
        for child in element.children { forget(child) }
    }

    // MARK: Rendering

    /// A stable, indented text dump of the tree: kind, then properties.
    public func render(from element: TestElement? = nil) -> String {
        var lines: [String] = []
        let start = element ?? root
        if start === root {
            for child in root.children { render(child, depth: 0, into: &lines) }
        } else {
            render(start, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func render(_ element: TestElement, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + element.kind.rawValue
        var rest = element.properties.items.filter { !PropertyName.layoutMarkers.contains($0.name) }
        if let index = rest.firstIndex(where: { $0.name == .text }) {
            line += " \(rest[index].value)"
            rest.remove(at: index)
        }
        if !rest.isEmpty {
            line += " [" + rest.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
        }
        lines.append(line)
        for child in element.children { render(child, depth: depth + 1, into: &lines) }
    }
}
