// MemoryWarningTests.swift: Headless.simulateMemoryWarning() tells every controller of every
// live window, then posts UIApplication.didReceiveMemoryWarningNotification (App/).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that writes its name into a shared log when it hears of a memory warning.
@MainActor
final class MemoryWarningController: UIViewController {
    let name: String
    let log: MemoryWarningLog

    init(_ name: String, log: MemoryWarningLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log.entries.append(name)
    }
}

/// What heard of the warning, in order.
@MainActor
final class MemoryWarningLog {
    var entries: [String] = []
}

@MainActor
@Suite("Memory warnings", .headless)
struct MemoryWarningTests {
    /// A hidden window whose root controller is `root`.
    private func window(with root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        return window
    }

    @Test func theRootViewControllerOfAWindowHearsOfIt() {
        let log = MemoryWarningLog()
        let window = window(with: MemoryWarningController("root", log: log))
        Headless.simulateMemoryWarning()
        #expect(log.entries == ["root"])
        withExtendedLifetime(window) {}
    }

    @Test func childControllersHearOfItAfterTheirParentInOrder() {
        let log = MemoryWarningLog()
        let root = MemoryWarningController("root", log: log)
        let first = MemoryWarningController("first", log: log)
        let grandchild = MemoryWarningController("grandchild", log: log)
        root.addChild(first)
        first.addChild(grandchild)
        root.addChild(MemoryWarningController("second", log: log))
        let window = window(with: root)
        Headless.simulateMemoryWarning()
        #expect(log.entries == ["root", "first", "grandchild", "second"])
        withExtendedLifetime(window) {}
    }

    @Test func everyLiveWindowIsVisitedInTheOrderTheyWereMade() {
        let log = MemoryWarningLog()
        let back = window(with: MemoryWarningController("back", log: log))
        let front = window(with: MemoryWarningController("front", log: log))
        front.makeKeyAndVisible()
        Headless.simulateMemoryWarning()
        #expect(log.entries == ["back", "front"])
        withExtendedLifetime((back, front)) {}
    }

    @Test func aControllerNoWindowShowsIsNotTold() {
        let log = MemoryWarningLog()
        let loose = MemoryWarningController("loose", log: log)
        Headless.simulateMemoryWarning()
        #expect(log.entries.isEmpty)
        withExtendedLifetime(loose) {}
    }

    @Test func theNotificationIsPostedAfterTheControllersWithTheAppAsItsObject() {
        let log = MemoryWarningLog()
        let window = window(with: MemoryWarningController("root", log: log))
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { note in
            let sender = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                log.entries.append("notification from the app: \(sender == ObjectIdentifier(UIApplication.shared))")
            }
        }
        Headless.simulateMemoryWarning()
        NotificationCenter.default.removeObserver(observer)
        #expect(log.entries == ["root", "notification from the app: true"])
        withExtendedLifetime(window) {}
    }

    @Test func theNotificationHasUIKitsName() {
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue
                == "UIApplicationDidReceiveMemoryWarningNotification")
    }

    @Test func theDefaultImplementationDoesNothing() {
        let controller = UIViewController()
        controller.didReceiveMemoryWarning()
        #expect(!controller.isViewLoaded)
    }
}
