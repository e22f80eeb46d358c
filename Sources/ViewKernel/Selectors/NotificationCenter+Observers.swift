// NotificationCenter+Observers.swift: `addObserver(_:selector:name:object:)` with a method
// reference instead of a selector, and `removeObserver(_:)` that removes those registrations.

extension NotificationCenter {
    /// Registers `observer` to receive the notifications named `name` (nil: every name) from
    /// `object` (nil: any sender), as Foundation's `addObserver(_:selector:name:object:)` with a
    /// method reference: `addObserver(self, action: Controller.keyboardWillShow, name:
    /// UIResponder.keyboardWillShowNotification, object: nil)` for
    /// `func keyboardWillShow(_ notification: Notification)`.
    ///
    /// As on iOS 9 and later, the observer is held weakly and needs no removal before it goes
    /// away; ``removeObserver(_:)`` removes it earlier. Delivery is synchronous, inside `post`,
    /// when the notification is posted on the main actor; one posted elsewhere reaches the
    /// observer on the main actor afterwards (the method is main-actor code).
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 action: @escaping (Observer) -> (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        let registration = ObserverRegistration(observer: observer, name: name,
                                                sender: object.map { $0 as AnyObject }) { observer, notification in
            guard let observer = observer as? Observer else { return }
            action(observer)(notification)
        }
        registration.token = addObserver(forName: name, object: object, queue: nil) { [registration] notification in
            registration.deliver(notification)
        }
        registration.center = self
        ObserverRegistration.add(registration)
    }

    /// Registers an observer whose method takes an `NSNotification`, as Objective-C-era iOS code
    /// declares it: `func keyboardWillShow(_ notification: NSNotification)`.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer,
                                                 action: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        addObserver(observer, action: { (observer: Observer) -> (Notification) -> Void in { notification in
            action(observer)(NSNotification(name: notification.name, object: notification.object,
                                            userInfo: notification.userInfo))
        } }, name: name, object: object)
    }

    /// Registers an observer whose method takes no argument: `func refresh()`.
    @preconcurrency @MainActor
    public func addObserver<Observer: AnyObject>(_ observer: Observer, action: @escaping (Observer) -> () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        addObserver(observer, action: { (observer: Observer) -> (Notification) -> Void in { _ in action(observer)() } },
                    name: name, object: object)
    }

    /// Removes every registration of `observer`: those made with a method reference, and
    /// Foundation's own (a token from `addObserver(forName:object:queue:using:)` included), as
    /// `removeObserver(_:)`. May be called from any thread, a `deinit` included.
    public func removeObserver(_ observer: AnyObject) {
        for registration in ObserverRegistration.take(observer: observer, center: self) {
            registration.unregister()
        }
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` (nil: every name) and `anObject`
    /// (nil: every sender), as `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: AnyObject, name aName: Notification.Name?, object anObject: Any?) {
        let sender = anObject.map { $0 as AnyObject }
        for registration in ObserverRegistration.take(observer: observer, center: self, name: aName, sender: sender) {
            registration.unregister()
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// One typed observer registration: the weak observer, its method, and Foundation's token for
/// the block that delivers to it. Kept in a lock-protected table so that `removeObserver(_:)` can
/// find it from any thread; every operation on the table is linear at worst, so thousands of
/// observers that went away cost one pass, not one pass each.
final class ObserverRegistration: @unchecked Sendable {
    private static let lock = NSLock()
    /// Guarded by `lock`; by the registration's identity.
    nonisolated(unsafe) private static var all: [ObjectIdentifier: ObserverRegistration] = [:]

    /// The observer; once it is gone, the registration removes itself at the next delivery.
    private weak var observer: AnyObject?
    /// Calls the observer's method; only called on the main actor.
    private let perform: @MainActor (AnyObject, Notification) -> Void
    /// Set once, right after registration, before any other thread can see the registration.
    var token: NSObjectProtocol?
    /// The center the token belongs to.
    weak var center: NotificationCenter?
    /// The name it was registered for, to match `removeObserver(_:name:object:)`.
    private let name: Notification.Name?
    /// The sender it was registered for, likewise.
    private weak var sender: AnyObject?

    init(observer: AnyObject, name: Notification.Name?, sender: AnyObject?,
         perform: @escaping @MainActor (AnyObject, Notification) -> Void) {
        self.observer = observer
        self.name = name
        self.sender = sender
        self.perform = perform
    }

    /// Records a new registration.
    static func add(_ registration: ObserverRegistration) {
        lock.withLock { all[ObjectIdentifier(registration)] = registration }
    }

    /// Takes out the registrations of `observer` in `center` that match `name` and `sender` (nil:
    /// any), and those whose observer is gone, in one pass.
    static func take(observer: AnyObject, center: NotificationCenter, name: Notification.Name? = nil,
                     sender: AnyObject? = nil) -> [ObserverRegistration] {
        lock.withLock {
            var taken: [ObserverRegistration] = []
            for registration in all.values where registration.center === center {
                if let current = registration.observer {
                    guard current === observer, name == nil || registration.name == name,
                          sender == nil || registration.sender === sender else { continue }
                }
                taken.append(registration)
            }
            for registration in taken { all[ObjectIdentifier(registration)] = nil }
            return taken
        }
    }

    /// Takes out every registration and unregisters it (the runtime is being replaced: one
    /// test's observers must not hear the next test's notifications).
    static func removeAll() {
        let every = lock.withLock {
            defer { all.removeAll() }
            return Array(all.values)
        }
        for registration in every { registration.unregister() }
    }

    /// How many registrations are kept, for tests of the table's upkeep.
    static var count: Int { lock.withLock { all.count } }

    /// Delivers `notification` to the observer: at once when posted on the main actor, else on
    /// the main actor when it is free. An observer that is gone unregisters the block.
    func deliver(_ notification: Notification) {
        guard observer != nil else {
            _ = ObserverRegistration.lock.withLock { ObserverRegistration.all.removeValue(forKey: ObjectIdentifier(self)) }
            unregister()
            return
        }
        let box = NotificationBox(notification: notification)
        let delivered = MainActorCheck.runIfOnMainActor { deliverOnMainActor(box.notification) }
        if !delivered {
            Task { @MainActor in self.deliverOnMainActor(box.notification) }
        }
    }

    @MainActor
    private func deliverOnMainActor(_ notification: Notification) {
        guard let observer else { return }
        perform(observer, notification)
    }

    /// Removes the delivering block from its center.
    func unregister() {
        guard let token else { return }
        center?.removeObserver(token as Any)
    }
}

/// Carries a notification (whose `object` and `userInfo` are not `Sendable`) to the main actor,
/// as NotificationCenter itself hands it across threads.
private struct NotificationBox: @unchecked Sendable {
    let notification: Notification
}
