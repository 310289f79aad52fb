// Swift 5 language mode, as Xcode's "Use Core Data" template writes an app: a data model
// file (Library.xcdatamodeld, code generation "Class Definition"), a persistence
// controller, `@FetchRequest` and the environment's context in views that import SwiftUI.
import CoreData
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

struct LibraryController {
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Library")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("Unresolved error \(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}

struct NovelList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Novel.title, ascending: true)], animation: .default)
    private var novels: FetchedResults<Novel>

    var body: some View {
        VStack {
            ForEach(novels) { novel in
                Text("\(novel.title ?? "?") \(novel.isRead ? "read" : "unread")")
            }
            Text("\(novels.count) novels")
            Button("Add Middlemarch") { add("Middlemarch") }
            Button("Add Emma") { add("Emma") }
            Button("Read first") { novels.first?.isRead = true }
            Button("Delete first") {
                if let first = novels.first { viewContext.delete(first) }
                try? viewContext.save()
            }
        }
    }

    private func add(_ title: String) {
        let novel = Novel(context: viewContext)
        novel.title = title
        novel.added = Date()
        try? viewContext.save()
    }
}

@MainActor
@Suite(.serialized) struct CoreDataTests {
    @Test func aFetchRequestShowsSavedObjectsSortedAndFollowsChanges() throws {
        let controller = LibraryController(inMemory: true)
        let host = ViewHost(NovelList().environment(\.managedObjectContext, controller.container.viewContext))
        #expect(host.contains(text: "0 novels"))
        try host.find(button: "Add Middlemarch").tap()
        try host.find(button: "Add Emma").tap()
        let page = host.render()
        #expect(try #require(page.range(of: "Emma unread")).lowerBound < #require(page.range(of: "Middlemarch unread")).lowerBound)
        // An object's change redraws the rows that show it (NSManagedObject is observable).
        try host.find(button: "Read first").tap()
        #expect(host.contains(text: "Emma read"))
        try host.find(button: "Delete first").tap()
        #expect(!host.contains(text: "Emma read") && host.contains(text: "1 novels"))
    }

    @Test func savedObjectsComeBackAndEachDeviceHasItsOwn() throws {
        let device = AppStorageValues()
        let writer = ViewHost(RunButton {
            let context = LibraryController().container.viewContext
            let eliot = Writer(context: context)
            eliot.name = "George Eliot"
            eliot.born = 1819
            let novel = Novel(context: context)
            novel.title = "Middlemarch"
            novel.rating = 4.5
            // Setting one side of a relationship sets the other.
            novel.writer = eliot
            try! context.save()
        }, appStorage: device)
        try writer.find(button: "Run").tap()

        var writers: [Writer] = []
        let reader = ViewHost(RunButton {
            let context = LibraryController().container.viewContext
            writers = try! context.fetch(Writer.fetchRequest())
        }, appStorage: device)
        try reader.find(button: "Run").tap()
        let eliot = try #require(writers.first)
        #expect(writers.count == 1 && eliot.name == "George Eliot" && eliot.born == 1819)
        let novels = try #require(eliot.novels as? Set<Novel>)
        #expect(novels.map(\.title) == ["Middlemarch"] && novels.first?.rating == 4.5 && novels.first?.writer === eliot)

        var elsewhere: [Writer] = []
        let stranger = ViewHost(RunButton {
            elsewhere = try! LibraryController().container.viewContext.fetch(Writer.fetchRequest())
        })
        try stranger.find(button: "Run").tap()
        #expect(elsewhere.isEmpty)
    }

    @Test func predicatesDeleteRulesAndRollback() throws {
        let context = LibraryController(inMemory: true).container.viewContext
        let austen = Writer(context: context)
        austen.name = "Jane Austen"
        for (title, rating) in [("Emma", 4.0), ("Persuasion", 4.8), ("Sanditon", 3.1)] {
            let novel = Novel(context: context)
            novel.title = title
            novel.rating = rating
            austen.addToNovels(novel)
        }
        try context.save()

        let request: NSFetchRequest<Novel> = Novel.fetchRequest()
        request.predicate = NSPredicate(format: "rating >= %f AND writer.name == %@", 4.0, "Jane Austen")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Novel.rating, ascending: false)]
        #expect(try context.fetch(request).map(\.title) == ["Persuasion", "Emma"])
        #expect(try context.count(for: Novel.fetchRequest()) == 3)

        // Rollback undoes what was not saved.
        let draft = Novel(context: context)
        draft.title = "Draft"
        austen.name = "J. Austen"
        #expect(context.hasChanges)
        context.rollback()
        #expect(austen.name == "Jane Austen" && !context.hasChanges)
        #expect(try context.count(for: Novel.fetchRequest()) == 3)

        // Nullify: a deleted novel leaves its writer's set; cascade: the writer's go with her.
        let best = try #require(try context.fetch(request).first)
        context.delete(best)
        #expect((austen.novels?.count ?? 0) == 2)
        context.delete(austen)
        try context.save()
        #expect(try context.count(for: Novel.fetchRequest()) == 0)
    }
}
