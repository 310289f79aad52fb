import Foundation

/// A key the user pressed (iOS 17), as `onKeyPress` hands it to its action.
public struct KeyPress: Sendable {
    /// When in its press a key is: going down, repeating while held, coming up.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether the action used the key press (so the views around do not get it).
    public enum Result: Sendable {
        case handled, ignored
    }

    public let phase: KeyPress.Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    init(_ sample: KeySample) {
        phase = switch sample.phase {
        case .down: .down
        case .repeat: .repeat
        case .up: .up
        }
        key = KeyEquivalent(hostName: sample.key)
        characters = sample.characters
        modifiers = EventModifiers(rawValue: sample.modifiers)
    }
}

/// A view that hears the keys pressed while the focus is in it. The web host reports
/// the keys it lists (or every key) with their phase; the listed ones do not also scroll
/// the page or type.
nonisolated public struct _KeyPressElement<Content: View>: View {
    let content: Content
    /// The keys listened for, by host name; nil for every key.
    let keys: Set<String>?
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    @_spi(TrellisHost) public static var _kind: ElementKind { .keyPressArea }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.keys, .keyFilter(phases: phases.rawValue, keys: keys.map { $0.sorted() }))])
    }

    private func wants(_ sample: KeySample) -> Bool {
        let phase: KeyPress.Phases = switch sample.phase {
        case .down: .down
        case .repeat: .repeat
        case .up: .up
        }
        guard phases.contains(phase) else { return false }
        if let keys, !keys.contains(sample.key) { return false }
        if let characters, sample.characters.isEmpty || !sample.characters.unicodeScalars.allSatisfy(characters.contains) { return false }
        return true
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .keyPress(let sample) = event else { return false }
        return environment.isEnabled && wants(sample)
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .keyPress(let sample) = event, wants(sample) else { return false }
        return action(KeyPress(sample)) == .handled
    }
}

extension ElementKind {
    /// A view listening for keys (`keys`: "phases:names", `*` for every key).
    public static let keyPressArea = ElementKind(rawValue: "KeyPressArea")
}

extension View {
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> _KeyPressElement<Self> {
        _KeyPressElement(content: self, keys: [key._hostName], characters: nil, phases: [.down, .repeat], action: { _ in action() })
    }

    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                                       action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> _KeyPressElement<Self> {
        _KeyPressElement(content: self, keys: [key._hostName], characters: nil, phases: phases, action: action)
    }

    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> _KeyPressElement<Self> {
        _KeyPressElement(content: self, keys: Set(keys.map(\._hostName)), characters: nil, phases: phases, action: action)
    }

    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> _KeyPressElement<Self> {
        _KeyPressElement(content: self, keys: nil, characters: characters, phases: phases, action: action)
    }

    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                                       action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> _KeyPressElement<Self> {
        _KeyPressElement(content: self, keys: nil, characters: nil, phases: phases, action: action)
    }
}

@_spi(TrellisHost) extension _KeyPressElement: _PrimitiveView {}
