// TreeFuzzHarness.swift: replays TreeOperations on a fresh cast of views and two windows, keeps a
// model of the hierarchy, and after every operation checks the real tree against the model and
// against oracles computed independently (hit-testing, conversion, frames, callbacks, layout).
import Foundation
import TestSupport
@_spi(Testing) import ViewKernel

/// What an operation must report: nothing, one exact message, or a message with a known start.
private enum ExpectedMessages {
    case none
    case exactly(String)
    case prefix(String)

    func failure(for messages: [String], after text: String) -> InvariantFailure? {
        switch self {
        case .none where messages.isEmpty: return nil
        case .exactly(let message) where messages == [message]: return nil
        case .prefix(let start) where messages.count == 1 && messages[0].hasPrefix(start): return nil
        default: return InvariantFailure("violations as UIKit raises them", "\(text) reported \(messages), expected \(self)")
        }
    }
}

/// Applies TreeOperations to a fresh cast of 22 views and two visible windows, keeping a model of
/// the hierarchy and checking the tree against it after every operation.
@MainActor
final class TreeFuzzHarness: RandomOperationSubject {
    private(set) var views: [UIView] = []
    /// `views` as FuzzViews (nil for the windows), to skip a dynamic cast per check.
    private(set) var fuzzViews: [FuzzView?] = []
    /// The window of each view in the model, as of the last check.
    var windows: [Int?] = []
    private(set) var parents: [Int?]
    private(set) var children: [[Int]]
    private var tags: [Int]

    init(makeView: (Int) -> FuzzView = { FuzzView(castIndex: $0) }) {
        Headless.reset()
        let count = TreeOperation.castSize
        for index in 0..<count {
            if index < TreeOperation.windowCount {
                let window = UIWindow(frame: CGRect(x: CGFloat(index) * 320, y: 0, width: 320, height: 480))
                window.isHidden = false
                views.append(window)
            } else {
                views.append(makeView(index))
            }
        }
        fuzzViews = views.map { $0 as? FuzzView }
        parents = Array(repeating: nil, count: count)
        children = Array(repeating: [], count: count)
        tags = Array(repeating: 0, count: count)
        windows = views.indices.map { $0 < TreeOperation.windowCount ? $0 : nil }
    }

    /// Applies one operation, then checks every invariant.
    func apply(_ operation: TreeOperation) -> (description: String, failure: InvariantFailure?) {
        let oldParents = parents
        let oldWindows = windows
        for case let view? in fuzzViews where !view.events.isEmpty { view.events.removeAll() }
        let (text, failure) = perform(operation)
        if let failure = failure ?? checkInvariants(oldParents: oldParents, oldWindows: oldWindows) {
            return (text, InvariantFailure(failure.invariant, "after \(text): \(failure.detail)"))
        }
        return (text, nil)
    }

