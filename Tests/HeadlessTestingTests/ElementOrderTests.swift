// ElementOrderTests.swift: the walks of the accessibility tree and of queries, which use explicit
// stacks, visit what the recursive definitions visit, in the same order: on seeded random trees
// of containers that are elements (hiding their subviews), hidden and transparent views, hidden
// subtrees and modal views, checked against recursions written here; and frames composed level
// by level deep in a chain are the ones `convert(_:to:)` gives.
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// The recursive definitions the toolkit's walks must agree with (Sources/ViewKernel/Accessibility,
/// Sources/HeadlessTesting/XCUIElementType.swift), on trees of plain views and scroll views.
@MainActor
private enum Reference {
    static func isVisible(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && !view.accessibilityElementsHidden
    }

    /// Subviews top to bottom, then left to right, ties in subview order.
    static func readingOrder(_ views: [UIView]) -> [UIView] {
        views.enumerated().sorted { first, second in
            let a = first.element.frame.origin, b = second.element.frame.origin
            return (a.y, a.x, first.offset) < (b.y, b.x, second.offset)
        }.map(\.element)
    }

    static func accessibilityElements(_ view: UIView) -> [UIView] {
        guard isVisible(view) else { return [] }
        if view.isAccessibilityElement { return [view] }
        if let modal = view.subviews.last(where: { $0.accessibilityViewIsModal && isVisible($0) }) {
            return accessibilityElements(modal)
        }
        return readingOrder(view.subviews).flatMap(accessibilityElements)
    }

    static func isQueryElement(_ view: UIView) -> Bool {
        view is UIWindow || view is UIScrollView || view.isAccessibilityElement || view.accessibilityIdentifier != nil
    }

    static func isOther(_ view: UIView) -> Bool {
        !(view is UIWindow || view is UIScrollView) && (view.isAccessibilityElement || view.accessibilityIdentifier != nil)
    }

    static func descendants(_ views: [UIView], where include: (UIView) -> Bool) -> [UIView] {
        views.flatMap { view -> [UIView] in
            guard isVisible(view) else { return [] }
            let here = isQueryElement(view) && include(view) ? [view] : []
            guard !view.isAccessibilityElement else { return here }
            return here + descendants(readingOrder(view.subviews), where: include)
        }
    }

    static func children(_ views: [UIView]) -> [UIView] {
        views.flatMap { view -> [UIView] in
            guard isVisible(view) else { return [] }
            return isQueryElement(view) ? [view] : children(readingOrder(view.subviews))
        }
    }

    /// The element tree as `debugDescription` indents it: (depth, label) per line.
    static func elementTree(_ views: [UIView], depth: Int = 0) -> [(Int, String)] {
        children(views).flatMap { element -> [(Int, String)] in
            let line = (depth, element.accessibilityLabel ?? "")
            guard !element.isAccessibilityElement else { return [line] }
            return [line] + elementTree(readingOrder(element.subviews), depth: depth + 1)
        }
    }
}

/// `view`'s line in `accessibilityTreeDescription()` of `root`, its frame from `convert(_:to:)`.
@MainActor
private func accessibilityLine(_ view: UIView, in root: UIView) -> String {
    let frame = view.convert(view.bounds, to: root)
    var line = "<\(type(of: view)); frame = (\(formatNumber(frame.minX)) \(formatNumber(frame.minY)); "
        + "\(formatNumber(frame.width)) \(formatNumber(frame.height)))"
    if let label = view.accessibilityLabel { line += "; label = \"\(label)\"" }
    if let identifier = view.accessibilityIdentifier { line += "; identifier = \"\(identifier)\"" }
    if view.accessibilityTraits != .none { line += "; traits = \(view.accessibilityTraits)" }
    return line + ">"
}

