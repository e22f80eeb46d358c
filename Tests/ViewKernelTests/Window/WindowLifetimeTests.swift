// WindowLifetimeTests.swift: what refers to a window without retaining it (each view's `window`,
// the application's window list, the key window, the windows waiting for layout) lets go of it
// when the window is freed, as UIKit's weak references do; a finger down at a reset keeps nothing.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view that runs `onLayout` from its `layoutSubviews()`.
@MainActor
private final class LayoutHookView: UIView {
    var onLayout: () -> Void = {}
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout()
    }
}

/// A view that runs `onWillMove` (once) from `willMove(toSuperview:)`.
@MainActor
private final class MoveHookView: UIView {
    var onWillMove: (() -> Void)?
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        let hook = onWillMove
        onWillMove = nil
        hook?()
    }
}

@MainActor
@Suite("Windows freed while something still refers to them", .headless)
struct WindowLifetimeTests {
    @Test func viewsThatOutliveTheirWindowHaveNoWindow() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        child.addSubview(grandchild)
        weak var freed: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            window.addSubview(child)
            #expect(grandchild.window === window)
            freed = window
        }
        #expect(freed == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
        #expect(grandchild.window == nil)
        // The views work on their own, and in the next window.
        let next = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        next.addSubview(child)
        #expect(grandchild.window === next)
    }

    @Test func freeingAWindowLeavesTheViewsOfAWindowNestedInItAlone() {
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var freed: UIWindow?
        do {
            let outer = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            outer.addSubview(inner)
            inner.addSubview(view)
            #expect(view.window === inner)
            freed = outer
        }
        #expect(freed == nil)
        #expect(inner.superview == nil)
        #expect(view.window === inner)
    }

    @Test func aViewMovedWhileACallbackTakesItsNewParentOutOfTheWindowHasNoWindow() {
        let child = MoveHookView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        weak var freed: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(parent)
            window.addSubview(child)
            // The move's first callback takes the new parent out of the window.
            child.onWillMove = { parent.removeFromSuperview() }
            parent.addSubview(child)
            #expect(parent.window == nil)
            #expect(child.superview === parent)
            #expect(child.window == nil)
            freed = window
        }
        #expect(freed == nil)
        #expect(child.window == nil)
    }

    @Test func aFreedWindowLeavesTheApplicationsListAndIsNoLongerKey() {
        let kept = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var freed: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === window)
            #expect(UIApplication.shared.windows.count == 2)
            freed = window
        }
        #expect(freed == nil)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(UIApplication.shared.windows.count == 1)
        #expect(UIApplication.shared.windows.first === kept)
        kept.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === kept)
    }

    @Test func aWindowFreedWhileWaitingForLayoutIsNotLaidOut() {
        let view = LayoutHookView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var layouts = 0
        view.onLayout = { layouts += 1 }
        weak var freed: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            window.addSubview(view)
            view.setNeedsLayout()
            freed = window
        }
        #expect(freed == nil)
        #expect(view.window == nil)
        Headless.runUntilIdle()
        #expect(layouts == 0)
        view.layoutIfNeeded()
        #expect(layouts == 1)
    }

    @Test func aWindowLetGoOfDuringAnotherWindowsLayoutIsFreedAfterThePass() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hook = LayoutHookView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        first.addSubview(hook)
        first.makeKeyAndVisible()
        var second: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak let freed = second
        let secondView = LayoutHookView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        var secondLayouts = 0
        secondView.onLayout = { secondLayouts += 1 }
        second?.addSubview(secondView)
        second?.isHidden = false
        Headless.runUntilIdle()
        secondLayouts = 0
        // The first window's layout lets go of the second while both wait for layout.
        hook.onLayout = { second = nil }
        hook.setNeedsLayout()
        secondView.setNeedsLayout()
        Headless.runUntilIdle()
        #expect(freed == nil)
        #expect(secondView.window == nil)
        #expect(secondLayouts <= 1)
    }

    @Test func aWindowKeptAcrossAResetIsFreedLaterWithoutTouchingTheNewRuntime() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window?.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window?.addSubview(view)
        view.setNeedsLayout()
        Headless.reset()
        let fresh = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fresh.makeKeyAndVisible()
        window = nil
        #expect(view.window == nil)
        #expect(UIApplication.shared.keyWindow === fresh)
        #expect(UIApplication.shared.windows.count == 1)
        Headless.runUntilIdle()
    }

    @Test func aFingerStillDownAtAResetDoesNotKeepItsWindow() {
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            weakWindow = window
            weakView = view
            let touch = window.beginTouch(at: CGPoint(x: 10, y: 10))
            #expect(touch.view === view)
            Headless.reset()
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }

    /// A window that outlived an earlier reset is in no runtime's window list; a finger put down
    /// in it since is forgotten at the next reset all the same.
    @Test func aFingerDownInAWindowOutOfTheWindowListDoesNotKeepItAfterAReset() {
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.isHidden = false
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            weakWindow = window
            weakView = view
            Headless.reset()
            #expect(!UIApplication.shared.windows.contains { $0 === window })
            let touch = window.beginTouch(at: CGPoint(x: 10, y: 10))
            #expect(touch.view === view)
            Headless.reset()
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }

    @Test func fingersPutDownTogetherInAWindowOutOfTheWindowListDoNotKeepItAfterAReset() {
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.isHidden = false
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            weakWindow = window
            weakView = view
            Headless.reset()
            #expect(!UIApplication.shared.windows.contains { $0 === window })
            let touches = window.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 30)])
            #expect(touches.count == 2)
            #expect(touches.allSatisfy { $0.view === view })
            Headless.reset()
        }
        #expect(weakWindow == nil)
        #expect(weakView == nil)
    }

    // MARK: - Conversion through translations

    @Test func aTouchLocationFollowsEveryBoundsOriginOnTheWay() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scroller = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        let row = UIView(frame: CGRect(x: 0, y: 150, width: 200, height: 50))
        let button = UIView(frame: CGRect(x: 30, y: 5, width: 40, height: 40))
        window.addSubview(scroller)
        scroller.addSubview(row)
        row.addSubview(button)

        // The button's origin is at 10 + 0 + 30 = 40 and 20 - 100 + 150 + 5 = 75 in the window.
        #expect(button.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 75))
        #expect(button.convert(CGPoint(x: 40, y: 75), from: nil) == .zero)
        #expect(button.convert(CGPoint(x: 1, y: 2), to: scroller) == CGPoint(x: 31, y: 157))
        #expect(scroller.convert(CGPoint(x: 31, y: 157), to: button) == CGPoint(x: 1, y: 2))

        let touch = window.beginTouch(at: CGPoint(x: 50, y: 80))
        #expect(touch.view === button)
        #expect(touch.location(in: button) == CGPoint(x: 10, y: 5))
        #expect(touch.location(in: row) == CGPoint(x: 40, y: 10))
        #expect(touch.location(in: nil) == CGPoint(x: 50, y: 80))
        window.endTouch(touch)
    }

    @Test func aTransformOnTheWayIsStillApplied() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)  // about its centre (50, 50)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)

        #expect(child.convert(CGPoint.zero, to: window) == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 70, y: 70))
        #expect(window.convert(CGPoint(x: 70, y: 70), to: child) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint(x: 70, y: 70), from: nil) == CGPoint(x: 10, y: 10))
    }

    @Test func viewsInDifferentWindowsConvertThroughTheScreen() {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        left.addSubview(a)
        right.addSubview(b)

        // a's origin is (10, 10) on the screen, b's is (120, 20).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -110, y: -10))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 110, y: 10))
    }
}
