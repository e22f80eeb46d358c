// BarButtonItemHidingTests.swift: the bar button items of iOS 14 and 16: `fixedSpace(_:)` and
// `flexibleSpace()`, and `isHidden`, which leaves an item out of its bar until it is shown again.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bar button items: spaces and hiding", .headless)
struct BarButtonItemHidingTests {
    @Test func theSpaceFactoriesMakeSystemSpaces() {
        let fixed = UIBarButtonItem.fixedSpace(30)
        #expect(fixed.width == 30)
        #expect(fixed.title == nil && fixed.target == nil)
        let items: [UIBarButtonItem] = [.flexibleSpace(), .fixedSpace(8)]
        #expect(items.count == 2 && items[1].width == 8)
        #expect(UIBarButtonItem().isHidden == false)
    }

    @Test func theSpaceFactoriesLayOutAsTheSystemItemsDo() throws {
        let (toolbar, window) = makeToolbar([
            .fixedSpace(30),
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil),
        ])
        defer { withExtendedLifetime(toolbar) {} }
        let first = try #require(frameOfButton(showing: "A", in: window))
        #expect(first.minX == CGFloat(8 + 30 + 8))
        let last = try #require(frameOfButton(showing: "B", in: window))
        #expect(last.maxX == 312)
    }

    @Test func aHiddenToolbarItemLeavesNoRoomAndComesBackWhenShown() throws {
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let (toolbar, window) = makeToolbar([share, UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)])
        defer { withExtendedLifetime(toolbar) {} }
        share.isHidden = true
        window.layoutIfNeeded()
        #expect(labels(showing: "Share", in: window).isEmpty)
        let editAlone = try #require(frameOfButton(showing: "Edit", in: window))
        #expect(editAlone.minX == 8)
        share.isHidden = false
        window.layoutIfNeeded()
        let shareBack = try #require(frameOfButton(showing: "Share", in: window))
        let editAfter = try #require(frameOfButton(showing: "Edit", in: window))
        #expect(shareBack.minX == 8)
        #expect(editAfter.minX > 8)
    }

    @Test func aHiddenNavigationItemLeavesTheOthersAtTheEdge() {
        let root = UIViewController()
        let first = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [first, second]
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        first.isHidden = true
        bar.layoutIfNeeded()
        #expect(barButtonView(titled: "One", in: bar) == nil)
        #expect(barButtonView(titled: "Two", in: bar)?.frame.maxX == 312)
        first.isHidden = false
        bar.layoutIfNeeded()
        #expect(barButtonView(titled: "One", in: bar)?.frame.maxX == 312)
    }

    @Test func hidingTheOnlyLeftItemBringsTheBackButtonBack() {
        let root = UIViewController()
        root.title = "Inbox"
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        let close = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        detail.navigationItem.leftBarButtonItem = close
        navigation.pushViewController(detail, animated: false)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(barButtonView(titled: "Close", in: bar) != nil)
        #expect(backButtonView(in: bar) == nil)
        close.isHidden = true
        bar.layoutIfNeeded()
        #expect(barButtonView(titled: "Close", in: bar) == nil)
        #expect(backButtonView(in: bar) != nil)
    }

    @Test func aToolbarPlacedWithAutoLayoutIsTheBarsHeight() {
        let toolbar = UIToolbar()
        #expect(toolbar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
    }
}