    /// A random operation for the tree of the moment, weighted towards changes of the hierarchy;
    /// siblings, indexes and hit-test targets are mostly picked among views where they matter.
    func randomOperation(using generator: inout SeededGenerator) -> TreeOperation {
        let castSize = TreeOperation.castSize, windowCount = TreeOperation.windowCount
        func anyView() -> Int { generator.chance(0.2) ? generator.index(below: windowCount) : generator.index(below: castSize) }
        func plainView() -> Int { windowCount + generator.index(below: castSize - windowCount) }
        func inTree(of view: Int) -> Int {
            let tree = subtree(of: ancestors(of: view).last ?? view)
            return tree[generator.index(below: tree.count)]
        }
        switch generator.index(below: 100) {
        case 0..<16: return .addSubview(child: plainView(), parent: anyView())
        case 16..<22:
            let parent = anyView()
            return .insertAt(child: plainView(), parent: parent, index: generator.index(below: children[parent].count + 2))
        case 22..<30:
            let parent = anyView(), list = children[parent]
            let sibling = !list.isEmpty && generator.chance(0.8) ? list[generator.index(below: list.count)] : generator.index(below: castSize)
            let child = plainView()
            return generator.chance(0.5) ? .insertAbove(child: child, parent: parent, sibling: sibling)
                                         : .insertBelow(child: child, parent: parent, sibling: sibling)
        case 30..<36:
            let child = plainView(), parent = parents[child] ?? anyView()
            return generator.chance(0.5) ? .bringToFront(child: child, parent: parent) : .sendToBack(child: child, parent: parent)
        case 36..<39:
            let crowded = views.indices.filter { children[$0].count >= 2 }
            let parent = !crowded.isEmpty && generator.chance(0.7) ? crowded[generator.index(below: crowded.count)] : anyView()
            let count = children[parent].count
            return .exchange(parent: parent, first: generator.index(below: count + 1), second: generator.index(below: count + 1))
        case 39..<47: return .remove(child: plainView())
        case 47..<50: return .setTag(view: anyView(), tag: generator.index(below: 6))
        case 50..<53:
            let view = generator.chance(0.5) ? (ancestors(of: plainView()).last ?? anyView()) : anyView()
            return .findTag(view: view, tag: generator.index(below: 6))
        case 53..<60: return .setFrame(view: anyView(), TreeOperation.randomRect(&generator, originRange: -50...350))
        case 60..<63: return .setBounds(view: anyView(), TreeOperation.randomRect(&generator, originRange: -20...20))
        case 63..<66: return .setCenter(view: anyView(), TreeOperation.randomPoint(&generator))
        case 66..<71: return .setTransform(view: anyView(), TreeOperation.randomTransform(&generator))
        case 71..<74: return .setAutoresizing(view: plainView(), mask: UInt(generator.index(below: 64)))
        case 74..<78:
            return .setVisibility(view: plainView(), hidden: generator.chance(0.15),
                                  alpha: generator.pick([1, 1, 0.3, 0.005, 0]), interactive: generator.chance(0.85))
        case 78..<86:
            // Windows half the time (they hold the deepest trees), aimed at a view of the tree, at
            // a point given as a fraction of its bounds, a little beyond on each side.
            let view = generator.chance(0.5) ? generator.index(below: windowCount) : anyView()
            return .hitTest(view: view, target: generator.pick(subtree(of: view)),
                            x: Double.random(in: -0.1..<1.1, using: &generator), y: Double.random(in: -0.1..<1.1, using: &generator))
        case 86..<90:
            let from = anyView()
            let roll = generator.index(below: 20)
            return .convert(from: from, to: roll < 3 ? nil : roll < 14 ? inTree(of: from) : anyView(),
                            CGPoint(x: Double.random(in: -100..<400, using: &generator), y: Double.random(in: -100..<400, using: &generator)))
        case 90..<94: return .setNeedsLayout(view: anyView())
        case 94..<98: return .layoutIfNeeded(view: anyView())
        default: return .runLoopTurn
        }
    }

    // MARK: - Operations

    func name(_ index: Int) -> String {
        index < TreeOperation.windowCount ? "window\(index)" : "view\(index)"
    }

    /// A rectangle as the tree dump prints one: `(x y; w h)`.
    func describe(_ rect: CGRect) -> String {
        "(\(rect.origin.x) \(rect.origin.y); \(rect.size.width) \(rect.size.height))"
    }

    func describe(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }

    /// Runs `body` recording violations and compares them with what was expected.
    private func recorded(_ text: String, expecting expected: ExpectedMessages, _ body: () -> Void) -> (String, InvariantFailure?) {
        let messages = Headless.recordingViolations(body)
        let shown = messages.isEmpty ? text : "\(text) -> reported \"\(messages[0])\""
        return (shown, expected.failure(for: messages, after: text))
    }

