// StackRebuildTests.swift: when a stack view's arrangement changes it makes its constraints
// again, but keeps every one that comes out the same, so hiding one view of a long stack touches
// the few constraints around it, not all of them (and not the solver's rows for all of them).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct StackRebuildTests {
    /// A vertical stack of `count` views 20 points high (below required, so that a hidden one
    /// collapses without a conflict), 4 apart, laid out in a 320-wide root.
    private func makeStack(_ count: Int, distribution: UIStackView.Distribution = .fill)
        -> (root: UIView, stack: UIStackView, views: [UIView]) {
        let views = (0..<count).map { _ in UIView() }
        for view in views {
            let height = view.heightAnchor.constraint(equalToConstant: 20)
            height.priority = UILayoutPriority(999)
            height.isActive = true
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 4
        stack.distribution = distribution
        // Pinned at the top and sides: the stack is as tall as its visible views.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 24 * CGFloat(count)))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    private func arrangementConstraints(of stack: UIStackView) -> [NSLayoutConstraint] {
        stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
    }

    @Test func hidingOneViewKeepsTheConstraintsItDoesNotTouch() throws {
        let (root, stack, views) = makeStack(50)
        let before = arrangementConstraints(of: stack)
        views[25].isHidden = true
        root.layoutIfNeeded()
        let after = arrangementConstraints(of: stack)
        let kept = after.filter { constraint in before.contains { $0 === constraint } }
        // Gone: the spacing before and after the hidden view. New: the spacing that joins its
        // neighbours and the hiding constraint that places it; its hiding height (a constraint
        // of the view alone) is the view's own.
        #expect(before.count - kept.count == 2)
        #expect(after.count - kept.count == 2)
        #expect(after.filter { $0.identifier == "UISV-hiding" }.count == 1)
        #expect(views[25].constraints.filter { $0.identifier == "UISV-hiding" }.count == 1)
        #expect(abs(views[24].frame.maxY - (24 * 25 - 4)) < 0.001)
        #expect(abs(views[26].frame.minY - 24 * 25) < 0.001)
        #expect(views[25].frame.height == 0)
        #expect(stack.constraints.allSatisfy { $0.isActive })
        #expect(before.filter { constraint in !after.contains { $0 === constraint } }.allSatisfy { !$0.isActive })
    }

    @Test func showingTheViewAgainGivesTheFirstLayoutBack() {
        let (root, stack, views) = makeStack(20)
        let frames = views.map(\.frame)
        let count = arrangementConstraints(of: stack).count
        for _ in 0..<3 {
            views[7].isHidden.toggle()
            root.layoutIfNeeded()
        }
        views[7].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == frames)
        #expect(arrangementConstraints(of: stack).count == count)
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func aNewSpacingReplacesOnlyTheSpacingConstraints() {
        let (root, stack, views) = makeStack(10)
        let before = arrangementConstraints(of: stack)
        stack.spacing = 10
        root.layoutIfNeeded()
        let after = arrangementConstraints(of: stack)
        let replaced = before.filter { constraint in !after.contains { $0 === constraint } }
        #expect(replaced.count == 9)
        #expect(replaced.allSatisfy { $0.identifier == "UISV-spacing" && $0.constant == 4 && !$0.isActive })
        #expect(after.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant == 10 })
        #expect(abs(views[9].frame.minY - 9 * 30) < 0.001)
    }

    @Test func equalSpacingKeepsItsSpacerGuides() {
        let views = [Box(40, 20), Box(40, 20), Box(40, 20), Box(40, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        let root = place(stack, width: 300)
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(guides.count == 3)
        views[3].isHidden = true
        root.layoutIfNeeded()
        let fewer = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(fewer.count == 2)
        #expect(fewer.allSatisfy { guide in guides.contains { $0 === guide } })
        #expect(views[2].frame.maxX == 300)
        #expect(views[1].frame.minX == 130)
        views[3].isHidden = false
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 3)
        let expected: [CGFloat] = [0, 260.0 / 3, 2 * 260.0 / 3, 260]
        #expect(zip(views.map(\.frame.minX), expected).allSatisfy { abs($0 - $1) < 0.5 })
    }

    @Test func aConstraintTheAppDeactivatedComesBackWithTheNextArrangement() throws {
        let (root, stack, views) = makeStack(5)
        let spacing = try #require(stack.constraints.first { $0.identifier == "UISV-spacing" })
        spacing.isActive = false
        views[4].isHidden = true
        root.layoutIfNeeded()
        #expect(spacing.isActive)
        #expect(abs(views[1].frame.minY - 24) < 0.001)
    }
}
