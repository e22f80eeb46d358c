// ViewWithTagTests.swift: viewWithTag gives the first match of a depth-first search.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("viewWithTag", .headless)
struct ViewWithTagTests {
    /// root: 100 untagged leaves, then a (b (c), d), e; tags given per test.
    private func makeTree() -> (root: UIView, a: UIView, b: UIView, c: UIView, d: UIView, e: UIView) {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
        for _ in 0..<100 { root.addSubview(UIView()) }
        root.addSubview(a); a.addSubview(b); b.addSubview(c); a.addSubview(d); root.addSubview(e)
        return (root, a, b, c, d, e)
    }

    @Test func theFirstMatchInDepthFirstOrderWins() {
        let tree = makeTree()
        for view in [tree.c, tree.d, tree.e] { view.tag = 7 }
        #expect(tree.root.viewWithTag(7) === tree.c)   // deepest, but first in depth-first order
        tree.b.tag = 7
        #expect(tree.root.viewWithTag(7) === tree.b)   // an ancestor comes before its descendants
        #expect(tree.d.viewWithTag(7) === tree.d)
        #expect(tree.e.viewWithTag(7) === tree.e)
        tree.a.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(tree.root.viewWithTag(7) === tree.d)   // order follows the subviews' order
    }

    @Test func viewsOutsideTheSubtreeAreNotFound() {
        let tree = makeTree()
        tree.e.tag = 3
        let stranger = UIView()
        stranger.tag = 4
        #expect(tree.a.viewWithTag(3) == nil)
        #expect(tree.root.viewWithTag(4) == nil)
        #expect(tree.root.viewWithTag(3) === tree.e)
        tree.e.removeFromSuperview()
        #expect(tree.root.viewWithTag(3) == nil)
        tree.c.addSubview(tree.e)
        #expect(tree.a.viewWithTag(3) === tree.e)
        #expect(tree.root.viewWithTag(3) === tree.e)
    }

    @Test func aChangedTagIsFoundByItsNewValueOnly() {
        let tree = makeTree()
        tree.d.tag = 5
        tree.d.tag = 6
        #expect(tree.root.viewWithTag(5) == nil)
        #expect(tree.root.viewWithTag(6) === tree.d)
        tree.d.tag = 0
        #expect(tree.root.viewWithTag(6) == nil)
    }

    @Test func aSubclassThatComputesItsTagIsFoundByIt() {
        // UIKit asks each view for its `tag`, so an override counts, as on a device.
        final class FixedTagView: UIView {
            override var tag: Int {
                get { 42 }
                set {}
            }
        }
        let root = UIView(), child = FixedTagView()
        root.addSubview(UIView())
        root.addSubview(child)
        #expect(root.viewWithTag(42) === child)
    }

    @Test func aTagCarriedByManyViewsFindsTheFirstInOrder() {
        let root = UIView()
        var views: [UIView] = []
        for _ in 0..<40 {
            let holder = UIView(), view = UIView()
            holder.addSubview(view)
            root.addSubview(holder)
            view.tag = 11
            views.append(view)
        }
        #expect(root.viewWithTag(11) === views[0])
        root.subviews[0].removeFromSuperview()
        #expect(root.viewWithTag(11) === views[1])
        #expect(views[5].superview?.viewWithTag(11) === views[5])
    }
}