    private func perform(_ operation: TreeOperation) -> (String, InvariantFailure?) {
        switch operation {
        case let .addSubview(child, parent):
            let expected = expectAdoption(child, into: parent) { $0.count }
            return recorded("\(name(parent)).addSubview(\(name(child)))", expecting: expected) {
                views[parent].addSubview(views[child])
            }
        case let .insertAt(child, parent, position):
            let expected = expectAdoption(child, into: parent) { _ in position }
            return recorded("\(name(parent)).insertSubview(\(name(child)), at: \(position))", expecting: expected) {
                views[parent].insertSubview(views[child], at: position)
            }
        case let .insertAbove(child, parent, sibling), let .insertBelow(child, parent, sibling):
            let above: Bool
            if case .insertAbove = operation { above = true } else { above = false }
            guard sibling != child else { return ("(skipped: \(name(child)) relative to itself)", nil) }
            let isSibling = parents[sibling] == parent
            let expected = expectAdoption(child, into: parent) { remaining in
                guard isSibling, let at = remaining.firstIndex(of: sibling) else { return remaining.count }
                return above ? at + 1 : at
            }
            let text = "\(name(parent)).insertSubview(\(name(child)), \(above ? "above" : "below")Subview: \(name(sibling)))"
                + (isSibling ? "" : " [not a subview: appends]")
            return recorded(text, expecting: expected) {
                if above {
                    views[parent].insertSubview(views[child], aboveSubview: views[sibling])
                } else {
                    views[parent].insertSubview(views[child], belowSubview: views[sibling])
                }
            }
        case let .bringToFront(child, parent), let .sendToBack(child, parent):
            let front: Bool
            if case .bringToFront = operation { front = true } else { front = false }
            if parents[child] == parent {
                children[parent].removeAll { $0 == child }
                children[parent].insert(child, at: front ? children[parent].count : 0)
            }
            return recorded("\(name(parent)).\(front ? "bringSubviewToFront" : "sendSubviewToBack")(\(name(child)))", expecting: .none) {
                if front { views[parent].bringSubviewToFront(views[child]) } else { views[parent].sendSubviewToBack(views[child]) }
            }
        case let .exchange(parent, first, second):
            let count = children[parent].count
            var expected = ExpectedMessages.none
            if let bad = [first, second].first(where: { !(0..<count).contains($0) }) {
                let bounds = count == 0 ? "for empty array" : "[0 .. \(count - 1)]"
                expected = .exactly("*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index \(bad) beyond bounds \(bounds)")
            } else {
                children[parent].swapAt(first, second)
            }
            return recorded("\(name(parent)).exchangeSubview(at: \(first), withSubviewAt: \(second))", expecting: expected) {
                views[parent].exchangeSubview(at: first, withSubviewAt: second)
            }
        case let .remove(child):
            if let parent = parents[child] { children[parent].removeAll { $0 == child } }
            parents[child] = nil
            return recorded("\(name(child)).removeFromSuperview()", expecting: .none) { views[child].removeFromSuperview() }
        case let .setTag(view, tag):
            tags[view] = tag
            views[view].tag = tag
            return ("\(name(view)).tag = \(tag)", nil)
        case let .findTag(root, tag):
            let expected = firstTagged(tag, from: root)
            let found = views[root].viewWithTag(tag)
            let text = "\(name(root)).viewWithTag(\(tag)) == \(found.map { name(index(of: $0)) } ?? "nil")"
            guard found === expected.map({ views[$0] }) else {
                return (text, InvariantFailure("viewWithTag searches the receiver, then depth first",
                                               "\(text), expected \(expected.map(name) ?? "nil")"))
            }
            return (text, nil)
        case let .setFrame(view, rect):
            return geometryChange("\(name(view)).frame = \(describe(rect))", view: view, finite: isFinite(rect),
                                  message: "CALayer position contains NaN",
                                  readBack: { self.frameReadBack(view, set: rect, before: $0) }) { views[view].frame = rect }
        case let .setBounds(view, rect):
            return geometryChange("\(name(view)).bounds = \(describe(rect))", view: view, finite: isFinite(rect),
                                  message: "CALayer bounds contains NaN",
                                  readBack: { self.boundsReadBack(view, set: rect, before: $0) }) { views[view].bounds = rect }
        case let .setCenter(view, point):
            return geometryChange("\(name(view)).center = \(describe(point))", view: view, finite: point.x.isFinite && point.y.isFinite,
                                  message: "CALayer position contains NaN",
                                  readBack: { self.centerReadBack(view, set: point, before: $0) }) { views[view].center = point }
        case let .setTransform(view, transform):
            let finite = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
            return geometryChange("\(name(view)).transform = [\(transform.a) \(transform.b) \(transform.c) \(transform.d) \(transform.tx) \(transform.ty)]", view: view, finite: finite,
                                  message: "CALayer transform contains NaN",
                                  readBack: { self.transformReadBack(view, set: transform, before: $0) }) { views[view].transform = transform }
        case let .setAutoresizing(view, mask):
            views[view].autoresizingMask = UIView.AutoresizingMask(rawValue: mask)
            return ("\(name(view)).autoresizingMask = \(mask)", nil)
        case let .setVisibility(view, hidden, alpha, interactive):
            views[view].isHidden = hidden
            views[view].alpha = alpha
            views[view].isUserInteractionEnabled = interactive
            return ("\(name(view)): hidden \(hidden), alpha \(alpha), interactive \(interactive)", nil)
        case let .hitTest(root, wanted, x, y):
            // Aim at the target when it is still in the tree (else at the view itself).
            let target = wanted == root || ancestors(of: wanted).contains(root) ? wanted : root
            let bounds = views[target].bounds
            var point = CGPoint(x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height)
            var step = target
            while step != root, let parent = parents[step] { point = pointInParent(step, point); step = parent }
            let expected = expectedHit(root, point)
            let hit = views[root].hitTest(point, with: nil)
            let text = "\(name(root)).hitTest(\(describe(point))) == \(hit.map { name(index(of: $0)) } ?? "nil")"
            guard hit === expected.map({ views[$0] }) else {
                return (text, InvariantFailure("hitTest finds the front-most view that takes the touch",
                                               "\(text), expected \(expected.map(name) ?? "nil")"))
            }
            return (text, nil)
        case let .convert(from, to, point):
            let converted = views[from].convert(point, to: to.map { views[$0] })
            let text = "\(name(from)).convert(\(describe(point)), to: \(to.map(name) ?? "nil")) == \(describe(converted))"
            let expectation = to.map { expectedConversion(point, from: from, to: $0) } ?? expectedConversionToRoot(point, from: from)
            guard let expected = expectation else { return (text + " [not checked]", nil) }
            let tolerance = 1e-6 * max(1, abs(expected.x), abs(expected.y), abs(converted.x), abs(converted.y))
            guard abs(expected.x - converted.x) <= tolerance, abs(expected.y - converted.y) <= tolerance else {
                return (text, InvariantFailure("convert goes through every transform and bounds origin", "\(text), expected \(describe(expected))"))
            }
            return (text, nil)
        case let .setNeedsLayout(view):
            views[view].setNeedsLayout()
            return ("\(name(view)).setNeedsLayout()", nil)
        case let .layoutIfNeeded(view):
            let (text, failure) = recorded("\(name(view)).layoutIfNeeded()", expecting: .none) { views[view].layoutIfNeeded() }
            if failure != nil { return (text, failure) }
            let pending = (subtree(of: view) + ancestors(of: view)).filter { views[$0].needsLayout }
            guard pending.isEmpty else {
                return (text, InvariantFailure("layoutIfNeeded lays out the subtree and its marked ancestors",
                                               "still waiting: \(pending.map(name))"))
            }
            return (text, nil)
        case .runLoopTurn:
            let (text, failure) = recorded("Headless.advance(by: 0)", expecting: .none) { Headless.advance(by: 0) }
            if failure != nil { return (text, failure) }
            let pending = views.indices.filter { windowIndex($0) != nil && views[$0].needsLayout }
            guard pending.isEmpty else {
                return (text, InvariantFailure("a run loop turn lays out every window's tree", "still waiting: \(pending.map(name))"))
            }
            return (text, nil)
        }
    }

