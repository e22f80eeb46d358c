// UIStackView+Arrangement.swift: the constraints a stack view makes for its distribution and
// alignment, named as UIKit names them (UISV-...), and when it makes them again.

extension UIStackView: SubviewChangeObserving {
    /// An arranged view was hidden or shown: it collapses or comes back. Inside an animation block
    /// the stack lays out at once, so the collapse animates, as UIKit's stack views do.
    package func subviewDidChangeHidden(_ subview: UIView) {
        guard arrangedIndex(of: subview) != nil else { return }
        arrangementDidChange()
        if UIView.inheritedAnimationDuration > 0 {
            updateConstraintsIfNeeded()
            layoutIfNeeded()
        }
    }

    /// An arranged view's natural size changed: proportional stacks share the axis again.
    package func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView) {
        guard distribution == .fillProportionally, arrangedIndex(of: subview) != nil else { return }
        arrangementDidChange()
    }

    /// The arrangement changed: the constraints are made again in the next update pass.
    func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Replaces the stack's constraints with those of the current arrangement. A constraint made
    /// again unchanged is kept: only what the change touched leaves and enters the solver, so
    /// hiding one view of a long stack changes a few constraints rather than all of them.
    func rebuildArrangement() {
        needsArrangement = false
        var builder = ArrangementBuilder(stack: self, reusableGuides: spacerGuides)
        builder.build()
        var previous: [ArrangementConstraintKey: [NSLayoutConstraint]] = [:]
        previous.reserveCapacity(arrangementConstraints.count)
        for constraint in arrangementConstraints {
            previous[ArrangementConstraintKey(constraint), default: []].append(constraint)
        }
        var constraints = builder.constraints
        var added: [NSLayoutConstraint] = []
        var kept = Set<ObjectIdentifier>()
        for index in constraints.indices {
            let key = ArrangementConstraintKey(constraints[index])
            if let same = previous[key]?.popLast() {
                constraints[index] = same
                kept.insert(ObjectIdentifier(same))
                if !same.isActive { added.append(same) }
            } else {
                added.append(constraints[index])
            }
        }
        // In the order they were made, so that the solver's answer does not depend on hashing.
        NSLayoutConstraint.deactivate(arrangementConstraints.filter { !kept.contains(ObjectIdentifier($0)) })
        for guide in spacerGuides.dropFirst(builder.reusedGuideCount) { removeLayoutGuide(guide) }
        arrangementConstraints = constraints
        spacerGuides = builder.guides
        // Where priorities tie, the views are sized by index (see `UIView.arrangementIndex`).
        for (index, view) in arranged.enumerated() { view.arrangementIndex = index }
        NSLayoutConstraint.activate(added)
    }

    /// The space after `view` in the arrangement: its custom spacing or `spacing`, the standard
    /// space for `spacingUseSystem`.
    func space(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == UIStackView.spacingUseDefault ? spacing : custom
        return value == UIStackView.spacingUseSystem ? 8 : value
    }
}

/// What makes two of a stack's constraints the same constraint (``UIStackView/rebuildArrangement()``).
private struct ArrangementConstraintKey: Hashable {
    let identifier: String?
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float
    let prevailsInConflicts: Bool

    @MainActor
    init(_ constraint: NSLayoutConstraint) {
        identifier = constraint.identifier
        first = constraint.firstItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        prevailsInConflicts = constraint.prevailsInConflicts
    }
}

/// Makes the constraints of one arrangement.
@MainActor
private struct ArrangementBuilder {
    let stack: UIStackView
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// The spacer guides of the last arrangement, used again in order before new ones are made.
    private let reusableGuides: [UILayoutGuide]
    private(set) var reusedGuideCount = 0

    init(stack: UIStackView, reusableGuides: [UILayoutGuide]) {
        self.stack = stack
        self.reusableGuides = reusableGuides
    }

    /// A spacer guide of the stack: the next one of the last arrangement, or a new one.
    private mutating func makeSpacerGuide() -> UILayoutGuide {
        if reusedGuideCount < reusableGuides.count {
            defer { reusedGuideCount += 1 }
            return reusableGuides[reusedGuideCount]
        }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        stack.addLayoutGuide(guide)
        return guide
    }

