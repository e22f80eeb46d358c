// ActionabilityTests.swift: an action waits, on the virtual clock, until its element is ready (it
// exists, stands still, is enabled, a tap reaches it, it has the keyboard), as Playwright's
// actions do, and on a timeout fails saying what was not ready and what was still under way.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen with a "Go" button that counts its taps and notes the time of each.
@MainActor
private final class GoScreen: UIViewController {
    let go = UIButton(type: .system)
    let field = UITextField()
    var tapTimes: [TimeInterval] = []
    /// Whether the button is on screen from the start.
    let showsButton: Bool

    init(showsButton: Bool = true) {
        self.showsButton = showsButton
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        go.setTitle("Go", for: .normal)
        go.frame = CGRect(x: 16, y: 300, width: 288, height: 44)
        go.addAction(UIAction { [unowned self] _ in tapTimes.append(Headless.now) }, for: .touchUpInside)
        field.placeholder = "Name"
        field.frame = CGRect(x: 16, y: 100, width: 288, height: 34)
        view.addSubview(field)
        if showsButton { view.addSubview(go) }
    }
}

/// Pushes by fading the new screen in over 0.3 s.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: toVC)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

/// Gives every push and pop a ``FadeAnimator``.
@MainActor
private final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        FadeAnimator()
    }
}

@MainActor
@Suite("Actions wait until their element is ready", .headless)
struct ActionabilityTests {
    private let frame = UIWindow.simulatedFrameDuration

    private func launch(_ screen: UIViewController) -> XCUIApplication {
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        return app
    }

    /// Whether `time` is `expected` or up to a frame later (the wait checks once a frame).
    private func withinAFrame(_ time: TimeInterval?, after expected: TimeInterval) -> Bool {
        guard let time else { return false }
        return time >= expected - 1e-9 && time <= expected + frame + 1e-9
    }

