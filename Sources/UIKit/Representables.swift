import Foundation
import Trellis

/// A SwiftUI view that shows a UIKit view, as on iOS: `makeCoordinator()` then
/// `makeUIView(context:)` once per identity, `updateUIView(_:context:)` after it and
/// whenever the representable's properties or the environment it reads change,
/// `dismantleUIView(_:coordinator:)` when it leaves. The UIKit view is drawn by
/// translating it into SwiftUI views (`UIKitViewContent`), in both hosts.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The view's size for a proposal (iOS 16); nil: the UIKit view's own.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// A representable's content is its UIKit view.
    public var body: some View { UIViewRepresentableHost(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// A SwiftUI view that shows a UIKit view controller, with the same life cycle as
/// `UIViewRepresentable` (the controller's view loads when it is first drawn; its
/// appearance callbacks run as the view appears and disappears).
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// A representable's content is its controller's view.
    public var body: some View { UIViewControllerRepresentableHost(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods are given: its coordinator, the transaction of the
/// update, and the environment where it is shown.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues

    /// Runs `changes` in this update's transaction (iOS 18), then `completion`.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        withTransaction(transaction, changes)
        completion?()
    }
}

@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues

    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        withTransaction(transaction, changes)
        completion?()
    }
}

/// What one shown representable keeps for its identity: the UIKit object and coordinator,
/// each made the first time it is asked for, and given up together when the view leaves.
@MainActor
final class RepresentableStorage<Hosted: AnyObject, Coordinator> {
    private var hosted: Hosted?
    private var coordinator: Coordinator?

    func coordinator(_ make: () -> Coordinator) -> Coordinator {
        if let coordinator { return coordinator }
        let made = make()
        coordinator = made
        return made
    }

    func hosted(_ make: () -> Hosted) -> Hosted {
        if let hosted { return hosted }
        let made = make()
        hosted = made
        return made
    }

    /// What was shown, forgotten (a view coming back makes new ones, as SwiftUI does);
    /// nil when nothing was made.
    func release() -> (Hosted, Coordinator)? {
        defer { (hosted, coordinator) = (nil, nil) }
        guard let hosted, let coordinator else { return nil }
        return (hosted, coordinator)
    }
}

/// Sizes a representable's content by its `sizeThatFits` when it answers, else by the
/// UIKit view's own drawing.
struct RepresentableSizing: Layout {
    let size: @MainActor (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let answered = MainActor.assumeIsolated { size(proposal) }
        return answered ?? subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
        }
    }
}

struct UIViewRepresentableHost<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @State private var storage = RepresentableStorage<Representable.UIViewType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    var body: some View {
        let coordinator = storage.coordinator(representable.makeCoordinator)
        let context = Representable.Context(coordinator: coordinator, transaction: Transaction._current, environment: environment)
        let view = storage.hosted {
            let made = representable.makeUIView(context: context)
            made.isHosted = true
            return made
        }
        representable.updateUIView(view, context: context)
        let sizing = representable
        return RepresentableSizing(size: { sizing.sizeThatFits($0, uiView: view, context: context) }) {
            UIKitViewContent(view: view)
        }
        .onDisappear {
            guard let (shown, coordinator) = storage.release() else { return }
            shown.isHosted = false
            Representable.dismantleUIView(shown, coordinator: coordinator)
        }
    }
}

struct UIViewControllerRepresentableHost<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @State private var storage = RepresentableStorage<Representable.UIViewControllerType, Representable.Coordinator>()
    @Environment(\.self) private var environment
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let coordinator = storage.coordinator(representable.makeCoordinator)
        let context = Representable.Context(coordinator: coordinator, transaction: Transaction._current, environment: environment)
        let controller = storage.hosted {
            let made = representable.makeUIViewController(context: context)
            // Its view loads now and counts as in the window from the first update on, as
            // SwiftUI embeds it right after making it (a presentation in that update works).
            made.view.isHosted = true
            return made
        }
        let dismissPresentation = dismiss
        controller.dismissHost = { dismissPresentation() }
        representable.updateUIViewController(controller, context: context)
        let sizing = representable
        return RepresentableSizing(size: { sizing.sizeThatFits($0, uiViewController: controller, context: context) }) {
            UIKitControllerContent(controller: controller)
        }
        .onDisappear {
            guard let (shown, coordinator) = storage.release() else { return }
            shown.viewIfLoaded?.isHosted = false
            Representable.dismantleUIViewController(shown, coordinator: coordinator)
        }
    }
}
