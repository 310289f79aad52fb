import Foundation
import Trellis

/// UIKit's appearance proxies (`UITabBar.appearance().unselectedItemTintColor = .white`),
/// which SwiftUI apps set in an `init` to style the bars and lists SwiftUI draws with UIKit.
/// Trellis draws those with its own host: the values are kept, and not applied yet
/// (docs/Differences.md).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    init()
}

extension UIAppearance {
    /// The object every new instance takes its look from: one per class.
    public static func appearance() -> Self {
        let key = ObjectIdentifier(Self.self)
        if let proxy = AppearanceProxies.all[key] as? Self { return proxy }
        let proxy = Self()
        AppearanceProxies.all[key] = proxy
        return proxy
    }
}

@MainActor
enum AppearanceProxies {
    static var all: [ObjectIdentifier: AnyObject] = [:]
}

/// The look of a bar, as UIKit's bar appearances describe it.
@preconcurrency @MainActor
open class UIBarAppearance {
    public var backgroundColor: UIColor?
    public var shadowColor: UIColor?
    public var backgroundImage: UIImage?
    public init() {}
    public func configureWithDefaultBackground() { backgroundColor = nil }
    public func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
    public func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}

@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}

@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

@preconcurrency @MainActor
open class UINavigationBar: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var isTranslucent = true
    public var prefersLargeTitles = false
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var standardAppearance = UINavigationBarAppearance()
    public var compactAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    public var shadowImage: UIImage?
}

@preconcurrency @MainActor
open class UITabBar: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    public var isTranslucent = true
    public var standardAppearance = UITabBarAppearance()
    public var scrollEdgeAppearance: UITabBarAppearance?
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
}

@preconcurrency @MainActor
open class UITableView: UIAppearance {
    public required init() {}
    public var backgroundColor: UIColor?
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var showsVerticalScrollIndicator = true
    public var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
}

@preconcurrency @MainActor
open class UITableViewCell: UIAppearance {
    public required init() {}
    public var backgroundColor: UIColor?
    public var selectionStyle: SelectionStyle = .default
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

@preconcurrency @MainActor
open class UIScrollView: UIAppearance {
    public required init() {}
    public var backgroundColor: UIColor?
    public var bounces = true
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

@preconcurrency @MainActor
open class UISearchBar: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var backgroundColor: UIColor?
}

@preconcurrency @MainActor
open class UIRefreshControl: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
}

@preconcurrency @MainActor
open class UISegmentedControl: UIAppearance {
    public required init() {}
    public var selectedSegmentTintColor: UIColor?
    public var backgroundColor: UIColor?
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

@preconcurrency @MainActor
open class UIPageControl: UIAppearance {
    public required init() {}
    public var currentPageIndicatorTintColor: UIColor?
    public var pageIndicatorTintColor: UIColor?
}

@preconcurrency @MainActor
open class UITextField: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
}

@preconcurrency @MainActor
open class UIView: UIAppearance {
    public required init() {}
    public var tintColor: UIColor?
    public var backgroundColor: UIColor?
    /// The appearance forced on views (`UIView.appearance().overrideUserInterfaceStyle =
    /// .light`): kept, and drawn light, as a page is unless `preferredColorScheme` says
    /// otherwise; `.dark` here does not darken the page (docs/Differences.md).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
}

public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

public enum UIControl {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }
}

extension NSAttributedString.Key {
    /// UIKit's text attribute names, as bar appearances take them.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}
