// AgreementTree.swift: a random tree for FastPathAgreementTests, made from a seed, and UIKit's
// documented rules for hit-testing, `viewWithTag(_:)` and the dump applied to it step by step,
// independently of the kernel's walks.
import Foundation
import TestSupport
@testable import ViewKernel

/// Up to 40 views under a 200 x 200 root in a window: plain views and overriding subclasses with
/// random modes, frames, bounds origins (some of negative size), anchor points, transforms (some
/// without inverse), hidden flags, alphas around 0.01, interaction flags, tags and animations
/// with or without `.allowUserInteraction`.
@MainActor
final class AgreementTree {
    let seed: UInt64
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    /// Every view, the root first, in the order they were added.
    private(set) var views: [UIView] = []
    /// The views whose animation was made without `.allowUserInteraction`.
    private var refusingTouches: Set<ObjectIdentifier> = []
    /// Whether every animation asked for is running (else the rules below would not apply).
    private(set) var animationsRun = true

    init(seed: UInt64, in window: UIWindow) {
        self.seed = seed
        var generator = SeededGenerator(seed: seed)
        window.addSubview(root)
        views = [root]
        for _ in 0..<Int.random(in: 1...40, using: &generator) {
            let view = Self.makeView(&generator)
            // Usually under one of the last views added, so that trees grow deep as well as wide.
            let parent = generator.chance(0.6) ? views[views.count - 1 - generator.index(below: min(3, views.count))]
                                               : generator.pick(views)
            parent.addSubview(view)
            configure(view, in: parent.bounds.size, &generator)
            views.append(view)
        }
    }

    /// The view at `index` in ``views`` by its index and class, for failure reports.
    func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        guard let index = views.firstIndex(where: { $0 === view }) else { return "a view outside the tree" }
        return "#\(index) \(type(of: view))"
    }

    /// A number on the half-point grid in `range`: edges are hit exactly.
    private static func half(_ range: ClosedRange<Int>, _ generator: inout SeededGenerator) -> CGFloat {
        CGFloat(Int.random(in: (range.lowerBound * 2)...(range.upperBound * 2), using: &generator)) / 2
    }

    private static func makeView(_ generator: inout SeededGenerator) -> UIView {
        let mode = generator.index(below: 4)
        switch generator.index(below: 20) {
        case 0..<7: return UIView()
        case 7..<10: return AgreementPlainView()
        case 10:
            let view = AgreementHitTestView()
            view.mode = mode
            return view
        case 11, 12:
            let view = generator.chance(0.5) ? AgreementPointInsideView() : AgreementInheritingView()
            view.mode = mode % 3
            return view
        case 13:
            let view = AgreementInteractionView()
            view.mode = mode % 3
            return view
        case 14, 15:
            let view = AgreementTagView()
            view.mode = mode % 3
            return view
        case 16, 17:
            let view = AgreementDescriptionView()
            view.mode = mode % 3
            return view
        default:
            let view = AgreementEverythingView()
            view.hitTestMode = generator.index(below: 4)
            view.pointInsideMode = generator.index(below: 3)
            view.interactionMode = generator.index(below: 3)
            view.tagMode = generator.index(below: 3)
            view.descriptionMode = generator.index(below: 3)
            return view
        }
    }

    /// Gives `view` random state, its frame mostly inside its parent's bounds of size `room`.
    private func configure(_ view: UIView, in room: CGSize, _ generator: inout SeededGenerator) {
        let width = Int(abs(room.width)), height = Int(abs(room.height))
        view.frame = CGRect(x: Self.half(-10...(width / 2 + 10), &generator), y: Self.half(-10...(height / 2 + 10), &generator),
                            width: Self.half(0...(width + 10), &generator), height: Self.half(0...(height + 10), &generator))
        if generator.chance(0.2) {
            view.bounds.origin = CGPoint(x: Self.half(-20...20, &generator), y: Self.half(-20...20, &generator))
        }
        if generator.chance(0.05) {
            // Bounds of negative size: the rule standardizes them, the fast walker's shortcut must not apply.
            let bounds = view.bounds
            view.bounds = CGRect(x: bounds.minX, y: bounds.minY, width: -bounds.width, height: bounds.height)
        }
        if generator.chance(0.05) { view.layer.anchorPoint = generator.pick([.zero, CGPoint(x: 1, y: 0.25)]) }
        if generator.chance(0.25) {
            view.transform = generator.pick([
                CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(rotationAngle: 0.3),
                CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(scaleX: 0.5, y: 1),
                CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 0, y: 1),
                CGAffineTransform(translationX: 15, y: -7.5), CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0),
            ])
        }
        if generator.chance(0.05) { view.isHidden = true }
        view.alpha = generator.chance(0.8) ? 1 : generator.pick([0.5, 0.011, 0.01, 0.009, 0])
        if generator.chance(0.07) { view.isUserInteractionEnabled = false }
        view.tag = generator.chance(0.5) ? 0 : Int.random(in: -1...6, using: &generator)
        if generator.chance(0.06) {
            let allowsTouches = generator.chance(0.5)
            UIView.animate(withDuration: 10, delay: 0, options: allowsTouches ? [.allowUserInteraction] : [],
                           animations: { view.backgroundColor = .red })
            if !allowsTouches { refusingTouches.insert(ObjectIdentifier(view)) }
            if view.layer.animationKeys() == nil { animationsRun = false }
        }
    }

    // MARK: - UIKit's rules, step by step

    /// What `view.hitTest(point, with: nil)` answers by UIKit's documented rule: an overridden
    /// `hitTest` answers as its mode says (with this rule as `super`); otherwise nil when the view
    /// is hidden, has alpha below 0.01, has user interaction disabled (asked), animates without
    /// `.allowUserInteraction`, or `point(inside:with:)` (asked) is false; else the first answer
    /// of its subviews, front-most first, skipping those whose transform has no inverse; else the
    /// view itself.
    func expectedHit(_ view: UIView, _ point: CGPoint) -> UIView? {
        if let overriding = view as? AgreementHitTestView {
            return AgreementModes.hitTest(overriding.mode, view, point) { expectedDefaultHit(view, point) }
        }
        if let overriding = view as? AgreementEverythingView {
            return AgreementModes.hitTest(overriding.hitTestMode, view, point) { expectedDefaultHit(view, point) }
        }
        return expectedDefaultHit(view, point)
    }

    private func expectedDefaultHit(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard view.isUserInteractionEnabled, !view.layer.isHidden, view.layer.opacity >= 0.01,
              !refusingTouches.contains(ObjectIdentifier(view)),
              view.point(inside: point, with: nil) else { return nil }
        for child in view.subviews.reversed() {
            let transform = child.transform
            guard transform.a * transform.d - transform.b * transform.c != 0 else { continue }
            if let hit = expectedHit(child, child.convertFromSuperview(point)) { return hit }
        }
        return view
    }

    /// What `view.viewWithTag(tag)` answers by UIKit's rule: the view itself when its `tag`
    /// (asked) is `tag`, else the first answer of its subviews in order.
    func expectedView(withTag tag: Int, in view: UIView) -> UIView? {
        if view.tag == tag { return view }
        for child in view.subviews {
            if let found = expectedView(withTag: tag, in: child) { return found }
        }
        return nil
    }

    /// The dump of `view` by its rule: each view's `description` (asked), children below their
    /// parent in order, each level indented by `   | ` (the trees are far from the dump's limits).
    func expectedDump(of view: UIView) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for child in view.subviews { visit(child, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }
}