@MainActor
@Suite("The toolkit's walks keep the recursive order", .headless)
struct ElementOrderTests {
    /// A window with `count` views, each added under a random earlier one, labelled `v0`, `v1`...,
    /// with frames on a coarse grid (so that reading order has ties) and random flags.
    private func randomTree(seed: UInt64, count: Int = 40) -> UIWindow {
        var random = SeededGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var views: [UIView] = [window]
        for index in 0..<count {
            let frame = CGRect(x: random.pick([0, 10, 20, -5]), y: random.pick([0, 10, 20]),
                               width: random.pick([50, 100]), height: random.pick([40, 80]))
            let view = random.chance(0.15) ? UIScrollView(frame: frame) : UIView(frame: frame)
            view.bounds.origin = CGPoint(x: random.pick([0, 3]), y: random.pick([0, 0, 7]))
            view.accessibilityLabel = "v\(index)"
            view.isAccessibilityElement = random.chance(0.3)
            if random.chance(0.2) { view.accessibilityIdentifier = "id\(index)" }
            if random.chance(0.08) { view.isHidden = true }
            if random.chance(0.05) { view.alpha = 0.005 }
            if random.chance(0.05) { view.accessibilityElementsHidden = true }
            if random.chance(0.06) { view.accessibilityViewIsModal = true }
            random.pick(views).addSubview(view)
            views.append(view)
        }
        return window
    }

    @Test(arguments: 1...150 as ClosedRange<UInt64>)
    func randomTreesAreWalkedInTheRecursiveOrder(seed: UInt64) {
        let window = randomTree(seed: seed)
        let expected = Reference.accessibilityElements(window)
        #expect(window.accessibilityElementViews == expected, "seed \(seed)")
        let description = window.accessibilityTreeDescription()
        #expect(description == expected.map { accessibilityLine($0, in: window) }.joined(separator: "\n"), "seed \(seed)")

        let app = XCUIApplication(window: window)
        let found = app.descendants(matching: .any).allElementsBoundByIndex.map(\.label)
        #expect(found == Reference.descendants([window]) { _ in true }.map { $0.accessibilityLabel ?? "" }, "seed \(seed)")
        // `containing`: the elements with an element of kind `.other` anywhere below them.
        let containing = app.descendants(matching: .any).containing(.other, identifier: nil).allElementsBoundByIndex.map(\.label)
        let expectedContaining = Reference.descendants([window]) { _ in true }.filter { element in
            !Reference.descendants(Reference.readingOrder(element.subviews), where: Reference.isOther).isEmpty
        }
        #expect(containing == expectedContaining.map { $0.accessibilityLabel ?? "" }, "seed \(seed)")

        let tree = app.debugDescription.split(separator: "\n").map { line -> (Int, String) in
            let depth = line.prefix { $0 == " " }.count / 2
            let label = line.range(of: "label: '").map { line[$0.upperBound...].prefix { $0 != "'" } } ?? ""
            return (depth, String(label))
        }
        let expectedTree = Reference.elementTree([window])
        #expect(tree.map(\.0) == expectedTree.map(\.0), "seed \(seed)")
        #expect(tree.map(\.1) == expectedTree.map(\.1), "seed \(seed)")
    }

    @Test func framesDeepInAChainAreTheOnesConvertGives() {
        // Scales by 2 and 0.5, quarter turns and offsets, all exact in binary: composing them
        // level by level gives what `convert(_:to:)` gives, to the last bit.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var parent: UIView = window
        var labels: [UIView] = []
        for level in 0..<1_000 {
            let container = UIView(frame: CGRect(x: CGFloat(level % 3), y: CGFloat(level % 5), width: 64, height: 32))
            switch level % 7 {
            case 1: container.transform = CGAffineTransform(scaleX: 2, y: 2)
            case 3: container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            case 5: container.transform = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
            default: container.bounds.origin = CGPoint(x: 1, y: -2)
            }
            let label = UIView(frame: CGRect(x: 3, y: 1, width: 8, height: 4))
            label.isAccessibilityElement = true
            label.accessibilityLabel = "level \(level)"
            container.addSubview(label)
            labels.append(label)
            parent.addSubview(container)
            parent = container
        }
        let elements = Reference.accessibilityElements(window)
        #expect(Set(elements.map(ObjectIdentifier.init)) == Set(labels.map(ObjectIdentifier.init)))
        #expect(window.accessibilityTreeDescription() == elements.map { accessibilityLine($0, in: window) }.joined(separator: "\n"))
        // From a view inside the chain too.
        let middle = labels[500].superview ?? window
        let below = Reference.accessibilityElements(middle)
        #expect(below.count == 500)
        #expect(middle.accessibilityTreeDescription() == below.map { accessibilityLine($0, in: middle) }.joined(separator: "\n"))
    }
}
