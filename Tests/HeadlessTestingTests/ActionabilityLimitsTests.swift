// ActionabilityLimitsTests.swift: where waiting for an element ends as XCUITest ends it — an
// element still moving when the time is up (an endless animation) is tapped anyway; an element
// outside a scroll view's visible part is scrolled into view first; a disabled element that is
// also covered fails naming what covers it.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen with one button that counts its taps, placed by `place`.
@MainActor
private final class OneButtonScreen: UIViewController {
    let button = UIButton(type: .system)
    var taps = 0
    private let place: (OneButtonScreen) -> Void

    init(_ place: @escaping (OneButtonScreen) -> Void) {
        self.place = place
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        place(self)
    }
}

@MainActor
@Suite("Actionability: where the wait ends", .headless)
struct ActionabilityLimitsTests {
    @Test func aButtonThatNeverStopsPulsingIsTappedWhenTheTimeIsUp() {
        let screen = OneButtonScreen { screen in
            screen.view.addSubview(screen.button)
        }
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .allowUserInteraction]) {
            screen.button.alpha = 0.6
        }
        XCUIElement.actionTimeout = 1
        let start = Headless.now
        app.buttons["Go"].tap()
        #expect(screen.taps == 1)
        #expect(Headless.now - start >= 1 - 1e-9)
    }

    @Test func aRepeatingTimerDoesNotMakeADisabledButtonWait() {
        let screen = OneButtonScreen { screen in
            screen.view.addSubview(screen.button)
            screen.button.isEnabled = false
        }
        let window = TouchCountingWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        let app = XCUIApplication(window: window)
        app.launch()
        var ticks = 0
        Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
        let start = Headless.now
        app.buttons["Go"].tap()                         // a countdown ticking: tapped at once, to no effect
        #expect(Headless.now == start)
        #expect(ticks == 0)
        #expect(screen.taps == 0)
        #expect(window.touchEvents == 2)
    }

    @Test func aButtonBelowTheFoldOfAScrollViewIsScrolledIntoViewAndTapped() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let screen = OneButtonScreen { screen in
            scroll.contentSize = CGSize(width: 320, height: 2000)
            screen.button.frame.origin.y = 1500
            scroll.addSubview(screen.button)
            screen.view.addSubview(scroll)
        }
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        #expect(!app.buttons["Go"].isHittable)
        let start = Headless.now
        app.buttons["Go"].tap()
        #expect(screen.taps == 1)
        #expect(scroll.contentOffset.y > 1100)
        #expect(Headless.now - start < 0.5)
    }

    @Test func aDisabledButtonThatIsCoveredFailsNamingTheCover() {
        let screen = OneButtonScreen { screen in
            screen.view.addSubview(screen.button)
            screen.button.isEnabled = false
            let cover = UIView(frame: CGRect(x: 0, y: 80, width: 320, height: 100))
            cover.backgroundColor = .gray
            screen.view.addSubview(cover)
        }
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        XCUIElement.actionTimeout = 0.5
        withKnownIssue {
            app.buttons["Go"].tap()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("it is not hittable") && text.contains("is in the way") && !text.contains("not enabled")
        }
        #expect(screen.taps == 0)
    }
}
