// Swift 5 language mode: what the eleventh and twelfth fresh batches of real apps needed
// (Foundation's undo stack, an image's spoken label, localized resources, a fetched
// results controller in a view model).
import CoreData
import StoreKit
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// A Sudoku board's moves, undone the way games keep them.
final class SudokuBoard {
    var cells = [Int](repeating: 0, count: 4)
    let undoManager = UndoManager()

    func place(_ value: Int, at index: Int) {
        let previous = cells[index]
        cells[index] = value
        undoManager.registerUndo(withTarget: self) { board in board.place(previous, at: index) }
        undoManager.setActionName("Place \(value)")
    }
}

enum Mood: String, CaseIterable {
    case calm, busy
    var title: LocalizedStringResource {
        switch self {
        case .calm: "Calm"
        case .busy: "Busy"
        }
    }
}

final class WritersModel: NSObject, NSFetchedResultsControllerDelegate {
    let controller: NSFetchedResultsController<Writer>
    var names: [String] = []
    var changes = 0

    init(context: NSManagedObjectContext) {
        let request: NSFetchRequest<Writer> = Writer.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Writer.name, ascending: true)]
        controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try? controller.performFetch()
        names = controller.fetchedObjects?.compactMap(\.name) ?? []
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        changes += 1
        names = self.controller.fetchedObjects?.compactMap(\.name) ?? []
    }
}

/// 100 Days of SwiftUI's review request: asked for after the user did something worth it.
struct RateMe: View {
    @Environment(\.requestReview) var requestReview
    @State private var asked = 0

    var body: some View {
        Button("Rated \(asked)") {
            requestReview()
            asked += 1
        }
    }
}

@MainActor
@Suite(.serialized) struct EleventhBatchSpellingsTests {
    @Test func aReviewRequestShowsNothingAndTheAppGoesOn() throws {
        let host = ViewHost(RateMe())
        let before = _reviewRequestCount
        try host.find(button: "Rated 0").tap()
        #expect(_reviewRequestCount == before + 1)
        // No prompt of any kind, and the action went on.
        #expect(host.findAll(kind: .alert).isEmpty && host.findAll(kind: .sheet).isEmpty)
        #expect(host.findAll(button: "Rated 1").count == 1)
    }

    @Test func movesAreUndoneAndRedoneInGroups() {
        let board = SudokuBoard()
        board.undoManager.groupsByEvent = false
        board.place(3, at: 0)
        board.place(4, at: 1)
        #expect(board.undoManager.canUndo && board.undoManager.undoMenuItemTitle == "Undo Place 4")
        board.undoManager.undo()
        #expect(board.cells == [3, 0, 0, 0] && board.undoManager.canRedo)
        board.undoManager.redo()
        #expect(board.cells == [3, 4, 0, 0])
        board.undoManager.beginUndoGrouping()
        board.place(1, at: 2)
        board.place(2, at: 3)
        board.undoManager.endUndoGrouping()
        board.undoManager.undo()
        #expect(board.cells == [3, 4, 0, 0])
        // A new move after an undo clears what could be redone.
        board.place(9, at: 0)
        #expect(!board.undoManager.canRedo)
    }

    @Test func anImageSaysItsLabelAndAResourceShowsItsText() throws {
        let host = ViewHost(VStack {
            Image("smoothie", label: Text("Berry smoothie"))
            Text(Mood.busy.title)
        })
        #expect(host.render().contains("Berry smoothie"))
        #expect(host.contains(text: "Busy"))
        #expect(String(localized: Mood.calm.title) == "Calm")
    }

    @Test func aFetchedResultsControllerFollowsTheContext() async throws {
        let context = LibraryController(inMemory: true).container.viewContext
        let model = WritersModel(context: context)
        #expect(model.names.isEmpty)
        let writer = Writer(context: context)
        writer.name = "Mary Shelley"
        try context.save()
        let host = ViewHost(Text("waiting"))
        #expect(await host.wait(timeout: .seconds(5)) { model.names == ["Mary Shelley"] })
        #expect(model.changes >= 1 && model.controller.sections?.first?.numberOfObjects == 1)
        #expect(model.controller.object(at: IndexPath(indexes: [0, 0])) === writer)
    }
}
