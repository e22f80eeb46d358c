// NavigationTestSupport.swift: controllers, a delegate and finders shared by the navigation tests.
import Foundation
import ViewWidgets

/// A shared record of what several controllers heard, in order.
@MainActor
final class NavigationEventLog {
    var entries: [String] = []
}

/// A controller titled after its name that logs its lifecycle, appearance and containment calls.
@MainActor
final class NavigationLoggingController: UIViewController {
    let name: String
    let log: NavigationEventLog
    var movingToParentInWillAppear: Bool?
    var movingFromParentInWillDisappear: Bool?
    var prefersHiddenStatusBar = false

    init(_ name: String, log: NavigationEventLog = NavigationEventLog()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    private func record(_ entry: String) { log.entries.append("\(name) \(entry)") }

    override var prefersStatusBarHidden: Bool { prefersHiddenStatusBar }
    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        movingToParentInWillAppear = isMovingToParent
        record("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        movingFromParentInWillDisappear = isMovingFromParent
        record("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
}

/// A controller that pushes another one from its viewDidLoad, as apps restoring a screen do.
@MainActor
final class PushingOnLoadController: UIViewController {
    let controllerToPush: UIViewController

    init(pushing next: UIViewController) {
        controllerToPush = next
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.pushViewController(controllerToPush, animated: false)
    }
}

/// A navigation controller shown in a visible 320x480 window, with `root` at the bottom.
@MainActor
func makeShownNavigationController(root: UIViewController) -> (UINavigationController, UIWindow) {
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (navigation, window)
}

/// A controller whose bar button actions count their calls.
@MainActor
final class BarActionController: UIViewController {
    var editTaps = 0
    var senders: [UIBarButtonItem] = []

    func edit() { editTaps += 1 }
    func share(_ sender: UIBarButtonItem) { senders.append(sender) }
}

/// A navigation controller subclass that receives actions sent to a nil target.
@MainActor
final class ActionCatchingNavigationController: UINavigationController {
    var refreshes = 0
    func refresh() { refreshes += 1 }
}

/// A delegate of an app-managed bar that logs and may refuse pops.
@MainActor
final class RecordingBarDelegate: UINavigationBarDelegate {
    var allowsPop = true
    var calls: [String] = []

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        calls.append("shouldPop \(item.title ?? "-")")
        return allowsPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        calls.append("didPop \(item.title ?? "-")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        calls.append("didPush \(item.title ?? "-")")
    }
}

/// The labels in `view`'s subtree, front-most last.
@MainActor
func navigationLabels(in view: UIView) -> [UILabel] {
    view.subviews.flatMap { subview -> [UILabel] in
        if let label = subview as? UILabel { return [label] }
        return navigationLabels(in: subview)
    }
}

/// The bar's title label (a direct subview), or nil.
@MainActor
func navigationTitleLabel(of bar: UINavigationBar) -> UILabel? {
    bar.subviews.compactMap { $0 as? UILabel }.first
}

/// The view of the button whose label shows `title`, or nil.
@MainActor
func barButtonView(titled title: String, in bar: UINavigationBar) -> UIView? {
    navigationLabels(in: bar).first { $0.text == title && $0.superview !== bar }?.superview
}

/// The back button view of the bar, or nil.
@MainActor
func backButtonView(in bar: UINavigationBar) -> UIView? {
    bar.subviews.first { String(describing: type(of: $0)) == "UINavigationItemButtonView" }
}

/// A navigation controller showing A with B pushed over it, in a visible 320x480 window; the log
/// starts empty.
@MainActor
func makeTwoScreens() -> (UINavigationController, UIWindow, NavigationLoggingController,
                                  NavigationLoggingController, NavigationEventLog) {
    let log = NavigationEventLog()
    let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
    let (navigation, window) = makeShownNavigationController(root: root)
    navigation.pushViewController(detail, animated: false)
    log.entries.removeAll()
    return (navigation, window, root, detail, log)
}

/// Moves a finger to each x in turn along y = 240, `interval` of virtual time apart.
@MainActor
func move(_ touch: UITouch, in window: UIWindow, through xs: [CGFloat], interval: TimeInterval = 0.1) {
    for x in xs {
        Headless.advance(by: interval)
        window.moveTouch(touch, to: CGPoint(x: x, y: 240))
    }
}

/// A recognizer delegate of the app's own, as apps set on `interactivePopGestureRecognizer`.
@MainActor
final class PopGestureGate: NSObject, UIGestureRecognizerDelegate {
    var allows = true
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allows
    }
}

/// A visible 320x480 window with a toolbar of `items` along its bottom, laid out.
@MainActor
func makeToolbar(_ items: [UIBarButtonItem]) -> (UIToolbar, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    toolbar.items = items
    window.addSubview(toolbar)
    window.layoutIfNeeded()
    return (toolbar, window)
}

/// A 100-message table controller titled `title`, with a search controller in its navigation
/// item when `searchable`, as the large-title collapse tests put under a bar that prefers large
/// titles. Records the targets `scrollViewWillEndDragging` was given, and writes back
/// `overridesTarget`'s answer when set.
@MainActor
final class LargeTitleMailbox: UITableViewController {
    let search = UISearchController(searchResultsController: nil)
    let searchable: Bool
    let mailboxTitle: String
    /// The targets the delegate was given, and what it writes back (nil: leaves it).
    var proposedTargets: [CGFloat] = []
    var overridesTarget: ((UIScrollView) -> CGFloat)?

    init(title: String, searchable: Bool) {
        self.searchable = searchable
        self.mailboxTitle = title
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = mailboxTitle
        if searchable { navigationItem.searchController = search }
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        proposedTargets.append(targetContentOffset.pointee.y)
        if let overridesTarget { targetContentOffset.pointee.y = overridesTarget(scrollView) }
    }
}
