// SheetScrollDriveEdgeCaseTests.swift: a scroll view driving its sheet in the cases around the
// plain drag: a dismissal in code mid-drag, a table with a refresh control, a table freed
// mid-swipe, a finger catching decelerating content, a sideways drag on content that scrolls both ways.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A table controller of 60 rows, with a refresh control when `refreshes` (counting its refreshes).
@MainActor
private final class EdgeRowsController: SheetRowsController {
    var refreshes = 0
    private let refreshes_: Bool

    init(refreshes: Bool = false) {
        refreshes_ = refreshes
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard refreshes_ else { return }
        let control = UIRefreshControl()
        control.addTarget(self, action: EdgeRowsController.refreshed, for: .valueChanged)
        refreshControl = control
    }

    func refreshed(_ sender: UIRefreshControl) { refreshes += 1 }
}

/// A controller whose view is a scroll view of `contentSize` (a plain one: no row's swipe waits
/// on its pan, so a finger catching its moving content begins the pan at once).
@MainActor
private final class PlaneController: UIViewController {
    let scrollView = UIScrollView()
    private let contentSize: CGSize
    init(contentSize: CGSize = CGSize(width: 1000, height: 1000)) {
        self.contentSize = contentSize
        super.init(nibName: nil, bundle: nil)
    }
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func loadView() {
        scrollView.contentSize = contentSize
        view = scrollView
    }
}

/// Told the sheet will be dismissed, replaces the navigation stack (freeing the table in it).
@MainActor
private final class StackReplacingDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var navigation: UINavigationController?
    var entries: [String] = []
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        entries.append("willDismiss")
        navigation?.setViewControllers([UIViewController()], animated: false)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss")
    }
}

