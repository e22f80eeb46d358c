// InteractivePopBarTests.swift: the navigation bar during the interactive pop: the popped item's
// title and back button fade out and the new top item's title fades in with the finger, and a
// cancelled swipe leaves the bar as it was (Navigation/UINavigationBar+CrossFade.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The labels inside `bar` showing `text`, with the opacity the screen shows for each (its own
/// presentation opacity times its ancestors' up to the bar).
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

@MainActor
@Suite("Navigation controller: the bar in the interactive pop", .headless)
struct InteractivePopBarTests {
    @Test func theTitlesCrossFadeWithTheFingerAndACancelLeavesTheBarAsItWas() throws {
        let (navigation, window, _, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(shownOpacities(of: "B", in: bar) == [1])
        #expect(shownOpacities(of: "A", in: bar) == [1])   // the back button

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)   // a quarter of 320 points

        // B's title and the back button to A fade out, A's title fades in.
        let outgoingTitle = shownOpacities(of: "B", in: bar)
        #expect(outgoingTitle.count == 1 && abs((outgoingTitle.first ?? 0) - 0.75) < 0.01)
        let aLabels = shownOpacities(of: "A", in: bar)
        #expect(aLabels.count == 2)
        #expect(aLabels.allSatisfy { abs($0 - 0.25) < 0.01 || abs($0 - 0.75) < 0.01 })
        #expect(bar.topItem?.title == "A")

        Headless.advance(by: 0.5)
        window.endTouch(touch)
        Headless.advance(by: 0.1)   // on its way back
        #expect((shownOpacities(of: "B", in: bar).first ?? 0) > 0.75)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers.count == 2 && bar.topItem?.title == "B")
        #expect(shownOpacities(of: "B", in: bar) == [1])
        #expect(shownOpacities(of: "A", in: bar) == [1])
        #expect(bar.subviews.allSatisfy { $0.alpha == 1 })
    }

    /// The arriving item's own views (a title view, a custom item) are made transparent for the
    /// fade; a cancelled swipe takes them out of the bar still transparent, and they must get
    /// their alpha back for the next time they show.
    @Test func anAppsTitleViewAndCustomItemShowAgainAfterACancelledSwipe() throws {
        let (navigation, window, root, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.alpha = 0.5                                  // the app's own alpha, kept too
        root.navigationItem.titleView = logo
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: badge)

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.1)
        Headless.advance(by: 0.5)                          // held: no flick
        window.endTouch(touch)                             // short of half: cancelled
        Headless.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(logo.alpha == 1 && badge.alpha == 0.5)

        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(logo.superview != nil && logo.alpha == 1)
        #expect(badge.superview != nil && badge.alpha == 0.5)
    }

    @Test func aFinishedSwipeLeavesOnlyTheNewTitle() {
        let (navigation, window, root, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let before = bar.subviews.count

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(shownOpacities(of: "B", in: bar).isEmpty)
        #expect(shownOpacities(of: "A", in: bar) == [1])
        #expect(bar.subviews.count == before - 1)   // the back button went; nothing stays behind
    }

    @Test func aPopWithTheBackButtonDoesNotFade() {
        let (navigation, window, _, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar

        navigation.popViewController(animated: true)
        Headless.advance(by: 0.1)

        #expect(shownOpacities(of: "B", in: bar).isEmpty)
        #expect(shownOpacities(of: "A", in: bar) == [1])
        Headless.runUntilIdle()
    }
}
