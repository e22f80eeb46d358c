// NotificationObserverTests.swift: NotificationCenter observers registered with a method
// reference instead of a selector (Selectors/NotificationCenter+Observers.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

extension Notification.Name {
    /// A notification the tests post.
    static let inboxDidChange = Notification.Name("InboxDidChange")
    /// Another one.
    static let accountDidChange = Notification.Name("AccountDidChange")
}

/// An observer with the two method forms.
@MainActor
final class InboxObserver {
    var received: [Notification] = []
    var refreshes = 0

    func inboxDidChange(_ notification: Notification) { received.append(notification) }

    func refresh() { refreshes += 1 }
}

@MainActor
@Suite("NotificationCenter observers with method references", .headless)
struct NotificationObserverTests {
    /// A private center, so the tests do not see each other's registrations.
    private let center = NotificationCenter()

    @Test func aPostReachesTheObserverBeforePostReturns() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.inboxDidChange, name: .inboxDidChange, object: nil)
        center.post(name: .inboxDidChange, object: nil, userInfo: ["count": 3])
        #expect(observer.received.count == 1)
        #expect(observer.received.first?.userInfo?["count"] as? Int == 3)
    }

    @Test func aMethodWithoutArgumentsWorksToo() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        center.post(name: .inboxDidChange, object: nil)
        #expect(observer.refreshes == 1)
    }

    @Test func otherNamesAreNotDelivered() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        center.post(name: .accountDidChange, object: nil)
        #expect(observer.refreshes == 0)
    }

    @Test func aSenderLimitsTheNotificationsToThoseItPosts() {
        let observer = InboxObserver(), sender = NSObject(), stranger = NSObject()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: sender)
        center.post(name: .inboxDidChange, object: stranger)
        center.post(name: .inboxDidChange, object: sender)
        #expect(observer.refreshes == 1)
    }

    @Test func aNilNameObservesEveryName() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: nil, object: nil)
        center.post(name: .inboxDidChange, object: nil)
        center.post(name: .accountDidChange, object: nil)
        #expect(observer.refreshes == 2)
    }

    @Test func theObserverIsHeldWeakly() {
        weak var weakObserver: InboxObserver?
        do {
            let observer = InboxObserver()
            weakObserver = observer
            center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        }
        #expect(weakObserver == nil)
        center.post(name: .inboxDidChange, object: nil)   // nothing to deliver to, nothing breaks
    }

    @Test func removeObserverStopsDelivery() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        center.removeObserver(observer)
        center.post(name: .inboxDidChange, object: nil)
        #expect(observer.refreshes == 0)
    }

    @Test func removingOneNameKeepsTheOthers() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        center.addObserver(observer, action: InboxObserver.refresh, name: .accountDidChange, object: nil)
        center.removeObserver(observer, name: .inboxDidChange, object: nil)
        center.post(name: .inboxDidChange, object: nil)
        center.post(name: .accountDidChange, object: nil)
        #expect(observer.refreshes == 1)
    }

    @Test func removeObserverStillRemovesFoundationsBlockObservers() {
        let count = Counter()
        let token = center.addObserver(forName: .inboxDidChange, object: nil, queue: nil) { _ in count.increment() }
        center.removeObserver(token)
        center.post(name: .inboxDidChange, object: nil)
        #expect(count.value == 0)
    }

    @Test func aPostFromAnotherThreadReachesTheObserverOnTheMainActor() async {
        let observer = InboxObserver()
        let center = self.center
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        await Task.detached { center.post(name: .inboxDidChange, object: nil) }.value
        for _ in 0..<1_000 where observer.refreshes == 0 { await Task.yield() }
        #expect(observer.refreshes == 1)
    }
}

/// A counter a `@Sendable` block may bump.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
