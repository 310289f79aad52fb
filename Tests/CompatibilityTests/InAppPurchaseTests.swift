// Swift 5 language mode: a store screen written as StoreKit 2's tutorials write it.
import StoreKit
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor
final class TipJar: ObservableObject {
    @Published var products: [Product] = []
    @Published var state = "Loading"
    @Published var unlocked = false
    private var updates: Task<Void, Never>?

    init() {
        updates = Task {
            for await result in StoreKit.Transaction.updates {
                if case .verified(let transaction) = result { await transaction.finish() }
            }
        }
    }

    func load() async {
        do {
            products = try await Product.products(for: ["tip.small", "tip.large"])
            state = products.isEmpty ? "Nothing to buy" : "\(products.count) products"
        } catch {
            state = "Failed"
        }
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == "pro" { unlocked = true }
        }
    }

    func buy(_ product: Product) async throws {
        switch try await product.purchase() {
        case .success(let verification):
            let transaction = try verification.payloadValue
            await transaction.finish()
        case .userCancelled, .pending: break
        @unknown default: break
        }
    }
}

struct TipJarView: View {
    @StateObject private var jar = TipJar()
    var body: some View {
        VStack {
            Text(jar.state)
            Text(AppStore.canMakePayments ? "Payments on" : "Payments off")
            ForEach(jar.products) { product in
                Button("\(product.displayName) \(product.displayPrice)") { Task { try? await jar.buy(product) } }
            }
        }
        .task { await jar.load() }
    }
}

@MainActor
@Suite struct InAppPurchaseTests {
    @Test func aStoreScreenFindsNothingToBuyWhereThereIsNoAppStore() async throws {
        let host = ViewHost(TipJarView())
        #expect(await host.wait { host.contains(text: "Nothing to buy") })
        #expect(host.contains(text: "Payments off"))
        await #expect(throws: StoreKitError.self) { try await AppStore.sync() }
        #expect(await StoreKit.Transaction.latest(for: "pro") == nil)
    }
}