    /// Updates the model for adopting `child` into `parent` at the position `position` gives for
    /// the parent's subviews without the child, or says why it is refused.
    private func expectAdoption(_ child: Int, into parent: Int, position: ([Int]) -> Int) -> ExpectedMessages {
        if ancestors(of: parent).contains(child) || parent == child {
            return .exactly("Can't add self as subview")
        }
        if let old = parents[child] { children[old].removeAll { $0 == child } }
        var list = children[parent]
        list.insert(child, at: min(max(0, position(list)), list.count))
        children[parent] = list
        parents[child] = parent
        return .none
    }

    /// A change of geometry: refused, with CALayer's message and nothing changed, when not finite;
    /// when finite, what was set reads back (`readBack`, given the geometry before), and every
    /// autoresizing descendant has the frame UIKit's rules give it (`autoresizingFailure`).
    private func geometryChange(_ text: String, view: Int, finite: Bool, message: String,
                                readBack: (GeometryBefore) -> String?, _ body: () -> Void) -> (String, InvariantFailure?) {
        let target = views[view]
        let before = GeometryBefore(center: target.center, bounds: target.bounds, transform: target.transform)
        let framesBelow = finite ? descendantFrames(of: view) : [:]
        let (shown, failure) = recorded(text, expecting: finite ? .none : .prefix(message + ": "), body)
        if failure != nil { return (shown, failure) }
        guard finite else {
            if (target.center, target.bounds, target.transform) != (before.center, before.bounds, before.transform) {
                return (shown, InvariantFailure("refused geometry changes nothing", "\(shown) changed the geometry"))
            }
            return (shown, nil)
        }
        if let problem = readBack(before) {
            return (shown, InvariantFailure("geometry reads back as set", "\(shown): \(problem)"))
        }
        if let problem = autoresizingFailure(below: view, oldSize: Self.lengths(before.bounds), framesBefore: framesBelow) {
            return (shown, InvariantFailure("autoresizing masks share the change as UIKit's rules say", "\(shown): \(problem)"))
        }
        return (shown, nil)
    }

    private func isFinite(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }

    // MARK: - The model

    func index(of view: UIView) -> Int {
        views.firstIndex { $0 === view } ?? -1
    }

    /// The ancestors of `view` in the model, nearest first.
    func ancestors(of view: Int) -> [Int] {
        var result: [Int] = []
        var current = parents[view]
        while let parent = current, result.count <= views.count {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    /// `view` and its descendants in the model, depth first in subviews order.
    func subtree(of view: Int) -> [Int] {
        [view] + children[view].flatMap(subtree)
    }

    /// The window at the root of `view`'s tree in the model, or nil.
    func windowIndex(_ view: Int) -> Int? {
        var root = view
        var steps = 0
        while let parent = parents[root], steps <= views.count { root = parent; steps += 1 }
        return root < TreeOperation.windowCount ? root : nil
    }

    private func firstTagged(_ tag: Int, from root: Int) -> Int? {
        subtree(of: root).first { tags[$0] == tag }
    }
}
