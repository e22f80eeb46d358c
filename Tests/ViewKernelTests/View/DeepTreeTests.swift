// DeepTreeTests.swift: a chain of views far deeper than any call stack can follow (a million
// levels in release builds, 100,000 in debug builds) is built, hit-tested, tapped, converted through, autoresized, laid out,
// dumped (views, constraints, accessibility tree), drawn and freed, each without recursion on the
// call stack (Docs/Reliability.md).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@_spi(Testing) import ViewKernel

/// How deep the chains are: `DEEP_TREE_DEPTH`, or else a million in a release build and 100,000
/// in a debug build, where a million takes about 80 s for the suite, too long for every run
/// (`DEEP_TREE_DEPTH=1000000 swift test --filter DeepTreeTests` runs it; Docs/Reliability.md).
private let chainDepth: Int = {
    #if DEBUG
    let defaultDepth = 100_000
    #else
    let defaultDepth = 1_000_000
    #endif
    guard let text = ProcessInfo.processInfo.environment["DEEP_TREE_DEPTH"] else { return defaultDepth }
    guard let depth = Int(text), depth >= 200 else { fatalError("DEEP_TREE_DEPTH must be a whole number of at least 200, not \(text)") }
    return depth
}()

/// A view that counts how often it is laid out and touched: the leaf of the chains.
private final class CountingLeaf: UIView {
    var layoutCount = 0
    var touchesEnded = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded += 1
        super.touchesEnded(touches, with: event)
    }
}

/// A subclass that overrides nothing: hit-testing reads its answer as UIView's, in a loop.
private final class SubclassedView: UIView {}

/// A subclass that overrides `hitTest(_:with:)`: each is asked through its own, on the call stack.
private final class OverridingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}

/// A responder at the top of the chain that hears the touches the plain views forward.
private final class CountingRoot: UIView {
    var touchesEnded = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesEnded += 1
    }
}

