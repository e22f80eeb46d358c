// LayoutEngine.swift: the runtime's Auto Layout engine: active constraints in the solver, and the
// views whose frames it moved marked for the next layout pass.

internal import LayoutSolver

/// The Auto Layout engine, one per runtime (UIKit keeps one per window; one here holds every
/// tree, and trees never share constraints, so they never share rows of the solver).
///
/// Each view or layout guide that constraints touch gets four unknowns: the `minX`, `minY`,
/// `width` and `height` of its alignment rectangle in its superview's (its owning view's)
/// coordinates. An `NSLayoutConstraint` becomes one solver constraint over those unknowns, in the
/// coordinates of the closest common ancestor of its items. Views that translate their
/// autoresizing mask into constraints are pinned to their frames; other views get content-size
/// constraints from `intrinsicContentSize`. After each change, the unknowns that moved mark their
/// views' superviews for layout, and `layoutSubviews()` (UIView's default) applies the frames.
@MainActor
final class LayoutEngine {
    /// The constraint solver (Layout/Solver/).
    let solver = LayoutSolver()

    /// What each unknown belongs to, so a solve can mark the views that moved.
    private var owners: [LayoutVariable: LayoutItemReference] = [:]
    /// The constraints the engine made itself (frame pins, content sizes, guides), with what they
    /// describe, for reports.
    @exclusivity(unchecked) var engineConstraintDescriptions: [LayoutConstraint: EngineConstraintDescription] = [:]
    /// The solver constraint of each installed `NSLayoutConstraint`, the other way.
    @exclusivity(unchecked) var layoutConstraints: [LayoutConstraint: ConstraintReference] = [:]
    /// Items whose content size changed since the last layout pass.
    var staleContentItems: [LayoutItemReference] = []
    /// Views that translate their mask and entered the engine without a superview: pinned to
    /// their frames at the next update pass, so that constraints made before the view joins a
    /// hierarchy (and before it stops translating its mask) do not clash with a zero frame.
    var unpinnedItems: [LayoutItemReference] = []
    /// The frame pins of views without a superview, by pin: they give way to a constraint that
    /// conflicts with them (the view waits to be pinned again at the next update pass, where a
    /// conflict that remains is reported), as UIKit makes a root's size constraints only when it
    /// lays the root out: a cell in the reuse pool reconfigured for a taller row does not clash
    /// with its old height.
    var yieldingPins: [LayoutConstraint: LayoutItemReference] = [:]
    /// Items that entered the engine, for dropping the unknowns of freed items.
    private var items: [LayoutItemReference] = []
    /// Whether a constraint constant beyond UIKit's limit was reported (UIKit logs it once).
    var hasLoggedConstantLimit = false
    private var itemCountAtLastSweep = 0
    /// Constraints with a leading or trailing attribute (LayoutEngine+Direction.swift).
    var directionalConstraints: [ConstraintReference] = []
    /// Whether some view's direction may have changed since the directional constraints were
    /// last resolved.
    var directionsNeedResolving = false
    /// How many directional constraints make the engine forget the inactive ones.
    var directionalPruneThreshold = 256

    // MARK: - Items

    /// The unknowns of `item`, entering it into the engine first if needed: a view that
    /// translates its frame is pinned to it, another view gets its content-size constraints, a
    /// system guide its insets.
    @discardableResult
    func variables(of item: any LayoutItem) -> ItemVariables {
        if let variables = item.engineVariables { return variables }
        let variables = ItemVariables()
        item.engineVariables = variables
        for variable in variables.all { owners[variable] = item.layoutReference }
        items.append(item.layoutReference)
        if let view = item as? UIView {
            if view.translatesAutoresizingMaskIntoConstraints {
                pinToFrameWhenPlaced(view)
            } else {
                updateContentSizeConstraints(of: view)
            }
        } else if let guide = item as? UILayoutGuide, let kind = guide.systemKind, let owner = guide.owningView {
            pinSystemGuide(guide, kind: kind, in: owner)
        }
        sweepIfGrown()
        return variables
    }

    /// The item that owns `variable`, if it is still alive.
    func owner(of variable: LayoutVariable) -> (any LayoutItem)? {
        owners[variable]?.item
    }

