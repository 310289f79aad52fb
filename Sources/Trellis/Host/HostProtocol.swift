/// Identifies one host element for as long as the view identity that made it lives.
@_spi(TrellisHost) public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// The host's own root element, which the graph mounts into.
    public static let root = ElementID(0)
    public var description: String { "e\(rawValue)" }
    public static func < (a: ElementID, b: ElementID) -> Bool { a.rawValue < b.rawValue }
}

/// What kind of host element to create: a stack, a text, a button…
@_spi(TrellisHost) public struct ElementKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Kinds are ASCII names: most pairs differ in length, which settles the comparison
    /// without String's Unicode-aware path (layout compares kinds in every switch).
    public static func == (a: ElementKind, b: ElementKind) -> Bool {
        a.rawValue.utf8.count == b.rawValue.utf8.count && a.rawValue == b.rawValue
    }

    public static let text = ElementKind(rawValue: "Text")
    public static let button = ElementKind(rawValue: "Button")
    public static let textField = ElementKind(rawValue: "TextField")
    public static let secureField = ElementKind(rawValue: "SecureField")
    public static let toggle = ElementKind(rawValue: "Toggle")
    public static let vStack = ElementKind(rawValue: "VStack")
    public static let hStack = ElementKind(rawValue: "HStack")
    public static let zStack = ElementKind(rawValue: "ZStack")
    public static let spacer = ElementKind(rawValue: "Spacer")
    public static let divider = ElementKind(rawValue: "Divider")
    public static let image = ElementKind(rawValue: "Image")
    public static let color = ElementKind(rawValue: "Color")
    /// A player's picture (`VideoPlayer`): fills what it is offered, as a colour does.
    public static let video = ElementKind(rawValue: "Video")
    /// A web page shown in the view (`WKWebView`, `WebView`): fills what it is offered.
    public static let webView = ElementKind(rawValue: "WebView")
    public static let shape = ElementKind(rawValue: "Shape")
    public static let link = ElementKind(rawValue: "Link")
    public static let scrollView = ElementKind(rawValue: "ScrollView")
    public static let list = ElementKind(rawValue: "List")
    public static let lazyStack = ElementKind(rawValue: "LazyStack")
    public static let section = ElementKind(rawValue: "Section")
    public static let sheet = ElementKind(rawValue: "Sheet")
    public static let navigationStack = ElementKind(rawValue: "NavigationStack")
    public static let navigationScreen = ElementKind(rawValue: "NavigationScreen")
    public static let fullScreenCover = ElementKind(rawValue: "FullScreenCover")
    public static let alert = ElementKind(rawValue: "Alert")
    public static let confirmationDialog = ElementKind(rawValue: "ConfirmationDialog")
    public static let colorPicker = ElementKind(rawValue: "ColorPicker")
}

/// The changes a host applies to its element tree, in order.
@_spi(TrellisHost) public enum HostMutation: Equatable {
    /// A new, detached element.
    case create(ElementID, kind: ElementKind, properties: ElementProperties)
    /// The element's full property list replaces the previous one.
    case update(ElementID, properties: ElementProperties)
    /// `child`, just created, goes into `parent` before `before` (nil: at the end).
    case insert(parent: ElementID, child: ElementID, before: ElementID?)
    /// `child`, already in `parent`, moves before `before` (nil: to the end), keeping its subtree.
    case move(parent: ElementID, child: ElementID, before: ElementID?)
    /// `child` and its whole subtree leave `parent` and are destroyed.
    case remove(parent: ElementID, child: ElementID)
    /// Every child of `parent` leaves and is destroyed (a list cleared at once).
    case removeAll(parent: ElementID)
    /// Scroll the element's scrolling ancestors so the element shows, placed at `anchor`
    /// (nil: as little scrolling as needed). Changes no element.
    case scrollTo(ElementID, anchor: UnitPoint?)
    /// Something the app asks of the platform, not of its views (open a URL, copy text).
    /// Changes no element.
    case request(HostRequest)
}

/// What an app asks of the platform around its views: `openURL`, `UIApplication.open`,
/// `UIPasteboard`. The browser opens a new tab and writes the clipboard; the test host
/// records each request.
@_spi(TrellisHost) public enum HostRequest: Equatable, Sendable {
    case openURL(URL)
    case copyToPasteboard(String)
    /// The focused text input loses focus (UIKit's keyboard-dismiss idiom).
    case dismissKeyboard
    /// The share sheet for items (`ShareLink`): text, a URL, or both, with a title.
    case share(title: String?, text: String?, url: URL?)
    /// A local notification that is due (UserNotifications): the browser shows it when the
    /// visitor allowed the page to.
    case notification(title: String, subtitle: String?, body: String)
    /// Asks the visitor whether the page may show notifications
    /// (`UNUserNotificationCenter.requestAuthorization`).
    case notificationPermission
    /// The app asks the device's location service (Core Location): the browser's
    /// Geolocation API answers with a `LocationFix` or a refusal (`DeviceLocation`).
    case location(LocationRequest)
    /// The visitor is asked to choose files or photos (`fileImporter`, `PhotosPicker`): the
    /// host answers through `DeviceFiles`.
    case chooseFiles(FileChoiceRequest)
    /// A sound to play, pause or stop, or words to say (`AVAudioPlayer`, `AVPlayer`,
    /// `AVSpeechSynthesizer`): the host answers through `DeviceMedia`.
    case media(MediaRequest)
}

