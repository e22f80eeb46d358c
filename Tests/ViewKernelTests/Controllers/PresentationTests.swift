// PresentationTests.swift: presenting and dismissing controllers modally: the callback order of
// each style, the links, the views in the window, time, and UIKit's messages for misuse
// (Controllers/UIViewController+Presentation.swift, Controllers/Presentation.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that logs its appearance calls, what it knew of its presentation in them, and
/// what it heard into a log shared with other controllers.
@MainActor
final class PresentationLoggingController: UIViewController {
    let name: String
    let log: EventLog
    var beingPresentedInWillAppear: Bool?
    var beingPresentedInDidAppear: Bool?
    var beingDismissedInWillDisappear: Bool?
    var beingDismissedInDidDisappear: Bool?
    var onDidAppear: (() -> Void)?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private func record(_ entry: String) { log.entries.append("\(name) \(entry)") }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beingPresentedInWillAppear = isBeingPresented
        record("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        beingPresentedInDidAppear = isBeingPresented
        record("viewDidAppear")
        onDidAppear?()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beingDismissedInWillDisappear = isBeingDismissed
        record("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        beingDismissedInDidDisappear = isBeingDismissed
        record("viewDidDisappear")
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
}

/// A controller that keeps one child filling its view.
@MainActor
final class SingleChildContainer: UIViewController {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// A visible 320x480 window whose root is `root`.
@MainActor
func makeWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

@MainActor
@Suite("Presentation: callbacks, links and views", .headless)
struct PresentationTests {
    // MARK: - Full screen

    @Test func aFullScreenPresentationRunsTheAppearanceCallsInUIKitsOrder() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        log.entries.removeAll()

        root.present(presented, animated: false) { log.entries.append("completion") }

        #expect(log.entries == [
            "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "B viewDidAppear", "A viewDidDisappear", "completion",
        ])
        #expect(presented.view.window === window)
        #expect(root.view.window == nil)
        #expect(presented.view.frame == window.bounds)
    }

    @Test func aFullScreenDismissalRunsTheAppearanceCallsInUIKitsOrder() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        log.entries.removeAll()

        root.dismiss(animated: false) { log.entries.append("completion") }

