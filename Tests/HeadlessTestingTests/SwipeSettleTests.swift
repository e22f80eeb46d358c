// SwipeSettleTests.swift: an XCUITest swipe waits until the content it flicked is at rest, as long
// as the deceleration lasts (a rate near 1 decelerates for most of a minute), but not for ever;
// meanwhile the app sees every frame of the motion.
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

/// A tall scroll view over a second one; when the first comes to rest, its delegate scrolls the
/// second (animated), and it records each `scrollViewDidScroll(_:)` with the virtual time.
@MainActor
private final class ChainedScrollScreen: UIViewController, UIScrollViewDelegate {
    let first = UIScrollView()
    let second = UIScrollView()
    private(set) var scrolls: [(time: TimeInterval, offset: CGFloat)] = []
    private(set) var liftedAt: TimeInterval?
    private(set) var restedAt: TimeInterval?
    override func viewDidLoad() {
        super.viewDidLoad()
        second.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 100)
        second.contentSize = CGSize(width: view.bounds.width, height: 1000)
        first.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: view.bounds.height - 100)
        first.contentSize = CGSize(width: view.bounds.width, height: 100_000)
        first.delegate = self
        first.accessibilityIdentifier = "flicked"
        view.addSubview(second)
        view.addSubview(first)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls.append((Headless.now, scrollView.contentOffset.y))
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        liftedAt = Headless.now
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        restedAt = Headless.now
        second.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    }
}

/// A table whose delegate records the rows shown and taken off, in order.
@MainActor
private final class RecordingTableScreen: UITableViewController {
    private(set) var shown: [Int] = []
    private(set) var ended: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        shown.append(indexPath.row)
    }
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath.row)
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

    @Test func theDelegateHearsEveryFrameOfTheDecelerationASwipeWaitsFor() throws {
        let screen = ChainedScrollScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        app.scrollViews["flicked"].swipeUp()
        let lifted = try #require(screen.liftedAt)
        let rested = try #require(screen.restedAt)
        // After the finger lifts, one call a frame (60 Hz) until the content rests.
        let decelerating = screen.scrolls.filter { $0.time > lifted }
        #expect(decelerating.count > 30)
        #expect(abs((decelerating.first?.time ?? 0) - lifted - 1.0 / 60) < 1e-6)
        for (next, previous) in zip(decelerating.dropFirst(), decelerating) {
            #expect(abs(next.time - previous.time - 1.0 / 60) < 1e-6)
            #expect(next.offset > previous.offset)
        }
        #expect(decelerating.last?.time == rested)
        #expect(decelerating.last?.offset == screen.first.contentOffset.y)
    }

    @Test func aSwipeWaitsForAScrollThatBeginsWhenTheFlickedContentRests() {
        let screen = ChainedScrollScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        app.scrollViews["flicked"].swipeUp()
        #expect(screen.restedAt != nil)
        #expect(!screen.second.isScrollAnimating)
        #expect(screen.second.contentOffset.y == 500)
    }

    @Test func aSwipedTableShowsEachRowItPassesOnceAndInOrder() {
        let screen = RecordingTableScreen(style: .plain)
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        app.tables.firstMatch.swipeUp()
        app.tables.firstMatch.swipeUp()
        let visible = (screen.tableView.indexPathsForVisibleRows ?? []).map(\.row)
        let last = visible.last ?? 0
        #expect(visible.first ?? 0 > 20)
        #expect(screen.shown == Array(0...last))
        #expect(screen.ended == Array(0..<(visible.first ?? 0)))
    }
}
