import Foundation
@_spi(TrellisHost) import Trellis

/// A view controller, as `UIViewControllerRepresentable` hosts it: it loads its view
/// (`loadView`, then `viewDidLoad`), hears it appear and disappear, and presents other
/// controllers — drawn as a sheet over the hosted view. Dismissing a hosted controller
/// that nothing presented dismisses the SwiftUI presentation it is shown in, as on iOS.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String? { didSet { loadedView?.setNeedsRedraw() } }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var preferredContentSize: CGSize = .zero
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var definesPresentationContext = false

    // The status bar and the device's orientation: a browser tab has neither, so what a
    // controller prefers here changes nothing (docs/Differences.md).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open func setNeedsStatusBarAppearanceUpdate() {}

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// Dismisses the SwiftUI presentation (sheet, cover) the hosted controller is in.
    var dismissHost: (() -> Void)?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: The view

    open var view: UIView! {
        get { loadViewIfNeeded(); return loadedView }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { loadedView = UIView() }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    /// What the controller draws: its view (a hosting controller its SwiftUI content).
    var drawing: AnyView { AnyView(UIKitViewContent(view: view)) }

    // MARK: Containment

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Nil: a phone shows presentations as sheets, not popovers.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    // MARK: Presenting

    /// Presents `viewControllerToPresent` over this one: a hosted controller shows it as a
    /// sheet; a share sheet (`UIActivityViewController`) opens the page's share sheet and an
    /// alert (`UIAlertController`) shows over the app, wherever they are presented from.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let activity = viewControllerToPresent as? UIActivityViewController {
            activity.share()
            completion?()
            return
        }
        if let alert = viewControllerToPresent as? UIAlertController {
            // An alert shows over the app wherever it is presented from.
            alert.show()
            completion?()
            return
        }
        guard isViewLoaded, view.window != nil else {
            // A controller no representable shows (the window's root, one made in code) has
            // no page to present on; keeping the presentation would refuse the next one.
            if viewControllerToPresent._presentWithoutHost() {
                completion?()
                return
            }
            ViewGraph.logger.warning("\(type(of: viewControllerToPresent)) is presented from \(type(of: self)), which no representable shows: it is not drawn (Trellis draws UIKit controllers only inside a UIViewControllerRepresentable).")
            completion?()
            return
        }
        guard presentedViewController == nil else {
            ViewGraph.logger.warning("Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) which is already presenting \(type(of: presentedViewController!)).")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        view.setNeedsRedraw()
        completion?()
    }

    /// What this controller does when it is presented from one no representable shows:
    /// true when it did what it is for some other way (the in-app browser opens a tab).
    open func _presentWithoutHost() -> Bool { false }

    /// Dismisses what this controller presented or, when it presented nothing, itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
            view.setNeedsRedraw()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: flag, completion: nil)
        } else if let host = dismissHost ?? parent?.dismissHost {
            host()
        }
        completion?()
    }

    /// The presented controller was swiped away in the page.
    func presentedWasDismissedByPage() {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
         popover, none = -1, automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// Where a popover points from (iPad). A phone presents sheets, so no controller has one.
@preconcurrency @MainActor
open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    public static let any = UIPopoverArrowDirection(rawValue: 15)
}

/// What a navigation controller tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers: it draws the top one's view (SwiftUI's `NavigationStack` draws
/// the bar and the back button; a hosted navigation controller shows no bar).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in viewControllers where controller.parent !== self { addChild(controller) }
            viewIfLoaded?.setNeedsRedraw()
        }
    }
    open weak var delegate: (any UINavigationControllerDelegate)?
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        delegate?.navigationController(self, willShow: viewController, animated: animated)
        viewControllers.append(viewController)
        delegate?.navigationController(self, didShow: viewController, animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.removeLast()
        top.removeFromParent()
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    override var drawing: AnyView { AnyView(UIKitNavigationContent(controller: self)) }
}

/// A controller whose view is SwiftUI content (`UIHostingController(rootView:)`), as iOS
/// apps put SwiftUI views into UIKit ones: it draws `rootView`.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content { didSet { (viewIfLoaded as? HostingView)?.content = AnyView(rootView) } }
    open var sizingOptions: UIHostingControllerSizingOptions = []
    open var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIHostingController<\(Content.self)> cannot be decoded: make it with init(rootView:)")
    }

    open override func loadView() {
        view = HostingView(content: AnyView(rootView))
    }

    /// The content's size for a proposal: its ideal size here (Trellis measures SwiftUI
    /// content when it lays the page out).
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

/// The view of a hosting controller: it draws the controller's SwiftUI content, and keeps
/// it when the controller is gone (apps often keep only `host.view`).
@MainActor
final class HostingView: UIView {
    var content: AnyView { didSet { setNeedsRedraw() } }
    init(content: AnyView) {
        self.content = content
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("a hosting view is made by its controller") }
    override var drawnContent: AnyView { content }
}

// MARK: - Sharing

