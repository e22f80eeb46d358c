// StackViewTests.swift: stack views place their arranged views where UIKit's documented rules put
// them; every expected frame is worked out by hand.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A view with a fixed natural size, as a label or an image view has.
final class Box: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// `stack` pinned to a 300x50 root (or `width` x `height`), laid out.
@MainActor
@discardableResult
func place(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 50) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return root
}

@MainActor
@Suite(.headless)
struct StackViewTests {
    /// The common iOS pattern: size constraints on a fresh view (which still translates its
    /// mask), then the view goes into a stack. UIKit makes autoresizing constraints lazily, so
    /// nothing conflicts with the zero frame, and the `.headless` trait would fail on a report.
    @Test func sizeConstraintsMadeBeforeJoiningTheStackHoldWithoutConflict() {
        let photo = UIView()
        photo.widthAnchor.constraint(equalToConstant: 56).isActive = true
        photo.heightAnchor.constraint(equalToConstant: 56).isActive = true
        let label = Box(40, 20)
        let header = UIStackView(arrangedSubviews: [photo, label])
        header.alignment = .center
        header.spacing = 12
        place(header, width: 300, height: 100)
        // Centred in the 100-point-high stack: (100 - 56) / 2 and (100 - 20) / 2. The photo's
        // width is required, so the label takes the rest: 300 - 56 - 12.
        #expect(photo.frame == CGRect(x: 0, y: 22, width: 56, height: 56))
        #expect(label.frame == CGRect(x: 68, y: 40, width: 232, height: 20))
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        place(stack)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 50))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 50))
        #expect(stack.arrangedSubviews == [a, b, c])
        #expect(stack.subviews == [a, b, c])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    /// UIKit: "If there's any ambiguity, the stack view resizes the arranged views based on their
    /// index in the arrangedSubviews array." Equal hugging: the last view takes the spare length.
    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [Box(10, 10), Box(100, 10), Box(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        place(stack)
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [0, 105, 210])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let views = [Box(50, 10), Box(100, 10), Box(150, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        place(stack, width: 600)
        #expect(views.map(\.frame.width) == [100, 200, 300])
        #expect(views.map(\.frame.minX) == [0, 100, 300])
    }

    @Test func equalSpacingKeepsLengthsAndSharesTheRest() {
        let views = [Box(50, 10), Box(50, 10), Box(50, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        place(stack)
        #expect(views.map(\.frame.width) == [50, 50, 50])
        #expect(views.map(\.frame.minX) == [0, 125, 250])
    }

    @Test func equalCenteringSpacesTheCentres() {
        let views = [Box(40, 10), Box(80, 10), Box(40, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        place(stack)
        #expect(views.map(\.frame.midX) == [20, 150, 280])
    }

    @Test(arguments: [(UIStackView.Alignment.leading, [CGFloat(0), 0]), (.center, [75, 50]), (.trailing, [150, 100]),
                      (.fill, [0, 0])])
    func alignmentPlacesViewsAcrossTheAxis(_ alignment: UIStackView.Alignment, _ expectedX: [CGFloat]) {
        let narrow = Box(50, 20), wide = Box(100, 20)
        let stack = UIStackView(arrangedSubviews: [narrow, wide])
        stack.axis = .vertical
        stack.alignment = alignment
        stack.spacing = 4
        place(stack, width: 200, height: 44)
        #expect([narrow.frame.minX, wide.frame.minX] == expectedX)
        #expect(wide.frame.minY == 24)
        if alignment == .fill { #expect(narrow.frame.width == 200) }
    }

    @Test func aHiddenViewCollapsesWithItsSpacing() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        let root = place(stack)
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 142.5, height: 50))
        #expect(views[2].frame == CGRect(x: 157.5, y: 0, width: 142.5, height: 50))
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [90, 90, 90])
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        window.makeKeyAndVisible()
        let views = [Box(10, 10), Box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.frame = window.bounds
        window.addSubview(stack)
        Headless.advance(by: 0)
        #expect(views[0].frame.width == 150)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { views[1].isHidden = true })
        #expect(views[0].frame.width == 300)                                    // the model at once
        Headless.advance(by: 0.5)
        #expect(views[0].layer.presentation()?.bounds.width == 225)             // half-way on screen
    }

    @Test func anUnconstrainedStackTakesItsContentsSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stack = UIStackView(arrangedSubviews: [Box(40, 20), Box(60, 30)])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 108, height: 30))
        #expect(stack.arrangedSubviews[0].frame == CGRect(x: 0, y: 5, width: 40, height: 20))
    }

    @Test func nestedStacksLayOutInsideOut() {
        let title = Box(100, 20), subtitle = Box(80, 16)
        let texts = UIStackView(arrangedSubviews: [title, subtitle])
        texts.axis = .vertical
        texts.alignment = .leading
        texts.spacing = 2
        let icon = Box(40, 40)
        let row = UIStackView(arrangedSubviews: [icon, texts])
        row.spacing = 12
        row.alignment = .center
        place(row, width: 320, height: 60)
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 40, height: 40))
        #expect(texts.frame == CGRect(x: 52, y: 11, width: 268, height: 38))
        #expect(subtitle.frame == CGRect(x: 0, y: 22, width: 80, height: 16))
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let a = Box(10, 10), b = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b])
        #expect(stack.subviews.contains(a))
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test func customSpacingAfterOneView() {
        let views = [Box(10, 10), Box(10, 10), Box(10, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 5
        stack.distribution = .fillEqually
        stack.setCustomSpacing(25, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 25)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        place(stack)
        #expect(views.map(\.frame.minX) == [0, 115, 210])
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let view = Box(10, 10)
        let stack = UIStackView(arrangedSubviews: [view])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        place(stack)
        #expect(view.frame == CGRect(x: 20, y: 5, width: 260, height: 40))
    }

    @Test func theStacksConstraintsAreItsOwnAndNamedAsUIKitNamesThem() {
        let stack = UIStackView(arrangedSubviews: [Box(10, 10), Box(10, 10)])
        place(stack)
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    }
}

@MainActor
@Suite(.headless)
struct ScrollingStackTests {
    @Test func aStackInAScrollViewGivesItsContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let rows = (0..<20).map { _ in Box(100, 44) }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            // The content's edges pinned to the scroll view's edges: its content area.
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            // As wide as the scroll view's frame: no horizontal scrolling.
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: CGFloat(20 * 44 + 19 * 8)))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1032))
        scroll.contentOffset.y = 200   // scrolling moves the content, not the constraints
        root.layoutIfNeeded()
        #expect(stack.frame.minY == 0)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1032))
    }

    @Test func theContentLayoutGuideSizesTheContentToo() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalToConstant: 300),
            // The frame guide is the scroll view's own size.
            scroll.frameLayoutGuide.widthAnchor.constraint(equalToConstant: 200),
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 300))
        #expect(scroll.frameLayoutGuide.layoutFrame.size == CGSize(width: 200, height: 200))
    }
}

