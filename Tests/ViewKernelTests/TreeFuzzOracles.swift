// TreeFuzzOracles.swift: what the tree fuzz checks after every operation: the hierarchy against
// its model, windows, finite and consistent geometry, UIKit's move callbacks, and hit-testing and
// conversion recomputed step by step from the model (independently of the kernel's own maths).
import Foundation
import TestSupport
import ViewKernel

extension TreeFuzzHarness {
    /// UIKit's hit-testing rules applied to the model (BEHAVIOURS C15-16); a view whose transform
    /// has no inverse covers no area and is never hit.
    func expectedHit(_ view: Int, _ point: CGPoint) -> Int? {
        let candidate = views[view]
        guard !candidate.isHidden, candidate.isUserInteractionEnabled, candidate.alpha >= 0.01,
              candidate.bounds.contains(point) else { return nil }
        for child in children[view].reversed() {
            guard let local = pointInChild(child, point) else { continue }
            if let hit = expectedHit(child, local) { return hit }
        }
        return view
    }

    /// A point of the parent's space in `child`'s space: undo the centre, the transform, then add
    /// the anchor (the bounds' centre). Nil when the transform has no inverse.
    func pointInChild(_ child: Int, _ point: CGPoint) -> CGPoint? {
        let view = views[child], t = view.transform, bounds = view.bounds
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0 else { return nil }
        let x = point.x - view.center.x - t.tx, y = point.y - view.center.y - t.ty
        return CGPoint(x: (t.d * x - t.c * y) / determinant + bounds.minX + bounds.width / 2,
                       y: (-t.b * x + t.a * y) / determinant + bounds.minY + bounds.height / 2)
    }

    /// A point of `child`'s space in its parent's space.
    func pointInParent(_ child: Int, _ point: CGPoint) -> CGPoint {
        let view = views[child], t = view.transform, bounds = view.bounds
        let x = point.x - bounds.minX - bounds.width / 2, y = point.y - bounds.minY - bounds.height / 2
        return CGPoint(x: t.a * x + t.c * y + t.tx + view.center.x, y: t.b * x + t.d * y + t.ty + view.center.y)
    }

    /// `point` converted from `from` to `to` step by step; nil when not defined here (different
    /// roots that are not both windows, or a transform without inverse on the way down).
    func expectedConversion(_ point: CGPoint, from: Int, to: Int) -> CGPoint? {
        var up = point
        var root = from
        while let parent = parents[root] { up = pointInParent(root, up); root = parent }
        let targetRoot = ancestors(of: to).last ?? to
        if targetRoot != root {
            guard root < TreeOperation.windowCount, targetRoot < TreeOperation.windowCount,
                  let onTarget = pointInChild(targetRoot, pointInParent(root, up)) else { return nil }
            up = onTarget
        }
        for step in ancestors(of: to).dropLast().reversed() + [to] where step != targetRoot {
            guard let down = pointInChild(step, up) else { return nil }
            up = down
        }
        return up
    }

    /// The bounding box of the bounds turned by the transform about the centre.
    func expectedFrame(of view: UIView) -> CGRect {
        let w = view.bounds.width / 2, h = view.bounds.height / 2, t = view.transform, c = view.center
        // The corners are the centre plus or minus the two half-diagonals turned by the transform.
        let spanX = abs(t.a * w) + abs(t.c * h), spanY = abs(t.b * w) + abs(t.d * h)
        return CGRect(x: c.x + t.tx - spanX, y: c.y + t.ty - spanY, width: 2 * spanX, height: 2 * spanY)
    }

    /// Every structural, geometric and callback invariant; the first that fails. Written with
    /// plain loops: it runs after each of 10,000 operations in debug builds.
    func checkInvariants(oldParents: [Int?], oldWindows: [Int?]) -> InvariantFailure? {
        windows = views.indices.map(windowIndex)
        for index in views.indices {
            let view = views[index]
            let parent = parents[index]
            if view.superview !== (parent == nil ? nil : views[parent ?? 0]) {
                return InvariantFailure("superview is parent", "\(name(index)).superview is \(view.superview.map { name(self.index(of: $0)) } ?? "nil"), expected \(parents[index].map(name) ?? "nil")")
            }
            let subviews = view.subviews, expectedChildren = children[index]
            var matches = subviews.count == expectedChildren.count
            var position = 0
            while matches, position < subviews.count {
                matches = subviews[position] === views[expectedChildren[position]]
                position += 1
            }
            if !matches {
                return InvariantFailure("subviews match the model", "\(name(index)).subviews are \(subviews.map { name(self.index(of: $0)) }), expected \(expectedChildren.map(name))")
            }
            var steps = 0
            var current: UIView = view
            while let next = current.superview, steps <= views.count { current = next; steps += 1 }
            if steps > views.count { return InvariantFailure("no cycles", "\(name(index)) has a cycle above it") }
            let expectedWindow = windows[index]
            if view.window !== (expectedWindow == nil ? nil : views[expectedWindow ?? 0]) {
                return InvariantFailure("window is the root window", "\(name(index)).window is \(view.window.map { name(self.index(of: $0)) } ?? "nil"), expected \(expectedWindow.map(name) ?? "nil")")
            }
            let t = view.transform, frame = view.frame, center = view.center, bounds = view.bounds
            let finite = center.x.isFinite && center.y.isFinite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
                && bounds.size.width.isFinite && bounds.size.height.isFinite && t.a.isFinite && t.b.isFinite
                && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite && frame.origin.x.isFinite
                && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
            if !finite {
                return InvariantFailure("geometry is finite", "\(name(index)): center \(center), bounds \(bounds), transform \(t), frame \(frame)")
            }
            let expected = expectedFrame(of: view), actual = frame.standardized
            let tolerance = 1e-9 * Swift.max(1, abs(expected.minX), abs(expected.minY), expected.width, expected.height)
            if abs(expected.minX - actual.minX) > tolerance || abs(expected.minY - actual.minY) > tolerance
                || abs(expected.width - actual.width) > tolerance || abs(expected.height - actual.height) > tolerance {
                return InvariantFailure("frame is the transformed bounds about the centre", "\(name(index)).frame is \(describe(frame)), expected \(describe(expected))")
            }
            if let fuzzView = fuzzViews[index], let failure = checkCallbacks(of: fuzzView, index: index,
                                                                               oldParent: oldParents[index], oldWindow: oldWindows[index]) {
                return failure
            }
        }
        return nil
    }

    /// The superview and window callbacks of one view: each pair exactly when that changed, in
    /// UIKit's order (BEHAVIOURS B12).
    func checkCallbacks(of view: FuzzView, index: Int, oldParent: Int?, oldWindow: Int?) -> InvariantFailure? {
        let newParent = parents[index], newWindow = windows[index]
        if view.events.isEmpty, newParent == oldParent, newWindow == oldWindow { return nil }
        var expected: [FuzzView.Event] = []
        if newParent != oldParent { expected.append(.willMoveToSuperview(newParent.map { ObjectIdentifier(views[$0]) })) }
        if newWindow != oldWindow {
            expected += [.willMoveToWindow(newWindow.map { ObjectIdentifier(views[$0]) }), .didMoveToWindow]
        }
        if newParent != oldParent { expected.append(.didMoveToSuperview) }
        guard view.events == expected else {
            return InvariantFailure("move callbacks come once, in UIKit's order",
                                    "\(name(index)) got \(view.events), expected \(expected)")
        }
        return nil
    }
}
