import Foundation
import Trellis

/// The models of the view's context that match a filter, in order, kept current: the view
/// updates when any model of the context is inserted, deleted or changed.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var context
    @State private var cache = QueryCache<Element>()
    private let descriptor: FetchDescriptor<Element>
    /// The animation or transaction the query's changes should use. Not applied here: the
    /// view updates with the animation of the change that caused it (`withAnimation`).
    private let transaction: Transaction?

    /// The matching models.
    public var wrappedValue: Result {
        cache.results(of: descriptor, in: context) as! Result
    }

    /// The context the query reads.
    public var modelContext: ModelContext { context }

    /// The error the last fetch threw (a predicate that failed to evaluate), if any.
    public var fetchError: (any Error)? { cache.error }

    init(descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
        self.transaction = transaction
    }
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), animation: animation)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: transaction)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), animation: animation)
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: transaction)
    }
}

/// Foundation's `SortDescriptor` takes a sendable key path; SwiftData's `Query` takes any.
/// A key path to a stored property holds nothing but its path, so this one is as safe to
/// share as the literal `\Item.name` it was written as.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

/// A query's last results, fetched again when its store changed since.
final class QueryCache<Element: PersistentModel>: @unchecked Sendable {
    private var store: _ModelStore?
    private var generation = -1
    private var results: [Element] = []
    var error: (any Error)?

    func results(of descriptor: FetchDescriptor<Element>, in context: ModelContext) -> [Element] {
        // A read of the store's contents, so the view updates when they change.
        context.store.accessContents()
        if store === context.store && generation == context.store.generation { return results }
        store = context.store
        generation = context.store.generation
        do {
            results = try context.store.fetch(descriptor)
            error = nil
        } catch {
            self.error = error
            results = []
        }
        return results
    }
}