        #expect(log.entries == [
            "B viewWillDisappear", "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
            "A viewDidAppear", "B viewDidDisappear", "completion",
        ])
        #expect(root.view.window === window)
        #expect(root.view.frame == window.bounds)
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(window.subviews == [root.view])
    }

    // MARK: - Sheets

    @Test func theDefaultStyleIsASheetThatLeavesThePresenterInTheWindowWithoutCallbacks() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        log.entries.removeAll()
        #expect(presented.modalPresentationStyle == .automatic)

        root.present(presented, animated: false)

        #expect(log.entries == [
            "B viewDidLoad", "B viewWillAppear", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "B viewDidAppear",
        ])
        #expect(root.view.window === window)
        // The card starts 10 points below the 20-point status bar and reaches the bottom.
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 30, width: 320, height: 450))

        log.entries.removeAll()
        presented.dismiss(animated: false)
        #expect(log.entries == ["B viewWillDisappear", "B viewDidDisappear"])
        #expect(window.subviews == [root.view])
    }

    @Test func aSheetDimsThePresenterAndTakesTheTouchesAboveTheCard() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        root.view.addSubview(button)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet

        root.present(presented, animated: false)

        let hitAbove = window.tap(at: CGPoint(x: 100, y: 20))
        #expect(hitAbove !== button)
        #expect(hitAbove?.backgroundColor == UIColor(white: 0, alpha: 0.4))
        #expect(window.tap(at: CGPoint(x: 100, y: 200)) === presented.view)
    }

    @Test func overFullScreenCoversTheScreenAndKeepsThePresenterWithoutCallbacks() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .overFullScreen
        log.entries.removeAll()

        root.present(presented, animated: false)

        #expect(!log.entries.contains { $0.hasPrefix("A ") })
        #expect(root.view.window === window)
        #expect(presented.view.convert(presented.view.bounds, to: window) == window.bounds)
    }

    // MARK: - Links

    @Test func theLinksAreSetAtOnceAndClearedWhenTheDismissalEnds() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()

        root.present(presented, animated: true)
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === root)
        #expect(root.presentingViewController == nil)
        Headless.advance(by: 0.5)

        root.dismiss(animated: true)
        #expect(root.presentedViewController === presented)
        #expect(presented.isBeingDismissed)
        Headless.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(!presented.isBeingDismissed)
    }

    @Test func aChildAsksItsTopContainerToPresentAndSharesItsLinks() {
        let child = UIViewController()
        let container = SingleChildContainer(child: child)
        let window = makeWindow(root: container)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        let presentedChild = UIViewController()
        presented.addChild(presentedChild)

        child.present(presented, animated: false)

        #expect(presented.presentingViewController === container)
        #expect(container.presentedViewController === presented)
        #expect(child.presentedViewController === presented)
        #expect(presentedChild.presentingViewController === container)
    }

    @Test func thePresentedControllersNextResponderIsThePresenter() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()

        root.present(presented, animated: false)

        #expect(presented.view.next === presented)
        #expect(presented.next === root)
    }

    // MARK: - Time

    @Test func anAnimatedPresentationEndsAfterHalfASecondOfVirtualTime() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        log.entries.removeAll()

        root.present(presented, animated: true) { log.entries.append("completion") }
        #expect(log.entries == [
            "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
        ])
        #expect(presented.isBeingPresented)

        Headless.advance(by: 0.49)
        #expect(!log.entries.contains("completion"))
        #expect(root.view.window === window)

        Headless.advance(by: 0.01)
        #expect(Array(log.entries.suffix(3)) == ["B viewDidAppear", "A viewDidDisappear", "completion"])
        #expect(presented.beingPresentedInWillAppear == true)
        #expect(presented.beingPresentedInDidAppear == true)
        #expect(!presented.isBeingPresented)
        #expect(root.view.window == nil)
    }

    @Test func coverVerticalSlidesThePresentedViewUpFromTheBottom() throws {
        let root = UIViewController()
        let window = makeWindow(root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen

        root.present(presented, animated: true)
        Headless.advance(by: 0.25)

        let container = try #require(presented.view.superview)
        let halfWay = try #require(container.layer.presentation())
        #expect(halfWay.frame.minY > 0 && halfWay.frame.minY < window.bounds.height)
        Headless.advance(by: 0.25)
        #expect(container.layer.presentation()?.frame.minY ?? 0 == 0)
    }

    @Test func crossDissolveFadesThePresentedViewIn() throws {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = .crossDissolve

        root.present(presented, animated: true)
        Headless.advance(by: 0.25)

        let container = try #require(presented.view.superview)
        let opacity = try #require(container.layer.presentation()?.opacity)
        #expect(opacity > 0 && opacity < 1)
        #expect(container.frame == window.bounds)
    }

    @Test func anAnimatedDismissalRunsTheDidHalfAndTheCompletionAtTheEnd() {
        let log = EventLog()
        let root = PresentationLoggingController("A", log: log)
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = PresentationLoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        log.entries.removeAll()

        presented.dismiss(animated: true) { log.entries.append("completion") }
        #expect(log.entries == ["B viewWillDisappear", "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
        #expect(presented.beingDismissedInWillDisappear == true)

        Headless.advance(by: 0.5)
        #expect(Array(log.entries.suffix(3)) == ["A viewDidAppear", "B viewDidDisappear", "completion"])
        #expect(presented.beingDismissedInDidDisappear == true)
    }

    @Test func aControllerCanPresentFromItsViewDidAppear() {
        let log = EventLog()
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let first = PresentationLoggingController("B", log: log)
        let second = UIViewController()
        first.onDidAppear = { first.present(second, animated: true) }

        let messages = Headless.recordingViolations {
            root.present(first, animated: true)
            Headless.runUntilIdle()
        }

        #expect(messages.isEmpty)
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
    }

    // MARK: - Dismissing

    @Test func dismissingWithNothingPresentedRunsTheCompletionAtOnce() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        var ran = false

        root.dismiss(animated: true) { ran = true }

        #expect(ran)
    }

    @Test func dismissingFromTheBottomOfAStackTakesEveryPresentedControllerAway() {
        let log = EventLog()
        let root = PresentationLoggingController("R", log: log)
        let window = makeWindow(root: root)
        let middle = PresentationLoggingController("A", log: log)
        middle.modalPresentationStyle = .fullScreen
        let top = PresentationLoggingController("B", log: log)
        top.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        log.entries.removeAll()

        root.dismiss(animated: true)
        Headless.advance(by: 0.5)

        #expect(log.entries == [
            "B viewWillDisappear", "R viewWillAppear", "R viewWillLayoutSubviews", "R viewDidLayoutSubviews",
            "R viewDidAppear", "B viewDidDisappear",
        ])
        #expect(root.presentedViewController == nil)
        #expect(middle.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(window.subviews == [root.view])
    }

    @Test func aDismissedControllerIsFreed() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        weak var weakPresented: UIViewController?
        do {
            let presented = UIViewController()
            weakPresented = presented
            root.present(presented, animated: true)
            Headless.advance(by: 0.5)
            presented.dismiss(animated: true)
            Headless.advance(by: 0.5)
        }
        Headless.runUntilIdle()

        #expect(weakPresented == nil)
    }
}
