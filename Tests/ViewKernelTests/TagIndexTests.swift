// TagIndexTests.swift: viewWithTag through the tag index gives the depth-first answer.
import Foundation
import Testing
@testable import ViewKernel

@MainActor
@Suite("viewWithTag and the tag index")
struct TagIndexTests {
    /// root: 100 untagged leaves, then a (b (c), d), e; tags given per test. The leaves come first
    /// so that viewWithTag gives up its first walk and asks the index (searches from a, b, d or e
    /// walk their small subtrees).
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
        #expect(tree.root.subviews.count > UIView.tagSearchWalkLimit)
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
        // (Other tests' views may carry tag 6 at the same time: look for this one.)
        #expect(TagIndex.views(taggedWith: 6, limit: .max)?.contains { $0 === tree.d } == false)
    }

    @Test func aFreedViewLeavesTheIndex() {
        let tag = 912_345   // no other test uses it
        do {
            let view = UIView()
            view.tag = tag
            #expect(TagIndex.views(taggedWith: tag, limit: .max)?.count == 1)
        }
        #expect(TagIndex.views(taggedWith: tag, limit: .max)?.isEmpty == true)
    }

    @Test func aTagCarriedByManyViewsIsSearchedForWithTheSameAnswer() {
        // More views than the index checks one by one: the subtree is walked instead.
        let root = UIView()
        var views: [UIView] = []
        for _ in 0..<40 {
            let holder = UIView(), view = UIView()
            holder.addSubview(view)
            root.addSubview(holder)
            view.tag = 11
            views.append(view)
        }
        #expect(TagIndex.views(taggedWith: 11, limit: 16) == nil)
        #expect(root.viewWithTag(11) === views[0])
        root.subviews[0].removeFromSuperview()
        #expect(root.viewWithTag(11) === views[1])
        #expect(views[5].superview?.viewWithTag(11) === views[5])
    }

    @Test func aTaggedViewFreedOffTheMainThreadLeavesNoLiveEntry() async {
        // A task that holds the last reference frees the view on its own thread: the index must
        // not touch main-actor state there, and must not answer with the dead view.
        let tag = 912_346   // no other test uses it
        await Task.detached {
            let view = await MainActor.run { () -> UIView in
                let view = UIView()
                view.tag = tag
                return view
            }
            _ = view
        }.value
        #expect(TagIndex.views(taggedWith: tag, limit: .max)?.isEmpty == true)
        #expect(UIView().viewWithTag(tag) == nil)
    }
}
