import Dispatch
import Foundation
import Observation

/// What a fetched results controller tells its delegate (every method optional).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
}

/// A section of a controller's results (grouped by `sectionNameKeyPath`).
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

/// A fetch request's results kept current for a view model: after `performFetch()`, any
/// change to the context's objects fetches again (on the main queue's next turn) and tells
/// the delegate.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<ResultType>
    public let managedObjectContext: NSManagedObjectContext
    public let sectionNameKeyPath: String?
    public let cacheName: String?
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    open private(set) var fetchedObjects: [ResultType]?
    private var watching = false

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        super.init()
    }

    open func performFetch() throws {
        fetchedObjects = try managedObjectContext.fetch(fetchRequest)
        if !watching {
            watching = true
            watch()
        }
    }

    /// Waits for the next change to the context's objects, then fetches again.
    private func watch() {
        let store = managedObjectContext.store
        withObservationTracking({ store.accessContents() }, onChange: { [weak self] in
            DispatchQueue.main.async { self?.contentChanged() }
        })
    }

    private func contentChanged() {
        delegate?.controllerWillChangeContent(erased())
        fetchedObjects = (try? managedObjectContext.fetch(fetchRequest)) ?? fetchedObjects
        delegate?.controllerDidChangeContent(erased())
        watch()
    }

    /// The controller as the delegate's methods take it (their results untyped): a copy
    /// holding the same request, context and objects.
    private func erased() -> NSFetchedResultsController<any NSFetchRequestResult> {
        if let same = self as? NSFetchedResultsController<any NSFetchRequestResult> { return same }
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: fetchRequest.entityName ?? "")
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        let copy = NSFetchedResultsController<any NSFetchRequestResult>(fetchRequest: request, managedObjectContext: managedObjectContext,
                                                                       sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName)
        copy.fetchedObjects = fetchedObjects?.compactMap { $0 as? any NSFetchRequestResult }
        return copy
    }

    open var sections: [any NSFetchedResultsSectionInfo]? {
        guard let objects = fetchedObjects else { return nil }
        guard let keyPath = sectionNameKeyPath else { return [Section(name: "", objects: objects)] }
        var sections: [Section] = []
        for object in objects {
            let name = (object as? NSManagedObject).flatMap { Self.read(keyPath, of: $0) }.map { "\($0)" } ?? ""
            if let last = sections.indices.last, sections[last].name == name {
                sections[last].members.append(object)
            } else {
                sections.append(Section(name: name, objects: [object]))
            }
        }
        return sections
    }

    open func object(at indexPath: IndexPath) -> ResultType {
        // (Section and row by position: `section`/`item` are UIKit's names for them.)
        guard let section = sections?[indexPath[0]] as? Section else { fatalError("CoreData: no section \(indexPath[0])") }
        return section.members[indexPath[1]]
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        for (sectionIndex, info) in (sections ?? []).enumerated() {
            guard let section = info as? Section else { continue }
            if let row = section.members.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
                return IndexPath(indexes: [sectionIndex, row])
            }
        }
        return nil
    }

    private static func read(_ keyPath: String, of object: NSManagedObject) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".") {
            current = (current as? NSManagedObject)?.value(forKey: String(key))
        }
        return current
    }

    private struct Section: NSFetchedResultsSectionInfo {
        let name: String
        var members: [ResultType]
        init(name: String, objects: [ResultType]) {
            self.name = name
            members = objects
        }
        var indexTitle: String? { name.first.map { String($0).uppercased() } }
        var numberOfObjects: Int { members.count }
        var objects: [Any]? { members }
    }
}
