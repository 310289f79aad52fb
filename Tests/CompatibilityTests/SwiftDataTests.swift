// Swift 5 language mode, `import SwiftUI` and `import SwiftData` as an iOS 17 app writes
// them: `@Model` classes with relationships and a unique attribute, `@Query` in views,
// the environment's context, a container per app.
import SwiftData
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

@Model
class Shelf {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.shelf) var books: [Book] = []
    init(name: String) { self.name = name }
}

@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    var rating = 0
    var shelf: Shelf?
    var tags: [String] = []
    @Transient var openedCount = 0

    init(isbn: String, title: String) {
        self.isbn = isbn
        self.title = title
    }
}

struct LibraryView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Book.title) private var books: [Book]

    var body: some View {
        VStack {
            ForEach(books) { book in
                Text("\(book.title) ★\(book.rating)")
            }
            Text("\(books.count) books")
            Button("Add Emma") { context.insert(Book(isbn: "2", title: "Emma")) }
            Button("Add Dune") { context.insert(Book(isbn: "1", title: "Dune")) }
            Button("Rate first") { books.first?.rating += 1 }
            Button("Delete first") {
                if let first = books.first { context.delete(first) }
            }
        }
    }
}

/// A view whose button runs `action` as that host's event: code run for that device.
struct RunButton: View {
    let action: () -> Void
    var body: some View { Button("Run", action: action) }
}

@MainActor
@Suite(.serialized) struct SwiftDataTests {
    @Test func aQueryShowsInsertedModelsSortedAndFollowsChangesAndDeletes() throws {
        let host = ViewHost(LibraryView().modelContainer(for: Book.self, inMemory: true))
        #expect(host.contains(text: "0 books"))
        try host.find(button: "Add Emma").tap()
        try host.find(button: "Add Dune").tap()
        #expect(host.findAll(text: "Dune ★0").count == 1 && host.contains(text: "Emma ★0"))
        let order = host.render()
        #expect(try #require(order.range(of: "Dune")).lowerBound < #require(order.range(of: "Emma")).lowerBound)
        // A model's change redraws the rows that show it.
        try host.find(button: "Rate first").tap()
        #expect(host.contains(text: "Dune ★1"))
        try host.find(button: "Delete first").tap()
        #expect(!host.contains(text: "Dune ★1") && host.contains(text: "Emma ★0") && host.contains(text: "1 books"))
    }

    @Test func eachDeviceHasItsOwnModels() throws {
        let first = ViewHost(LibraryView().modelContainer(for: Book.self, inMemory: true))
        let second = ViewHost(LibraryView().modelContainer(for: Book.self, inMemory: true))
        try first.find(button: "Add Dune").tap()
        second.flush()
        #expect(first.contains(text: "1 books"))
        #expect(second.contains(text: "0 books"))
    }

    @Test func savedModelsAndTheirRelationshipsComeBackInANewContainer() throws {
        let device = AppStorageValues()
        var saved = false
        let writer = ViewHost(RunButton {
            let container = try! ModelContainer(for: Shelf.self)
            let context = container.mainContext
            let shelf = Shelf(name: "Classics")
            context.insert(shelf)
            let emma = Book(isbn: "2", title: "Emma")
            emma.tags = ["novel", "1815"]
            emma.openedCount = 3
            // Setting one side of the relationship sets the other.
            emma.shelf = shelf
            shelf.books.append(Book(isbn: "3", title: "Persuasion"))
            try! context.save()
            saved = true
        }, appStorage: device)
        try writer.find(button: "Run").tap()
        #expect(saved)

        var shelves: [Shelf] = []
        let reader = ViewHost(RunButton {
            // The app launched again: a new container reads what the device kept.
            let container = try! ModelContainer(for: Shelf.self)
            shelves = try! container.mainContext.fetch(FetchDescriptor<Shelf>())
        }, appStorage: device)
        try reader.find(button: "Run").tap()
        let shelf = try #require(shelves.first)
        #expect(shelves.count == 1 && shelf.name == "Classics")
        #expect(shelf.books.map(\.title).sorted() == ["Emma", "Persuasion"])
        let emma = try #require(shelf.books.first { $0.title == "Emma" })
        #expect(emma.tags == ["novel", "1815"] && emma.shelf === shelf)
        // Not kept: a transient property starts from its default.
        #expect(emma.openedCount == 0)

        // Another device saw none of it.
        var elsewhere: [Shelf] = [Shelf(name: "placeholder")]
        let stranger = ViewHost(RunButton {
            elsewhere = try! ModelContainer(for: Shelf.self).mainContext.fetch(FetchDescriptor<Shelf>())
        })
        try stranger.find(button: "Run").tap()
        #expect(elsewhere.isEmpty)
    }

