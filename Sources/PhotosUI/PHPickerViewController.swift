import Foundation
import Photos
import UIKit
@_spi(TrellisHost) import Trellis

/// What a photo picker offers and how many it lets the visitor pick.
public struct PHPickerConfiguration: Equatable, Sendable {
    /// Which representation of an asset arrives. The visitor's file arrives as it is on
    /// their device, whichever is asked.
    public enum AssetRepresentationMode: Int, Hashable, Sendable { case automatic, current, compatible }
    /// How the selection is ordered and delivered: once, when the visitor confirms, here.
    public enum Selection: Int, Hashable, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

    /// Media offered; nil: images and videos.
    public var filter: PHPickerFilter?
    /// The most items the visitor may pick; 0 for as many as the system allows.
    public var selectionLimit = 1
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    /// Kept: a browser's dialog cannot start with assets chosen.
    public var preselectedAssetIdentifiers: [String] = []
    public var mode = PHPickerMode.default
    public var edgesWithoutContentMargins: NSDirectionalRectEdge = []
    public var disabledCapabilities: PHPickerCapabilities = []
    let inLibrary: Bool

    public init() { inLibrary = false }

    /// A configuration whose results carry asset identifiers.
    public init(photoLibrary: PHPhotoLibrary) { inLibrary = true }

    /// Changes to a shown picker (`PHPickerViewController.updatePicker(using:)`).
    public struct Update: Equatable, Sendable {
        public var selectionLimit: Int?
        public var edgesWithoutContentMargins: NSDirectionalRectEdge?
        public init() {}
    }
}

/// How a picker lays its assets out: every mode is the browser's dialog here.
public struct PHPickerMode: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let `default` = PHPickerMode(rawValue: 0)
    public static let compact = PHPickerMode(rawValue: 1)
}

/// One picked asset: its bytes, behind an item provider.
public struct PHPickerResult: Equatable, Hashable {
    public let itemProvider: NSItemProvider
    public let assetIdentifier: String?

    init(_ file: ChosenFile, inLibrary: Bool) {
        let provider = NSItemProvider()
        let data = file.data
        provider.registerDataRepresentation(forTypeIdentifier: file.contentType.identifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
        provider.suggestedName = (file.name as NSString).deletingPathExtension
        itemProvider = provider
        assetIdentifier = inLibrary ? UUID().uuidString : nil
    }

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
}

/// What a photo picker tells its owner: the picked results, or none when the visitor
/// cancelled. The owner dismisses the picker.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// UIKit's photo picker. Shown (presented, or in a `UIViewControllerRepresentable`), it
/// opens the device's photo dialog at once; a button opens it again if the browser held it
/// back. What the visitor picks, or an empty list for a cancel, reaches the delegate.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    public private(set) var configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?
    /// The choice this picker has open, if any.
    private let choice = FileChoiceHandle()

    public convenience init(configuration: PHPickerConfiguration) {
        self.init(nibName: nil, bundle: nil)
        self.configuration = configuration
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        configuration = PHPickerConfiguration()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        configuration = PHPickerConfiguration()
        super.init(coder: coder)
    }

    open override func loadView() {
        view = PhotoPickerView(picker: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        choose()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        choice.withdraw()
    }

    /// Opens the device's photo dialog (again).
    func choose() {
        let inLibrary = configuration.inLibrary
        choice.open(from: .photos, types: configuration.filter.contentTypes, limit: configuration.selectionLimit) { [weak self] outcome, _ in
            guard let self else { return }
            let results: [PHPickerResult] = if case .chosen(let files) = outcome {
                files.map { PHPickerResult($0, inLibrary: inLibrary) }
            } else {
                []
            }
            delegate?.picker(self, didFinishPicking: results)
        }
    }

    /// The visitor closed the picker without picking.
    func cancel() {
        choice.withdraw()
        delegate?.picker(self, didFinishPicking: [])
    }

    /// Kept: the browser's dialog has no assets chosen to take back.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    /// Kept: the browser's dialog orders the files itself.
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}

    /// Changes the limit for the next dialog.
    open func updatePicker(using configuration: PHPickerConfiguration.Update) {
        if let limit = configuration.selectionLimit { self.configuration.selectionLimit = limit }
        if let edges = configuration.edgesWithoutContentMargins { self.configuration.edgesWithoutContentMargins = edges }
    }
}

/// What a photo picker draws while the dialog is open: its title, a button that opens
/// the dialog again, and Cancel.
final class PhotoPickerView: UIView, @unchecked Sendable {
    weak var picker: PHPickerViewController?

    init(picker: PHPickerViewController) {
        self.picker = picker
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var _drawnSwiftUIContent: AnyView? {
        let picker = picker
        return AnyView(VStack(spacing: 16) {
            Text("Photos").font(.headline)
            Button("Choose Photos") { picker?.choose() }
                .buttonStyle(.borderedProminent)
            Button("Cancel", role: .cancel) { picker?.cancel() }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
