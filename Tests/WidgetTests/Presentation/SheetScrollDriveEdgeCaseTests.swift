// SheetScrollDriveEdgeCaseTests.swift: a scroll view driving its sheet in the cases around the
// plain drag: a dismissal in code mid-drag, a table with a refresh control, a table freed
// mid-swipe, a finger catching decelerating content, a sideways drag on content that scrolls both ways.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A table controller of 60 rows, with a refresh control when `refreshes` (counting its refreshes).
@MainActor
private final class EdgeRowsController: UITableViewController {
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

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
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
    /// Presents `content` as a sheet from a shown root in a 320 × 480 window (after `configure`).
    private func presentSheet(_ content: UIViewController, from root: UIViewController = UIViewController(),
                              configure: (UISheetPresentationController) -> Void = { _ in }) throws -> UIWindow {
        let window = makeShownWindow(root: root)
        let sheet = try #require(content.sheetPresentationController)
        configure(sheet)
        root.present(content, animated: false)
        Headless.runUntilIdle()
        return window
    }

    /// The top of `controller`'s view in the window.
    private func top(of controller: UIViewController, in window: UIWindow) -> CGFloat {
        controller.view.convert(controller.view.bounds, to: window).minY
    }

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
}
