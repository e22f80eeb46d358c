// StackTieBreakTests.swift: where priorities tie, a stack view sizes its views by their index in
// `arrangedSubviews`, as UIKit documents ("If there's any ambiguity, the stack view resizes the
// arranged views based on their index in the arrangedSubviews array"): the later view gives way.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct StackTieBreakTests {
    @Test func equalHuggingStretchesTheLastView() {
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        place(stack)
        #expect([a, b, c].map(\.frame.width) == [50, 60, 170])
        #expect(c.frame.maxX == 300)
    }

    @Test func theTieFollowsTheArrangementNotTheOrderViewsCameIn() {
        // The views join in reverse and the root is laid out before the last one arrives; the
        // stretched view is still the last arranged one, and it changes when the order does.
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        let stack = UIStackView()
        stack.addArrangedSubview(c)
        stack.insertArrangedSubview(b, at: 0)
        let root = place(stack)
        stack.insertArrangedSubview(a, at: 0)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [50, 60, 190])
        stack.insertArrangedSubview(c, at: 1)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect([a, c, b].map(\.frame.width) == [50, 70, 180])
        #expect(b.frame.maxX == 300)
    }

    @Test func equalCompressionResistanceShrinksTheLastViewFirst() {
        // 3 × 120 = 360 points in 300: the last view gives up the 60.
        let views = [Box(120, 20), Box(120, 20), Box(120, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        place(stack)
        #expect(views.map(\.frame.width) == [120, 120, 60])
        #expect(views.map(\.frame.minX) == [0, 120, 240])
    }

    @Test func theIndexOnlyBreaksTies() {
        // A lower hugging priority stretches the first view; a higher compression resistance keeps
        // the last one whole while the middle one shrinks.
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        a.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        place(stack)
        #expect([a, b, c].map(\.frame.width) == [170, 60, 70])
        let wide = [Box(120, 20), Box(120, 20), Box(120, 20)]
        wide[2].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let tight = UIStackView(arrangedSubviews: wide)
        place(tight)
        #expect(wide.map(\.frame.width) == [120, 60, 120])
    }

    @Test func aViewLeavingTheStackNoLongerCarriesItsIndex() {
        let a = Box(50, 20), b = Box(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        let root = place(stack)
        #expect((a.arrangementIndex, b.arrangementIndex) == (0, 1))
        stack.insertArrangedSubview(b, at: 0)
        root.layoutIfNeeded()
        #expect((b.arrangementIndex, a.arrangementIndex) == (0, 1))
        #expect((b.frame.width, a.frame.width) == (60, 240))
        stack.removeArrangedSubview(a)
        #expect(a.arrangementIndex == 0)
        stack.addArrangedSubview(a)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(a.frame.width == 300)
    }

    @Test func tiedSizeConstraintsOfYourOwnGiveWayByIndexToo() {
        // Heights at 999 that cannot all hold: the last arranged view's gives way, and after a
        // reorder the new last one's does.
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            let height = view.heightAnchor.constraint(equalToConstant: 40)
            height.priority = UILayoutPriority(999)
            height.isActive = true
        }
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        column.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [40, 40, 120])
        column.insertArrangedSubview(views[2], at: 0)
        column.layoutIfNeeded()
        #expect(views.map(\.frame.height) == [40, 120, 40])
        #expect(views[1].frame.maxY == 200)
    }

    @Test func aViewThatOutlivesItsStackNoLongerWinsTies() {
        // The stack is freed with its views still in it; the first of them then sits beside an
        // equal view in a plain superview, where nothing orders the two.
        let a = Box(50, 20), b = Box(60, 20)
        do {
            let stack = UIStackView(arrangedSubviews: [b, a])
            place(stack)
            #expect(a.arrangementIndex == 1)
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        row.addSubview(a)
        #expect(a.arrangementIndex == 0)
    }

    @Test func tiedArrangedViewsAreNotAmbiguous() {
        // The stack settles the tie by index; the same two views pinned edge to edge in a plain
        // view are ambiguous.
        let a = Box(50, 20), b = Box(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        place(stack)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        let c = Box(50, 20), d = Box(60, 20)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        for view in [c, d] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            d.leadingAnchor.constraint(equalTo: c.trailingAnchor),
            d.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(c.hasAmbiguousLayout || d.hasAmbiguousLayout)
    }
}