    @Test func aTapWaitsForAButtonThatATimerAdds() {
        let screen = GoScreen(showsButton: false)
        let app = launch(screen)
        let start = Headless.now
        Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in screen.view.addSubview(screen.go) }
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 1))
    }

    /// The example in Docs/Testing.md.
    @Test func theDocumentedExample() {
        let screen = GoScreen(showsButton: false)
        // snippet: actionability
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        Headless.schedule(after: 1) { screen.view.addSubview(screen.go) }
        app.buttons["Go"].tap()                       // once the button is there, at 1 s
        #expect(screen.tapTimes.count == 1)
        XCUIElement.actionTimeout = 2                 // from here on in this test
        // end snippet
        #expect(withinAFrame(screen.tapTimes.first, after: 1))
    }

    @Test func aTapWaitsForAPresentationToEnd() {
        let root = UIViewController()
        let app = launch(root)
        let screen = GoScreen()
        let start = Headless.now
        root.present(screen, animated: true)
        #expect(app.buttons["Go"].exists)                  // there, but sliding up
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 0.5))
    }

    @Test func aTapWaitsForTheButtonToStopMoving() {
        let screen = GoScreen()
        let app = launch(screen)
        let start = Headless.now
        UIView.animate(withDuration: 0.4) { screen.go.center.y = 420 }
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 0.4))
        #expect(app.buttons["Go"].frame == CGRect(x: 16, y: 398, width: 288, height: 44))
    }

    @Test func aTapWaitsForAPushToEnd() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let app = launch(navigation)
        let screen = GoScreen()
        let start = Headless.now
        navigation.pushViewController(screen, animated: true)
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 0.35))
        #expect(navigation.topViewController === screen)
    }

    @Test func aTapWaitsForTheScrollViewAroundTheButtonToRest() {
        let screen = GoScreen(showsButton: false)
        let app = launch(screen)
        let scrollView = UIScrollView(frame: screen.view.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        screen.view.addSubview(scrollView)
        scrollView.addSubview(screen.go)
        let start = Headless.now
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)   // 0.3 s
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 0.3))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func aTapWaitsForTheButtonToBeEnabled() {
        let screen = GoScreen()
        let app = launch(screen)
        screen.go.isEnabled = false
        let start = Headless.now
        Headless.schedule(after: 0.5) { screen.go.isEnabled = true }
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
        #expect(withinAFrame(screen.tapTimes.first, after: start + 0.5))
    }

    @Test func aButtonThatStaysDisabledIsTappedToNoEffectOnceTheAppIsIdle() {
        let screen = GoScreen()
        let window = TouchCountingWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        let app = XCUIApplication(window: window)
        app.launch()
        screen.go.isEnabled = false
        let start = Headless.now
        app.buttons["Go"].tap()                         // as XCUITest: no failure, nothing happens
        #expect(Headless.now == start)
        #expect(screen.tapTimes.isEmpty)
        #expect(window.touchEvents == 2)                // but the finger went down and up on it
        // While something that may enable it is under way, the tap waits for that, no longer.
        Headless.schedule(after: 0.3) {}
        app.buttons["Go"].tap()
        #expect(withinAFrame(Headless.now, after: start + 0.3))
        #expect(screen.tapTimes.isEmpty)
        #expect(window.touchEvents == 4)
    }

    /// Each test starts with the trait's timeout whatever the test before it set: of these
    /// cases, run one after another on the main actor, all but the first run after another
    /// case changed it.
    @Test(arguments: [1.0, 2.0, 3.0])
    func eachTestStartsWithTheTraitsTimeoutWhateverTheOneBeforeSet(setting: TimeInterval) {
        #expect(XCUIElement.actionTimeout == 5)
        XCUIElement.actionTimeout = setting
    }

    @Test func aCoveredElementFailsNamingTheCoverAndHowLongItWaited() {
        let screen = GoScreen()
        let app = launch(screen)
        XCUIElement.actionTimeout = 2
        let cover = UIView(frame: CGRect(x: 0, y: 280, width: 320, height: 100))
        screen.view.addSubview(cover)
        let start = Headless.now
        withKnownIssue {
            app.buttons["Go"].tap()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Failed to tap app.buttons[\"Go\"] after waiting 2 s of virtual time: "
                    + "it is not hittable: <UIView; frame = (0 280; 320 100)")
                    && $0.rawValue.contains("is in the way at (160, 322) in the window")
            }
        }
        #expect(abs(Headless.now - start - 2) < 1e-6)
        #expect(screen.tapTimes.isEmpty)
    }

    @Test func typingWaitsForTheKeyboardToSlideIn() {
        let screen = GoScreen()
        let app = launch(screen)
        let start = Headless.now
        var typedAt: TimeInterval?
        screen.field.addAction(UIAction { _ in typedAt = typedAt ?? Headless.now }, for: .editingChanged)
        screen.field.becomeFirstResponder()                // the keyboard starts to slide in
        app.textFields["Name"].typeText("Ada")
        #expect(screen.field.text == "Ada")
        #expect(withinAFrame(typedAt, after: start + 0.25))
    }

    @Test func typingWaitsForTheFieldToHaveTheKeyboard() {
        let screen = GoScreen()
        let app = launch(screen)
        let start = Headless.now
        Headless.schedule(after: 1) { screen.field.becomeFirstResponder() }
        app.textFields["Name"].typeText("Ada")
        #expect(screen.field.text == "Ada")
        #expect(Headless.now - start >= 1.25 - 1e-9)     // the focus, then the keyboard's slide
        #expect(Headless.now - start <= 1.25 + 2 * frame)
    }

    @Test func theTimeoutListsTheRunningAnimationAndThePendingTimer() {
        let screen = GoScreen()
        let app = launch(screen)
        XCUIElement.actionTimeout = 1
        let panel = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        screen.view.addSubview(panel)
        panel.addSubview(screen.go)
        screen.go.frame = CGRect(x: 16, y: 20, width: 288, height: 44)
        Headless.Timer.scheduledTimer(withTimeInterval: 20, repeats: false) { _ in }
        UIView.animate(withDuration: 10, delay: 0, options: [.allowUserInteraction]) { panel.center.x = 400 }
        withKnownIssue {
            app.buttons["Stop"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Failed to tap app.buttons[\"Stop\"] after waiting 1 s of virtual time: it does not exist")
                && $0.rawValue.contains("""
                Still under way:
                    animation of position on UIView: Other, {{240, 200}, {320, 200}}, 9 s left
                    a timer or delayed call due in 19 s
                """) }
        }
        #expect(screen.tapTimes.isEmpty)
    }

    @Test func aButtonStillMovingWhenTheTimeIsUpIsTappedWhereItIs() {
        let screen = GoScreen()
        let app = launch(screen)
        XCUIElement.actionTimeout = 1
        let panel = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        screen.view.addSubview(panel)
        panel.addSubview(screen.go)
        screen.go.frame = CGRect(x: 16, y: 20, width: 288, height: 44)
        UIView.animate(withDuration: 10, delay: 0, options: [.allowUserInteraction]) { panel.center.x = 400 }
        app.buttons["Go"].tap()
        #expect(screen.tapTimes.count == 1)
    }

    @Test func aMissingElementFailsWithTheQueryExplanationAndWhatIsUnderWay() {
        let root = UIViewController()
        let app = launch(root)
        XCUIElement.actionTimeout = 0.1
        root.present(UIViewController(), animated: true)
        let start = Headless.now
        withKnownIssue {
            app.buttons["Go"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("""
                Failed to tap app.buttons["Go"] after waiting 0.1 s of virtual time: it does not exist
                No matches found for app.buttons["Go"]
                Still under way:
                    animation of position on UIDropShadowView: Other, {{0, 30}, {320, 450}}, 0.4 s left
                    animation of opacity on UIDimmingView: Other, {{0, 0}, {320, 480}}, 0.4 s left
                """) }
        }
        #expect(abs(Headless.now - start - 0.1) < 1e-6)
    }

    @Test func aCustomTransitionUnderWayIsListed() {
        let delegate = FadeNavigationDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        let app = launch(navigation)
        XCUIElement.actionTimeout = 0.1
        navigation.pushViewController(GoScreen(showsButton: false), animated: true)
        withKnownIssue {
            app.buttons["Go"].tap()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("    a transition from UIViewController to GoScreen (animated by FadeAnimator)")
            }
        }
    }

    @Test func theTraitSetsTheTimeoutAndEachTestStartsWithTheDefault() {
        #expect(XCUIElement.actionTimeout == 5)
        #expect(XCUIElement.defaultActionTimeout == 5)
    }

    @Test func waitForAKeyPathAdvancesTheVirtualClock() {
        let screen = GoScreen()
        let app = launch(screen)
        screen.go.isEnabled = false
        let start = Headless.now
        Headless.schedule(after: 0.3) { screen.go.isEnabled = true }
        #expect(app.buttons["Go"].wait(for: \.isEnabled, toEqual: true, timeout: 2))
        #expect(Headless.now - start < 0.5)
        #expect(!app.buttons["Missing"].wait(for: \.label, toEqual: "x", timeout: 1))
        #expect(app.buttons["Missing"].wait(for: \.exists, toEqual: false, timeout: 1))
    }
}

@MainActor
@Suite("The trait's action timeout", .headless(actionTimeout: 0.5))
struct ActionTimeoutTraitTests {
    @Test func theTraitsTimeoutBoundsTheWait() {
        #expect(XCUIElement.actionTimeout == 0.5)
        let screen = GoScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        let start = Headless.now
        withKnownIssue {
            app.buttons["Stop"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("after waiting 0.5 s of virtual time: it does not exist") }
        }
        #expect(abs(Headless.now - start - 0.5) < 1e-6)
    }
}

/// A window that counts the touch events it is sent, to tell a tap that did nothing from no tap.
@MainActor
final class TouchCountingWindow: UIWindow {
    private(set) var touchEvents = 0

    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches { touchEvents += 1 }
        super.sendEvent(event)
    }
}
