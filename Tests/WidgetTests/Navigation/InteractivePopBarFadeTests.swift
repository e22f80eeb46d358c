// InteractivePopBarFadeTests.swift: the navigation bar's cross-fade in the interactive pop when the
// bar's content changes mid-swipe (items set in the arriving controller's viewWillAppear, in the
// coordinator's alongside animations, or in code while the finger is down) and when a reset ends
// the swipe (Navigation/UINavigationBar+CrossFade.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller titled after its name that sets `itemOnAppear` as its right bar button item in
/// `viewWillAppear`, as apps do.
@MainActor
private final class ItemSettingController: UIViewController {
    var itemOnAppear: UIBarButtonItem?

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItem.rightBarButtonItem = itemOnAppear
    }
}

/// A controller titled after its name that sets `itemAlongside` as its right bar button item
/// inside the transition coordinator's alongside animations, from `viewWillAppear`.
@MainActor
private final class AlongsideItemController: UIViewController {
    var itemAlongside: UIBarButtonItem?

    init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let item = itemAlongside, let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.navigationItem.rightBarButtonItem = item
        }, completion: nil)
    }
}

/// The opacity the screen shows for each label in `bar` showing `text` (its presentation opacity
/// times its ancestors' up to the bar), sorted.
@MainActor
private func shownOpacities(of text: String, in bar: UINavigationBar) -> [Float] {
    var result: [Float] = []
    func visit(_ view: UIView) {
        if let label = view as? UILabel, label.text == text, !label.isHidden {
            var opacity: Float = 1
            var current: UIView? = label
            while let layerView = current, layerView !== bar {
                opacity *= layerView.layer.presentation()?.opacity ?? layerView.layer.opacity
                current = layerView.superview
            }
            result.append(opacity)
        }
        for subview in view.subviews { visit(subview) }
    }
    visit(bar)
    return result.sorted()
}

/// Whether `value` is within 0.01 of `expected`.
private func near(_ value: Float?, _ expected: Float) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 0.01
}

@MainActor
@Suite("Navigation controller: the bar's fade when its content changes mid-swipe", .headless)
struct InteractivePopBarFadeTests {
    @Test func anItemTheArrivingControllerSetsInViewWillAppearFadesInWithTheRest() {
        let root = ItemSettingController("A"), detail = ItemSettingController("B")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        root.itemOnAppear = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let bar = navigation.navigationBar

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)   // a quarter of 320 points

        #expect(bar.topItem?.rightBarButtonItem?.title == "Edit")
        let edit = shownOpacities(of: "Edit", in: bar)
        #expect(edit.count == 1 && near(edit.first, 0.25))
        move(touch, in: window, through: [161], interval: 0.1)      // half way
        #expect(near(shownOpacities(of: "Edit", in: bar).first, 0.5))

        move(touch, in: window, through: [250], interval: 0.1)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(shownOpacities(of: "Edit", in: bar) == [1])
    }

    @Test func anItemSetInCodeMidSwipeStartsAtTheSwipesFractionAndACancelShowsTheStayingItemFully() {
        let root = ItemSettingController("A"), detail = ItemSettingController("B")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        // The controller that stays sets its item again when it reappears on the cancel.
        detail.itemOnAppear = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        let bar = navigation.navigationBar

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(near(shownOpacities(of: "Edit", in: bar).first, 0.25))
        #expect(near(shownOpacities(of: "A", in: bar).last, 0.75))   // the back button to A fades out
        move(touch, in: window, through: [161], interval: 0.1)
        #expect(near(shownOpacities(of: "Edit", in: bar).first, 0.5))

        move(touch, in: window, through: [41], interval: 0.1)
        Headless.advance(by: 0.5)                                    // held: no flick
        window.endTouch(touch)                                       // short of half: cancelled
        Headless.runUntilIdle()

        #expect(navigation.viewControllers.count == 2 && bar.topItem?.title == "B")
        #expect(shownOpacities(of: "Edit", in: bar).isEmpty)
        #expect(shownOpacities(of: "Done", in: bar) == [1])
        #expect(shownOpacities(of: "B", in: bar) == [1])
        #expect(bar.subviews.allSatisfy { $0.alpha == 1 })
    }

    @Test func anItemSetInAnAlongsideAnimationFadesInWithTheSwipe() {
        let root = AlongsideItemController("A"), detail = AlongsideItemController("B")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        root.itemAlongside = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let bar = navigation.navigationBar

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)   // a quarter of 320 points
        #expect(bar.topItem?.rightBarButtonItem?.title == "Edit")
        let edit = shownOpacities(of: "Edit", in: bar)
        #expect(edit.count == 1 && near(edit.first, 0.25))
        move(touch, in: window, through: [161], interval: 0.1)      // half way
        #expect(near(shownOpacities(of: "Edit", in: bar).first, 0.5))

        move(touch, in: window, through: [250], interval: 0.1)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(shownOpacities(of: "Edit", in: bar) == [1])
    }

    @Test func anItemSetInAnAlongsideAnimationOfACancelledSwipeIsWholeWhenShownLater() {
        let root = AlongsideItemController("A"), detail = AlongsideItemController("B")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        root.itemAlongside = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let bar = navigation.navigationBar

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)
        #expect(near(shownOpacities(of: "Edit", in: bar).first, 0.25))
        move(touch, in: window, through: [41], interval: 0.1)
        Headless.advance(by: 0.5)                                    // held: no flick
        window.endTouch(touch)                                       // short of half: cancelled
        Headless.runUntilIdle()
        #expect(navigation.viewControllers.count == 2 && bar.topItem?.title == "B")
        #expect(shownOpacities(of: "Edit", in: bar).isEmpty)
        #expect(bar.subviews.allSatisfy { $0.alpha == 1 })

        root.itemAlongside = nil
        navigation.popViewController(animated: false)
        Headless.runUntilIdle()
        #expect(shownOpacities(of: "Edit", in: bar) == [1])
    }

    @Test func aResetMidSwipeLeavesNoViewOfTheBarHalfFadedAndKeepsNothingAlive() {
        weak var weakNavigation: UINavigationController?
        weak var weakRoot: UIViewController?
        weak var weakDetail: UIViewController?
        weak var weakItemView: UIView?
        do {
            let (navigation, window, root, detail, _) = makeTwoScreens()
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: badge)
            weakNavigation = navigation
            weakRoot = root
            weakDetail = detail
            weakItemView = badge
            let bar = navigation.navigationBar

            let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
            move(touch, in: window, through: [21, 81], interval: 0.1)
            #expect(badge.superview === bar)
            Headless.reset()

            // The bar shows what it showed before the swipe, with nothing at partial alpha.
            #expect(!bar.subviews.contains { String(describing: type(of: $0)) == "_UINavigationBarContentView" })
            #expect(bar.topItem?.title == "B")
            #expect(shownOpacities(of: "B", in: bar) == [1])
            #expect(shownOpacities(of: "A", in: bar) == [1])     // the back button
            #expect(bar.subviews.allSatisfy { $0.alpha == 1 })
            #expect(badge.alpha == 1)
            withExtendedLifetime(window) {}
        }
        #expect(weakNavigation == nil)
        #expect(weakRoot == nil)
        #expect(weakDetail == nil)
        #expect(weakItemView == nil)
    }
}
