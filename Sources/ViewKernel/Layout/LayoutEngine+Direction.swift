// LayoutEngine+Direction.swift: leading and trailing resolved with the direction of a constraint's
// first item, and resolved again in the layout pass after a direction changed.

internal import LayoutSolver

extension LayoutEngine {
    /// Notes the direction `constraint`'s leading and trailing attributes resolve to now (its
    /// first item's `effectiveUserInterfaceLayoutDirection`; a guide's owning view's), and keeps
    /// a directional constraint for resolving again.
    func resolveDirection(of constraint: NSLayoutConstraint) {
        guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional else {
            constraint.resolvedRightToLeft = false
            return
        }
        constraint.resolvedRightToLeft = currentDirectionIsRightToLeft(of: constraint)
        if !constraint.isTrackedForDirection {
            constraint.isTrackedForDirection = true
            directionalConstraints.append(constraint.reference)
            if directionalConstraints.count >= directionalPruneThreshold {
                directionalConstraints.removeAll { reference in
                    guard let kept = reference.constraint, kept.container != nil else {
                        reference.constraint?.isTrackedForDirection = false
                        return true
                    }
                    return false
                }
                directionalPruneThreshold = max(256, directionalConstraints.count * 2)
            }
        }
    }

    /// Whether `constraint`'s first item runs right to left now.
    private func currentDirectionIsRightToLeft(of constraint: NSLayoutConstraint) -> Bool {
        guard let first = constraint.firstLayoutItem, let view = LayoutEngine.anchorView(of: first) else { return false }
        return view.isRightToLeft
    }

    /// `attribute` of `item` as `attributeExpression` gives it; mirrored, a horizontal position
    /// (leading and trailing being the right and left edges) measured towards the left.
    func directedExpression(_ item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute, mirrored: Bool,
                            in container: UIView) -> LinearExpression {
        guard mirrored, attribute.axis == .horizontal, !attribute.isSize else {
            return attributeExpression(item, attribute, in: container)
        }
        return attributeExpression(item, attribute.mirrored, in: container).scaled(by: -1)
    }

    /// A view's direction may have changed (its traits or its semantic content attribute): the
    /// directional constraints are checked at the next layout pass.
    func layoutDirectionMayHaveChanged(for view: UIView) {
        guard !directionalConstraints.isEmpty else { return }
        directionsNeedResolving = true
    }

    /// Installs again, mirrored the other way, each active directional constraint whose first
    /// item's direction changed since it was resolved (all of them out first, then all in, so
    /// that a view's constraints never meet half mirrored); forgets the ones that are gone.
    func resolveDirectionsIfNeeded() {
        guard directionsNeedResolving else { return }
        directionsNeedResolving = false
        var changed: [NSLayoutConstraint] = []
        directionalConstraints.removeAll { reference in
            guard let constraint = reference.constraint else { return true }
            guard constraint.container != nil else {
                constraint.isTrackedForDirection = false
                return true
            }
            if currentDirectionIsRightToLeft(of: constraint) != constraint.resolvedRightToLeft { changed.append(constraint) }
            return false
        }
        guard !changed.isEmpty else { return }
        for constraint in changed { uninstall(constraint) }
        for constraint in changed where constraint.container != nil { install(constraint) }
        commitChanges()
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute depends on the layout direction (leading, trailing and their margins).
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// The attribute right to left: leading is the right edge, trailing the left one; others
    /// are themselves.
    var mirrored: Self {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }
}