/// Something that shows a view tree: the headless test host, the web host, a terminal.
/// The graph evaluates views; a host only applies mutations and reports events.
@MainActor
@_spi(TrellisHost) public protocol HostRenderer: AnyObject {
    func apply(_ mutations: [HostMutation])
}

/// A host that animates: it gets, with each batch, the animation each mutation carries
/// (by index in the batch). Batches without animated mutations still come through
/// `apply(_:)`.
@MainActor
@_spi(TrellisHost) public protocol AnimatingHostRenderer: HostRenderer {
    func apply(_ mutations: [HostMutation], animations: [Int: Animation])
}

/// A user interaction reported by a host, addressed to an element.
/// Where a drag is, in the dragged view's own points: its start and the pointer now.
@_spi(TrellisHost) public struct DragSample: Sendable, Equatable {
    public var startX, startY, x, y: Double
    public var ended: Bool
    public init(startX: Double, startY: Double, x: Double, y: Double, ended: Bool) {
        (self.startX, self.startY, self.x, self.y, self.ended) = (startX, startY, x, y, ended)
    }
}

/// Two fingers on a view (or a trackpad's pinch): how far apart they are now against
/// when they landed, and how far they turned, in degrees, clockwise.
@_spi(TrellisHost) public struct PinchSample: Sendable, Equatable {
    public var scale: Double
    public var degrees: Double
    public var ended: Bool
    public init(scale: Double, degrees: Double, ended: Bool) {
        (self.scale, self.degrees, self.ended) = (scale, degrees, ended)
    }
}

/// A key pressed, repeating or released while the focus is in a view that listens for
/// keys: the key as the browser names it (lower-cased: `a`, `arrowup`, `enter`), the text
/// it types, the modifiers held (`EventModifiers`' raw value) and the phase.
@_spi(TrellisHost) public struct KeySample: Sendable, Equatable {
    public enum Phase: String, Sendable { case down, `repeat`, up }
    public var key: String
    public var characters: String
    public var modifiers: Int
    public var phase: Phase
    public init(key: String, characters: String, modifiers: Int, phase: Phase) {
        (self.key, self.characters, self.modifiers, self.phase) = (key, characters, modifiers, phase)
    }
}

/// A drag over a drop destination: entering, moving over, leaving or dropped on it, at a
/// point in its points. A drag that began in the same page carries nothing here (its items
/// are the ones its source made at `dragStart`); one from outside brings its link and text.
@_spi(TrellisHost) public struct DropSample: Sendable, Equatable {
    public enum Phase: String, Sendable { case entered, moved, exited, dropped }
    public var phase: Phase
    public var x, y: Double
    public var fromOutside: Bool
    public var text: String?
    public var url: String?
    public init(phase: Phase, x: Double, y: Double, fromOutside: Bool = false, text: String? = nil, url: String? = nil) {
        (self.phase, self.x, self.y, self.fromOutside, self.text, self.url) = (phase, x, y, fromOutside, text, url)
    }
}

@_spi(TrellisHost) public struct HostEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case tap
        /// A tap at a point of the element, in its points (for gestures that want it).
        case tapAt(Double, Double)
        /// A press held as long as the view's long-press gesture asks.
        case longPress
        /// A press on a view with a long-press gesture began (true), or ended before it
        /// was long enough (false).
        case pressing(Bool)
        case setText(String)
        case setOn(Bool)
        /// A slider moved (its new value), or a date picked (seconds since 1970).
        case setValue(Double)
        /// A control gained (true) or lost (false) the keyboard focus.
        case focus(Bool)
        /// Return pressed in a text field.
        case submit
        /// A drag went on (or ended) over a view with a drag gesture.
        case drag(DragSample)
        /// The pointer is over a view that watches hovering, at a point in its points
        /// (nil when it left).
        case hover(x: Double, y: Double)
        case hoverEnded
        /// A pinch or a turn went on (or ended) over a view with a magnify or rotate gesture.
        case pinch(PinchSample)
        /// A key, in a view with `onKeyPress` around the focus.
        case keyPress(KeySample)
        /// A drag began on a view that can be dragged: it makes its items now.
        case dragStart
        /// A drag went over (or was dropped on) a view that takes drops.
        case drop(DropSample)
    }
    public var element: ElementID
    public var kind: Kind
    public init(element: ElementID, kind: Kind) {
        self.element = element
        self.kind = kind
    }
}
