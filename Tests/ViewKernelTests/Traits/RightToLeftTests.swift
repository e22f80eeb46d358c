// RightToLeftTests.swift: right-to-left layout as UIKit documents it ("Supporting right-to-left
// languages"): a view's semanticContentAttribute and effectiveUserInterfaceLayoutDirection,
// leading and trailing constraints resolving to the right and left edges (constants counted
// towards the left), visual format strings running leading to trailing unless told
// .directionLeftToRight, and directionalLayoutMargins swapping left and right. A frame's x right
// to left is the container's width minus its maxX left to right.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Right to left", .headless)
struct RightToLeftTests {
    /// A 300-point-wide container in a window, its direction set with `traitOverrides`.
    private func makeContainer(rightToLeft: Bool) -> (window: UIWindow, container: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let container = UIView(frame: window.bounds)
        if rightToLeft { container.traitOverrides.layoutDirection = .rightToLeft }
        window.addSubview(container)
        return (window, container)
    }

    /// A subview placed by constraints, 100 wide and 20 high at the top.
    private func constrainedChild(in container: UIView, width: CGFloat = 100) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: width),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return child
    }

    // MARK: - Attributes and directions

    @Test func semanticContentAttributesHaveUIKitsRawValuesAndDefaultToUnspecified() {
        #expect(UISemanticContentAttribute.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UIView().semanticContentAttribute == .unspecified)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test func theDirectionForAnAttributeIsTheInterfacesUnlessTheAttributeFixesOne() {
        let attributes = UISemanticContentAttribute.allCases
        #expect(attributes.map { UIView.userInterfaceLayoutDirection(for: $0, relativeTo: .rightToLeft) }
                == [.rightToLeft, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
        #expect(attributes.map { UIView.userInterfaceLayoutDirection(for: $0, relativeTo: .leftToRight) }
                == [.leftToRight, .leftToRight, .leftToRight, .leftToRight, .rightToLeft])
    }

    @Test func theApplicationsDirectionFollowsTheDevice() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        Headless.setTraits(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theEffectiveDirectionIsTheTraitsUnlessTheViewsAttributeFixesOne() {
        let (window, container) = makeContainer(rightToLeft: true)
        let child = UIView(), grandchild = UIView()
        container.addSubview(child)
        child.addSubview(grandchild)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                "the attribute is the view's own: it does not pass down")
        #expect(window.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.semanticContentAttribute = .forceRightToLeft
        #expect(window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        withExtendedLifetime(window) {}
    }

    // MARK: - Constraints

    @Test func leadingAndTrailingAreTheRightAndLeftEdgesRightToLeft() {
        for rightToLeft in [false, true] {
            let (window, container) = makeContainer(rightToLeft: rightToLeft)
            let first = constrainedChild(in: container), second = constrainedChild(in: container, width: 50)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            ])
            window.layoutIfNeeded()
            if rightToLeft {
                #expect(first.frame.minX == CGFloat(300 - 120))
                #expect(second.frame.minX == CGFloat(300 - 178))
            } else {
                #expect(first.frame.minX == 20)
                #expect(second.frame.minX == 128)
            }
            withExtendedLifetime(window) {}
        }
    }

    @Test func trailingConstantsAndLeftRightConstraintsRightToLeft() {
        let (window, container) = makeContainer(rightToLeft: true)
        let trailing = constrainedChild(in: container), left = constrainedChild(in: container, width: 40)
        NSLayoutConstraint.activate([
            container.trailingAnchor.constraint(equalTo: trailing.trailingAnchor, constant: 10),
            left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 15),
        ])
        window.layoutIfNeeded()
        #expect(trailing.frame.minX == 10, "trailing is the left edge: 10 points in from it")
        #expect(left.frame.minX == 15, "left and right never flip")
        withExtendedLifetime(window) {}
    }

    @Test func leadingMarginIsTheRightMarginRightToLeft() {
        let (window, container) = makeContainer(rightToLeft: true)
        container.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 12)
        let child = constrainedChild(in: container)
        let other = constrainedChild(in: container, width: 50)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            NSLayoutConstraint(item: other, attribute: .trailingMargin, relatedBy: .equal, toItem: container,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        #expect(child.frame.maxX == CGFloat(300 - 12))
        #expect(other.frame.minX == CGFloat(30 - 8), "the other's own trailing (left) margin of 8 sits on the container's left margin")
        withExtendedLifetime(window) {}
    }

    @Test func constraintsResolveAgainWhenTheDirectionChanges() {
        let (window, container) = makeContainer(rightToLeft: false)
        let child = constrainedChild(in: container)
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        window.layoutIfNeeded()
        #expect(child.frame.minX == 20)
        container.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(child.frame.minX == 180)
        container.traitOverrides.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(child.frame.minX == 20)
        Headless.setTraits(UITraitCollection(layoutDirection: .rightToLeft))
        container.traitOverrides.remove(UITraitLayoutDirection.self)
        window.layoutIfNeeded()
        #expect(child.frame.minX == 180, "the device's direction flips it too")
        withExtendedLifetime(window) {}
    }

    @Test func aForcedAttributeOnTheFirstItemDecidesItsConstraints() {
        let (window, container) = makeContainer(rightToLeft: true)
        let child = constrainedChild(in: container)
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        window.layoutIfNeeded()
        #expect(child.frame.minX == 180)
        child.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(child.frame.minX == 20)
        withExtendedLifetime(window) {}
    }

    @Test func aVisualFormatRunsLeadingToTrailingUnlessToldLeftToRight() {
        for leftToRightOption in [false, true] {
            let (window, container) = makeContainer(rightToLeft: true)
            let first = constrainedChild(in: container, width: 50), second = constrainedChild(in: container, width: 60)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-20-[first]-10-[second]", options: leftToRightOption ? .directionLeftToRight : [],
                metrics: nil, views: ["first": first, "second": second]))
            window.layoutIfNeeded()
            if leftToRightOption {
                #expect(first.frame.minX == 20)
                #expect(second.frame.minX == 80)
            } else {
                #expect(first.frame.minX == CGFloat(300 - 70))
                #expect(second.frame.minX == CGFloat(300 - 140))
            }
            withExtendedLifetime(window) {}
        }
    }

    // MARK: - Margins

    @Test func directionalMarginsAreTheSwappedLeftAndRightRightToLeft() {
        let (window, container) = makeContainer(rightToLeft: true)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10)
        #expect(container.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 5))
        let detached = UIView()
        detached.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(detached.layoutMargins.left == 30, "left to right, leading is left")
        withExtendedLifetime(window) {}
    }

    @Test func directionalMarginsFollowADirectionChangeAndTheirGuideMoves() {
        let (window, container) = makeContainer(rightToLeft: false)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let child = constrainedChild(in: container)
        child.leftAnchor.constraint(equalTo: container.layoutMarginsGuide.leftAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(child.frame.minX == 30)
        container.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(container.layoutMargins.left == 10)
        #expect(child.frame.minX == 10)
        // Left/right margins set last stay where they are.
        container.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        container.traitOverrides.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(container.layoutMargins.left == 30)
        withExtendedLifetime(window) {}
    }
}
