// ConstraintLayoutTests.swift: constraints place views where a device places them; each expected
// frame is worked out by hand from the constraints.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

/// A view with a fixed natural size, as a label or an image view has.
final class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
func makeConstrainedView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

@MainActor
@Suite("Auto Layout: constraints place views", .headless)
struct ConstraintLayoutTests {
    @Test func edgesPinnedWithInsetsGiveTheInsetFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -60),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 40, width: 280, height: 380))
    }

    @Test func aSizeAndACentreGiveACentredFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 110, y: 225, width: 100, height: 50))
    }

    @Test func framesChangeOnlyAtTheLayoutPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.frame == .zero)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func aWindowLaysOutConstraintsOnTheNextTurn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let child = makeConstrainedView()
        window.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            child.topAnchor.constraint(equalTo: window.topAnchor),
            width, child.heightAnchor.constraint(equalToConstant: 50),
        ])
        Headless.advance(by: 0)
        #expect(child.frame.width == 50)
        width.constant = 70
        #expect(child.frame.width == 50)
        Headless.advance(by: 0)
        #expect(child.frame.width == 70)
    }

    @Test func aMultiplierScalesTheSecondAttribute() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 5),
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
                               attribute: .trailing, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: root,
                               attribute: .centerY, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 20, width: 150, height: 80))
    }

    @Test func siblingsChainedLeftToRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let first = makeConstrainedView(), second = makeConstrainedView()
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            first.widthAnchor.constraint(equalTo: second.widthAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 44),
            second.heightAnchor.constraint(equalTo: first.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 16, y: 0, width: 140, height: 44))
        #expect(second.frame == CGRect(x: 164, y: 0, width: 140, height: 44))
    }

    @Test func aConstraintBetweenCousinsWorksInTheCommonAncestorsCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let left = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 300))
        let badge = makeConstrainedView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(badge)
        let alignTops = badge.topAnchor.constraint(equalTo: right.topAnchor)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            alignTops,
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // The badge's top in root coordinates is 50, so in its superview's (which starts at 100): -50.
        #expect(badge.frame == CGRect(x: 5, y: -50, width: 20, height: 20))
        #expect(root.constraints.contains { $0 === alignTops })
        #expect(alignTops.firstItem === badge && alignTops.secondItem === right)
    }

    @Test func activationPutsAConstraintOnTheClosestCommonAncestor() {
        let root = UIView(), parent = UIView(), child = makeConstrainedView()
        root.addSubview(parent)
        parent.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        #expect(!width.isActive)
        width.isActive = true
        leading.isActive = true
        #expect(child.constraints == [width])
        #expect(parent.constraints == [leading])
        #expect(root.constraints.isEmpty)
        leading.isActive = false
        #expect(parent.constraints.isEmpty)
        #expect(!leading.isActive)
    }

    @Test func theClosestCommonAncestorIsFoundAtAnyDepthOnEitherSide() {
        let root = UIView(), uncle = makeConstrainedView(), parent = UIView(), middle = UIView()
        let deep = makeConstrainedView()
        root.addSubview(uncle)
        root.addSubview(parent)
        parent.addSubview(middle)
        middle.addSubview(deep)
        let deepFirst = deep.topAnchor.constraint(equalTo: uncle.bottomAnchor)
        let uncleFirst = uncle.leadingAnchor.constraint(equalTo: deep.leadingAnchor)
        let toAncestor = parent.topAnchor.constraint(equalTo: deep.topAnchor)
        let toItself = deep.widthAnchor.constraint(equalTo: deep.heightAnchor)
        NSLayoutConstraint.activate([deepFirst, uncleFirst, toAncestor, toItself])
        #expect(root.constraints == [deepFirst, uncleFirst])
        #expect(parent.constraints == [toAncestor])
        #expect(deep.constraints == [toItself])
        #expect(middle.constraints.isEmpty)
    }

    @Test func removingAViewRemovesTheConstraintsThatReachOutsideItsSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = makeConstrainedView(), title = makeConstrainedView()
        root.addSubview(card)
        card.addSubview(title)
        let outside = card.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = title.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        let own = card.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([outside, inside, own])
        card.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(own.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func anOptionalConstraintGivesWayToARequiredOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        let wish = child.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish,
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)
    }

    @Test func aHigherPriorityWinsWhenTwoOptionalConstraintsDisagree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = UILayoutPriority(751)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([narrow, wide, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        narrow.priority = UILayoutPriority(749)
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }
}
