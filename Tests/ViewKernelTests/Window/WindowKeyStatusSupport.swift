// WindowKeyStatusSupport.swift: the recording window, root controller and notification logs of
// the window key-status tests (WindowKeyStatusTests.swift), in a file of their own to keep that
// one short.

import Foundation
import Synchronization
import ViewKernel

/// A window that records its key-status callbacks, can refuse to become key, and can run code
/// as it resigns (to make another window key from inside `resignKey()`).
final class RecordingWindow: UIWindow {
    var refusesKey = false
    var calls: [String] = []
    var wasKeyInBecomeKey: Bool?
    var onResignKey: (() -> Void)?

    override var canBecomeKey: Bool { !refusesKey }

    override func becomeKey() {
        super.becomeKey()
        wasKeyInBecomeKey = isKeyWindow
        calls.append("becomeKey")
    }

    override func resignKey() {
        super.resignKey()
        calls.append("resignKey")
        onResignKey?()
    }
}

/// A root controller that writes its appearance calls into a window notification log, with
/// whether its window was key at each.
final class KeyReportingController: UIViewController {
    let log: WindowNotificationLog
    init(log: WindowNotificationLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    private func note(_ call: String) {
        let key = view.window?.isKeyWindow == true && UIApplication.shared.keyWindow === view.window
        log.add("\(call) \(key ? "key" : "not-key")")
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("didDisappear") }
}

/// Makes `window` key when `watched` resigns, from a `didResignKeyNotification` observer.
@MainActor
final class KeyHandOff {
    let watched: UIWindow
    let next: UIWindow
    init(from watched: UIWindow, to next: UIWindow) {
        self.watched = watched
        self.next = next
        NotificationCenter.default.addObserver(self, action: KeyHandOff.resigned,
                                               name: UIWindow.didResignKeyNotification, object: watched)
    }
    func resigned(_ note: Notification) { next.makeKey() }
    func stop() { NotificationCenter.default.removeObserver(self) }
}

/// Records the four window notifications, in order, as "name window-tag".
@MainActor
final class WindowNotificationLog {
    private(set) var entries: [String] = []

    init() {
        let center = NotificationCenter.default
        center.addObserver(self, action: WindowNotificationLog.visible, name: UIWindow.didBecomeVisibleNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.hidden, name: UIWindow.didBecomeHiddenNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.key, name: UIWindow.didBecomeKeyNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.resign, name: UIWindow.didResignKeyNotification, object: nil)
    }

    func visible(_ note: Notification) { record("visible", note) }
    func hidden(_ note: Notification) { record("hidden", note) }
    func key(_ note: Notification) { record("key", note) }
    func resign(_ note: Notification) { record("resign", note) }

    private func record(_ label: String, _ note: Notification) {
        entries.append("\(label) \((note.object as? UIWindow)?.tag ?? -1)")
    }

    /// Adds an entry of another kind (a controller's appearance call), in order with the rest.
    func add(_ entry: String) { entries.append(entry) }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }
}

/// Records the names of the key-status notifications with block observers, which (unlike the
/// method-reference observers of ``WindowNotificationLog``) stay registered across
/// `Headless.reset()`, so that a test can see what is posted after a reset.
@MainActor
final class PostedWindowNotifications {
    /// The names posted so far, reachable from the observer blocks.
    private final class Names: Sendable {
        let list = Mutex<[String]>([])
    }
    private let posted = Names()
    private var tokens: [any NSObjectProtocol] = []
    var names: [String] { posted.list.withLock { $0 } }

    init() {
        for name in [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [posted] note in posted.list.withLock { $0.append(note.name.rawValue) }
            })
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}