/// A chain: `root` (at (10, 20), 100 × 100) in a shown window, then `depth` plain views each the
/// size of its parent and stretching with it, built by adding each new view under the current
/// leaf, and a counting leaf at the bottom.
@MainActor
private func makeChain(depth: Int) -> (window: UIWindow, root: CountingRoot, leaf: CountingLeaf) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let root = CountingRoot(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    window.addSubview(root)
    var parent: UIView = root
    for _ in 0..<depth {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(view)
        parent = view
    }
    let leaf = CountingLeaf(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(leaf)
    return (window, root, leaf)
}

@MainActor
@Suite("A chain of a million views (100,000 in debug builds) works without exhausting the call stack", .headless, .serialized)
struct DeepTreeTests {
    @Test func aDeepChainIsHitTestedTappedAndConvertedThrough() throws {
        let (window, root, leaf) = makeChain(depth: chainDepth)
        #expect(window.hitTest(CGPoint(x: 50, y: 60), with: nil) === leaf)
        #expect(window.hitTest(CGPoint(x: 5, y: 60), with: nil) === window)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 22))
        #expect(leaf.convert(CGPoint(x: 11, y: 22), from: nil) == CGPoint(x: 1, y: 2))
        #expect(leaf.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: root) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(root.convert(CGPoint(x: 1, y: 2), to: leaf) == CGPoint(x: 1, y: 2))
        // The touch goes to the leaf, and its `super` call forwards it up through every plain view
        // to the root, as the responder chain does.
        #expect(leaf.tap() === leaf)
        #expect(leaf.touchesEnded == 1)
        #expect(root.touchesEnded == 1)
        #expect(leaf.isDescendant(of: root))
    }

    @Test func aDeepChainIsAutoresizedAndLaidOut() {
        let (window, root, leaf) = makeChain(depth: chainDepth)
        Headless.runTurn()
        #expect(leaf.layoutCount == 1)
        #expect(!window.needsLayout)
        // Every view stretches with its parent, down to the leaf, in the setter.
        root.frame = CGRect(x: 10, y: 20, width: 150, height: 80)
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
        #expect(leaf.needsLayout)
        root.bounds.size = CGSize(width: 30, height: 40)
        #expect(leaf.bounds.size == CGSize(width: 30, height: 40))
        Headless.runTurn()
        #expect(leaf.layoutCount == 2)
        #expect(!leaf.needsLayout)
        #expect(Headless.isIdle)
        leaf.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(leaf.layoutCount == 3)
    }

    @Test func aDeepChainIsDumpedAndDrawnWithinLimits() throws {
        let (window, root, _) = makeChain(depth: chainDepth)
        let dump = root.recursiveDescription()
        let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
        let limit = UIView.recursiveDescriptionLineLimit
        #expect(lines.count == min(chainDepth + 2, limit) + (chainDepth + 2 > limit ? 1 : 0))
        #expect(lines.first?.hasPrefix("<CountingRoot; frame = (10 20; 100 100)>") == true)
        let indentation = String(repeating: "   | ", count: UIView.recursiveDescriptionIndentationLimit)
        #expect(lines[64] == Substring(indentation + "<UIView; frame = (0 0; 100 100); autoresize = W+H>"))
        #expect(lines[65] == Substring(indentation + "[depth 65] <UIView; frame = (0 0; 100 100); autoresize = W+H>"))
        if chainDepth + 2 > limit {
            #expect(lines.last == Substring("... \(chainDepth + 2 - limit) more lines not listed (recursiveDescription lists at most \(limit))"))
        }
        // Every line is short: the indentation stops at 64 levels.
        #expect(lines.allSatisfy { $0.utf8.count < 500 })

        let picture = window.renderSVG()
        let depthLimit = 10_000
        #expect(picture.contains("<!-- nested more than 64 levels deep: the indentation stops growing here -->"))
        #expect(picture.contains("<!-- \(chainDepth + 2 - depthLimit) views more than \(depthLimit) levels deep left out -->"))
        #expect(picture.hasSuffix("</svg>\n") || picture.hasSuffix("</svg>"))
        #expect(picture.components(separatedBy: "<g").count - 1 == depthLimit + 1)
        #expect(picture.components(separatedBy: "</g>").count - 1 == depthLimit + 1)
        #expect(picture.utf8.count < 6_000_000)
    }

    @Test func aDeepChainsConstraintsAndAccessibilityTreeAreDumpedWithinLimits() {
        let (window, root, leaf) = makeChain(depth: chainDepth)
        // No view holds a constraint: the constraints dump is the view dump, with the same caps
        // (the line counting the rest names its own dump).
        let dump = root.recursiveDescription()
        let constraints = root.recursiveConstraintsDescription()
        let limit = UIView.recursiveDescriptionLineLimit
        if chainDepth + 2 > limit {
            let lastLine = { (text: String) in text.lastIndex(of: "\n") ?? text.endIndex }
            #expect(constraints[..<lastLine(constraints)] == dump[..<lastLine(dump)])
            #expect(constraints.hasSuffix("\n... \(chainDepth + 2 - limit) more lines not listed (recursiveConstraintsDescription lists at most \(limit))"))
        } else {
            #expect(constraints == dump)
        }
        // The accessibility tree is walked down to the leaf, its only element, whose frame is
        // composed level by level.
        leaf.isAccessibilityElement = true
        leaf.accessibilityLabel = "leaf"
        #expect(window.accessibilityElementViews == [leaf])
        #expect(window.accessibilityTreeDescription() == #"<CountingLeaf; frame = (10 20; 100 100); label = "leaf">"#)
    }

    @Test func aDeepChainIsFreedWhenLetGo() {
        weak var weakRoot: UIView?
        weak var weakLeaf: UIView?
        weak var weakMiddle: UIView?
        var kept: UIView?
        do {
            let (window, root, leaf) = makeChain(depth: chainDepth)
            weakRoot = root
            weakLeaf = leaf
            var middle: UIView = root
            for _ in 0..<(chainDepth / 2) { middle = middle.subviews[0] }
            weakMiddle = middle
            // A view held from outside survives its freed ancestors, without a superview.
            kept = middle.subviews[0]
            root.removeFromSuperview()
            _ = window
        }
        #expect(weakRoot == nil)
        #expect(weakMiddle == nil)
        #expect(kept?.superview == nil)
        #expect(weakLeaf != nil)
        #expect(kept?.subviews.count == 1)
        kept = nil
        #expect(weakLeaf == nil)
    }

    @Test func aDeepChainOfSubclassesThatKeepUIViewsHitTestReachesTheLeaf() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var parent: UIView = window
        for _ in 0..<chainDepth {
            let view = SubclassedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            parent = view
        }
        var hit: UIView?
        let messages = Headless.recordingViolations { hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil) }
        #expect(messages.isEmpty)
        #expect(hit === parent)
    }

    @Test func aDeepChainOfOverridingSubclassesStopsHitTestingWithAReportInsteadOfOverflowing() throws {
        // A subclass that overrides hitTest(_:with:) is asked through its own, on the call
        // stack: past 1,000 nested calls the touch stops there, reported.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var parent: UIView = window
        var chain: [UIView] = []
        for _ in 0..<1_500 {
            let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        var hit: UIView?
        let messages = Headless.recordingViolations { hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil) }
        #expect(messages == ["hitTest(_:with:) went more than 1000 overridable calls deep at <OverridingView; frame = (0 0; 100 100)>; the touch stops at <OverridingView; frame = (0 0; 100 100)>"])
        #expect(hit === chain[999])
        // Freeing the chain needs no stack either.
        weak let last = chain.last
        hit = nil
        parent = window
        chain.removeAll()
        window.subviews.first?.removeFromSuperview()
        #expect(last == nil)
    }

    @Test func buildingUnderTheLeafChecksForCyclesWithoutWalkingTheChain() {
        let (window, root, leaf) = makeChain(depth: chainDepth)
        // The cycle check still refuses an ancestor, however far up.
        let messages = Headless.recordingViolations { leaf.addSubview(root) }
        #expect(messages == ["Can't add self as subview"])
        #expect(root.superview === window)
        #expect(leaf.subviews.isEmpty)
        let again = Headless.recordingViolations { leaf.addSubview(leaf) }
        #expect(again == ["Can't add self as subview"])
    }
}