    /// Adds an engine-made constraint, remembering how to describe it.
    func addEngineConstraint(_ constraint: LayoutConstraint, describedAs description: String) {
        addEngineConstraint(constraint, describedAs: .text(description))
    }

    /// Adds an engine-made constraint whose description is written only if a log asks for it.
    func addEngineConstraint(_ constraint: LayoutConstraint, describedAs description: EngineConstraintDescription) {
        engineConstraintDescriptions[constraint] = description
        do {
            try solver.addConstraint(constraint)
        } catch .unsatisfiable(let conflicts) {
            reportUnsatisfiable(breaking: description.text, conflicts: conflicts)
        } catch {
            // Duplicates and bad values cannot come from the engine's own constraints.
        }
    }

    /// Removes an engine-made constraint.
    func removeEngineConstraint(_ constraint: LayoutConstraint) {
        engineConstraintDescriptions[constraint] = nil
        yieldingPins[constraint] = nil
        try? solver.removeConstraint(constraint)
    }

    /// Changes the constant of an engine-made constraint; one that can no longer hold is reported
    /// and dropped, as UIKit breaks a constraint.
    func updateEngineConstraint(_ constraint: LayoutConstraint, constant: Double) {
        guard solver.constant(of: constraint) != constant else { return }
        do {
            try solver.updateConstant(of: constraint, to: constant)
        } catch .unsatisfiable(let conflicts) {
            reportUnsatisfiable(breaking: engineConstraintDescriptions[constraint]?.text ?? "\(constraint)", conflicts: conflicts)
            removeEngineConstraint(constraint)
        } catch {
            // Unknown constraints were broken before; nothing to change.
        }
    }

    /// Every so often (when the items doubled), the unknowns and engine constraints of items that
    /// were freed leave the solver.
    private func sweepIfGrown() {
        guard items.count >= max(64, itemCountAtLastSweep * 2) else { return }
        let countBefore = items.count
        items.removeAll { $0.item == nil }
        itemCountAtLastSweep = items.count
        // Engine constraints and unknowns are orphaned only by a freed item, and the items freed
        // before the last sweep left with it: with none freed since, there is nothing to look for.
        if items.count < countBefore {
            let orphans = engineConstraintDescriptions.keys.filter { constraint in
                constraint.expression.terms.contains { owners[$0.variable]?.item == nil }
            }
            orphans.forEach(removeEngineConstraint)
            owners = owners.filter { $0.value.item != nil }
        }
        let deadInstalled = layoutConstraints.filter { $0.value.constraint?.container == nil }
        for (made, reference) in deadInstalled {
            layoutConstraints[made] = nil
            try? solver.removeConstraint(made)
            // A constraint kept past its container can be activated again, with a new row.
            if let constraint = reference.constraint, constraint.solverConstraint === made { constraint.solverConstraint = nil }
        }
    }

    // MARK: - Activating

    /// Adds `constraint` to the closest common ancestor of its items and installs it; a constraint
    /// whose items have none is reported with UIKit's message and stays inactive.
    func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.isValid, constraint.container == nil, let first = constraint.firstLayoutItem else { return }
        let second = constraint.secondLayoutItem
        guard let container = LayoutEngine.commonAncestor(first, second) else {
            let anchors = [constraint.firstAnchor] + (constraint.secondAnchor.map { [$0] } ?? [])
            let names = anchors.map { "<\(LayoutEngine.anchorClassName(of: $0.attribute)) \"\($0.name)\">" }
            Headless.reportViolation("Unable to activate constraint with anchors \(names.joined(separator: " and ")) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                                     exceptionName: "NSGenericException")
            return
        }
        hold(constraint, in: container)
    }

    /// Adds `constraint` to `view.constraints` and installs it (`addConstraint(_:)`).
    func hold(_ constraint: NSLayoutConstraint, in view: UIView) {
        guard constraint.isValid, constraint.container == nil else { return }
        releaseConstraintsOfFreedViews()  // before `container` is set: this one may be among them
        constraint.container = view
        view.autoLayout.constraints.append(constraint)
        install(constraint)
        view.setNeedsUpdateConstraintsInTree()
    }

    /// Takes `constraint` out of its view's `constraints` and out of the solver.
    func deactivate(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container else { return }
        container.autoLayoutStorage?.constraints.removeAll { $0 === constraint }
        constraint.container = nil
        uninstall(constraint)
    }