    /// What the views are arranged in: the stack, or its margins guide.
    private var canvas: AnyObject {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    private var isHorizontal: Bool { stack.axis == .horizontal }
    private var leading: NSLayoutConstraint.Attribute { isHorizontal ? .leading : .top }
    private var trailing: NSLayoutConstraint.Attribute { isHorizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { isHorizontal ? .width : .height }
    private var centre: NSLayoutConstraint.Attribute { isHorizontal ? .centerX : .centerY }
    private var crossLeading: NSLayoutConstraint.Attribute { isHorizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { isHorizontal ? .bottom : .trailing }
    private var crossCentre: NSLayoutConstraint.Attribute { isHorizontal ? .centerY : .centerX }
    private var breadth: NSLayoutConstraint.Attribute { isHorizontal ? .height : .width }

    /// `first.a1 = second.a2 × multiplier + constant`, at `priority`, named `identifier`.
    private mutating func add(_ identifier: String, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
                              _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                              constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        relate(identifier, first, a1, .equal, second, a2, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `first.a1 relation second.a2 × multiplier + constant`, at `priority`, named `identifier`.
    private mutating func relate(_ identifier: String, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
                                 _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                                 _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                                 priority: UILayoutPriority = .required) {
        let constraint = NSLayoutConstraint(object: first, attribute: a1, relatedBy: relation, toObject: second,
                                            hasSecond: second != nil, attribute: second == nil ? .notAnAttribute : a2,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    mutating func build() {
        let visible = stack.arranged.filter { !$0.isHidden }
        buildAxis(visible)
        for view in stack.arranged { buildCross(view, firstVisible: visible.first) }
        if stack.alignment != .fill, !stack.arranged.isEmpty {
            // The stack's breadth shrinks to its widest view unless something else sets it.
            add("UISV-spanning-fit", canvas, breadth, nil, .notAnAttribute, priority: UILayoutPriority(20))
        }
    }

    private mutating func buildAxis(_ visible: [UIView]) {
        var previousVisible: UIView?
        for view in stack.arranged {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            // A hidden view collapses where it stands: after the visible view before it.
            add("UISV-hiding", view, length, nil, .notAnAttribute)
            constraints.last?.prevailsInConflicts = true
            if let before = previousVisible {
                add("UISV-hiding", view, leading, before, trailing)
            } else {
                add("UISV-hiding", view, leading, canvas, leading)
            }
        }
        previousVisible = nil
        guard let first = visible.first, let last = visible.last else { return }
        add("UISV-canvas-connection", first, leading, canvas, leading)
        let baselines = !isHorizontal && stack.isBaselineRelativeArrangement
        for view in visible {
            defer { previousVisible = view }
            guard let previous = previousVisible else { continue }
            let space = stack.space(after: previous)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if baselines {
                    add("UISV-spacing", view, .firstBaseline, previous, .lastBaseline, constant: space)
                } else {
                    add("UISV-spacing", view, leading, previous, trailing, constant: space)
                }
            case .equalSpacing, .equalCentering:
                relate("UISV-spacing", view, leading, .greaterThanOrEqual, previous, trailing, constant: space)
                let guide = makeSpacerGuide()
                let edge = stack.distribution == .equalSpacing
                add("UISV-distributing-edge", guide, leading, previous, edge ? trailing : centre)
                add("UISV-distributing-edge", guide, trailing, view, edge ? leading : centre)
                if let firstGuide = guides.first { add("UISV-fill-equally", guide, length, firstGuide, length) }
                add("UISV-distributing", guide, breadth, nil, .notAnAttribute)
                add("UISV-distributing", guide, crossLeading, canvas, crossLeading)
                guides.append(guide)
            }
        }
        // After the spacing, so that each view is placed from the one before as the chain goes
        // (the solver's rows then refer to the view before instead of holding the whole chain).
        add("UISV-canvas-connection", canvas, trailing, last, trailing)
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, length, first, length) }
        case .fillProportionally:
            buildProportions(visible)
        default:
            break
        }
    }

    /// Each view's length a share of the canvas, less the spaces, by its intrinsic length.
    private mutating func buildProportions(_ visible: [UIView]) {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            let value = isHorizontal ? size.width : size.height
            return value == UIView.noIntrinsicMetric ? 0 : max(0, value)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let spaces = visible.dropLast().reduce(CGFloat(0)) { $0 + stack.space(after: $1) }
        for (view, intrinsic) in zip(visible, lengths) {
            let share = intrinsic / total
            add("UISV-fill-proportionally", view, length, canvas, length, multiplier: share,
                constant: -share * spaces, priority: UILayoutPriority(999))
        }
    }

    private mutating func buildCross(_ view: UIView, firstVisible: UIView?) {
        switch stack.alignment {
        case .fill:
            add("UISV-alignment", view, crossLeading, canvas, crossLeading)
            add("UISV-alignment", canvas, crossTrailing, view, crossTrailing)
        case .leading:
            add("UISV-alignment", view, crossLeading, canvas, crossLeading)
            relate("UISV-canvas-fit", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
        case .trailing:
            add("UISV-alignment", canvas, crossTrailing, view, crossTrailing)
            relate("UISV-canvas-fit", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
        case .center:
            add("UISV-alignment", view, crossCentre, canvas, crossCentre)
            relate("UISV-canvas-fit", view, crossLeading, .greaterThanOrEqual, canvas, crossLeading)
        case .firstBaseline, .lastBaseline:
            guard isHorizontal else {
                // Baselines are vertical: a vertical stack aligns these at its leading edge.
                add("UISV-alignment", view, crossLeading, canvas, crossLeading)
                relate("UISV-canvas-fit", canvas, crossTrailing, .greaterThanOrEqual, view, crossTrailing)
                return
            }
            let baseline: NSLayoutConstraint.Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let firstVisible, firstVisible !== view {
                add("UISV-alignment", view, baseline, firstVisible, baseline)
            }
            relate("UISV-canvas-fit", view, .top, .greaterThanOrEqual, canvas, .top)
            relate("UISV-canvas-fit", canvas, .bottom, .greaterThanOrEqual, view, .bottom)
        }
    }
}