    @Test func aSavedModelThatCannotBeMadeAgainIsLeftOutNotAStoppedServer() throws {
        let device = AppStorageValues()
        let writer = ViewHost(RunButton {
            let context = try! ModelContainer(for: Book.self).mainContext
            context.insert(Book(isbn: "7", title: "Kept"))
            context.insert(Book(isbn: "8", title: "Damaged"))
            try! context.save()
        }, appStorage: device)
        try writer.find(button: "Run").tap()
        // As a store saved before `title` existed would be: one record lacks it.
        let key = "\u{1}SwiftData/default.store"
        guard case .string(let text)? = device[key],
              var store = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              var records = store["records"] as? [[String: Any]] else {
            Issue.record("no saved store")
            return
        }
        for index in records.indices {
            guard var values = records[index]["values"] as? [String: Any],
                  "\(values["title"] ?? "")".contains("Damaged") else { continue }
            values["title"] = nil
            records[index]["values"] = values
        }
        store["records"] = records
        device.set(.string(String(decoding: try JSONSerialization.data(withJSONObject: store), as: UTF8.self)), forKey: key)

        var titles: [String] = []
        let reader = ViewHost(RunButton {
            titles = try! ModelContainer(for: Book.self).mainContext.fetch(FetchDescriptor<Book>()).map(\.title)
        }, appStorage: device)
        try reader.find(button: "Run").tap()
        #expect(titles == ["Kept"])
    }

    @Test func deleteRulesUniqueAttributesAndRollback() throws {
        let container = try ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let shelf = Shelf(name: "Poetry")
        let ode = Book(isbn: "10", title: "Odes")
        shelf.books = [ode]
        context.insert(shelf)
        // Inserting the shelf inserted the book it holds, and the book points back.
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 1 && ode.shelf === shelf)

        // `.unique`: a second book with the same ISBN updates the first.
        context.insert(Book(isbn: "10", title: "Odes, revised"))
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["Odes, revised"])

        // Filters and limits, with the string search `#Predicate` allows.
        context.insert(Book(isbn: "11", title: "Sonnets"))
        context.insert(Book(isbn: "12", title: "Selected Sonnets"))
        var search = FetchDescriptor<Book>(predicate: #Predicate { $0.title.localizedStandardContains("sonnet") },
                                           sortBy: [SortDescriptor(\.title, order: .reverse)])
        #expect(try context.fetch(search).map(\.title) == ["Sonnets", "Selected Sonnets"])
        search.fetchLimit = 1
        #expect(try context.fetch(search).map(\.title) == ["Sonnets"])
        try context.save()

        // Rollback undoes what was not saved.
        ode.title = "Draft"
        context.insert(Book(isbn: "13", title: "Unsaved"))
        #expect(context.hasChanges)
        context.rollback()
        #expect(ode.title == "Odes, revised" && !context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 3)

        // Cascade: deleting the shelf deletes its books; the others stay.
        context.delete(shelf)
        #expect(try context.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map(\.title)
                    == ["Selected Sonnets", "Sonnets"])
        #expect(ode.isDeleted && shelf.isDeleted)
    }

    @Test func nullifyTakesADeletedModelOutOfTheOtherSide() throws {
        let container = try ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let shelf = Shelf(name: "Drama")
        context.insert(shelf)
        let play = Book(isbn: "20", title: "Hamlet")
        let other = Book(isbn: "21", title: "Lear")
        play.shelf = shelf
        other.shelf = shelf
        #expect(shelf.books.count == 2)
        // Book.shelf's rule is the default, nullify: the shelf forgets the deleted book.
        context.delete(play)
        #expect(shelf.books.map(\.title) == ["Lear"])
        // Moving a book changes both shelves.
        let comedy = Shelf(name: "Comedy")
        other.shelf = comedy
        #expect(shelf.books.isEmpty && comedy.books.map(\.title) == ["Lear"])
    }
}
