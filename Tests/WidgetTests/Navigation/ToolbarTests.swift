// ToolbarTests.swift: toolbars: items placed left to right, flexible and fixed spaces, taps on
// items through hit-testing (Navigation/UIToolbar.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Toolbar", .headless)
struct ToolbarTests {
    @Test func aFlexibleSpaceBetweenTwoItemsPushesThemToTheEdges() throws {
        let target = BarActionController()
        let (_, window) = makeToolbar([
            UIBarButtonItem(title: "Edit", style: .plain, target: target, action: BarActionController.edit),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Share", style: .plain, target: target, action: BarActionController.share),
        ])

        let edit = try #require(frameOfButton(showing: "Edit", in: window))
        let share = try #require(frameOfButton(showing: "Share", in: window))
        #expect(edit.minX == 8)
        #expect(share.maxX == 312)
        #expect(edit.midY == 458)
    }

    @Test func twoFlexibleSpacesCentreAnItemAndAFixedSpaceTakesItsWidth() throws {
        let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        fixed.width = 30
        let (_, window) = makeToolbar([
            fixed,
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Middle", style: .plain, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        ])

        let first = try #require(frameOfButton(showing: "A", in: window))
        #expect(first.minX == CGFloat(8 + 30 + 8))
        let middle = try #require(frameOfButton(showing: "Middle", in: window))
        let leftRoom = middle.minX - first.maxX
        let rightRoom = 312 - middle.maxX
        #expect(abs(leftRoom - rightRoom) <= 8.5)
    }

    @Test func tappingAnItemSendsItsActionWithTheItem() {
        let target = BarActionController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: target, action: BarActionController.share)
        let (toolbar, window) = makeToolbar([share])
        defer { withExtendedLifetime(toolbar) {} }

        tapButton(showing: "Share", in: window)

        #expect(target.senders == [share])
    }

    @Test func changingAnItemsTitleUpdatesTheBar() {
        let item = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        let (toolbar, window) = makeToolbar([item])
        defer { withExtendedLifetime(toolbar) {} }

        item.title = "New"
        window.layoutIfNeeded()

        #expect(labels(showing: "Old", in: window).isEmpty)
        #expect(labels(showing: "New", in: window).count == 1)
        #expect(toolbar.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 44))
    }
}
