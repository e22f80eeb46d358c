// ConstraintLifetimeTests.swift: constraints, anchors and the engine refer to views, layout guides
// and constraints without retaining them (UIKit's `firstItem` and `secondItem` are
// `unowned(unsafe)`). Here such a reference reads nil once its object is freed, and the engine
// lets go of a freed tree's unknowns and constraints without touching freed memory (the CI runs
// these under the address sanitizer).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Constraints and anchors that outlive their items", .headless)
struct ConstraintLifetimeTests {
    @Test func aConstraintDoesNotKeepItsViewsAlive() {
        weak var freedFirst: UIView?
        weak var freedSecond: UIView?
        let constraint: NSLayoutConstraint
        do {
            let first = UIView(), second = UIView()
            constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 2)
            #expect(constraint.firstItem === first)
            #expect(constraint.secondItem === second)
            freedFirst = first
            freedSecond = second
        }
        #expect(freedFirst == nil)
        #expect(freedSecond == nil)
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        #expect(constraint.firstAnchor.item == nil)
        // The constraint has nothing left to relate: activating it changes nothing.
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test func anAnchorDoesNotKeepItsViewAlive() {
        weak var freed: UIView?
        let anchor: NSLayoutDimension
        do {
            let view = UIView()
            anchor = view.heightAnchor
            #expect(anchor.item === view)
            freed = view
        }
        #expect(freed == nil)
        #expect(anchor.item == nil)
    }

    @Test func aConstraintOnAFreedGuideHasNoSecondItem() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        weak var freed: UILayoutGuide?
        let constraint: NSLayoutConstraint
        do {
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            constraint = label.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            constraint.isActive = true
            view.layoutIfNeeded()
            constraint.isActive = false
            view.removeLayoutGuide(guide)
            freed = guide
        }
        #expect(freed == nil)
        #expect(constraint.firstItem === label)
        #expect(constraint.secondItem == nil)
    }

    @Test func constraintsHeldByAFreedViewAreNoLongerActive() {
        weak var freedRoot: UIView?
        var kept: [NSLayoutConstraint] = []
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            kept = [
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 50),
            ]
            NSLayoutConstraint.activate(kept)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
            #expect(kept.allSatisfy { $0.isActive })
            freedRoot = root
        }
        #expect(freedRoot == nil)
        #expect(kept.allSatisfy { !$0.isActive && $0.firstItem == nil })
    }

    @Test func theConstraintsOfAFreedViewAreFreedWithIt() {
        weak var freedConstraint: NSLayoutConstraint?
        weak var freedView: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            let width = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            width.isActive = true
            root.layoutIfNeeded()
            #expect(child.frame.width == 50)
            freedConstraint = width
            freedView = root
        }
        #expect(freedView == nil)
        #expect(freedConstraint == nil)
    }

    @Test func aFreedParentsConstraintsStopBindingItsChildren() {
        let a = UIView(), b = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            parent.addSubview(a)
            parent.addSubview(b)
            a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
            parent.layoutIfNeeded()
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate(Self.pins(a, in: root, y: 0, width: 50) + Self.pins(b, in: root, y: 20, width: 80))
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame.width == 80)
    }

    @Test func aConstraintKeptPastItsFreedContainerWorksWhenActivatedAgain() {
        for sweep in [false, true] {
            let a = UIView(), b = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            b.translatesAutoresizingMaskIntoConstraints = false
            let kept = b.leadingAnchor.constraint(equalTo: a.leadingAnchor)
            do {
                let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                parent.addSubview(a)
                parent.addSubview(b)
                kept.isActive = true
                parent.layoutIfNeeded()
            }
            // With `sweep`, enough new items for the engine to sweep for freed ones first.
            let extra = (0..<(sweep ? 200 : 0)).map { _ in UIView() }
            for view in extra {
                view.translatesAutoresizingMaskIntoConstraints = false
                view.widthAnchor.constraint(equalToConstant: 1).isActive = true
            }
            // In the new tree `b` is inside a holder 30 points in: the kept constraint's row must be
            // made again in the new common ancestor's coordinates.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let holder = UIView(frame: CGRect(x: 30, y: 0, width: 200, height: 200))
            root.addSubview(a)
            root.addSubview(holder)
            holder.addSubview(b)
            kept.isActive = true
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: holder.topAnchor, constant: 20),
                b.widthAnchor.constraint(equalToConstant: 50),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(kept.isActive)
            #expect(kept.firstItem === b && kept.secondItem === a)
            #expect(b.frame.minX == -20, "sweep: \(sweep)")
        }
    }

    /// `view`'s leading edge and top at `y` in `root`, 10 high, and `width` wide when given.
    private static func pins(_ view: UIView, in root: UIView, y: CGFloat, width: CGFloat?) -> [NSLayoutConstraint] {
        var pins = [
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        if let width { pins.append(view.widthAnchor.constraint(equalToConstant: width)) }
        return pins
    }

    @Test func theEngineLetsGoOfFreedTreesAndKeepsLayingOutLiveOnes() {
        // Trees made and freed while one lives on: enough items for the engine to sweep the
        // unknowns and constraints of the freed ones several times over.
        let live = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let liveChild = UIView()
        liveChild.translatesAutoresizingMaskIntoConstraints = false
        live.addSubview(liveChild)
        let liveWidth = liveChild.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            liveChild.centerXAnchor.constraint(equalTo: live.centerXAnchor),
            liveChild.centerYAnchor.constraint(equalTo: live.centerYAnchor),
            liveWidth,
            liveChild.heightAnchor.constraint(equalTo: liveChild.widthAnchor),
        ])
        weak var lastFreed: UIView?
        for round in 0..<20 {
            do {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                var previous: UIView?
                for _ in 0..<20 {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                    NSLayoutConstraint.activate([
                        view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor),
                        view.topAnchor.constraint(equalTo: root.topAnchor),
                        view.widthAnchor.constraint(equalToConstant: 5),
                        view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
                    ])
                    previous = view
                }
                root.layoutIfNeeded()
                #expect(previous?.frame == CGRect(x: 95, y: 0, width: 5, height: 100))
                lastFreed = root
            }
            #expect(lastFreed == nil)
            liveWidth.constant = CGFloat(40 + round)
            live.layoutIfNeeded()
            let side = CGFloat(40 + round)
            #expect(liveChild.frame == CGRect(x: 150 - side / 2, y: 150 - side / 2, width: side, height: side))
        }
    }

    @Test func aViewFreedWhileItsContentSizeWaitsLeavesTheEngine() {
        // The view asks for new content-size constraints, then is freed before the next pass.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        weak var freed: UIView?
        do {
            let view = ResizableContentView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            root.layoutIfNeeded()
            view.size = CGSize(width: 30, height: 30)
            view.invalidateIntrinsicContentSize()
            view.removeFromSuperview()
            freed = view
        }
        #expect(freed == nil)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.subviews.isEmpty)
    }
}

/// A view whose intrinsic size is whatever `size` says.
@MainActor
private final class ResizableContentView: UIView {
    var size = CGSize(width: 10, height: 10)
    override var intrinsicContentSize: CGSize { size }
}
