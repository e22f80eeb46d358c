// LayoutEngine+Expressions.swift: a constraint's attributes as linear expressions over the items'
// unknowns, in the coordinates of the items' closest common ancestor.

internal import LayoutSolver

extension LayoutEngine {
    /// The solver constraint for `constraint`: `first − (multiplier × second + constant)`, with its
    /// relation and priority; nil when its items have no common ancestor.
    func makeSolverConstraint(for constraint: NSLayoutConstraint) -> LayoutConstraint? {
        resolveDirection(of: constraint)
        guard let expression = solverExpression(for: constraint) else { return nil }
        let relation: LayoutConstraintRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LayoutConstraint(expression: expression, relation: relation, priority: constraint.priority.rawValue,
                                weight: arrangementWeight(of: constraint))
    }

    /// An optional constraint on one arranged view's own size or position (no second item) weighs
    /// as that view's content-size constraints do (`arrangementWeight(index:)`), so that ties
    /// between such constraints are settled by the views' order in their stack; 1 for the rest.
    func arrangementWeight(of constraint: NSLayoutConstraint) -> Double {
        guard constraint.priority < .required, constraint.secondLayoutItem == nil,
              let view = constraint.firstLayoutItem as? UIView, let index = view.autoLayoutStorage?.arrangementIndex,
              index > 0 else { return 1 }
        return LayoutEngine.arrangementWeight(index: index)
    }

    /// `first.attribute1 − (multiplier × second.attribute2 + constant)` in the common ancestor's
    /// coordinates; nil when the items are gone or have no common ancestor. Right to left (as the
    /// constraint was last resolved), leading and trailing are the right and left edges and
    /// horizontal positions count towards the left, as UIKit mirrors a constraint: a constant
    /// moves the item left, and `>=` means further left.
    func solverExpression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard let first = constraint.firstLayoutItem else { return nil }
        let second = constraint.secondLayoutItem
        guard let container = LayoutEngine.commonAncestor(first, second) else { return nil }
        let mirrored = constraint.resolvedRightToLeft
        var expression = directedExpression(first, constraint.firstAttribute, mirrored: mirrored, in: container)
        if let second {
            expression = expression - directedExpression(second, constraint.secondAttribute, mirrored: mirrored, in: container)
                .scaled(by: Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        return expression
    }

    /// The value of `attribute` of `item` as an expression in `container`'s coordinates, whose
    /// origin is the container's top-left corner (a scroll view's content origin).
    func attributeExpression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                             in container: UIView) -> LinearExpression {
        guard let axis = attribute.axis else { return LinearExpression() }
        // Inside a scroll view, its edges are those of its content area (its contentSize).
        if item === container, let scrollView = container as? ContentAreaProviding, attribute.isEdge {
            return attributeExpression(scrollView.systemGuide(.scrollContent), attribute, in: container)
        }
        let variables = variables(of: item)
        let size = LinearExpression(variables.size(axis))
        if attribute.isSize { return size }
        let origin = item === container ? LinearExpression() : position(of: item, axis: axis, in: container)
        // The margins are read only for the margin attributes: reading them walks the safe area up
        // to the window.
        func insets() -> (leading: CGFloat, trailing: CGFloat) {
            let margins = (item as? UIView)?.effectiveLayoutMargins ?? .zero
            return axis == .horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
        }
        switch attribute {
        case .left, .leading, .top:
            return origin
        case .right, .trailing, .bottom:
            return origin + size
        case .centerX, .centerY:
            return origin + size.scaled(by: 0.5)
        case .leftMargin, .leadingMargin, .topMargin:
            return origin + Double(insets().leading)
        case .rightMargin, .trailingMargin, .bottomMargin:
            return origin + size - Double(insets().trailing)
        case .centerXWithinMargins, .centerYWithinMargins:
            let (leading, trailing) = insets()
            return origin + size.scaled(by: 0.5) + Double((leading - trailing) / 2)
        case .firstBaseline, .lastBaseline:
            guard let offsets = (item as? UIView)?.baselineOffsetsFromCenter else { return origin + size }
            let offset = attribute == .firstBaseline ? offsets.first : offsets.last
            return origin + size.scaled(by: 0.5) + Double(offset)
        case .width, .height, .notAnAttribute:
            return size
        }
    }

    /// `item`'s origin on `axis` in `container`'s coordinates: its own unknown plus those of every
    /// ancestor between it and the container (bounds origins of those ancestors are not counted).
    private func position(of item: any LayoutItem, axis: NSLayoutConstraint.Axis, in container: UIView) -> LinearExpression {
        var expression = LinearExpression(variables(of: item).position(axis))
        var parent = item.layoutParent
        while let current = parent, current !== container {
            expression = expression + LinearExpression(variables(of: current).position(axis))
            parent = current.superview
        }
        return expression
    }

    /// The view an item stands in for when looking for ancestors: the view itself, or a guide's
    /// owning view.
    static func anchorView(of item: any LayoutItem) -> UIView? {
        (item as? UIView) ?? item.layoutParent
    }

    /// The closest view that is `first`'s and `second`'s (and, for guides, their owning views')
    /// ancestor or self; `first`'s own view when there is no second item.
    static func commonAncestor(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> UIView? {
        guard let firstView = anchorView(of: first) else { return nil }
        guard let second else { return firstView }
        guard let secondView = anchorView(of: second) else { return nil }
        if firstView === secondView { return firstView }
        // Siblings and parent-child pairs, most constraints, need no walk.
        unowned(unsafe) let firstParent = firstView.superviewStorage
        unowned(unsafe) let secondParent = secondView.superviewStorage
        if firstParent === secondView { return secondView }
        if secondParent === firstView { return firstView }
        if let firstParent, firstParent === secondParent { return firstParent }
        // Both walked up to the same depth, then together until they meet: no set is made for
        // each constraint installed, and the walk holds no references (a retain and release per
        // step cost more than the step).
        func depth(_ view: UIView) -> Int {
            var depth = 0
            unowned(unsafe) var current = view
            while let parent = current.superviewStorage {
                depth += 1
                current = parent
            }
            return depth
        }
        unowned(unsafe) var one: UIView? = firstView
        unowned(unsafe) var other: UIView? = secondView
        var oneDepth = depth(firstView), otherDepth = depth(secondView)
        while oneDepth > otherDepth, let current = one {
            one = current.superviewStorage
            oneDepth -= 1
        }
        while otherDepth > oneDepth, let current = other {
            other = current.superviewStorage
            otherDepth -= 1
        }
        while let oneView = one, let otherView = other {
            if oneView === otherView { return oneView }
            one = oneView.superviewStorage
            other = otherView.superviewStorage
        }
        return nil
    }

    /// UIKit's class name for an anchor of `attribute`, as exception messages show it.
    static func anchorClassName(of attribute: NSLayoutConstraint.Attribute) -> String {
        if attribute.isSize { return "NSLayoutDimension" }
        return attribute.axis == .vertical ? "NSLayoutYAxisAnchor" : "NSLayoutXAxisAnchor"
    }
}

/// A view whose edges, seen from its subviews' constraints, are those of a content area of its
/// own (a scroll view's `contentLayoutGuide`), as UIKit documents for scroll views.
@MainActor
package protocol ContentAreaProviding: UIView {}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is an edge (not a size, centre or baseline).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }
}
