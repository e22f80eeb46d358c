// BarButtonItemTests.swift: bar button items in a navigation bar (target-action, placement,
// enabled state, custom views, raw values) and a bar managing its own items
// (Navigation/UIBarButtonItem*.swift, UINavigationBar.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: bar button items", .headless)
struct BarButtonItemTests {
    @Test func tappingABarButtonSendsItsActionWithTheItemAsSender() {
        let root = BarActionController()
        let share = UIBarButtonItem(title: "Share", style: .done, target: root, action: BarActionController.share)
        root.navigationItem.rightBarButtonItem = share
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        barButtonView(titled: "Share", in: navigation.navigationBar)?.tap()

        #expect(root.senders.count == 1)
        #expect(root.senders.first === share)
    }

    @Test func anActionMayTakeNoArgument() {
        let root = BarActionController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: root,
                                                                 action: BarActionController.edit)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        barButtonView(titled: "Edit", in: navigation.navigationBar)?.tap()

        #expect(root.editTaps == 1)
    }

    @Test func rightItemsLineUpFromTheRightEdge() {
        let root = BarActionController()
        let first = UIBarButtonItem(title: "One", style: .plain, target: root, action: BarActionController.edit)
        let second = UIBarButtonItem(title: "Two", style: .plain, target: root, action: BarActionController.edit)
        root.navigationItem.rightBarButtonItems = [first, second]
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar

        let one = barButtonView(titled: "One", in: bar), two = barButtonView(titled: "Two", in: bar)
        #expect(one?.frame.maxX == 312)
        #expect(two.map { $0.frame.maxX } == one.map { $0.frame.minX - 8 })
    }

    @Test func aDisabledItemSendsNothingAndLetsTheTapFallToTheBar() {
        let root = BarActionController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: root, action: BarActionController.edit)
        root.navigationItem.rightBarButtonItem = item
        let (navigation, window) = makeShownNavigationController(root: root)
        let bar = navigation.navigationBar

        item.isEnabled = false
        window.layoutIfNeeded()
        let center = barButtonView(titled: "Edit", in: bar).map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: window) }
        let hit = center.flatMap { window.tap(at: $0) }

        #expect(root.editTaps == 0)
        #expect(hit === bar)
        #expect(barButtonView(titled: "Edit", in: bar)?.description.contains("enabled = NO") == true)
    }

    @Test func aNilTargetFindsTheActionAlongTheResponderChain() {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: nil, action: ActionCatchingNavigationController.refresh)
        let navigation = ActionCatchingNavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let refresh = navigation.navigationBar.subviews.first { $0.description.contains("systemItem = refresh") }
        refresh?.tap()

        #expect(refresh != nil)
        #expect(navigation.refreshes == 1)
    }

    @Test func theItemHoldsItsTargetWeakly() {
        weak var weakTarget: BarActionController?
        var item: UIBarButtonItem?
        do {
            let target = BarActionController()
            weakTarget = target
            item = UIBarButtonItem(title: "Edit", style: .plain, target: target, action: BarActionController.edit)
            #expect(item?.target === target)
        }
        #expect(weakTarget == nil)
        #expect(item?.target == nil)
    }

    @Test func aCustomViewIsShownAsItIsAndSendsNoAction() {
        let root = BarActionController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: custom)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        #expect(custom.superview === navigation.navigationBar)
        #expect(custom.frame == CGRect(x: 8, y: 7, width: 30, height: 30))
    }

    @Test func changingAnItemsTitleUpdatesItsButton() {
        let root = BarActionController()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: root, action: BarActionController.edit)
        root.navigationItem.rightBarButtonItem = item
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        item.title = "Done"

        #expect(barButtonView(titled: "Edit", in: navigation.navigationBar) == nil)
        #expect(barButtonView(titled: "Done", in: navigation.navigationBar) != nil)
    }

    @Test func stylesAndSystemItemsHaveUIKitsRawValues() {
        #expect(UIBarButtonItem.Style.plain.rawValue == 0)
        #expect(UIBarButtonItem.Style.bordered.rawValue == 1)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.add.rawValue == 4)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.undo.rawValue == 21)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    }

    @Test func itemDefaultsAreUIKits() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain)
        #expect(item.isEnabled)
        #expect(item.title == nil && item.image == nil && item.customView == nil)
        #expect(item.width == 0 && item.tag == 0)
        #expect(UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil).title == "Save")
    }
}

@MainActor
@Suite("Navigation bar: items stack", .headless)
struct NavigationBarItemsTests {
    @Test func aBarIs44PointsHigh() {
        #expect(UINavigationBar().sizeThatFits(CGSize(width: 320, height: 100)) == CGSize(width: 320, height: 44))
    }

    @Test func anAppManagedBarPushesAndPopsItsItemsAskingTheDelegate() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = RecordingBarDelegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")

        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.items == [first, second])
        #expect(bar.topItem === second && bar.backItem === first)

        delegate.allowsPop = false
        #expect(bar.popItem(animated: false) == nil)
        delegate.allowsPop = true
        #expect(bar.popItem(animated: false) === second)
        #expect(delegate.calls == ["didPush One", "didPush Two", "shouldPop Two", "shouldPop Two", "didPop Two"])
    }

    @Test func tappingBackOnAnAppManagedBarPopsItsTopItem() {
        let window = UIWindow()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.items = [UINavigationItem(title: "One"), UINavigationItem(title: "Two")]
        window.layoutIfNeeded()

        backButtonView(in: bar)?.tap()

        #expect(bar.items?.map(\.title) == ["One"])
    }

    @Test func aControllersBarRefusesDirectItemChangesAndADelegate() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar

        let messages = Headless.recordingViolations {
            bar.pushItem(UINavigationItem(title: "Stray"), animated: false)
            bar.delegate = RecordingBarDelegate()
        }

        #expect(messages == [
            "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.",
            "Cannot manually set the delegate on a UINavigationBar managed by a controller.",
        ])
        #expect(bar.items?.count == 1)
        #expect(bar.delegate == nil)
    }

    @Test func aControllersBarFollowsItsStack() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        navigation.pushViewController(detail, animated: false)

        #expect(navigation.navigationBar.items == [root.navigationItem, detail.navigationItem])
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
    }
}
