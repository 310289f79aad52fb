import Foundation
import Trellis

// UIKit's appearance proxies (`UITabBar.appearance().unselectedItemTintColor = .white`),
// which SwiftUI apps set in an `init` to style the bars and lists SwiftUI draws with UIKit.
// Trellis draws those with its own host: the values are kept, and not applied yet
// (docs/Differences.md). `appearance()` itself is `UIView`'s.

/// The look of a bar, as UIKit's bar appearances describe it.
@preconcurrency @MainActor
open class UIBarAppearance {
    public var backgroundColor: UIColor?
    public var shadowColor: UIColor?
    public var backgroundImage: UIImage?
    /// The device kind the appearance is for (the device's own when made with `init()`).
    public let idiom: UIUserInterfaceIdiom
    public required init(idiom: UIUserInterfaceIdiom) { self.idiom = idiom }
    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }
    /// A copy of another appearance's values.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        (backgroundColor, shadowColor, backgroundImage) = (barAppearance.backgroundColor, barAppearance.shadowColor, barAppearance.backgroundImage)
    }
    public func configureWithDefaultBackground() { backgroundColor = nil }
    public func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
    public func configureWithTransparentBackground() { backgroundColor = .clear; shadowColor = .clear }
}

@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a tab bar's items look in the bar's layouts (kept, as the bars' own values are).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public var selectionIndicatorTintColor: UIColor?
    public var selectionIndicatorImage: UIImage?
}

/// A tab item's look in each of its states.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
    public var disabled = UITabBarItemStateAppearance()
    public var focused = UITabBarItemStateAppearance()
    public init() {}
    public func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        (normal, selected, disabled, focused) = (UITabBarItemStateAppearance(), UITabBarItemStateAppearance(),
                                                 UITabBarItemStateAppearance(), UITabBarItemStateAppearance())
    }

    public enum Style: Int, Sendable { case stacked, inline, compactInline }
}

/// A tab item's look in one state: its icon's and title's colours, its badge.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    public init() {}
}

@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

@preconcurrency @MainActor
open class UINavigationBar: UIView {
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    open var shadowImage: UIImage?
    /// The back button's chevron, and the mask it slides in with.
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
}

/// An item of a bar (a bar button, a tab), as the appearance proxies apps style them
/// through reach it: `UIBarButtonItem.appearance().setTitleTextAttributes(…, for: .normal)`.
/// The values are kept, and not applied yet, as the bars' own.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public required override init() { super.init() }

    /// The object every item of this class takes its look from: one per class.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(for: Self.self) { Self() }
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }
}

/// A bar button's appearance, as `UIBarButtonItem.appearance()` styles the bar buttons
/// SwiftUI's toolbars make.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    open var style: Style = .plain
    open var tintColor: UIColor?
    open var width: CGFloat = 0

    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }
}

/// A tab's item, as `UITabBarItem.appearance()` styles the tabs of a `TabView`.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }
}

@preconcurrency @MainActor
open class UITabBar: UIView {
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
}

/// A table's appearance proxy. Hosted in a representable it draws its background only:
/// its rows come from a data source, which Trellis does not call (SwiftUI's `List` is the
/// way to show rows here).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = .zero
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = 0
    /// Views above and below the rows. iOS 14's `List`, drawn by a table, showed them (an
    /// app set a zero-height header to remove a list's top padding, or an empty footer to
    /// hide the separators after the last row); from iOS 16 a list is no table and ignores
    /// them, as Trellis's lists do.
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var allowsSelection = true
    public nonisolated static let automaticDimension: CGFloat = -1
}

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    open var selectionStyle: SelectionStyle = .default
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// A table's section header or footer: its appearance proxy (`tintColor`,
/// `backgroundColor`) is kept. SwiftUI's `List` draws its own section headers, which do
/// not read it, as iOS 16's lists (no longer tables) do not.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    open var backgroundView: UIView?
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public override convenience init(frame: CGRect) { self.init(reuseIdentifier: nil) }
    public required init?(coder: NSCoder) { reuseIdentifier = nil; super.init(coder: coder) }
}

public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

extension NSAttributedString.Key {
    /// UIKit's text attribute names, as bar appearances take them.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}

/// A horizontal and vertical offset (a tab title's position adjustment).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { (horizontal, vertical) = (0, 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public static let zero = UIOffset()
}