    /// An installed constraint whose holding view was freed: its row, the constraint (not retained:
    /// it is usually freed with its view) and the constraints it broke, which may hold again.
    struct FreedConstraint {
        let made: LayoutConstraint
        let reference: ConstraintReference
        let broken: [ConstraintReference]
    }

    /// The installed constraints of views freed since the engine last looked, in the order the
    /// views went: a view's `deinit` (not on the main actor's terms) appends them, and the engine
    /// takes them out of the solver before it next installs a constraint or lays out.
    nonisolated(unsafe) static var constraintsOfFreedViews: [FreedConstraint] = []

    /// The constraints of freed views leave the solver: without this, the views that outlived
    /// their container stayed bound by its constraints, and a kept constraint activated again in
    /// another tree kept its old row.
    func releaseConstraintsOfFreedViews() {
        guard !LayoutEngine.constraintsOfFreedViews.isEmpty else { return }
        let freed = LayoutEngine.constraintsOfFreedViews
        LayoutEngine.constraintsOfFreedViews = []
        for entry in freed {
            let constraint = entry.reference.constraint
            guard layoutConstraints[entry.made] != nil else {
                // Not installed here (a row of a replaced runtime's engine): only forget it.
                if let constraint, constraint.solverConstraint === entry.made { constraint.solverConstraint = nil }
                continue
            }
            if let constraint {
                uninstall(constraint)  // kept by the app: it can be activated again, with a new row
            } else {
                layoutConstraints[entry.made] = nil
                try? solver.removeConstraint(entry.made)
                for other in entry.broken.compactMap(\.constraint) where other.container != nil { install(other) }
            }
        }
    }

    /// A new runtime's engine: the constraints of views freed before it belong to the old one.
    init() {
        LayoutEngine.constraintsOfFreedViews = []
    }

    /// Puts `constraint` into the solver; when it cannot hold with the required constraints there,
    /// reports UIKit's "Unable to simultaneously satisfy constraints" and leaves it out (broken).
    func install(_ constraint: NSLayoutConstraint) {
        releaseConstraintsOfFreedViews()
        guard constraint.solverConstraint == nil, let made = makeSolverConstraint(for: constraint) else { return }
        do {
            try solver.addConstraint(made)
            constraint.solverConstraint = made
            layoutConstraints[made] = constraint.reference
            noteInsetDependencies(of: constraint)
        } catch .unsatisfiable(let conflicts) {
            if unpinRoots(among: conflicts) {
                install(constraint)
                return
            }
            if constraint.prevailsInConflicts,
               let other = conflicts.lazy.compactMap({ self.layoutConstraints[$0]?.constraint })
                   .first(where: { !$0.prevailsInConflicts }) {
                reportUnsatisfiable(listing: conflicts.map(describe) + [constraint.description],
                                    breaking: other.description)
                uninstall(other)
                constraint.brokenByThis.append(other.reference)
                install(constraint)
                return
            }
            reportUnsatisfiable(breaking: constraint.description, conflicts: conflicts)
            rememberBroken(constraint, by: conflicts)
        } catch {
            // A bad value (a non-finite constant or multiplier) never reaches the layout.
        }
    }

    /// Notes that `constraint` is left out because of the required `conflicts`: when one of them
    /// leaves the solver, `constraint` gets another chance, so that it holds again once the
    /// conflict is gone, as on a device.
    private func rememberBroken(_ constraint: NSLayoutConstraint, by conflicts: [LayoutConstraint]) {
        for conflict in conflicts {
            guard let other = layoutConstraints[conflict]?.constraint, other !== constraint else { continue }
            if !other.brokenByThis.contains(where: { $0.constraint === constraint }) {
                other.brokenByThis.append(constraint.reference)
            }
        }
    }