/// A service the share sheet offers, by type.
@preconcurrency @MainActor
open class UIActivity {
    public init() {}
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }

    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// The page's own share sheet (the browser's, or a copy where it has none).
        public static let _browserShare = ActivityType("org.trellis.activity.BrowserShare")
    }
}

/// The share sheet: presented (or shown in a representable) it opens the page's share
/// sheet with the items' text and link, as `ShareLink` does; shown in a representable it
/// also draws the items with Copy and Share buttons. `completionWithItemsHandler` hears
/// which was used.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("UIActivityViewController is made with init(activityItems:applicationActivities:)") }

    /// The items' text and first link, as the page shares them.
    var sharedContent: (text: String?, url: URL?) {
        var texts: [String] = [], url: URL?
        for item in activityItems {
            switch item {
            case let link as URL: url = url ?? link
            case let string as String: texts.append(string)
            case let string as NSString: texts.append(string as String)
            case let attributed as AttributedString: texts.append(String(attributed.characters))
            default: break
            }
        }
        return (texts.isEmpty ? nil : texts.joined(separator: "\n"), url)
    }

    func share() {
        let content = sharedContent
        let shared = PlatformRequests.share(title: title, text: content.text, url: content.url)
        completionWithItemsHandler?(._browserShare, shared, nil, nil)
    }

    func copyItems() {
        let content = sharedContent
        let text = [content.text, content.url?.absoluteString].compactMap { $0 }.joined(separator: "\n")
        let copied = PlatformRequests.copy(text)
        completionWithItemsHandler?(.copyToPasteboard, copied, nil, nil)
    }

    override var drawing: AnyView { AnyView(UIKitShareContent(controller: self)) }
}

// MARK: - Picking photos

/// What an image picker tells its delegate (every method optional; without
/// `imagePickerControllerDidCancel(_:)` Cancel dismisses the picker, as in UIKit).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// The camera and photo-library picker. Shown, a library picker opens the device's photo
/// dialog (a browser's file dialog offering its media types) and tells the delegate what
/// was picked; the camera is not available (a page cannot be sure of one, and
/// `isSourceTypeAvailable(.camera)` says so). There is no crop editor: with
/// `allowsEditing` the edited image is the picked one (docs/Differences.md).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    open var sourceType: SourceType = .photoLibrary { didSet { viewIfLoaded?.setNeedsRedraw() } }
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var imageExportPreset: ImageURLExportPreset = .compatible
    private let choice = FileChoiceHandle()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The photo library and saved photos are (the visitor's own files); the camera is not.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        sourceType == .camera ? nil : [UTType.image.identifier, UTType.movie.identifier]
    }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        choose()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        choice.withdraw()
    }

    /// Opens the device's photo dialog (again), for a library source.
    func choose() {
        guard sourceType != .camera else { return }
        let types = mediaTypes.map { UTType(anyIdentifier: $0) }
        choice.open(from: .photos, types: types, limit: 1) { [weak self] outcome, files in
            guard let self else { return }
            switch outcome {
            case .chosen(let picked):
                guard let file = picked.first else { return cancel() }
                finish(picking: file, storedBy: files)
            case .cancelled, .failed:
                cancel()
            }
        }
    }

    private func finish(picking file: ChosenFile, storedBy files: DeviceFiles) {
        let isMovie = file.contentType.conforms(to: .movie)
        var info: [InfoKey: Any] = [.mediaType: isMovie ? UTType.movie.identifier : UTType.image.identifier]
        let url = try? files.store(file)
        if isMovie {
            info[.mediaURL] = url
        } else if let image = UIImage(data: file.data) {
            info[.originalImage] = image
            if allowsEditing { info[.editedImage] = image }
            info[.imageURL] = url
        }
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    func cancel() {
        choice.withdraw()
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }

    override var drawing: AnyView { AnyView(UIKitImagePickerContent(picker: self)) }

    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum ImageURLExportPreset: Int, Sendable { case compatible, current }

    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }
}

// MARK: - The dictionary

/// The system dictionary. Whether a term has a definition is answered from the same
/// English word list as `UITextChecker` (Debian's `/usr/share/dict/words`); a hosted
/// controller shows the term (definitions are not installed).
@preconcurrency @MainActor
open class UIReferenceLibraryViewController: UIViewController {
    public let term: String

    public init(term: String) {
        self.term = term
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("UIReferenceLibraryViewController is made with init(term:)") }

    open class func dictionaryHasDefinition(forTerm term: String) -> Bool {
        let word = term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty, let words = WordList.shared else { return false }
        return words.contains(word)
    }

    override var drawing: AnyView { AnyView(Text(term).font(.title).padding()) }
}

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}

/// How the status bar appears and disappears.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// A storyboard, as UIKit's: Interface Builder files compiled into the app. Xcode compiles
/// them; nothing does on Linux, so a storyboard here has no scenes: there is no initial
/// controller, and asking for one by identifier stops the app as UIKit does for an
/// identifier its storyboard lacks (docs/Differences.md). SwiftUI apps make their
/// controllers in code (`UIHostingController(rootView:)`).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }

    open func instantiateInitialViewController() -> UIViewController? { nil }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)': storyboards are not compiled on Linux")
    }
}
