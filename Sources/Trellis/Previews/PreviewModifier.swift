import Foundation

/// Setup shared by previews (iOS 18): a context made once (sample data, a configured
/// model) and a body that wraps each preview naming the modifier in its traits
/// (`#Preview(traits: .modifier(SampleData())) { … }`).
@preconcurrency @MainActor
public protocol PreviewModifier {
    associatedtype Body: View
    associatedtype Context = Void
    typealias Content = PreviewModifierContent

    /// Made once for all previews that use this modifier type, before the first shows.
    static func makeSharedContext() async throws -> Context

    /// The preview's content, wrapped (an environment object, a container, a frame…).
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` wraps.
public struct PreviewModifierContent: View {
    let content: AnyView
    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview in `modifier`'s body, with its shared context.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        nonisolated(unsafe) let modifier = modifier
        return PreviewTrait(name: "modifier", wrap: { content in AnyView(_PreviewModifierHost(modifier: modifier, content: content)) })
    }
}

/// A preview under a `PreviewModifier`: a blank view until the shared context is made,
/// then the modifier's body around the preview (or the error that stopped it).
struct _PreviewModifierHost<M: PreviewModifier>: View {
    let modifier: M
    let content: AnyView
    @State private var context: M.Context?
    @State private var failure: String?

    var body: some View {
        // Once any preview made it, the shared context is at hand from the first body.
        if let context = context ?? SharedPreviewContexts.made[ObjectIdentifier(M.self)] as? M.Context {
            modifier.body(content: PreviewModifierContent(content: content), context: context)
        } else if let failure {
            Text("\(M.self).makeSharedContext() failed: \(failure)")
        } else {
            Color.clear.task {
                do { context = try await SharedPreviewContexts.context(for: M.self) } catch { failure = "\(error)" }
            }
        }
    }
}

/// Each modifier type's shared context, made once per process as Xcode makes it once
/// per preview session.
@MainActor
enum SharedPreviewContexts {
    static var made: [ObjectIdentifier: Any] = [:]

    static func context<M: PreviewModifier>(for type: M.Type) async throws -> M.Context {
        if let context = made[ObjectIdentifier(type)] as? M.Context { return context }
        let context = try await M.makeSharedContext()
        made[ObjectIdentifier(type)] = context
        return context
    }
}

/// A preview's view under its traits: each trait that wraps (`.modifier`) wraps it in
/// order, the first innermost, as Xcode stacks them. Called by the `#Preview` macro's
/// expansion.
@MainActor
public func _applyPreviewTraits(_ traits: [PreviewTrait<Preview.ViewTraits>], to view: any View) -> AnyView {
    var wrapped = AnyView(view)
    for trait in traits { if let wrap = trait.wrap { wrapped = wrap(wrapped) } }
    return wrapped
}
