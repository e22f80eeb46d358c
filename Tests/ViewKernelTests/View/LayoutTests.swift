import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) @testable import ViewKernel

/// Counts its layout passes.
@MainActor
final class CountingView: UIView {
    var layoutCount = 0
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        onLayout?()
    }
}

@MainActor
@Suite("Layout", .headless)
struct LayoutTests {
    @Test func setNeedsLayoutOnlyMarks() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layoutCount == 0)
        #expect(view.needsLayout)
    }

    @Test func layoutIfNeededLaysOutOnceWhenMarked() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let settled = view.layoutCount
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == settled + 1)
        view.layoutIfNeeded()
        #expect(view.layoutCount == settled + 1)
        #expect(!view.needsLayout)
    }

    @Test func layoutIfNeededDoesNothingWhenNothingIsMarked() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let settled = view.layoutCount
        view.layoutIfNeeded()
        #expect(view.layoutCount == settled)
    }

    @Test func markedAncestorsAreLaidOutFirst() {
        var order: [String] = []
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        child.setNeedsLayout()
        parent.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    @Test func aChangeOfBoundsSizeMarksTheView() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = CGPoint(x: 50, y: 50)
        #expect(!view.needsLayout)
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.needsLayout)
    }

    @Test func addSubviewMarksTheParentAndTheChild() {
        let parent = CountingView(), child = CountingView()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        parent.addSubview(child)
        #expect(parent.needsLayout)
        #expect(child.needsLayout)
    }

    @Test func removeFromSuperviewMarksTheOldParent() {
        let parent = CountingView(), child = CountingView()
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout)
        child.removeFromSuperview()
        #expect(parent.needsLayout)
    }

    @Test func theRunLoopTurnLaysOutTreesInAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = CountingView()
        window.addSubview(view)
        Headless.runUntilIdle()
        let settled = view.layoutCount
        #expect(settled >= 1)
        view.setNeedsLayout()
        #expect(view.layoutCount == settled)
        Headless.advance(by: 0)
        #expect(view.layoutCount == settled + 1)
    }

    @Test func aDetachedTreeIsNotLaidOutByTheRunLoop() {
        let view = CountingView()
        view.setNeedsLayout()
        Headless.runUntilIdle()
        #expect(view.layoutCount == 0)
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
    }
}

@MainActor
@Suite("Autoresizing", .headless)
struct AutoresizingTests {
    @Test func maskBitsHaveUIKitsValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }

    private func resized(_ mask: UIView.AutoresizingMask, child frame: CGRect,
                         from old: CGSize, to new: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: old))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = new
        return child.frame
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        let frame = resized(.flexibleWidth, child: CGRect(x: 10, y: 0, width: 80, height: 10),
                            from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))
        #expect(frame == CGRect(x: 10, y: 0, width: 180, height: 10))
    }

    @Test func aFlexibleLeftMarginKeepsTheRightMargin() {
        let frame = resized(.flexibleLeftMargin, child: CGRect(x: 10, y: 0, width: 80, height: 10),
                            from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))
        #expect(frame == CGRect(x: 110, y: 0, width: 80, height: 10))
    }

    @Test func theChangeIsSharedInProportionToTheFlexibleLengths() {
        // Left margin 20, width 60, right margin 20: +100 splits 20/60/20.
        let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                            child: CGRect(x: 20, y: 0, width: 60, height: 10),
                            from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))
        #expect(frame == CGRect(x: 40, y: 0, width: 120, height: 10))
    }

    @Test func heightAndMarginsResizeVertically() {
        let frame = resized([.flexibleTopMargin, .flexibleHeight],
                            child: CGRect(x: 0, y: 25, width: 10, height: 75),
                            from: CGSize(width: 100, height: 100), to: CGSize(width: 100, height: 60))
        #expect(frame == CGRect(x: 0, y: 15, width: 10, height: 45))
    }

    @Test func noMaskKeepsTheFrame() {
        let frame = resized([], child: CGRect(x: 10, y: 10, width: 10, height: 10),
                            from: CGSize(width: 100, height: 100), to: CGSize(width: 300, height: 300))
        #expect(frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func autoresizesSubviewsFalseTurnsItOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.frame.size.width = 300
        #expect(child.frame.width == 100)
    }

    @Test func movingTheSuperviewDoesNotResizeSubviews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        parent.addSubview(child)
        parent.center = CGPoint(x: 500, y: 500)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func autoresizingCascadesDownTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.bounds.size = CGSize(width: 320, height: 480)
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}