    /// Takes `constraint` out of the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.solverConstraint else { return }
        constraint.solverConstraint = nil
        layoutConstraints[made] = nil
        try? solver.removeConstraint(made)
        // The constraints it broke hold again, if they are still active.
        let broken = constraint.brokenByThis.compactMap(\.constraint)
        constraint.brokenByThis = []
        for other in broken where other.container != nil { install(other) }
    }

    /// `constant` changed: the solver's constant follows, incrementally.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard constraint.container != nil else { return }
        guard let made = constraint.solverConstraint, let expression = solverExpression(for: constraint) else {
            install(constraint)   // a broken constraint gets another chance
            commitChanges()
            return
        }
        do {
            do {
                try solver.updateConstant(of: made, to: expression.constant)
            } catch .unsatisfiable(let conflicts) where unpinRoots(among: conflicts) {
                try solver.updateConstant(of: made, to: expression.constant)
            }
        } catch .unsatisfiable(let conflicts) {
            reportUnsatisfiable(breaking: constraint.description, conflicts: conflicts)
            uninstall(constraint)
            rememberBroken(constraint, by: conflicts)
        } catch {
            uninstall(constraint)
        }
        commitChanges()
    }

    /// `priority` changed (between optional priorities, or on an inactive constraint).
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard constraint.container != nil else { return }
        uninstall(constraint)
        install(constraint)
        commitChanges()
    }

    /// Marks for layout the views whose unknowns the last changes moved: a view that takes its
    /// frame from the engine is placed by its superview's `layoutSubviews()`.
    func commitChanges() {
        releaseConstraintsOfFreedViews()
        for variable in solver.updateVariables() {
            switch owner(of: variable) {
            case let view as UIView:
                guard let state = view.autoLayoutStorage, !state.translatesAutoresizingMask else { continue }
                if !state.engineFrameIsStale {
                    state.engineFrameIsStale = true
                    (view.superview ?? view).setNeedsLayout()
                }
            case let guide as UILayoutGuide:
                guide.owningView?.setNeedsLayout()
            default:
                continue
            }
        }
    }

    /// The solved alignment rectangle of `item` in its layout parent's coordinates.
    func alignmentRect(of item: any LayoutItem) -> CGRect? {
        guard let variables = item.engineVariables else { return nil }
        return CGRect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
                      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// A user guide's frame, as last solved; `.zero` before it entered the engine.
    func frame(of guide: UILayoutGuide) -> CGRect {
        alignmentRect(of: guide) ?? .zero
    }

    /// Whether `item`'s position or size on `axis` is not pinned down by its constraints.
    func isAmbiguous(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> Bool {
        guard let item = item as? any LayoutItem, let variables = item.engineVariables else { return false }
        return solver.isAmbiguous(variables.position(axis)) || solver.isAmbiguous(variables.size(axis))
    }
}

/// How an engine-made constraint shows in UIKit's logs (`<NSContentSizeLayoutConstraint ...>`),
/// kept as its parts and written only when a log asks: a stack of a thousand labels makes four
/// thousand content-size constraints, and formatting each one's numbers cost more than solving it.
enum EngineConstraintDescription {
    /// A description already written.
    case text(String)
    /// A content-size constraint: `<NSContentSizeLayoutConstraint UILabel'Hi'.width == 14.5
    /// Hug:250 CompressionResistance:750 (active)>`. The view is named when the description is
    /// written, as UIKit names it in a log (its text then); naming every view that enters the
    /// engine cost more than entering it.
    case contentSize(view: LayoutItemReference, axis: NSLayoutConstraint.Axis, length: CGFloat,
                     hugging: UILayoutPriority, compressionResistance: UILayoutPriority)
    /// A pin of a system guide to its view's insets: `<NSLayoutConstraint ''UIViewSafeAreaLayoutGuide'-top'
    /// UILayoutGuide'UIViewSafeAreaLayoutGuide' (active)>`; the guide's type is named only when written.
    case systemGuidePin(label: String, guideType: UILayoutGuide.Type, guideIdentifier: String)

    /// The description as UIKit writes it.
    @MainActor var text: String {
        switch self {
        case .text(let text):
            return text
        case let .contentSize(view, axis, length, hugging, compressionResistance):
            let name = view.item?.constraintDescriptionName ?? "(a freed view)"
            return "<NSContentSizeLayoutConstraint \(name).\(axis == .horizontal ? "width" : "height") == \(formatNumber(length)) Hug:\(formatNumber(CGFloat(hugging.rawValue))) CompressionResistance:\(formatNumber(CGFloat(compressionResistance.rawValue))) (active)>"
        case let .systemGuidePin(label, guideType, guideIdentifier):
            let guide = UILayoutGuide.descriptionName(of: guideType, identifier: guideIdentifier)
            return "<NSLayoutConstraint '\(label)' \(guide) (active)>"
        }
    }
}
