import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

/// A view that logs the callbacks UIKit sends around hierarchy changes.
@MainActor
final class LoggingView: UIView {
    var name = ""
    var log: [String] = []
    private func record(_ entry: String) { log.append(entry); sharedLog?.entries.append("\(name).\(entry)") }
    var sharedLog: CallbackLog?

    override func willMove(toSuperview newSuperview: UIView?) { record("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { record("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { record("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { record("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { record("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) {
        record("willRemoveSubview(stillChild: \(subview.superview === self && subviews.contains(subview)))")
    }
}

@MainActor
final class CallbackLog { var entries: [String] = [] }

@MainActor
@Suite("UIView hierarchy", .headless)
struct HierarchyTests {
    @Test func addSubviewAppendsFrontMost() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews == [a, b])
        #expect(a.superview === parent)
    }

    @Test func addingAnExistingSubviewMovesItToTheFront() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
    }

    @Test func addingAViewFromAnotherParentRemovesItThere() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.superview === second)
    }

    @Test func addingAViewToItselfIsReportedAndChangesNothing() {
        let view = UIView()
        let messages = Headless.recordingViolations { view.addSubview(view) }
        #expect(messages == ["Can't add self as subview"])
        #expect(view.subviews.isEmpty)
        #expect(view.superview == nil)
    }

    @Test func addingAnAncestorIsReportedAndLeavesTheTreeUnchanged() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        let messages = Headless.recordingViolations { leaf.addSubview(root) }
        #expect(messages == ["Can't add self as subview"])
        #expect(root.superview == nil)
        #expect(leaf.subviews.isEmpty)
        #expect(root.subviews == [middle])
    }

    @Test func insertSubviewAtIndexPlacesTheViewThere() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews == [a, c, b])
    }

    @Test func insertSubviewPastTheEndAppends() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews == [a, b])
    }

    @Test func insertSubviewAboveAndBelowASibling() {
        let parent = UIView(), a = UIView(), b = UIView(), above = UIView(), below = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(above, aboveSubview: a)
        parent.insertSubview(below, belowSubview: a)
        #expect(parent.subviews == [below, a, above, b])
    }

    @Test func insertSubviewAboveAStrangerAppends() {
        let parent = UIView(), a = UIView(), stranger = UIView(), view = UIView()
        parent.addSubview(a)
        parent.insertSubview(view, aboveSubview: stranger)
        #expect(parent.subviews == [a, view])
        let other = UIView()
        parent.insertSubview(other, belowSubview: stranger)
        #expect(parent.subviews == [a, view, other])
    }

    @Test func movingAnExistingSubviewBelowASibling() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews == [a, b, c])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [b, a, c])
    }

    @Test func bringToFrontAndSendToBack() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
    }

    @Test func bringToFrontIgnoresAViewThatIsNotASubview() {
        let parent = UIView(), a = UIView(), stranger = UIView()
        parent.addSubview(a)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviews == [a])
        #expect(stranger.superview == nil)
    }

    @Test func exchangeSubviewSwapsTwoPositions() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [c, b, a])
    }

    @Test func exchangeSubviewOutOfRangeIsReported() {
        let parent = UIView(), a = UIView()
        parent.addSubview(a)
        let messages = Headless.recordingViolations { parent.exchangeSubview(at: 0, withSubviewAt: 3) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("index 3 beyond bounds [0 .. 0]") == true)
        #expect(parent.subviews == [a])
    }

    @Test func removeFromSuperviewUnlinksTheView() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        a.removeFromSuperview()
        #expect(parent.subviews == [b])
        #expect(a.superview == nil)
    }

    @Test func removeFromSuperviewWithoutASuperviewDoesNothing() {
        let log = CallbackLog()
        let view = LoggingView()
        view.sharedLog = log
        view.removeFromSuperview()
        #expect(log.entries.isEmpty)
    }

    @Test func removingFromTheFrontOfManySiblingsKeepsTheOrder() {
        let parent = UIView()
        let children = (0..<50).map { index -> UIView in
            let view = UIView()
            view.tag = index
            parent.addSubview(view)
            return view
        }
        for child in children.prefix(25) { child.removeFromSuperview() }
        children[40].removeFromSuperview()
        #expect(parent.subviews.map(\.tag) == Array(25..<40) + Array(41..<50))
    }

    @Test func viewWithTagChecksTheReceiverFirst() {
        let parent = UIView(), child = UIView()
        parent.tag = 7
        child.tag = 7
        parent.addSubview(child)
        #expect(parent.viewWithTag(7) === parent)
    }

    @Test func viewWithTagSearchesDepthFirstInSubviewsOrder() {
        let root = UIView(), first = UIView(), second = UIView(), deep = UIView()
        root.addSubview(first)
        root.addSubview(second)
        first.addSubview(deep)
        deep.tag = 5
        second.tag = 5
        #expect(root.viewWithTag(5) === deep)
    }

    @Test func viewWithTagZeroFindsAnUntaggedReceiver() {
        let view = UIView()
        #expect(view.tag == 0)
        #expect(view.viewWithTag(0) === view)
        #expect(view.viewWithTag(42) == nil)
    }

    @Test func isDescendantIncludesTheViewItself() {
        let root = UIView(), child = UIView(), other = UIView()
        root.addSubview(child)
        #expect(child.isDescendant(of: root))
        #expect(child.isDescendant(of: child))
        #expect(!root.isDescendant(of: child))
        #expect(!other.isDescendant(of: root))
    }

    @Test func windowIsSetDownTheWholeSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(parent.window === window)
        #expect(child.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }
}

