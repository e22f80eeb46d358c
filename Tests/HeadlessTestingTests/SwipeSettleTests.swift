// SwipeSettleTests.swift: an XCUITest swipe waits until the content it flicked is at rest, as long
// as the deceleration lasts (a rate near 1 decelerates for most of a minute), but not for ever.
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

/// A screen that is one tall scroll view, decelerating at `rate`.
@MainActor
private final class SlowScrollScreen: UIViewController {
    let scrollView = UIScrollView()
    let rate: CGFloat
    init(rate: CGFloat) {
        self.rate = rate
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 10_000_000)
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
        view.addSubview(scrollView)
    }
}

@MainActor
@Suite("Swipes wait for the content to rest", .headless)
struct SwipeSettleTests {
    @Test func aSwipeWaitsOutAFlickThatLastsLongerThanFiveSeconds() {
        let screen = SlowScrollScreen(rate: 0.9999)
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        let start = Headless.now
        app.scrollViews.element.swipeUp()
        #expect(!screen.scrollView.isDecelerating)
        #expect(Headless.now - start > 20)            // about 45 s of virtual time
    }

    @Test func aSwipeWaitsFiveSecondsWhenTheFlickIsShort() {
        let screen = SlowScrollScreen(rate: 0.998)
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        let start = Headless.now
        app.scrollViews.element.swipeUp()
        #expect(!screen.scrollView.isDecelerating)
        #expect(Headless.now - start < 5)
    }
}
