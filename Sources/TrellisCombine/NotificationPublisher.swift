import Foundation
import OpenCombine

extension NotificationCenter {
    /// Notifications of `name` (from `object`, if given) as values, as Apple's
    /// `NotificationCenter.default.publisher(for:object:)`. Like Apple's, a notification
    /// posted while the subscriber has no demand is dropped; values arrive on the
    /// posting thread.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Apple's `NotificationCenter.Publisher`.
    public struct Publisher: OpenCombine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(center: center, name: name, object: object)
        }
    }
}

extension NotificationCenter.Publisher: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
    }
}

/// One subscriber's observer: registered while subscribed, removed on cancel.
private final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var center: NotificationCenter?
    private var token: NSObjectProtocol?

    init(downstream: AnySubscriber<Notification, Never>) {
        self.downstream = downstream
    }

    var description: String { "NotificationCenter Observer" }

    func observe(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.post(notification)
        }
        lock.lock()
        if downstream == nil {
            lock.unlock()
            center.removeObserver(token)
            return
        }
        self.center = center
        self.token = token
        lock.unlock()
    }

    private func post(_ notification: Notification) {
        lock.lock()
        guard let subscriber = downstream, demand > .none else { return lock.unlock() }
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(notification)
        guard more > .none else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let center = self.center, token = self.token
        downstream = nil
        self.center = nil
        self.token = nil
        lock.unlock()
        if let center, let token { center.removeObserver(token) }
    }
}
