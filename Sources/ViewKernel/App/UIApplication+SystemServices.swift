// UIApplication+SystemServices.swift: what the app asks of the system beyond its windows:
// background tasks, remote-notification registration, shake to edit, the network activity
// indicator and alternate icons. Headless, the app never leaves the foreground, no push token
// arrives and the app has no alternate icons.

import Synchronization

/// The identifier of a background task that `UIApplication.beginBackgroundTask(expirationHandler:)`
/// began, as UIKit's: a task number, ``invalid`` when no task began.
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
    /// The task's number.
    public let rawValue: Int
    /// Makes an identifier from a task number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when running in the background is not
    /// possible (never here), and what an app stores once it has ended its task. Its raw value
    /// is 0, as `UIBackgroundTaskInvalid`.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The background tasks begun and not yet ended, safe to reach from any thread as UIKit's are.
enum BackgroundTaskLedger {
    /// The next task number, and the name (nil when none was given) of each task in progress by
    /// its number.
    static let state = Mutex<(next: Int, inProgress: [Int: String?])>((1, [:]))

    /// Forgets the tasks in progress, as `Headless.reset()` starts the next test; numbers go on
    /// counting, so that a task of the previous test ended late ends nothing of the next one.
    static func forgetTasksInProgress() {
        state.withLock { $0.inProgress.removeAll() }
    }
}

extension UIApplication {
    /// Marks the start of a task that should go on if the app enters the background, and returns
    /// its identifier for ``endBackgroundTask(_:)``; the task is in
    /// `Headless.backgroundTasksInProgress` until then. The app never enters the background here,
    /// so `handler` is never called. Callable from any thread, as in UIKit.
    nonisolated public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the start of a task named `taskName` (a name for debugging) that should go on if the
    /// app enters the background, and returns its identifier for ``endBackgroundTask(_:)``; as
    /// ``beginBackgroundTask(expirationHandler:)``.
    nonisolated public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        BackgroundTaskLedger.state.withLock { state in
            let number = state.next
            state.next += 1
            state.inProgress[number] = .some(taskName)
            return UIBackgroundTaskIdentifier(rawValue: number)
        }
    }

    /// Marks the end of the background task `identifier`: it leaves
    /// `Headless.backgroundTasksInProgress`. An identifier of no task in progress
    /// (``UIBackgroundTaskIdentifier/invalid``, a task already ended, or one begun before the last
    /// `Headless.reset()`) changes nothing and reports no violation: a device only logs it.
    /// Callable from any thread, as in UIKit.
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        _ = BackgroundTaskLedger.state.withLock { $0.inProgress.removeValue(forKey: identifier.rawValue) }
    }

    /// The time the app has left to run in the background: `greatestFiniteMagnitude`, as UIKit
    /// reports while the app is in the foreground (always, here).
    nonisolated public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    // MARK: - Remote notifications

    /// Registers the app with Apple Push Notification service: recorded, so that
    /// ``isRegisteredForRemoteNotifications`` answers true; no device token is delivered here.
    public func registerForRemoteNotifications() {
        Headless.current.app.isRegisteredForRemoteNotifications = true
    }

    /// Unregisters the app from remote notifications: ``isRegisteredForRemoteNotifications``
    /// answers false again.
    public func unregisterForRemoteNotifications() {
        Headless.current.app.isRegisteredForRemoteNotifications = false
    }

    /// Whether the app registered for remote notifications (``registerForRemoteNotifications()``
    /// and not unregistered since); false at the start of every test.
    public var isRegisteredForRemoteNotifications: Bool {
        Headless.current.app.isRegisteredForRemoteNotifications
    }

    // MARK: - Shake, network indicator, icons

    /// Whether shaking the device offers to undo or redo; true by default, as in UIKit. Kept (no
    /// device is shaken here); back to true at the start of every test.
    public var applicationSupportsShakeToEdit: Bool {
        get { Headless.current.app.supportsShakeToEdit }
        set { Headless.current.app.supportsShakeToEdit = newValue }
    }

    /// Whether the status bar shows network activity; false by default. Deprecated by UIKit in
    /// iOS 13 (the system no longer shows it); kept, drawn nowhere, false again at the start of
    /// every test.
    public var isNetworkActivityIndicatorVisible: Bool {
        get { Headless.current.app.isNetworkActivityIndicatorVisible }
        set { Headless.current.app.isNetworkActivityIndicatorVisible = newValue }
    }

    /// Whether the app may change its icon: false, as for an app that declares no alternate icons.
    public var supportsAlternateIcons: Bool { false }

    /// The name of the alternate icon shown: nil, the primary icon, always here.
    public var alternateIconName: String? { nil }

    /// Asks the system to show another icon for the app. The app has no alternate icons here, so
    /// the icon stays the primary one and `completionHandler` hears `CocoaError(.featureUnsupported)`
    /// on the next turn of the run loop (a device answers asynchronously too). Until that turn
    /// the handler waits on the runtime's queue: a `Headless.reset()` before it drops the handler
    /// uncalled, as it drops every pending callback, so a continuation wrapping this call would
    /// never resume (Docs/Differences.md); the async ``setAlternateIconName(_:)`` does not wait.
    public func setAlternateIconName(_ alternateIconName: String?,
                                     completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        let runtime = Headless.current
        runtime.enqueue(at: runtime.now) { completionHandler(CocoaError(.featureUnsupported)) }
    }

    /// Asks the system to show another icon for the app, and throws what the form with a
    /// completion handler hears: `CocoaError(.featureUnsupported)`, as the app has no alternate
    /// icons here (iOS 10.3's asynchronous form).
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw CocoaError(.featureUnsupported)
    }
}

extension Headless {
    /// A background task the app began (`UIApplication.beginBackgroundTask(withName:expirationHandler:)`)
    /// and has not ended.
    public struct BackgroundTask: Hashable, Sendable {
        /// The identifier `beginBackgroundTask` returned.
        public let identifier: UIBackgroundTaskIdentifier
        /// The name it was begun with; nil for `beginBackgroundTask(expirationHandler:)`.
        public let name: String?
    }

    /// The background tasks begun and not yet ended (`endBackgroundTask(_:)`), oldest first; empty
    /// after ``reset()``. A test checks that an upload ends the task it began:
    ///
    ///     app.buttons["Upload"].tap()
    ///     #expect(Headless.backgroundTasksInProgress.map(\.name) == ["Upload"])
    ///     Headless.runUntilIdle()
    ///     #expect(Headless.backgroundTasksInProgress.isEmpty)
    public static var backgroundTasksInProgress: [BackgroundTask] {
        BackgroundTaskLedger.state.withLock { state in
            state.inProgress.sorted { $0.key < $1.key }.map {
                BackgroundTask(identifier: UIBackgroundTaskIdentifier(rawValue: $0.key), name: $0.value)
            }
        }
    }
}