@MainActor
@Suite("Sheet presentation controller: the scroll view's drive, edge cases", .headless)
struct SheetScrollDriveEdgeCaseTests {
    /// Moves `finger` from `start` by `distance` points down in `steps` frames.
    private func move(_ window: UIWindow, _ finger: UITouch, from start: CGPoint, by distance: CGFloat, steps: Int = 10) {
        for step in 1...steps {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
    }

    @Test func aDismissalInCodeMidDragCallsNoDelegateMethod() throws {
        let rows = EdgeRowsController()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(rows, from: root) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
            sheet.delegate = delegate
        }
        // 20 points move the card between its detents; the rest of the drag would take it below
        // the medium one (top 255) were it still the finger's.
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 100))
        move(window, finger, from: CGPoint(x: 160, y: 100), by: 20, steps: 4)
        rows.dismiss(animated: true)
        move(window, finger, from: CGPoint(x: 160, y: 120), by: 300, steps: 20)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(delegate.entries.isEmpty)
        #expect(root.presentedViewController == nil)
    }

    @Test func aTableWithARefreshControlRefreshesAndTheSheetStays() throws {
        let rows = EdgeRowsController(refreshes: true)
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(rows, from: root) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), steps: 20)
        Headless.advance(by: 1)
        #expect(rows.refreshes == 1)
        #expect(rows.refreshControl?.isRefreshing == true)
        #expect(root.presentedViewController === rows)
        #expect(top(of: rows, in: window) == 30)
        #expect(delegate.entries.isEmpty)
    }

    @Test func aTableFreedMidSwipeCancelsTheDismissal() throws {
        var rows: EdgeRowsController? = EdgeRowsController()
        weak let table = rows?.tableView
        let navigation = UINavigationController(rootViewController: try #require(rows))
        rows = nil
        let delegate = StackReplacingDelegate()
        delegate.navigation = navigation
        let root = UIViewController()
        let window = try presentSheet(navigation, from: root) { $0.delegate = delegate }
        window.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 460), steps: 20)
        Headless.advance(by: 1)
        #expect(table == nil)
        #expect(delegate.entries == ["willDismiss"])
        #expect(root.presentedViewController === navigation)
        #expect(!navigation.isBeingDismissed)
        #expect(navigation.transitionCoordinator == nil)
        #expect(top(of: navigation, in: window) == 30)
    }

    /// Presents the rows as a sheet resting at its medium detent (top 255) of medium and large.
    private func presentAtMedium(_ rows: UIViewController, delegate: LoggingPresentationDelegate) throws -> UIWindow {
        try presentSheet(rows) { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
    }

    /// Flicks the content down from `y`: `distance` points in four frames, lifted at speed.
    private func flickDown(_ window: UIWindow, from y: CGFloat, by distance: CGFloat) {
        let finger = window.beginTouch(at: CGPoint(x: 160, y: y))
        move(window, finger, from: CGPoint(x: 160, y: y), by: distance, steps: 4)
        window.endTouch(finger)
    }

    @Test func aTapStoppingContentBouncedPastItsTopLetsItSpringBack() throws {
        let rows = PlaneController(contentSize: CGSize(width: 320, height: 3000))
        let delegate = LoggingPresentationDelegate()
        let window = try presentAtMedium(rows, delegate: delegate)
        let table = rows.scrollView
        let startOffset = table.contentOffset.y
        table.contentOffset.y = startOffset + 60
        flickDown(window, from: 300, by: 40)
        var frames = 0
        while table.contentOffset.y >= startOffset - 5, frames < 120 {
            Headless.advance(by: 1.0 / 60)
            frames += 1
        }
        try #require(table.contentOffset.y < startOffset - 5)   // bounced past its top
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 350))
        Headless.advance(by: 0.3)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(table.contentOffset.y == startOffset)
        #expect(top(of: rows, in: window) == 255)
        #expect(delegate.entries.isEmpty)
    }

    @Test func catchingContentMidListAndDraggingDownScrollsIt() throws {
        let rows = PlaneController(contentSize: CGSize(width: 320, height: 3000))
        let delegate = LoggingPresentationDelegate()
        let window = try presentAtMedium(rows, delegate: delegate)
        let table = rows.scrollView
        let startOffset = table.contentOffset.y
        table.contentOffset.y = startOffset + 800
        flickDown(window, from: 300, by: 60)
        Headless.advance(by: 2.0 / 60)
        try #require(table.isDecelerating)
        let caughtAt = table.contentOffset.y
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 300))
        Headless.advance(by: 0.3)
        move(window, finger, from: CGPoint(x: 160, y: 300), by: 100, steps: 10)
        #expect(top(of: rows, in: window) == 255)
        #expect(abs(table.contentOffset.y - (caughtAt - 100)) < 12)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(top(of: rows, in: window) == 255)
        #expect(delegate.entries.isEmpty)
    }

    @Test func aSidewaysDragOnContentThatScrollsBothWaysScrollsIt() throws {
        let plane = PlaneController()
        let delegate = LoggingPresentationDelegate()
        let root = UIViewController()
        let window = try presentSheet(plane, from: root) { $0.delegate = delegate }
        let start = plane.scrollView.contentOffset
        window.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 240), steps: 20, holdBeforeLifting: 0.2)
        Headless.advance(by: 1)
        #expect(abs(plane.scrollView.contentOffset.x - (start.x + 150)) < 1)
        #expect(plane.scrollView.contentOffset.y == start.y)
        #expect(root.presentedViewController === plane)
        #expect(top(of: plane, in: window) == 30)
        #expect(delegate.entries.isEmpty)
    }

    @Test func theContentScrollsOnSidewaysFromWhereItWasOnceTheSheetIsExpanded() throws {
        let plane = PlaneController()
        let delegate = LoggingPresentationDelegate()
        let window = try presentAtMedium(plane, delegate: delegate)
        let start = plane.scrollView.contentOffset
        // 225 of the 345 points up raise the card to the large detent; the content moves only
        // with the rest of the drag, sideways too: about 35 of the 100 points.
        window.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 150, y: 55), steps: 30, holdBeforeLifting: 0.2)
        Headless.advance(by: 1)
        #expect(top(of: plane, in: window) == 30)
        #expect(abs(plane.scrollView.contentOffset.x - (start.x + 35)) < 8)
        #expect(abs(plane.scrollView.contentOffset.y - (start.y + 120)) < 12)
    }
}