@MainActor
@Suite("Hierarchy callbacks", .headless)
struct HierarchyCallbackTests {
    @Test func addingToAViewOutsideAWindowSendsNoWindowCallbacks() {
        let parent = LoggingView(), child = LoggingView()
        parent.addSubview(child)
        #expect(child.log == ["willMoveToSuperview(view)", "didMoveToSuperview"])
        #expect(parent.log == ["didAddSubview"])
    }

    @Test func addingToAWindowSendsTheWindowCallbacksBetweenTheSuperviewOnes() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = LoggingView(), child = LoggingView()
        container.name = "container"; child.name = "child"
        container.sharedLog = log; child.sharedLog = log
        window.addSubview(container)
        log.entries.removeAll()
        container.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(view)",
            "child.willMoveToWindow(window)",
            "child.didMoveToWindow",
            "child.didMoveToSuperview",
            "container.didAddSubview",
        ])
    }

    @Test func windowCallbacksGoDownTheWholeSubtree() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(), child = LoggingView()
        parent.name = "parent"; child.name = "child"
        parent.sharedLog = log; child.sharedLog = log
        parent.addSubview(child)
        log.entries.removeAll()
        window.addSubview(parent)
        #expect(log.entries == [
            "parent.willMoveToSuperview(view)",
            "parent.willMoveToWindow(window)",
            "child.willMoveToWindow(window)",
            "parent.didMoveToWindow",
            "child.didMoveToWindow",
            "parent.didMoveToSuperview",
        ])
    }

    @Test func removalSendsTheSameSequenceWithNilAfterWillRemoveSubview() {
        let log = CallbackLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView(), child = LoggingView()
        parent.name = "parent"; child.name = "child"
        parent.sharedLog = log; child.sharedLog = log
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(stillChild: true)",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)",
            "child.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
    }

    @Test func movingWithinTheSameWindowSendsNoWindowCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = LoggingView(), second = LoggingView(), child = LoggingView()
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(child)
        child.log.removeAll()
        second.addSubview(child)
        #expect(child.log == ["willMoveToSuperview(view)", "didMoveToSuperview"])
        #expect(first.log.last == "willRemoveSubview(stillChild: true)")
        #expect(child.window === window)
    }

    @Test func joiningAWindowLaterSendsTheWindowCallbacksThen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(), child = LoggingView()
        parent.addSubview(child)
        child.log.removeAll()
        window.addSubview(parent)
        #expect(child.log == ["willMoveToWindow(window)", "didMoveToWindow"])
    }
}

@MainActor
@Suite("Memory", .headless)
struct HierarchyMemoryTests {
    @Test func aRemovedSubtreeIsFreed() {
        let root = UIView()
        weak var weakChild: UIView?
        weak var weakGrandchild: UIView?
        do {
            let child = UIView(), grandchild = UIView()
            child.addSubview(grandchild)
            root.addSubview(child)
            weakChild = child
            weakGrandchild = grandchild
        }
        #expect(weakChild != nil)
        root.subviews.first?.removeFromSuperview()
        #expect(weakChild == nil)
        #expect(weakGrandchild == nil)
    }

    @Test func aChildDoesNotKeepItsSuperviewAlive() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
    }
}
