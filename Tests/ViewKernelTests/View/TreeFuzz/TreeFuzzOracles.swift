// TreeFuzzOracles.swift: what the tree fuzz checks after every operation: the hierarchy against
// its model, windows, finite and consistent geometry, UIKit's move callbacks, and hit-testing and
// conversion recomputed step by step from the model (independently of the kernel's own maths).
import Foundation
import TestSupport
import ViewKernel

extension TreeFuzzHarness {
    /// UIKit's hit-testing rules applied to the model; a view whose transform
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
            let tolerance = 1e-9 * max(1, abs(expected.minX), abs(expected.minY), expected.width, expected.height)
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
    /// the order a device logs them.
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

/// A view's geometry just before an operation changed it.
struct GeometryBefore {
    let center: CGPoint
    let bounds: CGRect
    let transform: CGAffineTransform
}

extension TreeFuzzHarness {
    // MARK: - Geometry read back, autoresizing, conversion to the window

    /// After a finite `frame = rect` on a view without a transform: the frame is `rect`, the
    /// centre its mid point, the bounds its size at the old bounds origin. Nil when so (or when a
    /// transform makes the frame a bounding box, checked by the frame invariant instead).
    func frameReadBack(_ view: Int, set rect: CGRect, before: GeometryBefore) -> String? {
        guard before.transform.isIdentity else { return nil }
        let target = views[view]
        let center = CGPoint(x: rect.midX, y: rect.midY)
        guard target.frame == rect, target.center == center, target.bounds == CGRect(origin: before.bounds.origin, size: rect.size) else {
            return "frame \(describe(target.frame)), center \(describe(target.center)), bounds \(describe(target.bounds)); expected frame \(describe(rect)), center \(describe(center)), bounds origin \(describe(before.bounds.origin))"
        }
        return nil
    }

    /// After a finite `bounds = rect`: the bounds are `rect`, the centre and transform as before.
    func boundsReadBack(_ view: Int, set rect: CGRect, before: GeometryBefore) -> String? {
        let target = views[view]
        guard target.bounds == rect, target.center == before.center, target.transform == before.transform else {
            return "bounds \(describe(target.bounds)), center \(describe(target.center)); expected \(describe(rect)), \(describe(before.center))"
        }
        return nil
    }

    /// After a finite `center = point`: the centre is `point`, the bounds and transform as before.
    func centerReadBack(_ view: Int, set point: CGPoint, before: GeometryBefore) -> String? {
        let target = views[view]
        guard target.center == point, target.bounds == before.bounds, target.transform == before.transform else {
            return "center \(describe(target.center)), bounds \(describe(target.bounds)); expected \(describe(point)), \(describe(before.bounds))"
        }
        return nil
    }

    /// After a finite `transform = t`: the transform is `t`, the centre and bounds as before.
    func transformReadBack(_ view: Int, set transform: CGAffineTransform, before: GeometryBefore) -> String? {
        let target = views[view]
        guard target.transform == transform, target.center == before.center, target.bounds == before.bounds else {
            return "transform \(target.transform), center \(describe(target.center)), bounds \(describe(target.bounds)); expected the centre and bounds unchanged"
        }
        return nil
    }

    /// A rectangle's width and height as lengths (never negative): what the masks share out. A
    /// resized frame can come out of negative width; its length is what the subviews follow.
    static func lengths(_ rect: CGRect) -> CGSize { CGSize(width: rect.width, height: rect.height) }

    /// The frames of every view below `view` in the model, before an operation.
    func descendantFrames(of view: Int) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for index in subtree(of: view).dropFirst() { frames[index] = views[index].frame }
        return frames
    }

    /// UIKit's autoresizing rule on one axis, written from its statement: the change of the
    /// parent's length is shared among the flexible parts (leading margin, length, trailing
    /// margin) in proportion to their current lengths, or equally when those are all zero. The new
    /// leading margin and length.
    static func autoresized(leading: CGFloat, length: CGFloat, oldTotal: CGFloat, newTotal: CGFloat,
                            flexible: [Bool]) -> (leading: CGFloat, length: CGFloat) {
        let parts = [leading, length, oldTotal - leading - length]
        let flexibleParts = parts.indices.filter { flexible[$0] }
        let delta = newTotal - oldTotal
        guard delta != 0, !flexibleParts.isEmpty else { return (leading, length) }
        let sum = flexibleParts.reduce(CGFloat(0)) { $0 + parts[$1] }
        var result = parts
        for part in flexibleParts {
            result[part] += sum != 0 ? delta * parts[part] / sum : delta / CGFloat(flexibleParts.count)
        }
        return (result[0], result[1])
    }

    /// The frames UIKit's autoresizing gives the views below `view` when its bounds size goes from
    /// `oldSize` to `newSize` (lengths), from their frames before (`framesBefore`): a subview without a mask
    /// keeps its frame; one with a mask is resized, and its own subviews follow in turn. A subview
    /// with a transform is left out with its subtree (UIKit: its frame is then undefined).
    func expectedAutoresizing(below view: Int, oldSize: CGSize, newSize: CGSize, framesBefore: [Int: CGRect],
                              into expected: inout [Int: CGRect]) {
        guard oldSize != newSize else { return }
        for child in children[view] {
            guard let frame = framesBefore[child] else { continue }
            let mask = views[child].autoresizingMask
            if mask.isEmpty {
                expected[child] = frame
                continue
            }
            guard views[child].transform.isIdentity else { continue }
            let x = Self.autoresized(leading: frame.minX, length: frame.width, oldTotal: oldSize.width, newTotal: newSize.width,
                                     flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
            let y = Self.autoresized(leading: frame.minY, length: frame.height, oldTotal: oldSize.height, newTotal: newSize.height,
                                     flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
            let resized = CGRect(x: x.leading, y: y.leading, width: x.length, height: y.length)
            expected[child] = resized
            expectedAutoresizing(below: child, oldSize: Self.lengths(frame), newSize: Self.lengths(resized),
                                 framesBefore: framesBefore, into: &expected)
        }
    }

    /// After a finite change of `view`'s geometry (UIKit applies the masks at once, inside the
    /// setter, before any layout pass): every view below it has the frame `expectedAutoresizing`
    /// gives. Nil when so.
    func autoresizingFailure(below view: Int, oldSize: CGSize, framesBefore: [Int: CGRect]) -> String? {
        var expected: [Int: CGRect] = [:]
        expectedAutoresizing(below: view, oldSize: oldSize, newSize: Self.lengths(views[view].bounds),
                             framesBefore: framesBefore, into: &expected)
        for (index, rect) in expected.sorted(by: { $0.key < $1.key }) {
            let want = rect.standardized, actual = views[index].frame.standardized
            let tolerance = 1e-9 * max(1, abs(want.minX), abs(want.minY), want.width, want.height)
            if abs(want.minX - actual.minX) > tolerance || abs(want.minY - actual.minY) > tolerance
                || abs(want.width - actual.width) > tolerance || abs(want.height - actual.height) > tolerance {
                return "\(name(index)) (mask \(views[index].autoresizingMask.rawValue)) has frame \(describe(actual)), expected \(describe(want))"
            }
        }
        return nil
    }

    /// `convert(point, to: nil)` from `from`, step by step: up through every ancestor to the root
    /// of its tree, whose own frame is not applied (the window's coordinates, or the root's).
    func expectedConversionToRoot(_ point: CGPoint, from: Int) -> CGPoint? {
        var up = point
        var view = from
        while let parent = parents[view] {
            up = pointInParent(view, up)
            view = parent
        }
        return up
    }
}
