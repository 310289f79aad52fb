import Foundation

// Menu commands: named menus of buttons (`CommandMenu`), additions to the system's menus
// (`CommandGroup`), and the system's own sets. A browser tab has no menu bar, so a scene's
// commands become buttons in its page, out of sight: their keyboard shortcuts press them,
// as iPadOS runs commands from a hardware keyboard.

/// Commands of a scene: menus, groups, or a type of your own whose body is commands.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor var body: Self.Body { get }
    /// The commands' buttons, in order.
    @MainActor func _commandItems() -> [AnyView]
}

extension Commands {
    @MainActor public func _commandItems() -> [AnyView] { body._commandItems() }
}

extension Never: Commands {}

/// Commands with no body of their own.
public protocol _PrimitiveCommands: Commands where Body == Never {}
extension _PrimitiveCommands {
    public var body: Never { fatalError("\(Self.self) is primitive commands") }
}

/// A menu of its own in the menu bar.
nonisolated public struct CommandMenu<Content: View>: _PrimitiveCommands {
    let name: String
    let content: Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.key
        self.content = content()
    }

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    @MainActor public func _commandItems() -> [AnyView] { [AnyView(content.accessibilityLabel(name))] }
}

/// Where a `CommandGroup` goes among the system's menus.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// Commands added before or after one of the system's groups, or replacing it.
nonisolated public struct CommandGroup<Content: View>: _PrimitiveCommands {
    let content: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }

    @MainActor public func _commandItems() -> [AnyView] { [AnyView(content)] }
}

/// No commands.
nonisolated public struct EmptyCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}

/// The system's command sets: the sidebar, text editing and formatting, the toolbar and
/// the inspector menus. Their commands act on the system's own views, which a page's
/// views do not answer to, so they add no buttons here.
nonisolated public struct SidebarCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}
nonisolated public struct TextEditingCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}
nonisolated public struct TextFormattingCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}
nonisolated public struct ToolbarCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}
nonisolated public struct InspectorCommands: _PrimitiveCommands {
    public init() {}
    @MainActor public func _commandItems() -> [AnyView] { [] }
}

/// Commands a builder put together.
nonisolated public struct _CommandGroupList: _PrimitiveCommands {
    let parts: [any Commands]
    @MainActor public func _commandItems() -> [AnyView] { parts.flatMap { $0._commandItems() } }
}

/// Builds a scene's commands.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ content: C) -> _CommandGroupList { _CommandGroupList(parts: [content]) }
    public static func buildBlock() -> _CommandGroupList { _CommandGroupList(parts: []) }
    public static func buildPartialBlock(first: _CommandGroupList) -> _CommandGroupList { first }
    public static func buildPartialBlock(accumulated: _CommandGroupList, next: _CommandGroupList) -> _CommandGroupList {
        _CommandGroupList(parts: accumulated.parts + next.parts)
    }
    public static func buildOptional(_ component: _CommandGroupList?) -> _CommandGroupList { component ?? _CommandGroupList(parts: []) }
    public static func buildEither(first: _CommandGroupList) -> _CommandGroupList { first }
    public static func buildEither(second: _CommandGroupList) -> _CommandGroupList { second }
    public static func buildLimitedAvailability(_ component: _CommandGroupList) -> _CommandGroupList { component }
}

/// A scene's command buttons, in the page and out of sight (the web host keeps them in a
/// box of no size), so that their shortcuts work.
struct _CommandButtons: View {
    let items: [AnyView]
    var body: some View {
        VStack { ForEach(items.indices, id: \.self) { items[$0] } }
            .modifier(_ElementPropertyModifier(.commands, .bool(true)))
    }
}
