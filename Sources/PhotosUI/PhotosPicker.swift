import Foundation
import Photos
@_spi(TrellisHost) import Trellis

/// What a picker puts its answer in: one item, or a list.
enum PhotosPickerSelection {
    case one(Binding<PhotosPickerItem?>)
    case many(Binding<[PhotosPickerItem]>, maxSelectionCount: Int?)

    var limit: Int {
        switch self {
        case .one: 1
        case .many(_, let maxSelectionCount): maxSelectionCount ?? 0
        }
    }

    /// The visitor's choice becomes the selection (a new choice replaces the last, as the
    /// picker of a library it cannot preselect in does); a cancelled or failed choice
    /// leaves it as it was.
    @MainActor func take(_ outcome: FileChoiceOutcome, inLibrary: Bool) {
        guard case .chosen(let files) = outcome else { return }
        let items = files.map { PhotosPickerItem($0, inLibrary: inLibrary) }
        switch self {
        case .one(let binding): if let first = items.first { binding.wrappedValue = first }
        case .many(let binding, _): binding.wrappedValue = items
        }
    }
}

/// The presentation of the device's photo dialog behind `PhotosPicker` and `photosPicker`.
struct PhotosPickerPresentation: ViewModifier {
    let isPresented: Binding<Bool>
    let selection: PhotosPickerSelection
    let filter: PHPickerFilter?
    let inLibrary: Bool

    func body(content: Content) -> some View {
        let selection = selection, inLibrary = inLibrary
        return content.modifier(FileChoicePresentation(isPresented: isPresented, source: .photos, types: filter.contentTypes,
                                                       limit: selection.limit) { outcome, _ in
            selection.take(outcome, inLibrary: inLibrary)
        })
    }
}

/// A button that opens the device's photo dialog (in a browser, its file dialog offering
/// images and videos) and puts what the visitor picks in `selection`. Drawn as a button
/// with the label given.
nonisolated public struct PhotosPicker<Label: View>: View {
    let selection: PhotosPickerSelection
    let filter: PHPickerFilter?
    let inLibrary: Bool
    let label: Label
    @State private var isPresented = false

    @MainActor public var body: some View {
        let presented = $isPresented
        return Button { presented.wrappedValue = true } label: { label }
            .modifier(PhotosPickerPresentation(isPresented: presented, selection: selection, filter: filter, inLibrary: inLibrary))
    }

    @preconcurrency nonisolated public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                            @ViewBuilder label: @Sendable () -> Label) {
        self.selection = .one(selection)
        self.filter = filter
        inLibrary = false
        self.label = label()
    }

    @preconcurrency nonisolated public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                            photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label) {
        self.selection = .one(selection)
        self.filter = filter
        inLibrary = true
        self.label = label()
    }

    @preconcurrency nonisolated public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                            selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                            matching filter: PHPickerFilter? = nil,
                                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                            @ViewBuilder label: @Sendable () -> Label) {
        self.selection = .many(selection, maxSelectionCount: maxSelectionCount)
        self.filter = filter
        inLibrary = false
        self.label = label()
    }

    @preconcurrency nonisolated public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                            selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                            matching filter: PHPickerFilter? = nil,
                                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                            photoLibrary: PHPhotoLibrary, @ViewBuilder label: @Sendable () -> Label) {
        self.selection = .many(selection, maxSelectionCount: maxSelectionCount)
        self.filter = filter
        inLibrary = true
        self.label = label()
    }
}

extension PhotosPicker where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                               preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        let title = String(title)
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(verbatim: title) }
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(titleKey) }
    }

    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                               preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                               photoLibrary: PHPhotoLibrary) {
        let title = String(title)
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) {
            Text(verbatim: title)
        }
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                            selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                               selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                               matching filter: PHPickerFilter? = nil,
                                               preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        let title = String(title)
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(verbatim: title) }
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                            selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                            preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(titleKey) }
    }

    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                               selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                               matching filter: PHPickerFilter? = nil,
                                               preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                               photoLibrary: PHPhotoLibrary) {
        let title = String(title)
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding, photoLibrary: photoLibrary) { Text(verbatim: title) }
    }
}

/// How a photo picker shows: as a presented dialog, or inline in the app's layout. A
/// browser's dialog is always presented, so every style presents (docs/Differences.md).
public struct PhotosPickerStyle: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let presentation = PhotosPickerStyle(rawValue: 0)
    public static let inline = PhotosPickerStyle(rawValue: 1)
    public static let compact = PhotosPickerStyle(rawValue: 2)
}

/// Parts of the picker's interface an app can turn off. The browser's dialog has none of
/// them to turn off.
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

extension View {
    /// Presents the device's photo dialog while `isPresented` is true; the picked item
    /// becomes `selection`.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .one(selection), filter: filter, inLibrary: false))
    }

    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                         photoLibrary: PHPhotoLibrary) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .one(selection), filter: filter, inLibrary: true))
    }

    /// Presents the device's photo dialog for up to `maxSelectionCount` items (any number
    /// when nil); the picked items replace `selection`.
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                                         maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .many(selection, maxSelectionCount: maxSelectionCount),
                                          filter: filter, inLibrary: false))
    }

    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                                         maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                         matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                                         photoLibrary: PHPhotoLibrary) -> some View {
        modifier(PhotosPickerPresentation(isPresented: isPresented, selection: .many(selection, maxSelectionCount: maxSelectionCount),
                                          filter: filter, inLibrary: true))
    }

    /// Accepted: a browser's photo dialog is always presented (docs/Differences.md).
    nonisolated public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }

    /// Accepted: the browser's dialog has none of these parts to turn off.
    nonisolated public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View { self }

    /// Accepted: the browser's dialog has no accessories to show or hide.
    nonisolated public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}
