import Foundation
import Trellis

extension EnvironmentValues {
    /// The context views insert, delete and fetch with (set it with
    /// `.environment(\.managedObjectContext, container.viewContext)`). Without one, a
    /// context with no store, as on iOS: using it stops the app and says why.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

/// The objects of the environment's context that a request finds, kept current: the view
/// updates when any object of the context is inserted, deleted or changed.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    @State private var state = FetchState<Result>()
    private let request: NSFetchRequest<Result>
    /// The animation the results' changes should use. Not applied here: the view updates
    /// with the animation of the change that caused it (`withAnimation`).
    private let transaction: Transaction?

    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(results: state.results(of: request, in: context), state: state)
    }

    /// The request's predicate and sort descriptors, which a view may change.
    public var projectedValue: Binding<Configuration> {
        let state = state
        let request = request
        return Binding(get: { state.configuration(of: request) },
                       set: { state.configure($0) })
    }

    /// What a view may change of a request.
    public struct Configuration {
        public var nsSortDescriptors: [NSSortDescriptor]
        public var nsPredicate: NSPredicate?
    }

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        transaction = animation.map { Transaction(animation: $0) }
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        request = fetchRequest
        self.transaction = transaction
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

extension FetchRequest where Result: NSManagedObject {
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors.map { descriptor in
            NSSortDescriptor(keyPath: \NSManagedObject.self, ascending: true) { first, second in
                guard let first = first as? Result, let second = second as? Result else { return .orderedSame }
                return descriptor.compare(first, second)
            }
        }
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

/// A request's current configuration and last results, fetched again when the context
/// changed since.
final class FetchState<Result: NSFetchRequestResult>: @unchecked Sendable {
    /// The request as the view declared it (known from the first fetch).
    private var declared: NSFetchRequest<Result>?
    private var store: ManagedStore?
    private var generation = -1
    private var cached: [Result] = []
    private var override: FetchRequest<Result>.Configuration?

    func configuration(of request: NSFetchRequest<Result>) -> FetchRequest<Result>.Configuration {
        override ?? .init(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate)
    }

    /// The configuration in force: the view's change, else the declared request's.
    var current: FetchRequest<Result>.Configuration {
        override ?? .init(nsSortDescriptors: declared?.sortDescriptors ?? [], nsPredicate: declared?.predicate)
    }

    func configure(_ configuration: FetchRequest<Result>.Configuration) {
        override = configuration
        generation = -1
        store?.touch()
    }

    func results(of request: NSFetchRequest<Result>, in context: NSManagedObjectContext) -> [Result] {
        declared = request
        let store = context.store
        store.accessContents()
        if self.store === store && generation == store.generation { return cached }
        self.store = store
        generation = store.generation
        let effective = NSFetchRequest<Result>(entityName: request.entityName ?? "")
        effective.entity = request.entity
        effective.fetchLimit = request.fetchLimit
        effective.fetchOffset = request.fetchOffset
        effective.includesPendingChanges = request.includesPendingChanges
        let configuration = configuration(of: request)
        effective.sortDescriptors = configuration.nsSortDescriptors
        effective.predicate = configuration.nsPredicate
        cached = (try? context.fetch(effective)) ?? []
        return cached
    }
}

/// The objects a `@FetchRequest` found, in order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let results: [Result]
    let state: FetchState<Result>

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

    /// The request's predicate; setting it fetches again.
    public var nsPredicate: NSPredicate? {
        get { state.current.nsPredicate }
        nonmutating set {
            var configuration = state.current
            configuration.nsPredicate = newValue
            state.configure(configuration)
        }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { state.current.nsSortDescriptors }
        nonmutating set {
            var configuration = state.current
            configuration.nsSortDescriptors = newValue
            state.configure(configuration)
        }
    }
}