@MainActor
@Suite(.headless)
struct StackHidingConflictTests {
    /// A required height on an arranged view fights UISV-hiding when the view is hidden: UIKit
    /// logs the conflict, breaks the view's height and the view still collapses; shown again, the
    /// height holds again.
    @Test func aRequiredHeightIsBrokenForTheCollapseAndHoldsAgainWhenShown() throws {
        let a = UIView(), b = UIView(), c = UIView()
        let heights = [a, b, c].map { $0.heightAnchor.constraint(equalToConstant: 40) }
        NSLayoutConstraint.activate(heights)
        let column = UIStackView(arrangedSubviews: [a, b, c])
        column.axis = .vertical
        column.spacing = 10
        // Only the top and sides are pinned: the stack is as tall as its views.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(column.frame.height == 140)
        let messages = Headless.recordingViolations {
            b.isHidden = true
            root.layoutIfNeeded()
        }
        let report = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("Will attempt to recover by breaking constraint\n\(heights[1].description)"))
        #expect(b.frame.height == 0)
        #expect(c.frame.minY == 50)

        b.isHidden = false
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(c.frame.minY == 100)
    }
}

@MainActor
@Suite("A refused arranged subview changes nothing", .headless)
struct StackRefusalTests {
    /// A window holding a container holding a horizontal stack of two 50-wide views.
    private func scene() -> (window: UIWindow, container: UIView, stack: UIStackView, frames: [CGRect]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = [UIView(), UIView()]
        for view in views { view.widthAnchor.constraint(equalToConstant: 50).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 10, y: 10, width: 300, height: 40)
        container.addSubview(stack)
        window.addSubview(container)
        window.layoutIfNeeded()
        return (window, container, stack, views.map(\.frame))
    }

    @Test(arguments: ["the stack", "its superview", "its window"])
    func addingItselfOrAnAncestorIsRefusedAndChangesNothing(which: String) {
        let (window, container, stack, frames) = scene()
        let candidate: UIView = switch which {
        case "the stack": stack
        case "its superview": container
        default: window
        }
        let arrangedBefore = stack.arrangedSubviews
        let translatesBefore = candidate.translatesAutoresizingMaskIntoConstraints
        let messages = Headless.recordingViolations { stack.addArrangedSubview(candidate) }
        #expect(messages == ["Can't add self as subview"])
        #expect(stack.arrangedSubviews.count == arrangedBefore.count)
        #expect(zip(stack.arrangedSubviews, arrangedBefore).allSatisfy { $0 === $1 })
        #expect(candidate.translatesAutoresizingMaskIntoConstraints == translatesBefore)
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 300, height: 40))
        #expect(stack.arrangedSubviews.map(\.frame) == frames)
    }

    @Test func insertingAnAncestorIsRefusedToo() {
        let (_, container, stack, _) = scene()
        let messages = Headless.recordingViolations { stack.insertArrangedSubview(container, at: 0) }
        #expect(messages == ["Can't add self as subview"])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(container.translatesAutoresizingMaskIntoConstraints)
    }
}
