// LayoutEngine+Fitting.swift: systemLayoutSizeFitting: the size a view's own constraints give it,
// solved apart from the rest of its tree.

internal import LayoutSolver

extension LayoutEngine {
    /// The size `view`'s constraints give it nearest `target`, each dimension asked at its
    /// priority: the constraints held in the view's subtree that stay inside it, the subviews'
    /// content sizes and frames, the view's own content size (not its frame), and
    /// `width = target.width`, `height = target.height` at the fitting priorities. Solved in a
    /// solver of its own, so the view and its tree do not move.
    func fittingSize(of view: UIView, target: CGSize,
                     priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)) -> CGSize {
        view.updateConstraintsIfNeeded()
        updateStaleContentSizes()
        let variables = self.variables(of: view)
        let fitting = LayoutSolver()
        var subtree: [UIView] = []
        var stack: [UIView] = [view]
        while let current = stack.popLast() {
            subtree.append(current)
            stack.append(contentsOf: current.subviewStorage)
        }
        var wrapping: [WrappingItem] = []
        for current in subtree {
            let state = current.autoLayoutStorage
            if current !== view || !current.translatesAutoresizingMaskIntoConstraints {
                if current.engineVariables != nil, current.translatesAutoresizingMaskIntoConstraints {
                    state?.framePins.forEach { copy($0, into: fitting) }
                } else if current.engineVariables != nil || current === view {
                    if current === view, state?.contentConstraints.isEmpty ?? true { updateContentSizeConstraints(of: current) }
                    let content = current.autoLayoutStorage?.contentConstraints.compactMap { $0 } ?? []
                    content.forEach { copy($0, into: fitting) }
                    if let dependent = current as? LayoutWidthDependentContent, let variables = current.engineVariables {
                        wrapping.append(WrappingItem(view: dependent, variables: variables, constraints: content,
                                                     height: current.autoLayout.contentSize.height))
                    }
                }
            }
            for guide in state?.guides ?? [] { guide.systemPins.forEach { copy($0, into: fitting) } }
            for constraint in state?.constraints ?? [] where !constraint.touches(subtreeOf: view) {
                if let made = constraint.solverConstraint { copy(made, into: fitting) }
            }
        }
        for (axis, length, priority) in [(NSLayoutConstraint.Axis.horizontal, target.width, priorities.horizontal),
                                         (.vertical, target.height, priorities.vertical)] where length.isFinite {
            let wish = LayoutConstraint(expression: LinearExpression(variables.size(axis)) - Double(length),
                                        relation: .equal, priority: min(1000, max(1, priority.rawValue)))
            try? fitting.addConstraint(wish)
        }
        rewrap(&wrapping, in: fitting)
        return CGSize(width: fitting.value(of: variables.width), height: fitting.value(of: variables.height))
    }

    /// Adds `constraint` to `fitting` with the constant it has in the engine now (an engine
    /// constraint's constant changes in the solver, not in the constraint); one already there, or
    /// one the solver refuses, is left out.
    private func copy(_ constraint: LayoutConstraint, into fitting: LayoutSolver) {
        try? fitting.addConstraint(constraint, constant: solver.constant(of: constraint) ?? constraint.expression.constant)
    }

    /// A multi-line label inside a view being fitted, with the content-size constraints it has in
    /// the fitting solver and the height they hold.
    private struct WrappingItem {
        let view: LayoutWidthDependentContent
        let variables: ItemVariables
        var constraints: [LayoutConstraint]
        var height: CGFloat
    }

    /// UIKit's second pass for multi-line labels: each label is wrapped at the width the solver
    /// gave it and the fitting is solved again, until no label's height changes (a few rounds).
    private func rewrap(_ items: inout [WrappingItem], in fitting: LayoutSolver) {
        for _ in 0..<4 {
            var changed = false
            for index in items.indices {
                let item = items[index]
                let width = CGFloat(fitting.value(of: item.variables.width))
                guard let size = item.view.intrinsicContentSize(forLayoutWidth: width),
                      abs(size.height - item.height) > 0.001 else { continue }
                item.constraints.forEach { try? fitting.removeConstraint($0) }
                let fresh = makeContentSizeConstraints(of: item.view, variables: item.variables, size: size).compactMap { $0 }
                fresh.forEach { try? fitting.addConstraint($0) }
                items[index].constraints = fresh
                items[index].height = size.height
                changed = true
            }
            if !changed { return }
        }
    }
}

extension UIView {
    /// The smallest size: the target for `systemLayoutSizeFitting(_:)` that asks for it.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// A very large size (10,000 points each way): the target that asks for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    // MARK: - Debugging

    /// Whether the view's constraints leave its position or size undetermined on either axis; a
    /// view that constraints place but that has none is ambiguous.
    public var hasAmbiguousLayout: Bool {
        guard engineVariables != nil else { return !translatesAutoresizingMaskIntoConstraints }
        let engine = Headless.current.layoutEngine
        return engine.isAmbiguous(self, axis: .horizontal) || engine.isAmbiguous(self, axis: .vertical)
    }

    /// UIKit moves an ambiguous view to another solution to show the ambiguity; the solver here
    /// has one solution at a time, so this does nothing.
    public func exerciseAmbiguityInLayout() {}

    /// The active constraints held by this view and its ancestors that relate this view on `axis`
    /// (its edges, centre, size or baselines on that axis).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var ancestor: UIView? = self
        while let current = ancestor {
            for constraint in current.constraints
            where (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute.axis == axis) {
                result.append(constraint)
            }
            ancestor = current.superview
        }
        return result
    }

    /// The view tree with each view's held constraints under it, for tests and for reading: the
    /// same lines as `recursiveDescription()`, and below each view that holds constraints, one
    /// line per constraint (`<NSLayoutConstraint UILabel'Hi'.leading == UIView.leading + 20 (active)>`).
    /// It has the view dump's caps (TreeDumpWriter.swift): indentation stops at 64 levels (a
    /// deeper view's line says `[depth N]`; its constraints follow it, indented as far), and after
    /// 100,000 lines one line counts the rest, so a tree of any depth or width is dumped in
    /// bounded memory. A headless addition (not UIKit API).
    public func recursiveConstraintsDescription() -> String {
        var writer = TreeDumpWriter(name: "recursiveConstraintsDescription", indentation: "   | ")
        var stack: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            for child in view.subviewStorage.reversed() { stack.append((child, depth + 1)) }
            let constraints = view.constraints
            guard writer.startLine(depth: depth) else {
                // Past the cap nothing is described, only counted.
                writer.omit(constraints.count)
                continue
            }
            writer.append(view.description)
            for constraint in constraints {
                guard writer.startLine(depth: depth, showingDepth: false) else { continue }
                writer.append("   - ")
                writer.append(constraint.description)
            }
        }
        return writer.finish()
    }
}
